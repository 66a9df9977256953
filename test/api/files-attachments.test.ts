import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiReplyBody, api, type Principal } from '../support/api';
import { delivered } from '../support/deliveries';
import { type GivenKindergarten, given } from '../support/given';
import { pdfUpload } from './examples/files';

/** Temporary uploads and message attachments, as a browser sends them (multipart/form-data). */
let kg: GivenKindergarten;
let outsider: Principal;

beforeAll(async () => {
  kg = await given.kindergarten({ name: 'ДГ „Файлове“' }).teacher().group().child().parent();
  outsider = (await given.kindergarten()).director;
});

const upload = (user: Principal, form: FormData) => api(user, 'files.uploadTemp', { body: form });

function fileForm(name: string, bytes: Uint8Array<ArrayBuffer> | string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  return form;
}

async function uploaded(user: Principal, name = 'Седмична програма.pdf') {
  const reply = await upload(user, pdfUpload('file', 1, name));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as ApiReplyBody<'files.uploadTemp'> & { id: string; fileName: string; size: number };
}

/** A direct message to the parent, delivered (through the queue) before the suite opens it as the parent. */
async function sendDirect(attachments: { fileKey: string; fileName: string }[]) {
  const sent = await api(kg.director, 'communication.sendDirect', {
    body: {
      userId: kg.parent.id,
      title: 'Програма за седмицата',
      content: '<p>Вижте файла.</p>',
      attachments,
    },
  });
  await delivered();
  return sent;
}
const attachment = (user: Principal, id: string, fileKey: string) =>
  api(user, 'communication.messageAttachment', { path: { id, fileKey } });

describe('temporary uploads', () => {
  it('keeps the Cyrillic name, the size and the type the bytes show', async () => {
    const file = await uploaded(kg.director);
    expect(file).toMatchObject({ fileName: 'Седмична програма.pdf', contentType: 'application/pdf' });
    expect(file.size).toBe(new TextEncoder().encode('%PDF-1.4\n% Градина\n').length);
    expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes several files at once, and the same upload through /api/files/temp/', async () => {
    const many = await api(kg.director, 'files.uploadTempMultiple', { body: pdfUpload('files', 3) });
    expect(many.status).toBe(200);
    expect((many.body as unknown[]).length).toBe(3);
    const one = await api(kg.director, 'files.uploadTempFile', { body: pdfUpload() });
    expect(one.status).toBe(200);
  });

  it('refuses a program renamed to .pdf, naming the file', async () => {
    const reply = await upload(kg.director, fileForm('покана.pdf', 'MZ\x90\x00 not a pdf'));
    expect(reply.status).toBe(400);
    expect(reply.error?.errorMessage).toContain('„покана.pdf“ не може да бъде прикачен');
  });

  it('refuses a file over 4 MB with 413, and more than 5 files at once', async () => {
    const big = new Uint8Array(4 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    const tooBig = await upload(kg.director, fileForm('голям.pdf', big));
    expect(tooBig.status).toBe(413);
    expect(tooBig.error?.errorMessage).toContain('по-голям от 4 MB');
    const six = await api(kg.director, 'files.uploadTempMultiple', { body: pdfUpload('files', 6) });
    expect(six.status).toBe(413);
  });

  it('answers 400 naming the field when no file is sent', async () => {
    const reply = await upload(kg.director, new FormData());
    expect(reply.status).toBe(400);
    expect(reply.error?.errorMessage).toContain('Файл');
  });
});

describe('message attachments', () => {
  it('reach the recipient, byte for byte, and nobody else', async () => {
    const file = await uploaded(kg.director);
    const sent = await sendDirect([{ fileKey: file.id, fileName: file.fileName }]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const messageId = String(sent.body.entityId);

    const opened = await api(kg.parent, 'communication.getMessage', { path: { id: messageId } });
    expect(opened.body.attachments).toEqual([
      {
        fileKey: file.id,
        fileName: 'Седмична програма.pdf',
        contentType: 'application/pdf',
        size: file.size,
      },
    ]);
    const res = await attachment(kg.parent, messageId, file.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('Седмична програма.pdf'));
    expect(res.body).toBe('%PDF-1.4\n% Градина\n');

    expect((await attachment(kg.teacher, messageId, file.id)).status).toBe(404);
    expect([403, 404]).toContain((await attachment(outsider, messageId, file.id)).status);
  });

  it('cannot claim another user’s upload, nor one already deleted', async () => {
    const teachers = await uploaded(kg.teacher);
    const stolen = await sendDirect([{ fileKey: teachers.id, fileName: 'чужд.pdf' }]);
    expect(stolen.status).toBe(400);
    expect(stolen.error?.errorMessage).toContain('не е намерен или е изтекъл');

    const mine = await uploaded(kg.director);
    expect((await api(kg.director, 'files.deleteTemp', { path: { id: mine.id } })).status).toBe(200);
    expect((await sendDirect([{ fileKey: mine.id, fileName: mine.fileName }])).status).toBe(400);
  });

  it('an update keeps named files, adds new ones and removes the rest', async () => {
    const first = await uploaded(kg.director, 'първи.pdf');
    const second = await uploaded(kg.director, 'втори.pdf');
    const sent = await sendDirect([{ fileKey: first.id, fileName: first.fileName }]);
    const messageId = String(sent.body.entityId);
    const current = await api(kg.director, 'communication.getMessage', { path: { id: messageId } });
    expect(current.status, JSON.stringify(current.body)).toBe(200);
    const updated = await api(kg.director, 'communication.updateMessage', {
      body: {
        id: messageId,
        title: 'Програма (обновена)',
        content: '<p>Нов файл.</p>',
        attachments: [{ fileKey: second.id, fileName: second.fileName }],
        version: current.body.version,
      },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const opened = await api(kg.parent, 'communication.getMessage', { path: { id: messageId } });
    expect(opened.body.attachments.map((a) => a.fileName)).toEqual(['втори.pdf']);
    expect((await attachment(kg.parent, messageId, first.id)).status).toBe(404);
  });
});
