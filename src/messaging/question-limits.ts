/** Tabs one question reads at most (the worker's bound; the panel says so when a window has more). */
export const MAX_TABS_PER_QUESTION = 200;
