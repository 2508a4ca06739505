// Decoding a stored line as UTF-8, strictly: the crawler writes UTF-8 alone (a server's invalid
// bytes reach a snapshot as U+FFFD, decoded so by the crawler's own reading), so a line that is
// not UTF-8 was damaged or edited in another encoding, and is refused where it was read with each
// bad byte as U+FFFD, unsaid. Where it goes wrong is found only once it has.

// `ignoreBOM`: a byte-order mark stays in the text, for the reader to name (notJson).
const STRICT = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A line's text, or null where its bytes are not UTF-8. */
export function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return STRICT.decode(bytes);
  } catch {
    return null;
  }
}

/** How many continuation bytes follow a lead byte, and the range its first one must be in (WHATWG's UTF-8 decoder); null for a byte that leads nothing. */
function sequence(lead: number): { length: number; low: number; high: number } | null {
  if (lead < 0x80) return { length: 0, low: 0x80, high: 0xbf };
  if (lead >= 0xc2 && lead <= 0xdf) return { length: 1, low: 0x80, high: 0xbf };
  if (lead === 0xe0) return { length: 2, low: 0xa0, high: 0xbf };
  if (lead === 0xed) return { length: 2, low: 0x80, high: 0x9f };
  if (lead >= 0xe1 && lead <= 0xef) return { length: 2, low: 0x80, high: 0xbf };
  if (lead === 0xf0) return { length: 3, low: 0x90, high: 0xbf };
  if (lead >= 0xf1 && lead <= 0xf3) return { length: 3, low: 0x80, high: 0xbf };
  if (lead === 0xf4) return { length: 3, low: 0x80, high: 0x8f };
  return null;
}

/** The offset of the first byte of `bytes` that starts no UTF-8 character (or a cut one), or -1 where all are UTF-8. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let at = 0; at < bytes.length; ) {
    const kind = sequence(bytes[at]!);
    if (kind === null) return at;
    for (let i = 1; i <= kind.length; i += 1) {
      const byte = bytes[at + i];
      const [low, high] = i === 1 ? [kind.low, kind.high] : [0x80, 0xbf];
      if (byte === undefined || byte < low || byte > high) return at;
    }
    at += kind.length + 1;
  }
  return -1;
}

/** Where a line stops being UTF-8: `byte 12 of the line, 0xFF`; '' where it does not. */
export function invalidUtf8Place(bytes: Uint8Array): string {
  const at = firstInvalidUtf8(bytes);
  return at === -1 ? '' : `byte ${(at + 1).toLocaleString('en')} of the line, 0x${bytes[at]!.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** Why a line is not UTF-8, said where it goes wrong: `not UTF-8: byte 12 of the line, 0xFF, …`. */
export function notUtf8(bytes: Uint8Array): string {
  const where = invalidUtf8Place(bytes);
  return `not UTF-8${where === '' ? '' : ` (${where})`}: the crawler writes UTF-8 alone, so the file was damaged, or edited and saved in another encoding (Latin-1, say)`;
}
