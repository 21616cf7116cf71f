/**
 * Whether a question asks for an amount ("how much", "how many", "by how many decibels"), in the ten
 * languages the product speaks: its answer is a figure, so among a page's passages that the question's
 * words rank alike, the one holding a figure is likelier to answer than one that only repeats the
 * subject ("Wie viel Vitamin E steckt in einer Portion?": "One 30g serving offers 83% of your vitamin E",
 * not "nutritionally dense … such as vitamin E"). Korean and Japanese take no spaces before particles.
 */
const AMOUNT = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:how (?:much|many)|wie viele?|combien|cu[aá]nt[oa]s?|quant[oa]s?|quant[ei]|сколько)(?![\p{L}])`,
    String.raw`얼마|몇|どのくらい|どれくらい|いくら|何(?:個|人|枚|本|回|円|時間|日|年|キロ|グラム|パーセント)|多少|几`,
  ].join('|'),
  'iu',
);

export function asksAmount(question: string): boolean {
  return AMOUNT.test(question.split('\n', 1)[0] ?? '');
}
