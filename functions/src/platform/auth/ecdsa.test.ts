import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derToJose } from './ecdsa';

const der = (...bytes: number[]) => Uint8Array.from(bytes);
const integer = (value: number[]) => [0x02, value.length, ...value];
const sequence = (...parts: number[][]) => {
  const body = parts.flat();
  return der(0x30, body.length, ...body);
};

describe('DER to JOSE (ES256 signatures from KMS)', () => {
  it('turns DER signatures into r || s that verify as IEEE P1363, short r and s included', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    // Enough signatures that some r or s needs a leading zero (high bit) and some is shorter than 32 bytes.
    for (let i = 0; i < 300; i++) {
      const message = Buffer.from(`signing input ${i}`);
      const signature = sign('sha256', message, { key: privateKey, dsaEncoding: 'der' });
      const jose = derToJose(signature);
      expect(jose).toHaveLength(64);
      expect(verify('sha256', message, { key: publicKey, dsaEncoding: 'ieee-p1363' }, jose)).toBe(true);
    }
  });

  it('drops the sign byte of a high r and left-pads a short s', () => {
    const r = [0x00, 0x80, ...Array(31).fill(0x11)];
    const s = [0x01, 0x02];
    const jose = derToJose(sequence(integer(r), integer(s)));
    expect([...jose.subarray(0, 32)]).toEqual([0x80, ...Array(31).fill(0x11)]);
    expect([...jose.subarray(32)]).toEqual([...Array(30).fill(0), 0x01, 0x02]);
  });

  it('refuses what is not one DER SEQUENCE of two INTEGERs that fit the curve', () => {
    const ok = integer([0x01]);
    expect(() => derToJose(der())).toThrow();
    expect(() => derToJose(der(0x31, 6, ...ok, ...ok))).toThrow('SEQUENCE');
    expect(() => derToJose(der(0x30, 7, ...ok, ...ok))).toThrow('length');
    expect(() => derToJose(sequence(ok))).toThrow();
    expect(() => derToJose(sequence(ok, [0x04, 1, 0x01]))).toThrow('INTEGER');
    expect(() => derToJose(sequence(ok, ok, ok))).toThrow('trailing');
    expect(() => derToJose(sequence(ok, integer(Array(33).fill(0x7f))))).toThrow('too large');
    expect(() => derToJose(sequence(ok, [0x02, 0]))).toThrow('truncated');
  });
});
