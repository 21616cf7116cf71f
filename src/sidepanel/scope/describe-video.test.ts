import { describe, expect, it } from 'vitest';
import { describeVideo } from './describe-video';

describe('describeVideo', () => {
  it('names the track read, why, and how much of the video', () => {
    expect(describeVideo({ transcript: 'read', track: { language: 'en', label: 'English', auto: false, choice: 'language' }, seconds: 190, length: 200 })).toBe(
      'transcript (English, in your language) · 3:20',
    );
    expect(
      describeVideo({ videoId: 'x', transcript: 'read', track: { language: 'es', label: 'Spanish (auto-generated)', auto: true, choice: 'auto-generated' }, seconds: 7200, length: 36000, truncated: true }),
    ).toBe('transcript (Spanish (auto-generated), auto-generated, the only one) · the first 2:00:00 of 10:00:00 (Ask Tabs reads up to 1 million characters of a transcript)');
  });

  it('says why there is no transcript, with the routes tried when captions failed', () => {
    expect(describeVideo({ videoId: 'x', transcript: 'no-captions' })).toBe('this video has no captions or transcript: only its title and description were read');
    expect(describeVideo({ transcript: 'no-captions' })).toBe("the video on this page has no captions: only the page's text was read");
    expect(describeVideo({ videoId: 'x', transcript: 'live' })).toMatch(/live stream/);
    expect(describeVideo({ videoId: 'x', transcript: 'restricted', reason: 'Sign in to confirm your age' })).toBe(
      'this video is age- or login-restricted (“Sign in to confirm your age”): sign in on YouTube in this tab, then ask again',
    );
    expect(describeVideo({ videoId: 'x', transcript: 'failed', route: 'caption-tracks', tried: ['caption track (json3): empty body', 'transcript panel: not offered'] })).toBe(
      "captions failed to load from the player's caption tracks (tried: caption track (json3): empty body; transcript panel: not offered)",
    );
  });
});
