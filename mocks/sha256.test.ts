import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';

async function subtleHex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

describe('sha256Hex', () => {
  it('gives the FIPS 180-4 digest of "abc" and of the empty string', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('agrees with Web Crypto across block boundaries and non-ASCII text', async () => {
    for (const text of [
      'a'.repeat(55),
      'b'.repeat(56),
      'c'.repeat(64),
      'sw_live_é漢字🙂'.repeat(9),
    ])
      expect(sha256Hex(text)).toBe(await subtleHex(text));
  });
});
