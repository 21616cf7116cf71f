import type { IntentKind } from '../../pipeline/intent/question-intent';
import { groupByTab, type PassageCard, type PassageGroup } from './passages-to-show';

/** Cards shown before "Show more". */
export const CARDS_SHOWN = 4;

export interface ShownCards {
  /** Grouped under each tab's name (a comparison or a whole-page question over several tabs). */
  grouped: boolean;
  /** The groups as shown, their cards numbered down the screen: 1, 2, 3… */
  visible: PassageGroup[];
  /** Every card shown, in that order: what "Copy answer" and the export carry. */
  shown: PassageCard[];
  /** Cards behind "Show more". */
  hidden: number;
}

/**
 * Which cards of a passages-only answer are on the screen: the best few, all of them once "Show more"
 * was clicked or when a whole page was asked for. One rule for the panel, its Copy and the export.
 */
export function shownCards(cards: readonly PassageCard[], { intent, whole, all }: { intent: IntentKind; whole: boolean; all: boolean }): ShownCards {
  const tabsShown = new Set(cards.map((c) => c.passage.source.tabId)).size;
  const grouped = tabsShown > 1 && (intent === 'comparison' || intent === 'whole-page');
  const groups = grouped ? groupByTab(cards) : [{ tabId: 0, cards: [...cards] }];
  const limit = all || (intent === 'whole-page' && whole) ? Number.POSITIVE_INFINITY : grouped ? Math.max(2, Math.ceil(CARDS_SHOWN / groups.length)) : CARDS_SHOWN;
  const hidden = groups.reduce((n, g) => n + Math.max(0, g.cards.length - limit), 0);
  let n = 0;
  const visible = groups.map((g) => ({ ...g, cards: g.cards.slice(0, limit).map((c): PassageCard => ({ ...c, number: ++n })) }));
  return { grouped, visible, shown: visible.flatMap((g) => g.cards), hidden };
}
