/**
 * The videos of the local YouTube (served as https://www.youtube.com through --host-resolver-rules):
 * player responses shaped like the real `ytInitialPlayerResponse` (playabilityStatus, videoDetails,
 * captions.playerCaptionsTracklistRenderer.captionTracks with baseUrl, name, vssId, languageCode, kind),
 * and the cues their timedtext endpoint serves.
 */
export interface LocalVideo {
  id: string;
  title: string;
  description: string;
  length: number;
  /** 'ERROR': unavailable, as YouTube answers it: an error screen in its words and no video details at all. */
  status?: 'OK' | 'LOGIN_REQUIRED' | 'ERROR';
  live?: boolean;
  /** Tracks: language, name, asr, cues ([start s, duration s, text]). */
  tracks: Array<{ lang: string; name: string; asr?: boolean; cues: Array<[number, number, string]> }>;
  /** Served only as srv3 XML (json3 answers 404), and only with the player's `pot` parameter (else an empty body). */
  xmlOnlyWithPot?: boolean;
  /** Timedtext answers every request with an empty body (as in 2025 without the player's token, which this player never sends). */
  emptyTimedtext?: boolean;
  /** The description offers "Show transcript": the panel (2026 markup) opens with the first track's cues. */
  panel?: boolean;
}

export const VIDEOS: LocalVideo[] = [
  {
    id: 'sOurd0ugh01',
    title: 'Sourdough starter from scratch',
    description: 'A seven day guide to a sourdough starter.\n\nFlour used: organic rye. Music by the baker.',
    length: 200,
    tracks: [
      {
        lang: 'en',
        name: 'English',
        cues: [
          [1, 5, 'Welcome back to the bakery channel.'],
          [6, 8, 'Today we make a sourdough starter from nothing but flour and water.'],
          [60, 9, 'On the second day you will see the first bubbles.'],
          [134, 6, 'Feed the starter every twelve hours with equal weights of rye flour and water.'],
          [141, 6, 'Keep the jar at about twenty five degrees.'],
          [180, 8, 'Thanks for watching, see you next week.'],
        ],
      },
      {
        lang: 'en',
        name: 'English (auto-generated)',
        asr: true,
        cues: [
          [1, 5, 'welcome back to the bakery channel'],
          [134, 6, 'feed the started every 12 hours'],
        ],
      },
      { lang: 'de', name: 'German', cues: [[134, 6, 'Füttere den Sauerteig alle zwölf Stunden.']] },
    ],
  },
  {
    id: 'L1ghthouse2',
    title: 'Restoring the Skerry lighthouse lens',
    description: 'A restoration documentary.',
    length: 200,
    xmlOnlyWithPot: true,
    tracks: [
      {
        lang: 'en',
        name: 'English (auto-generated)',
        asr: true,
        cues: [
          [2, 4, 'so this is the lens room at the top of the tower'],
          [5, 4, 'of the tower and the lens weighs'],
          [8, 4, 'the lens weighs four tonnes of brass and glass'],
          [95, 5, 'the keepers polished the prisms'],
          [97, 5, 'polished the prisms every single morning with jeweller\'s rouge'],
        ],
      },
    ],
  },
  {
    id: 'Pan3lOnly05',
    title: 'Knots every sailor should know',
    description: 'Six knots, slowly.',
    length: 200,
    emptyTimedtext: true,
    panel: true,
    tracks: [{ lang: 'en', name: 'English', cues: [[3, 5, 'First the bowline, the king of knots.'], [72, 6, 'The clove hitch holds a fender on a rail.']] }],
  },
  {
    id: 'Br0kenCapt6',
    title: 'Engine maintenance',
    description: 'Oil, filters, impellers.',
    length: 200,
    emptyTimedtext: true,
    tracks: [{ lang: 'en', name: 'English', cues: [[3, 5, 'Change the impeller every season.']] }],
  },
  { id: 'N0capti0ns3', title: 'Silent timelapse of the harbour', description: 'Twelve hours of boats, no words.', length: 120, tracks: [] },
  { id: 'L1vestream4', title: 'Harbour webcam (live)', description: 'Live from the harbour wall.', length: 0, live: true, tracks: [] },
  {
    id: 'Ag3Restr1ct',
    title: 'Sea shanties after midnight',
    description: 'Recorded live at the Anchor Inn.',
    length: 300,
    status: 'LOGIN_REQUIRED',
    tracks: [{ lang: 'en', name: 'English', cues: [[5, 5, 'This one is about a whaling ship.']] }],
  },
  { id: 'Unava1lable', title: '', description: '', length: 0, status: 'ERROR', tracks: [] },
];

export function playerResponse(video: LocalVideo): object {
  if (video.status === 'ERROR') {
    return {
      responseContext: { visitorData: 'Cgt4eHh4eHh4eHh4eA%3D%3D' },
      playabilityStatus: {
        status: 'ERROR',
        reason: 'Video unavailable',
        errorScreen: { playerErrorMessageRenderer: { reason: { simpleText: 'This video is unavailable' }, subreason: { runs: [{ text: 'Sorry about that.' }] } } },
        contextParams: 'Q0FFU0FnZ0I=',
      },
      trackingParams: 'CAAQu2kiEwi',
    };
  }
  return {
    responseContext: { visitorData: 'Cgt4eHh4eHh4eHh4eA%3D%3D' },
    playabilityStatus:
      video.status === 'LOGIN_REQUIRED'
        ? {
            status: 'LOGIN_REQUIRED',
            reason: 'Sign in to confirm your age',
            errorScreen: { playerErrorMessageRenderer: { reason: { simpleText: 'Sign in to confirm your age' }, subreason: { runs: [{ text: 'This video may be inappropriate for some users.' }] } } },
          }
        : { status: 'OK', playableInEmbed: true },
    streamingData: { expiresInSeconds: '21540', formats: [], adaptiveFormats: [] },
    captions:
      video.tracks.length === 0
        ? undefined
        : {
            playerCaptionsTracklistRenderer: {
              captionTracks: video.tracks.map((t) => ({
                baseUrl: `https://www.youtube.com/api/timedtext?v=${video.id}&ei=abc&caps=asr&opi=112496729&xoaf=5&hl=en&ip=0.0.0.0&ipbits=0&expire=9999999999&sparams=ip,ipbits,expire,v,caps,opi,xoaf&signature=ABC.DEF&key=yt8&lang=${t.lang}${t.asr ? '&kind=asr' : ''}`,
                name: { simpleText: t.name },
                vssId: `${t.asr ? 'a' : ''}.${t.lang}`,
                languageCode: t.lang,
                ...(t.asr ? { kind: 'asr' } : {}),
                isTranslatable: true,
                trackName: '',
              })),
              audioTracks: [{ captionTrackIndices: video.tracks.map((_, i) => i), audioTrackId: '' }],
              translationLanguages: [{ languageCode: 'fr', languageName: { simpleText: 'French' } }],
              defaultAudioTrackIndex: 0,
            },
          },
    videoDetails: {
      videoId: video.id,
      title: video.title,
      lengthSeconds: String(video.length),
      keywords: ['local'],
      channelId: 'UC0000000000000000000000',
      isOwnerViewing: false,
      shortDescription: video.description,
      isCrawlable: true,
      allowRatings: true,
      viewCount: '1234',
      author: 'Local channel',
      isPrivate: false,
      isLiveContent: video.live === true,
      ...(video.live ? { isLive: true } : {}),
    },
    microformat: { playerMicroformatRenderer: { liveBroadcastDetails: video.live ? { isLiveNow: true, startTimestamp: '2026-12-03T08:00:00+00:00' } : undefined } },
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');

export function timedtextJson3(cues: Array<[number, number, string]>): string {
  const events: object[] = [{ tStartMs: 0, dDurationMs: 200000, id: 1, wpWinPosId: 1, wsWinStyleId: 1 }];
  for (const [start, duration, text] of cues) {
    const words = text.split(' ');
    events.push({ tStartMs: start * 1000, dDurationMs: duration * 1000, wWinId: 1, segs: words.map((w, i) => (i === 0 ? { utf8: w } : { utf8: ` ${w}`, tOffsetMs: i * 200 })) });
  }
  return JSON.stringify({ wireMagic: 'pb3', pens: [{}], events });
}

export function timedtextSrv3(cues: Array<[number, number, string]>): string {
  const ps = cues.map(([start, duration, text]) => `<p t="${start * 1000}" d="${duration * 1000}" w="1"><s ac="0">${escapeXml(text)}</s></p>`);
  return `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3">\n<body>\n${ps.join('\n')}\n</body>\n</timedtext>`;
}
