import type { TabStatus, UnreadableReason } from '../../messaging/tab-status';
import type { VideoSummary } from '../../messaging/video-summary';
import type { Scope } from '../../messaging/scope';

/** What the user can do about a tab that could not be read. */
export type ProblemAction = 'ask-all' | 'reload' | 'file-access' | 'stop-reading' | 'show-tab' | 'none';

export type ProblemLine =
  | { kind: 'tab'; tabId: number; reason: UnreadableReason | 'skipped' | 'still-reading' | 'read-while-loading'; action: ProblemAction }
  /** A tab that was read, but whose video's words were not (no captions, restricted, unavailable, live, failed): it explains the answer. */
  | { kind: 'video'; tabId: number; video: VideoSummary; action: ProblemAction }
  /** "2 browser pages skipped": pages nobody means when asking about all tabs. */
  | { kind: 'quiet'; count: number };

/** Reasons a reload can fix: the page was not there yet, not in memory, or did not answer. */
const RELOADABLE: ReadonlySet<UnreadableReason> = new Set(['loading', 'discarded', 'injection-failed', 'empty']);
const QUIET_IN_ALL: ReadonlySet<UnreadableReason> = new Set(['browser-page', 'web-store', 'protected-site', 'view-source', 'unsupported']);

/**
 * One line per problem, each with the one action that helps: when no tab asked about can be read
 * and other tabs are open, "Ask about all tabs instead"; a page a reload can fix, "Reload the tab"; a local
 * file, the extension's settings; a tab still being read when the answer began (a long PDF), Skip it.
 * A video read without its words says why (review R4). With "All tabs" or a tab group, browser pages are counted in one quiet line.
 */
export function problemLines(
  statuses: readonly TabStatus[],
  skipped: readonly number[],
  scope: Scope,
  otherTabs: number,
  stillReading: readonly number[] = [],
): ProblemLine[] {
  const lines: ProblemLine[] = [];
  // "All tabs instead" only helps when nothing asked about could be read.
  const noneReadable = !statuses.some((s) => s.state === 'ready');
  let quiet = 0;
  for (const status of statuses) {
    // Read after the wait while the browser still loads it: the answer says it has the text so far (R8).
    if (status.state === 'ready' && status.loading) lines.push({ kind: 'tab', tabId: status.tabId, reason: 'read-while-loading', action: 'none' });
    if (status.state === 'ready' && status.video && status.video.transcript !== 'read') {
      const { video } = status;
      // Signing in happens in the tab; captions that failed to load may load after a reload.
      const action: ProblemAction = video.transcript === 'restricted' ? 'show-tab' : video.transcript === 'failed' ? 'reload' : 'none';
      lines.push({ kind: 'video', tabId: status.tabId, video, action });
      continue;
    }
    if (status.state !== 'unreadable' || status.reason === 'closed') continue;
    if ((scope === 'all' || scope === 'group') && QUIET_IN_ALL.has(status.reason)) {
      quiet += 1;
      continue;
    }
    const action: ProblemAction =
      status.reason === 'file-access'
        ? 'file-access'
        : RELOADABLE.has(status.reason)
          ? 'reload'
          : scope !== 'all' && otherTabs > 0 && noneReadable
            ? 'ask-all'
            : 'none';
    lines.push({ kind: 'tab', tabId: status.tabId, reason: status.reason, action });
  }
  for (const tabId of skipped) lines.push({ kind: 'tab', tabId, reason: 'skipped', action: 'reload' });
  for (const tabId of stillReading) lines.push({ kind: 'tab', tabId, reason: 'still-reading', action: 'stop-reading' });
  if (quiet > 0) lines.push({ kind: 'quiet', count: quiet });
  return lines;
}
