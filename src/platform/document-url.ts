/** The URL without its fragment: `#page=12` moves Chrome's PDF viewer within a document, not to another one. */
export const documentUrl = (url: string | undefined): string => (url ?? '').replace(/#.*$/, '');
