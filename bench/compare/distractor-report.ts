import type { ComparisonRow } from './ask-comparison';
import { MISS_CAUSES } from './miss-cause';
import { median } from './score-comparison';

/** One draw: the question asked again with drawn pages for its unrelated tabs. */
export interface DrawRow {
  draw: number;
  distractors: string[];
  row: ComparisonRow;
}

const share = (n: number, d: number) => n / Math.max(1, d);

/** "sides missed @1000 by cause: …": the misses of many rows counted by why (miss-cause.ts). */
export function missCauseLine(rows: readonly ComparisonRow[], budget: number, label = ''): string {
  const causes = rows.flatMap((r) => r.causes);
  const counts = MISS_CAUSES.map((c) => `${c} ${causes.filter((m) => m.cause === c).length}`);
  return `sides missed @${budget}${label} by cause (${causes.length} of ${rows.reduce((n, r) => n + r.ranks.length, 0)} sides): ${counts.join(', ')}`;
}

/**
 * Per budget over every draw: every side found, the same share among draws of questions whose
 * original tabs found every side (what the drawn tabs alone cost), sides found, unrelated passages;
 * and the share of draws whose comparison took exactly the compared pages.
 */
export function summariseDraws(draws: readonly DrawRow[], originals: ReadonlyMap<string, ComparisonRow>, budgets: readonly number[]) {
  const exact = draws.filter((d) => d.row.exact).length;
  const perBudget = budgets.map((budget, b) => {
    const at = draws.map((d) => d.row.byBudget[b]!);
    const kept = draws.filter((d) => originals.get(d.row.id)?.byBudget[b]!.everySide);
    const sides = at.reduce((n, s) => n + s.found.length + s.missed.length, 0);
    return {
      budget,
      draws: at.length,
      every_side_found: share(at.filter((s) => s.everySide).length, at.length),
      where_original_found: share(kept.filter((d) => d.row.byBudget[b]!.everySide).length, kept.length),
      original_found_draws: kept.length,
      sides_found: share(at.reduce((n, s) => n + s.found.length, 0), sides),
      unrelated_median: median(at.map((s) => s.unrelated)),
      unrelated_mean: share(at.reduce((n, s) => n + s.unrelated, 0), at.length),
    };
  });
  return { draws: draws.length, compared_tabs_exact: share(exact, draws.length), exact, perBudget };
}

/** The drawn tabs' table, the compared-tabs line and the miss-cause line, as printed. */
export function drawTable(summary: ReturnType<typeof summariseDraws>, draws: readonly DrawRow[], shownBudget: number, k: number, seed: number): string[] {
  return [
    `drawn unrelated tabs: ${k} draws per question (seed ${seed}), ${summary.draws} draws`,
    '| budget (drawn tabs) | draws | every side found | where the original tabs found every side | sides found | unrelated passages (median) | unrelated (mean) |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...summary.perBudget.map(
      (s) =>
        `| ${s.budget} | ${s.draws} | ${s.every_side_found.toFixed(3)} | ${s.where_original_found.toFixed(3)} (${s.original_found_draws}) | ${s.sides_found.toFixed(3)} | ${s.unrelated_median} | ${s.unrelated_mean.toFixed(2)} |`,
    ),
    `compared tabs exact (drawn tabs): ${summary.compared_tabs_exact.toFixed(3)} (${summary.exact} of ${summary.draws} draws took exactly the compared pages)`,
    missCauseLine(
      draws.map((d) => d.row),
      shownBudget,
      ' (drawn tabs)',
    ),
  ];
}

/**
 * The draws to read (development split only): a side missed that the original tabs found (and not
 * for the extracted text), or a comparison that did not take exactly the compared pages; each with its distractors'
 * ids and titles, and the pages it took.
 */
export function failingDraws(draws: readonly DrawRow[], originals: ReadonlyMap<string, ComparisonRow>, title: (page: string) => string, shown: number): string[] {
  const lines: string[] = [];
  for (const d of draws) {
    const at = d.row.byBudget[shown]!;
    const before = originals.get(d.row.id)?.byBudget[shown]!.missed ?? [];
    const causes = d.row.causes.filter((c) => c.cause !== 'not in text' && !before.includes(c.page));
    if (d.row.exact && causes.length === 0) continue;
    const missed = causes.map((c) => `${c.page} (${c.cause})`).join(', ') || '-';
    lines.push(`${d.row.id} draw ${d.draw} @${at.budget} (${at.intent}): missed ${missed}; took ${d.row.taken.join(', ')}${d.row.exact ? '' : ' (not exact)'} — ${d.row.question}`);
    for (const p of d.distractors) lines.push(`    ${p}${d.row.taken.includes(p) ? ' [taken]' : ''}: ${title(p)}`);
  }
  return lines;
}
