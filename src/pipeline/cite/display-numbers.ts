/**
 * The numbers a reader sees for a turn's sources: the cited ones 1, 2, 3… in the order the answer
 * first cites them, then the others in the order they were sent. Prompt numbers ([14], [21]) skip and
 * jump; a reader expects ①②③ down the answer (review turn 3, N13). Keys are the prompt's 1-based ids.
 */
export function displayNumbers(citedInOrder: readonly number[], sourceCount: number): Map<number, number> {
  const numbers = new Map<number, number>();
  for (const id of citedInOrder) if (id >= 1 && id <= sourceCount && !numbers.has(id)) numbers.set(id, numbers.size + 1);
  for (let id = 1; id <= sourceCount; id += 1) if (!numbers.has(id)) numbers.set(id, numbers.size + 1);
  return numbers;
}
