/**
 * The player response in the page's inline script (`var ytInitialPlayerResponse = {…};`), for when the
 * main-world read gave nothing (src/background/read-tab.ts). It is the response of the video the page
 * was loaded with: after an in-page navigation it belongs to another video, which the caller checks.
 */
export function inlinePlayerResponse(doc: Document): unknown {
  for (const script of doc.querySelectorAll('script:not([src])')) {
    const source = script.textContent ?? '';
    const at = source.indexOf('ytInitialPlayerResponse');
    if (at < 0) continue;
    const open = source.indexOf('{', at);
    const json = open >= 0 ? balancedObject(source, open) : null;
    if (!json) continue;
    try {
      return JSON.parse(json);
    } catch {
      continue;
    }
  }
  return null;
}

/** The JSON object starting at `open`, by counting braces outside strings. */
function balancedObject(source: string, open: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = open; i < source.length; i++) {
    const ch = source[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return source.slice(open, i + 1);
  }
  return null;
}

/** Query parameters of a timedtext URL that name the track or the format: ours, not the player's. */
const TRACK_PARAMS = new Set(['v', 'lang', 'tlang', 'fmt', 'kind', 'name']);

/**
 * The captionTracks' baseUrl may not be enough: since 2025 YouTube answers it with an empty body unless
 * the request carries the parameters the player adds itself (a proof-of-origin token `pot`, client
 * name and version). When the player has fetched captions for this video (they were on), its request is
 * in the page's resource timing: its extra parameters are copied onto ours.
 */
export function playerTimedtextParams(win: Window, videoId: string): URLSearchParams {
  const extra = new URLSearchParams();
  const entries = win.performance?.getEntriesByType?.('resource') ?? [];
  for (const entry of [...entries].reverse()) {
    let url: URL;
    try {
      url = new URL(entry.name);
    } catch {
      continue;
    }
    if (!url.pathname.endsWith('/api/timedtext') || url.searchParams.get('v') !== videoId) continue;
    for (const [key, value] of url.searchParams) if (!TRACK_PARAMS.has(key)) extra.set(key, value);
    break;
  }
  return extra;
}

/** The track's URL with the format asked for and the player's own parameters added. */
export function timedtextUrl(baseUrl: string, fmt: 'json3' | 'srv3', extra: URLSearchParams): string {
  const url = new URL(baseUrl);
  for (const [key, value] of extra) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  url.searchParams.set('fmt', fmt);
  return url.href;
}
