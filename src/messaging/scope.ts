/**
 * What a question goes to: the current tab, the tabs the user ticked, every tab of the window, or the
 * tabs of one tab group (as the group is when asked: tabs moved in later count, tabs moved out do not).
 * Stored with each kept turn.
 */
export type Scope = 'current' | 'chosen' | 'all' | 'group';
