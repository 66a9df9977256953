import { describe, expect, it } from 'vitest';
import { parseMultipart } from './multipart';

async function encode(form: FormData) {
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type')! };
}

const limits = { maxFileBytes: 10, maxFiles: 2 };

describe('parseMultipart', () => {
  it('reads files with Cyrillic names, text fields, and repeated names as a list', async () => {
    const form = new FormData();
    form.append('files', new Blob(['абв']), 'Меню за седмицата.txt');
    form.append('files', new Blob(['x']), 'б.txt');
    form.append('note', 'бележка');
    const { body, type } = await encode(form);
    const parsed = (await parseMultipart(body, type, limits)) as Record<string, unknown>;
    const files = parsed.files as { fileName: string; data: Buffer; truncated: boolean }[];
    expect(files.map((f) => f.fileName)).toEqual(['Меню за седмицата.txt', 'б.txt']);
    expect(files[0]!.data.toString('utf8')).toBe('абв');
    expect(files[0]!.truncated).toBe(false);
    expect(parsed.note).toBe('бележка');
  });

  it('flags a file over the limit instead of keeping all of it', async () => {
    const form = new FormData();
    form.append('file', new Blob(['0123456789ABCDEF']), 'голям.txt');
    const { body, type } = await encode(form);
    const parsed = (await parseMultipart(body, type, limits)) as {
      file: { data: Buffer; truncated: boolean };
    };
    expect(parsed.file.truncated).toBe(true);
    expect(parsed.file.data.length).toBe(10);
  });

  it('answers 413 for more files than allowed and 400 for a body that is not multipart', async () => {
    const form = new FormData();
    for (const n of ['1', '2', '3']) form.append('files', new Blob([n]), `${n}.txt`);
    const { body, type } = await encode(form);
    await expect(parseMultipart(body, type, limits)).rejects.toMatchObject({ statusCode: 413 });
    await expect(parseMultipart(Buffer.from('x'), 'multipart/form-data', limits)).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
