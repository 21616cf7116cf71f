import { describe, expect, it } from 'vitest';
import { SpeedMeter } from './speed-meter';

describe('SpeedMeter', () => {
  it('measures reading and writing speed from answers, keeping the best of the last three', () => {
    const meter = new SpeedMeter();
    expect(meter.prefillTokS).toBeUndefined();
    meter.record({ promptTokens: 2000, answerTokens: 100, firstWordMs: 4000, writingMs: 2000 });
    expect(meter.prefillTokS).toBe(500);
    expect(meter.decodeTokS).toBe(50);
    // A model loading first: one slow wait does not make the server look slow.
    meter.record({ promptTokens: 2000, answerTokens: 100, firstWordMs: 20_000, writingMs: 2000 });
    expect(meter.prefillTokS).toBe(500);
    // Short prompts are mostly round trip: not counted.
    meter.record({ promptTokens: 50, answerTokens: 4, firstWordMs: 10, writingMs: 1 });
    expect(meter.prefillTokS).toBe(500);
    expect(meter.decodeTokS).toBe(50);
  });
});
