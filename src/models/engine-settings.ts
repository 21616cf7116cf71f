/** How long a loaded model stays in memory without being used, by default: 10 minutes. */
export const DEFAULT_IDLE_SECONDS = 600;
/** The choices the options page offers, in seconds; 0 keeps the model until "Unload now". */
export const IDLE_CHOICES = [60, 300, 600, 1800, 3600, 0] as const;

// Stored as `modelIdleSeconds` (src/backends/hosted/model-idle-seconds.ts).
