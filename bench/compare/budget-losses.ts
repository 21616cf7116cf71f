/** A question's (or a draw's) result at each budget, smallest budget first. */
interface ByBudget {
  byBudget: ReadonlyArray<{ budget: number; found: readonly string[] }>;
}

/**
 * Compared sides found at one budget and not at a larger one: more room should never lose an answer,
 * yet the turns of a comparison (select-by-tab.ts) skip a passage that does not fit for a smaller one
 * after it, and at a larger budget the skipped one fits and takes that room (bench/README.md). Counted
 * once a side however many larger budgets lose it; `questions` counts the rows with any.
 */
export function budgetLosses(rows: readonly ByBudget[]): { sides: number; questions: number } {
  let sides = 0;
  let questions = 0;
  for (const row of rows) {
    const lost = new Set<string>();
    row.byBudget.forEach((at, b) => {
      for (const page of at.found) if (row.byBudget.slice(b + 1).some((later) => !later.found.includes(page))) lost.add(page);
    });
    sides += lost.size;
    if (lost.size > 0) questions += 1;
  }
  return { sides, questions };
}
