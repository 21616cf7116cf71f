import { describe, expect, it } from 'vitest';
import { readYouTubeError, readYouTubePlayerResponse } from './youtube-player-response';
import { youTubeWatchId } from './youtube-watch-id';

const response = (extra: object = {}) => ({
  playabilityStatus: { status: 'OK' },
  videoDetails: { videoId: 'abcDEF12345', title: 'A talk', lengthSeconds: '754', shortDescription: 'About things.', isLiveContent: false },
  captions: {
    playerCaptionsTracklistRenderer: {
      captionTracks: [
        { baseUrl: '/api/timedtext?v=abcDEF12345&lang=en&kind=asr', name: { runs: [{ text: 'English (auto-generated)' }] }, vssId: 'a.en', languageCode: 'en', kind: 'asr' },
        { baseUrl: 'https://www.youtube.com/api/timedtext?v=abcDEF12345&lang=fr', name: { simpleText: 'French' }, vssId: '.fr', languageCode: 'fr' },
        { baseUrl: 'javascript:alert(1)', name: { simpleText: 'bad' }, languageCode: 'xx' },
        { name: { simpleText: 'no url' }, languageCode: 'yy' },
      ],
    },
  },
  ...extra,
});

describe('readYouTubePlayerResponse', () => {
  it('reads the video, its length and its caption tracks with absolute https URLs, dropping any other', () => {
    expect(readYouTubePlayerResponse(response())).toEqual({
      videoId: 'abcDEF12345',
      title: 'A talk',
      description: 'About things.',
      length: 754,
      state: 'ok',
      tracks: [
        { language: 'en', label: 'English (auto-generated)', auto: true, url: 'https://www.youtube.com/api/timedtext?v=abcDEF12345&lang=en&kind=asr' },
        { language: 'fr', label: 'French', auto: false, url: 'https://www.youtube.com/api/timedtext?v=abcDEF12345&lang=fr' },
      ],
    });
  });

  it('says live, restricted (with YouTube\'s reason) and unplayable; null without a video id or for junk', () => {
    expect(readYouTubePlayerResponse(response({ videoDetails: { videoId: 'abcDEF12345', isLive: true } }))?.state).toBe('live');
    const restricted = readYouTubePlayerResponse(response({ playabilityStatus: { status: 'LOGIN_REQUIRED', reason: 'Sign in to confirm your age' } }));
    expect(restricted).toMatchObject({ state: 'restricted', reason: 'Sign in to confirm your age' });
    expect(readYouTubePlayerResponse(response({ playabilityStatus: { status: 'ERROR', reason: 'Video unavailable' } }))?.state).toBe('unplayable');
    expect(readYouTubePlayerResponse({ videoDetails: {} })).toBeNull();
    expect(readYouTubePlayerResponse('<html>')).toBeNull();
    expect(readYouTubePlayerResponse({ videoDetails: { videoId: 'x' }, captions: { playerCaptionsTracklistRenderer: { captionTracks: 'no' } } })?.tracks).toEqual([]);
  });

  it('reads an unavailable video\'s error response (no video details) as its own answer, in YouTube\'s words', () => {
    const unavailable = {
      playabilityStatus: {
        status: 'ERROR',
        reason: 'Video unavailable',
        errorScreen: { playerErrorMessageRenderer: { reason: { simpleText: 'This video is unavailable' }, subreason: { runs: [{ text: 'Sorry about that.' }] } } },
      },
    };
    expect(readYouTubePlayerResponse(unavailable)).toBeNull();
    expect(readYouTubeError(unavailable)).toEqual({ reason: 'This video is unavailable' });
    expect(readYouTubeError({ playabilityStatus: { status: 'ERROR' } })).toEqual({});
    expect(readYouTubeError({ playabilityStatus: { status: 'OK' } })).toBeNull();
    expect(readYouTubeError(response({ playabilityStatus: { status: 'ERROR', reason: 'Video unavailable' } }))).toBeNull(); // it has details: the video reads it
    expect(readYouTubeError('<html>')).toBeNull();
  });
});

describe('youTubeWatchId', () => {
  it('names the video of a watch URL only', () => {
    expect(youTubeWatchId('https://www.youtube.com/watch?v=abcDEF12345&t=10s')).toBe('abcDEF12345');
    expect(youTubeWatchId('https://m.youtube.com/watch?v=abcDEF12345')).toBe('abcDEF12345');
    expect(youTubeWatchId('https://www.youtube.com/results?search_query=x')).toBeNull();
    expect(youTubeWatchId('https://evil.test/watch?v=abcDEF12345')).toBeNull();
    expect(youTubeWatchId('https://www.youtube.com.evil.test/watch?v=abcDEF12345')).toBeNull();
    expect(youTubeWatchId('not a url')).toBeNull();
  });
});
