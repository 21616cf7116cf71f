/**
 * A 64-bit fingerprint of a page's text (two 32-bit FNV-1a passes with different offsets), to tell
 * whether a page changed since it was indexed without re-running extraction. Not cryptographic:
 * crypto.subtle is missing on plain-http pages, and a page gains nothing by forging a collision
 * with its own earlier text.
 */
export function textHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}:${text.length}`;
}
