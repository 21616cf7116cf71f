/**
 * How much of a transcript Ask Tabs reads: 1 million characters (about 20 hours of speech at ~15
 * characters a second), the start of a longer one (the status says how many minutes were read). Well
 * inside the worker's index bound, like PDF_LIMITS. Each route gives up after `routeTimeoutMs`.
 */
export const TRANSCRIPT_LIMITS = { maxChars: 1_000_000, routeTimeoutMs: 8_000 };
