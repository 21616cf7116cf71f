/**
 * The words the content script writes into what it reads (issue 23 translates UI strings: they are
 * here, in one place). A transcript's chunks carry this heading path, which the panel shows as the
 * passage's section and the prompt as its `section`.
 */
export const transcriptHeading = (label: string): string => (label ? `Transcript (${label})` : 'Transcript');
