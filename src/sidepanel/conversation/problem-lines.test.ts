import { describe, expect, it } from 'vitest';
import type { TabStatus } from '../../messaging/tab-status';
import { problemLines } from './problem-lines';

const bad = (tabId: number, reason: Extract<TabStatus, { state: 'unreadable' }>['reason']): TabStatus => ({ tabId, state: 'unreadable', reason });
const ok = (tabId: number): TabStatus => ({ tabId, state: 'ready', passages: 3, title: 't', url: 'https://t.test/', site: 't.test' });

describe('problemLines', () => {
  it('offers "all tabs instead" for a tab asked about alone that cannot be read, when others are open', () => {
    expect(problemLines([bad(1, 'browser-page')], [], 'current', 3)).toEqual([{ kind: 'tab', tabId: 1, reason: 'browser-page', action: 'ask-all' }]);
    expect(problemLines([bad(1, 'browser-page')], [], 'current', 0)[0]).toMatchObject({ action: 'none' });
  });

  it('offers a reload where one helps, and the settings for local files', () => {
    expect(problemLines([bad(1, 'loading'), bad(2, 'discarded'), bad(3, 'file-access')], [], 'chosen', 3).map((l) => l.kind === 'tab' && l.action)).toEqual([
      'reload',
      'reload',
      'file-access',
    ]);
  });

  it("offers no setting for a local file in Firefox, which has none (no chrome:// page to open)", () => {
    expect(problemLines([bad(1, 'local-file')], [], 'chosen', 0)).toEqual([{ kind: 'tab', tabId: 1, reason: 'local-file', action: 'none' }]);
  });

  it('counts browser pages quietly when asking about all tabs, and says nothing of ready or closed tabs', () => {
    expect(problemLines([ok(1), bad(2, 'browser-page'), bad(3, 'web-store'), bad(4, 'closed')], [], 'all', 4)).toEqual([{ kind: 'quiet', count: 2 }]);
  });

  it('lists tabs the user skipped, with a reload', () => {
    expect(problemLines([ok(1)], [7], 'all', 2)).toEqual([{ kind: 'tab', tabId: 7, reason: 'skipped', action: 'reload' }]);
  });
});

describe('problemLines with some tabs readable', () => {
  it('does not offer "all tabs instead" when another chosen tab answered', () => {
    expect(problemLines([bad(1, 'web-store'), ok(2)], [], 'chosen', 3)).toEqual([{ kind: 'tab', tabId: 1, reason: 'web-store', action: 'none' }]);
  });
});

describe('problemLines for a video read without its words (review R4)', () => {
  const video = (tabId: number, transcript: 'no-captions' | 'restricted' | 'failed' | 'read'): TabStatus => ({ ...ok(tabId), video: { videoId: 'v', transcript } } as TabStatus);
  it('says why, with the action that helps: the tab to sign in, a reload for captions that failed; nothing for a transcript read', () => {
    expect(problemLines([video(1, 'restricted'), video(2, 'failed'), video(3, 'no-captions'), video(4, 'read')], [], 'chosen', 0)).toEqual([
      { kind: 'video', tabId: 1, video: { videoId: 'v', transcript: 'restricted' }, action: 'show-tab' },
      { kind: 'video', tabId: 2, video: { videoId: 'v', transcript: 'failed' }, action: 'reload' },
      { kind: 'video', tabId: 3, video: { videoId: 'v', transcript: 'no-captions' }, action: 'none' },
    ]);
  });
});
