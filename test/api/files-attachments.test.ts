import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api-client';
import { loadWorld, otherKindergartenDirector } from '../support/world';
import { pdfUpload } from './examples/files';
import type { ExampleWorld } from './route-examples';

/** Temporary uploads and message attachments, as a browser sends them (multipart/form-data). */
let world: ExampleWorld;
let director: string;
let parent: string;
let teacher: string;

const upload = (token: string, form: FormData, path = '/api/files/temp/upload') =>
  call('POST', path, { token, body: form });

function fileForm(name: string, bytes: Uint8Array<ArrayBuffer> | string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  return form;
}

async function uploaded(token: string, name = 'Седмична програма.pdf') {
  const reply = await upload(token, pdfUpload('file', 1, name));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { id: string; fileName: string; size: number; contentType: string };
}

async function sendDirect(attachments: { fileKey: string; fileName: string }[]) {
  return call('POST', '/api/Messages/direct', {
    token: director,
    body: {
      userId: world.userIds.parent,
      title: 'Програма за седмицата',
      content: '<p>Вижте файла.</p>',
      attachments,
    },
  });
}

beforeAll(async () => {
  world = await loadWorld();
  [director, parent, teacher] = await Promise.all([
    signIn('director@demo.gradina.bg'),
    signIn('parent@demo.gradina.bg'),
    signIn('teacher@demo.gradina.bg'),
  ]);
});

describe('temporary uploads', () => {
  it('keeps the Cyrillic name, the size and the type the bytes show', async () => {
    const file = await uploaded(director);
    expect(file).toMatchObject({ fileName: 'Седмична програма.pdf', contentType: 'application/pdf' });
    expect(file.size).toBe(new TextEncoder().encode('%PDF-1.4\n% Градина\n').length);
    expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes several files at once, and the same upload through /api/files/temp/', async () => {
    const many = await upload(director, pdfUpload('files', 3), '/api/files/temp/multiple/upload');
    expect(many.status).toBe(200);
    expect((many.body as unknown[]).length).toBe(3);
    const one = await upload(director, pdfUpload(), '/api/files/temp/');
    expect(one.status).toBe(200);
  });

  it('refuses a program renamed to .pdf, naming the file', async () => {
    const reply = await upload(director, fileForm('покана.pdf', 'MZ\x90\x00 not a pdf'));
    expect(reply.status).toBe(400);
    expect((reply.body as { errorMessage: string }).errorMessage).toContain(
      '„покана.pdf“ не може да бъде прикачен',
    );
  });

  it('refuses a file over 4 MB with 413, and more than 5 files at once', async () => {
    const big = new Uint8Array(4 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    const tooBig = await upload(director, fileForm('голям.pdf', big));
    expect(tooBig.status).toBe(413);
    expect((tooBig.body as { errorMessage: string }).errorMessage).toContain('по-голям от 4 MB');
    const six = await upload(director, pdfUpload('files', 6), '/api/files/temp/multiple/upload');
    expect(six.status).toBe(413);
  });

  it('answers 400 naming the field when no file is sent', async () => {
    const reply = await call('POST', '/api/files/temp/upload', { token: director, body: {} });
    expect(reply.status).toBe(400);
    expect((reply.body as { errorMessage: string }).errorMessage).toContain('Файл');
  });
});

describe('message attachments', () => {
  it('reach the recipient, byte for byte, and nobody else', async () => {
    const file = await uploaded(director);
    const sent = await sendDirect([{ fileKey: file.id, fileName: file.fileName }]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const messageId = (sent.body as { entityId: string }).entityId;

    const opened = await call('GET', `/api/Messages/${messageId}`, { token: parent });
    expect((opened.body as { attachments: unknown[] }).attachments).toEqual([
      {
        fileKey: file.id,
        fileName: 'Седмична програма.pdf',
        contentType: 'application/pdf',
        size: file.size,
      },
    ]);
    const path = `/api/Messages/${messageId}/attachments/${file.id}`;
    const res = await fetch(new URL(path, process.env.GRADINA_TEST_URL), {
      headers: { authorization: `Bearer ${parent}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('Седмична програма.pdf'));
    expect(await res.text()).toBe('%PDF-1.4\n% Градина\n');

    expect((await call('GET', path, { token: teacher })).status).toBe(404);
    const other = await signIn((await otherKindergartenDirector()).email);
    expect([403, 404]).toContain((await call('GET', path, { token: other })).status);
  });

  it('cannot claim another user’s upload, nor one already deleted', async () => {
    const teachers = await uploaded(teacher);
    const stolen = await sendDirect([{ fileKey: teachers.id, fileName: 'чужд.pdf' }]);
    expect(stolen.status).toBe(400);
    expect((stolen.body as { errorMessage: string }).errorMessage).toContain('не е намерен или е изтекъл');

    const mine = await uploaded(director);
    expect((await call('DELETE', `/api/files/${mine.id}`, { token: director })).status).toBe(200);
    expect((await sendDirect([{ fileKey: mine.id, fileName: mine.fileName }])).status).toBe(400);
  });

  it('an update keeps named files, adds new ones and removes the rest', async () => {
    const first = await uploaded(director, 'първи.pdf');
    const second = await uploaded(director, 'втори.pdf');
    const sent = await sendDirect([{ fileKey: first.id, fileName: first.fileName }]);
    const messageId = (sent.body as { entityId: string }).entityId;
    const current = await call('GET', `/api/Messages/${messageId}`, { token: director });
    expect(current.status, JSON.stringify(current.body)).toBe(200);
    const updated = await call('POST', '/api/Messages/update', {
      token: director,
      body: {
        id: messageId,
        title: 'Програма (обновена)',
        content: '<p>Нов файл.</p>',
        attachments: [{ fileKey: second.id, fileName: second.fileName }],
        version: (current.body as { version: number }).version,
      },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const opened = await call('GET', `/api/Messages/${messageId}`, { token: parent });
    expect(
      (opened.body as { attachments: { fileName: string }[] }).attachments.map((a) => a.fileName),
    ).toEqual(['втори.pdf']);
    const gone = await call('GET', `/api/Messages/${messageId}/attachments/${first.id}`, { token: parent });
    expect(gone.status).toBe(404);
  });
});
