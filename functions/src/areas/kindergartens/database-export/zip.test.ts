import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { zipBytes } from './zip';

describe('zipBytes', () => {
  it('writes an archive another reader opens, with Cyrillic names and the bytes as given', async () => {
    const text = 'Детска градина „Слънце“ '.repeat(50);
    const bytes = zipBytes(
      [
        { name: 'Данни/Групи и деца.txt', bytes: Buffer.from(text, 'utf8') },
        { name: 'Файлове/снимка.bin', bytes: Buffer.from([0, 1, 2, 255]) },
      ],
      new Date('2026-11-21T08:00:00Z'),
    );
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files).sort()).toEqual(['Данни/Групи и деца.txt', 'Файлове/снимка.bin']);
    expect(await zip.file('Данни/Групи и деца.txt')!.async('string')).toBe(text);
    expect([...(await zip.file('Файлове/снимка.bin')!.async('uint8array'))]).toEqual([0, 1, 2, 255]);
    expect(zip.file('Файлове/снимка.bin')!.date.getUTCFullYear()).toBe(2026);
  });

  it('an empty archive is only the end record', () => {
    expect(zipBytes([], new Date('2026-11-21T08:00:00Z')).length).toBe(22);
  });
});
