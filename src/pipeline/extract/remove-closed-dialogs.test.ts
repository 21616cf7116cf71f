import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { removeClosedDialogs } from './remove-closed-dialogs';

describe('removeClosedDialogs', () => {
  it('removes closed dialogs and keeps open ones', () => {
    const doc = new JSDOM('<body><dialog id="a"><p>Cookie settings</p></dialog><dialog id="b" open><p>Shown</p></dialog></body>').window.document;
    removeClosedDialogs(doc);
    expect(doc.getElementById('a')).toBeNull();
    expect(doc.getElementById('b')).not.toBeNull();
  });
});
