// Stored lines decoded strictly as UTF-8, and where a line that is not goes wrong.
import { describe, expect, it } from 'vitest';
import { firstInvalidUtf8, notUtf8, strictUtf8 } from '../../src/snapshot/utf8.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('strictUtf8', () => {
  it('decodes UTF-8, a byte-order mark kept for the reader to name, and gives null for anything else', () => {
    expect(strictUtf8(Buffer.from('{"full_name":"Ægir Şahin ✓ 😀"}'))).toBe('{"full_name":"Ægir Şahin ✓ 😀"}');
    expect(strictUtf8(Buffer.from('\uFEFF{}'))).toBe('\uFEFF{}');
    expect(strictUtf8(bytes(0x7b, 0xff, 0x7d))).toBeNull();
  });
});

describe('firstInvalidUtf8', () => {
  it('finds the first byte that starts no character, as a strict decoder refuses it', () => {
    expect(firstInvalidUtf8(Buffer.from('a Ægir ✓ 😀'))).toBe(-1);
    expect(firstInvalidUtf8(bytes())).toBe(-1);
    expect(firstInvalidUtf8(bytes(0x61, 0xff))).toBe(1);
    // A lead byte without its continuation, at the end or before ASCII.
    expect(firstInvalidUtf8(bytes(0x61, 0x62, 0xc3))).toBe(2);
    expect(firstInvalidUtf8(bytes(0xe2, 0x9c, 0x61))).toBe(0);
    // Overlong forms, a UTF-16 surrogate, a code point past U+10FFFF, a stray continuation byte.
    expect([[0xc0, 0x80], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0x80]].map((sequence) => firstInvalidUtf8(bytes(0x41, ...sequence)))).toEqual([1, 1, 1, 1, 1]);
    // Latin-1's "Æ", as an editor saving in it writes it.
    expect(firstInvalidUtf8(Buffer.from('{"full_name":"Ægir"}', 'latin1'))).toBe(14);
  });

  it('agrees with the strict decoder on every two-byte sequence', () => {
    for (let first = 0; first < 256; first += 1) {
      for (let second = 0; second < 256; second += 1) {
        const pair = bytes(first, second);
        expect(firstInvalidUtf8(pair) === -1, `${first} ${second}`).toBe(strictUtf8(pair) !== null);
      }
    }
  });
});

describe('notUtf8', () => {
  it('says where the line goes wrong, and why a snapshot cannot hold it', () => {
    expect(notUtf8(Buffer.from('{"full_name":"Ægir"}', 'latin1'))).toBe(
      'not UTF-8 (byte 15 of the line, 0xC6): the crawler writes UTF-8 alone, so the file was damaged, or edited and saved in another encoding (Latin-1, say)',
    );
  });
});
