import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A real-shaped caption file from tests/fixtures/transcripts (WebVTT, SRT, YouTube timedtext). */
export const transcriptFixture = (name: string): string => readFileSync(join(import.meta.dirname, '../fixtures/transcripts', name), 'utf8');
