import type { PageReading } from '../../messaging/content-protocol';
import { chunkArticle } from '../../pipeline/chunk/chunk-article';
import { textHash } from '../text-hash';
import { readYouTube, type YouTubeReading } from './read-youtube';

/** Transcripts read in this page, by video id and the language most wanted: a second question, or a return to a video, reads none again. */
const readByVideo = new Map<string, YouTubeReading>();

/**
 * A YouTube watch page → its video's title and description, then its transcript, keyed by video id
 * (YouTube navigates between videos inside one page: the URL's id says which video this is). Its hash
 * is the video's, so the background keeps its index while the tab shows the same video.
 */
export async function readWatchPage(
  doc: Document,
  win: Window,
  videoId: string,
  knownHash: string | undefined,
  fromPlayer: unknown,
  languages: readonly string[],
): Promise<PageReading> {
  const key = `${videoId} ${languages[0] ?? ''}`;
  const reading = readByVideo.get(key) ?? (await readYouTube(doc, win, videoId, fromPlayer, languages));
  if (reading.video.transcript === 'read') readByVideo.set(key, reading);
  const hash = textHash(`youtube ${videoId}\n${reading.title}\n${JSON.stringify(reading.video)}`);
  if (knownHash === hash) return { kind: 'unchanged', hash };
  const own = chunkArticle({ url: doc.location.href, title: reading.title, site: 'YouTube', method: 'fallback', blocks: reading.blocks, text: reading.blocks.map((b) => b.text).join('\n\n') });
  return {
    kind: 'article',
    hash,
    url: doc.location.href,
    title: reading.title,
    site: 'YouTube',
    chunks: [...own, ...reading.chunks.map((chunk, i) => ({ ...chunk, index: own.length + i }))],
    loading: false,
    video: reading.video,
  };
}
