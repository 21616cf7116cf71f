import { describe, expect, it } from 'vitest';
import type { CaptionTrack } from './caption-track';
import { pickCaptionTrack } from './pick-caption-track';

const track = (language: string, auto = false): CaptionTrack => ({ language, label: `${language}${auto ? ' (auto)' : ''}`, auto, url: `https://x.test/${language}${auto ? '-asr' : ''}` });

describe('pickCaptionTrack', () => {
  const tracks = [track('en', true), track('en'), track('de'), track('pt-BR')];

  it("takes a track in the most wanted language, a person's before speech recognition's", () => {
    expect(pickCaptionTrack(tracks, ['de', 'en'])).toEqual({ track: tracks[2], choice: 'language' });
    expect(pickCaptionTrack(tracks, ['en-US'])).toEqual({ track: tracks[1], choice: 'language' });
    expect(pickCaptionTrack(tracks, ['pt'])).toEqual({ track: tracks[3], choice: 'language' });
  });

  it("else the original (the auto-generated track's language, or the one given) by a person, else the auto-generated one", () => {
    expect(pickCaptionTrack(tracks, ['ja'])).toEqual({ track: tracks[1], choice: 'original' });
    expect(pickCaptionTrack(tracks, ['ja'], 'de')).toEqual({ track: tracks[2], choice: 'original' });
    expect(pickCaptionTrack([track('fr'), track('es', true)], ['ja'])).toEqual({ track: track('es', true), choice: 'auto-generated' });
    expect(pickCaptionTrack([track('fr'), track('it')], ['ja'])).toEqual({ track: track('fr'), choice: 'first' });
    expect(pickCaptionTrack([], ['en'])).toBeNull();
  });
});
