import { createHash } from 'node:crypto';

/**
 * PDF Standard Security Handler, revision 2 (RC4, 40-bit key): ISO 32000-1 §7.6.3, algorithms 1–4.
 * Enough for tests to write an encrypted PDF with or without a user password (pdf.js opens both;
 * the first only with the password). RC4 is written out here: OpenSSL 3 no longer offers it.
 */
const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

export function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PAD]).subarray(0, 32);

export interface Encryption {
  /** The /Encrypt dictionary, to add as an object. */
  dictionary: string;
  /** The trailer's /ID entry. */
  id: string;
  /** Encrypts a string's or stream's bytes of object `num` (generation 0). */
  encrypt(num: number, data: Buffer): Buffer;
}

/** RC4-40 encryption for a file: `user` '' opens without a password (only the owner's permissions are restricted). */
export function standardEncryption(user: string, owner: string): Encryption {
  const fileId = md5(Buffer.from(`ask-tabs-test-${user}-${owner}`));
  const ownerKey = md5(padded(owner)).subarray(0, 5);
  const o = rc4(ownerKey, padded(user));
  const p = -44; // print and copy allowed, the rest not (bits 3 and 5 set, 1–2 and 7–32 as the spec requires)
  const pBytes = Buffer.alloc(4);
  pBytes.writeInt32LE(p);
  const key = md5(padded(user), o, pBytes, fileId).subarray(0, 5);
  const u = rc4(key, PAD);
  return {
    dictionary: `<< /Filter /Standard /V 1 /R 2 /O <${o.toString('hex')}> /U <${u.toString('hex')}> /P ${p} >>`,
    id: `/ID [<${fileId.toString('hex')}> <${fileId.toString('hex')}>]`,
    encrypt(num, data) {
      const objectKey = md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(0, 10);
      return rc4(objectKey, data);
    },
  };
}
