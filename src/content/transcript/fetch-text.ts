import { TRANSCRIPT_LIMITS } from '../../messaging/transcript-limits';

/**
 * GETs a caption file from the page's own context (same cookies and origin as the page: a track behind
 * the site's login comes with the user's session), within the route timeout. Throws with what went wrong
 * in a few words ("HTTP 403", "empty body", "timed out"), which the status repeats.
 */
export async function fetchText(url: string): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TRANSCRIPT_LIMITS.routeTimeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, credentials: 'include' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = await response.text();
    if (!body.trim()) throw new Error('empty body');
    return body;
  } catch (error) {
    if (controller.signal.aborted) throw new Error('timed out');
    throw error instanceof Error ? error : new Error(String(error));
  } finally {
    clearTimeout(timer);
  }
}
