/**
 * What a question asks of the tabs, which decides what text reaches the model:
 * - `whole-page`: the page as a whole (summarise, key points, "what is this about"), or, with a
 *   `topic`, everything the page says about one thing ("summarize what it says about pricing");
 * - `comparison`: the tabs side by side, every tab gets a say;
 * - `how-to`: steps to do something;
 * - `fact`: one thing stated somewhere (the default).
 */
export type IntentKind = 'whole-page' | 'comparison' | 'how-to' | 'fact';

export interface QuestionIntent {
  kind: IntentKind;
  /** For a whole-page question about one thing: that thing, in the question's words ("pricing"). */
  topic?: string;
  /**
   * A comparison read from the question's shape ("both", two names joined), not a comparison word:
   * it compares only tabs that are what it names (their title or profile), else it is a fact question.
   */
  byShape?: true;
}
