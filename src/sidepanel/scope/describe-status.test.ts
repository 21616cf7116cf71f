import { describe, expect, it } from 'vitest';
import { describeStatus } from './describe-status';

describe('describeStatus', () => {
  it('says how many passages a ready tab has', () => {
    const ready = { tabId: 1, state: 'ready', title: 't', url: 'u', site: 's' } as const;
    expect(describeStatus({ ...ready, passages: 1 })).toBe('1 passage');
    expect(describeStatus({ ...ready, passages: 12 })).toBe('12 passages');
    expect(describeStatus({ tabId: 1, state: 'reading' })).toBe('Reading…');
  });
  it('explains restricted pages in words', () => {
    expect(describeStatus({ tabId: 1, state: 'unreadable', reason: 'browser-page' })).toMatch(/chrome:\/\//);
    expect(describeStatus({ tabId: 1, state: 'unreadable', reason: 'web-store' })).toMatch(/Web Store/);
    expect(describeStatus({ tabId: 1, state: 'unreadable', reason: 'pdf-no-text' })).toMatch(/images only.*no text to read/);
    expect(describeStatus({ tabId: 1, state: 'unreadable', reason: 'empty' })).toMatch(/No readable text/);
  });
  it("names each browser's own situation for a local file: Chrome's setting, Firefox's lack of one", () => {
    expect(describeStatus({ tabId: 1, state: 'unreadable', reason: 'file-access' })).toMatch(/"Allow access to file URLs"/);
    const firefox = describeStatus({ tabId: 1, state: 'unreadable', reason: 'local-file' });
    expect(firefox).toMatch(/^Firefox doesn't let add-ons read local files .*no setting changes that/);
    expect(firefox).not.toMatch(/Allow access|chrome:/);
  });
  it('describes PDFs: progress while reading, pages and text kept, what a bound left out, why one cannot be read', () => {
    expect(describeStatus({ tabId: 1, state: 'reading', progress: { tabId: 1, done: 120, total: 500 } })).toBe('Reading PDF… page 120 of 500');
    const ready = { tabId: 1, state: 'ready', title: 't', url: 'u', site: 's', passages: 812 } as const;
    const pdf = { pageCount: 500, pagesRead: 500, emptyPages: 0, chars: 1_612_000, bytes: 4e6 };
    expect(describeStatus({ ...ready, pdf })).toBe('812 passages · 500 pages · 1.6 MB of text');
    expect(describeStatus({ ...ready, pdf: { ...pdf, pageCount: 2400, pagesRead: 2000, stoppedBy: 'pages' } })).toBe(
      '812 passages · the first 2,000 pages of 2,400 (Ask Tabs reads up to 2,000 pages of a PDF) · 1.6 MB of text',
    );
    expect(describeStatus({ ...ready, pdf: { ...pdf, pageCount: 1400, pagesRead: 700, stoppedBy: 'chars', emptyPages: 3 } })).toMatch(
      /the first 700 pages of 1,400.*2 million characters.*3 pages only images/,
    );
    expect(describeStatus({ ...ready, pdf: { ...pdf, hiddenLines: 12 } })).toBe('812 passages · 500 pages · 1.6 MB of text · 12 hidden lines left out');
    expect(describeStatus({ ...ready, pdf: { ...pdf, hiddenLines: 1 } })).toMatch(/· 1 hidden line left out$/);
    expect(describeStatus({ tabId: 1, state: 'unreadable', reason: 'pdf-password' })).toMatch(/password/);
    expect(describeStatus({ tabId: 1, state: 'unreadable', reason: 'pdf-too-large' })).toMatch(/over 64 MB/);
    expect(describeStatus({ tabId: 1, state: 'unreadable', reason: 'pdf-download-failed' })).toMatch(/open it in the tab and try again/);
  });
  it('says in words that session storage is full, not just "Couldn\'t read this page."', () => {
    const failed = { tabId: 1, state: 'unreadable', reason: 'injection-failed' } as const;
    expect(describeStatus({ tabId: 1, state: 'unreadable', reason: 'storage-full' })).toMatch(/session storage is full.*Close tabs/);
    expect(describeStatus({ ...failed, detail: 'Cannot access contents of the page' })).toBe("Couldn't read this page.");
    expect(describeStatus(failed)).toBe("Couldn't read this page.");
  });
});
