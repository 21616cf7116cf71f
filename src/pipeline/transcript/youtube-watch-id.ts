/** The video id a YouTube watch URL names (`/watch?v=…`), or null for any other page. */
export function youTubeWatchId(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (!/^(?:www\.|m\.)?youtube\.com$/.test(parsed.hostname) || parsed.pathname !== '/watch') return null;
    const id = parsed.searchParams.get('v');
    return id && /^[\w-]{6,20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
