/**
 * The file name a download should be saved under, from a Content-Disposition header (RFC 6266). The API sends
 * an ASCII fallback in `filename="…"` and the exact name, Cyrillic included, in `filename*=UTF-8''…` (RFC 5987);
 * the extended form wins. Any directory part is dropped and control characters removed, so a header can never
 * choose where the file lands. Returns undefined when the header names no file.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = parseParameters(header);
  const extended = params.get('filename*');
  if (extended !== undefined) {
    const decoded = decodeExtendedValue(extended);
    const safe = decoded === undefined ? undefined : sanitizeFileName(decoded);
    if (safe) return safe;
  }
  const plain = params.get('filename');
  if (plain !== undefined) {
    const safe = sanitizeFileName(plain);
    if (safe) return safe;
  }
  return undefined;
}

/** Splits `type; a=b; c="d; e"` into lower-case parameter names and unquoted values. */
function parseParameters(header: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = header.indexOf(';');
  if (i < 0) i = header.includes('=') ? -1 : header.length;
  while (i < header.length) {
    i++;
    while (i < header.length && /\s/.test(header[i]!)) i++;
    const eq = header.indexOf('=', i);
    if (eq < 0) break;
    const name = header.slice(i, eq).trim().toLowerCase();
    let j = eq + 1;
    while (j < header.length && /\s/.test(header[j]!)) j++;
    let value = '';
    if (header[j] === '"') {
      j++;
      while (j < header.length && header[j] !== '"') {
        if (header[j] === '\\' && j + 1 < header.length) j++;
        value += header[j];
        j++;
      }
      j++;
      const semi = header.indexOf(';', j);
      i = semi < 0 ? header.length : semi;
    } else {
      const semi = header.indexOf(';', j);
      const end = semi < 0 ? header.length : semi;
      value = header.slice(j, end).trim();
      i = end;
    }
    if (name && !out.has(name)) out.set(name, value);
  }
  return out;
}

/** `charset'language'percent-encoded` (RFC 5987): UTF-8 and ISO-8859-1 are the charsets servers use. */
function decodeExtendedValue(value: string): string | undefined {
  const m = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!m) return undefined;
  const charset = m[1]!.trim().toLowerCase();
  const encoded = m[2]!;
  try {
    if (charset === 'utf-8' || charset === 'utf8' || charset === '') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1' || charset === 'latin1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_s, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** The last path component without control characters; '' when nothing usable is left. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '.' || clean === '..' ? '' : clean;
}
