/**
 * ECDSA signatures in the two encodings we meet: AWS KMS answers ASN.1 DER (`SEQUENCE { INTEGER r, INTEGER s }`),
 * a JWS (ES256) carries the raw `r || s`, each left-padded to the curve's size (RFC 7518 §3.4).
 */
export const p256Size = 32;

function readLength(der: Uint8Array, at: number): [length: number, next: number] {
  const first = der[at];
  if (first === undefined) throw new Error('DER signature ends early');
  if (first < 0x80) return [first, at + 1];
  // A P-256 signature is at most 72 bytes, so only the one-byte long form (0x81) can appear.
  if (first !== 0x81 || der[at + 1] === undefined || der[at + 1]! < 0x80)
    throw new Error('DER signature has an invalid length');
  return [der[at + 1]!, at + 2];
}

function readInteger(der: Uint8Array, at: number, size: number): [value: Uint8Array, next: number] {
  if (der[at] !== 0x02) throw new Error('DER signature lacks an INTEGER');
  const [length, start] = readLength(der, at + 1);
  const end = start + length;
  if (length === 0 || end > der.length) throw new Error('DER signature has a truncated INTEGER');
  let bytes = der.subarray(start, end);
  // A leading zero only marks a positive number whose high bit is set; it is not part of the value.
  while (bytes.length > 1 && bytes[0] === 0) bytes = bytes.subarray(1);
  if (bytes.length > size) throw new Error('DER signature INTEGER is too large for the curve');
  const out = new Uint8Array(size);
  out.set(bytes, size - bytes.length);
  return [out, end];
}

/** DER `SEQUENCE { r, s }` to JOSE `r || s` (64 bytes for P-256); throws on anything malformed. */
export function derToJose(der: Uint8Array, size = p256Size): Uint8Array {
  if (der[0] !== 0x30) throw new Error('DER signature lacks a SEQUENCE');
  const [length, start] = readLength(der, 1);
  if (start + length !== der.length) throw new Error('DER signature length does not match');
  const [r, afterR] = readInteger(der, start, size);
  const [s, afterS] = readInteger(der, afterR, size);
  if (afterS !== der.length) throw new Error('DER signature has trailing bytes');
  const out = new Uint8Array(size * 2);
  out.set(r, 0);
  out.set(s, size);
  return out;
}
