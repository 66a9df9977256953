import { describe, expect, it } from 'vitest';
import { download, exists, presignedDownloadUrl, presignedUploadUrl, remove, upload } from './s3';

describe('S3 helpers against the emulator', () => {
  const key = `test/${crypto.randomUUID()}/Списък на децата.txt`;

  it('uploads, reads back, lists as existing and deletes', async () => {
    await upload('files', key, Buffer.from('Здравейте'), {
      contentType: 'text/plain; charset=utf-8',
      fileName: 'Списък.txt',
    });
    expect(await exists('files', key)).toBe(true);
    const got = await download('files', key);
    expect(got?.body.toString('utf8')).toBe('Здравейте');
    await remove('files', key);
    expect(await exists('files', key)).toBe(false);
    expect(await download('files', key)).toBeUndefined();
  });

  it('signs a download link that keeps the Cyrillic file name', async () => {
    await upload('exports', key, Buffer.from('отчет'), { contentType: 'text/plain; charset=utf-8' });
    const url = await presignedDownloadUrl('exports', key, 'Отчет за ноември.txt');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('отчет');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('Отчет за ноември.txt');
  });

  it('signs an upload link a browser can PUT to', async () => {
    const uploadKey = `test/${crypto.randomUUID()}/avatar.png`;
    const url = await presignedUploadUrl('files', uploadKey, 'image/png');
    const res = await fetch(url, {
      method: 'PUT',
      body: new Uint8Array([137, 80, 78, 71]),
      headers: { 'content-type': 'image/png' },
    });
    expect(res.status).toBe(200);
    expect((await download('files', uploadKey))?.body.length).toBe(4);
  });
});
