import type { Passage } from '../../src/pipeline/select/passage';
import { promptSourceCost } from '../../src/pipeline/prompt/source-tokens';
import { tabTotal } from '../../src/pipeline/select/passage-cost';
import type { ScopeTab } from '../../src/pipeline/select/scope-tab';
import { MAX_PARTS, PARTS_FACTOR } from '../../src/pipeline/select/select-for-question';
import { splitInParts } from '../../src/pipeline/select/split-in-parts';

/**
 * The plan before issue 31, kept to compare against: parts whenever the scope (all its tabs
 * together) cost more than PARTS_FACTOR budgets, up to MAX_PARTS; on an engine with a measured
 * speed, all of them when all were read within two minutes, else none.
 */
export function partsBefore(scope: readonly ScopeTab[], budget: number, prefillTokS: number | undefined): Passage[][] | undefined {
  const total = scope.reduce((sum, tab) => sum + tabTotal(tab, promptSourceCost), 0);
  if (total <= PARTS_FACTOR * budget) return undefined;
  const parts = splitInParts(scope, { partBudget: budget, cost: promptSourceCost, maxParts: MAX_PARTS, total });
  if (parts.length < 2) return undefined;
  const tokens = parts.reduce((sum, part) => sum + part.reduce((s, p) => s + p.tokens, 0), 0);
  if (prefillTokS && tokens / prefillTokS > 120) return undefined;
  return parts;
}
