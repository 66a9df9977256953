import { describe, expect, it } from 'vitest';
import { decodeBase64Limited, etagOf, matchesEtag, sniffImage } from './images';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('avatar images', () => {
  it('recognises PNG, JPEG and WebP by their first bytes only', () => {
    expect(sniffImage(png)).toBe('image/png');
    expect(sniffImage(jpeg)).toBe('image/jpeg');
    expect(sniffImage(webp)).toBe('image/webp');
    expect(sniffImage(Buffer.from('GIF89a......'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined();
  });

  it('decodes base64 and data URLs, refuses what is not base64 or too large before decoding', () => {
    const b64 = png.toString('base64');
    expect(decodeBase64Limited(b64, 100)).toEqual({ bytes: png });
    expect(decodeBase64Limited(`data:image/png;base64,${b64}`, 100)).toEqual({ bytes: png });
    expect(decodeBase64Limited(`${b64.slice(0, 8)}\n${b64.slice(8)}`, 100)).toEqual({ bytes: png });
    expect(decodeBase64Limited('не е base64!', 100)).toBeUndefined();
    expect(decodeBase64Limited(b64, 10)).toEqual({ tooLarge: true });
  });

  it('matches If-None-Match weak, strong, listed and *', () => {
    const etag = etagOf(png);
    expect(etag).toMatch(/^[0-9a-f]{32}$/);
    expect(matchesEtag(`"${etag}"`, etag)).toBe(true);
    expect(matchesEtag(`W/"${etag}"`, etag)).toBe(true);
    expect(matchesEtag(`"other", "${etag}"`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
