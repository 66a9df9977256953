/**
 * Windows-1251 (CP1251), the encoding social assistance's import reads. `iconv-lite` is not among the
 * project's packages, so the few characters a Bulgarian file holds are mapped here: ASCII as is, А-я at
 * 0xC0-0xFF, Ё/ё, the quotes and dashes Bulgarian text uses, №; anything else becomes `?`.
 */
const extra: Record<number, number> = {
  1025: 0xa8, // Ё
  1105: 0xb8, // ё
  1026: 0x80,
  1027: 0x81,
  8218: 0x82,
  1107: 0x83,
  8222: 0x84, // „
  8230: 0x85, // …
  8216: 0x91,
  8217: 0x92,
  8220: 0x93, // “
  8221: 0x94, // ”
  8226: 0x95,
  8211: 0x96, // –
  8212: 0x97, // —
  160: 0xa0,
  171: 0xab, // «
  187: 0xbb, // »
  8470: 0xb9, // №
  1030: 0xb2, // І
  1110: 0xb3, // і
};

export function encodeCp1251(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else if (code >= 0x0410 && code <= 0x044f) bytes.push(code - 0x0410 + 0xc0);
    else bytes.push(extra[code] ?? 0x3f);
  }
  return Buffer.from(bytes);
}
