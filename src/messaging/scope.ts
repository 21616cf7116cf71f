/** What a question goes to: the current tab, the tabs the user ticked, or every tab of the window (stored with each kept turn). */
export type Scope = 'current' | 'chosen' | 'all';
