/** What the browser's detector says of a text (CLD in Chrome, its port in Firefox), most likely first. */
export interface DetectedLanguage {
  reliable: boolean;
  languages: Array<{ language: string; percentage: number }>;
}

/** `browser.i18n.detectLanguage` (the `chrome` global: see ui-translator.ts), or undefined where the browser has none or it fails. */
export async function detectLanguage(text: string): Promise<DetectedLanguage | undefined> {
  try {
    const result = await chrome.i18n.detectLanguage(text);
    const languages = [...result.languages].sort((a, b) => b.percentage - a.percentage);
    return { reliable: result.isReliable, languages };
  } catch {
    return undefined;
  }
}
