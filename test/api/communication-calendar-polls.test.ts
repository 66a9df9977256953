import { inflateRawSync } from 'node:zlib';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/src/platform/db/client';
import { keys } from '../../functions/src/platform/db/keys';
import { Role } from '../../shared/src/enums';
import { call, signIn } from '../support/api-client';
import { parseIcs, prop, unescapeText } from '../support/ics';
import { loadWorld } from '../support/world';
import type { ExampleWorld } from './route-examples';

/** Calendar events with their .ics downloads, and polls from creation to the Word and Excel exports. */
type Badges = {
  unseenMessages: number;
  unvotedPolls: number;
  unseenNotifications: number;
  unseenEvents: number;
};

let w: ExampleWorld;
const director = 'director@demo.gradina.bg';
const tokens = new Map<string, string>();
async function tokenOf(email: string) {
  if (!tokens.has(email)) tokens.set(email, await signIn(email));
  return tokens.get(email)!;
}
async function api<T>(
  email: string,
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string>,
) {
  return (await call(method, path, { token: await tokenOf(email), body, query })) as {
    status: number;
    body: T;
    headers: Headers;
  };
}
async function download(email: string, path: string) {
  const res = await fetch(new URL(path, process.env.GRADINA_TEST_URL), {
    headers: { authorization: `Bearer ${await tokenOf(email)}` },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
const badges = async (email: string) => (await api<Badges>(email, 'GET', '/api/Dashboards/badges')).body;

/** Another parent of the demo data in the demo kindergarten (not the demo parent), to sign in with. */
async function anotherParent(): Promise<{ id: string; email: string }> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.membershipByKindergarten(w.kindergartenId, '').GSI1PK },
    }),
  );
  for (const m of Items.filter((m) => Number(m.role) === Role.Parent && m.userId !== w.userIds.parent)) {
    const { Items: profile = [] } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK = :sk',
        ExpressionAttributeValues: { ':pk': keys.user(String(m.userId)).PK, ':sk': 'PROFILE' },
      }),
    );
    const user = profile[0];
    if (user?.active === true && String(user.email).endsWith('@demo.gradina.bg'))
      return { id: String(m.userId), email: String(user.email) };
  }
  throw new Error('no other demo parent in the demo kindergarten');
}

/** The entries of a ZIP file (Office documents are ZIP), read with zlib alone. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

beforeAll(async () => {
  w = await loadWorld();
});

describe('calendar events', () => {
  it('reach their recipients with the unseen badge, open as seen, and download as valid .ics', async () => {
    const parent = 'parent@demo.gradina.bg';
    const before = await badges(parent);
    const title = 'Тържество; песни, танци \\ и „Коледа“ — с много забавления за децата и родителите';
    const saved = await api<{ isSuccessful: boolean; entityId: string }>(director, 'POST', '/api/Events/', {
      title,
      description: 'Ред 1\nРед 2, с, запетаи; и точка и запетая',
      fromDate: '2026-12-18T17:00',
      toDate: '2026-12-18T19:00',
      userIds: [w.userIds.parent],
    });
    expect(saved.body.isSuccessful).toBe(true);
    const id = saved.body.entityId;
    expect((await badges(parent)).unseenEvents).toBe(before.unseenEvents + 1);
    expect((await badges(parent)).unseenNotifications).toBe(before.unseenNotifications + 1);
    const list = await api<{ result: { id: string; fromDate: string; seenByCurrentUser: boolean }[] }>(
      parent,
      'GET',
      '/api/Events/overview-models',
      undefined,
      { fromDate: '2026-12-01', toDate: '2026-12-31' },
    );
    const listed = list.body.result.find((e) => e.id === id)!;
    expect(listed).toMatchObject({ fromDate: '2026-12-18T15:00:00.000Z', seenByCurrentUser: false });
    const unseen = await api<{ result: { id: string }[] }>(
      parent,
      'GET',
      '/api/Events/overview-models',
      undefined,
      {
        onlyUnseen: 'true',
      },
    );
    expect(unseen.body.result.map((e) => e.id)).toContain(id);

    const file = await download(parent, `/api/Events/${id}/ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/calendar');
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const cal = parseIcs(file.bytes.toString('utf8'));
    expect(cal.name).toBe('VCALENDAR');
    expect(prop(cal, 'VERSION')?.value).toBe('2.0');
    const event = cal.children.find((c) => c.name === 'VEVENT')!;
    expect(prop(event, 'UID')?.value).toBe(`${id}@gradina.bg`);
    expect(prop(event, 'DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);
    expect(prop(event, 'DTSTART')?.value).toBe('20261218T150000Z');
    expect(prop(event, 'DTEND')?.value).toBe('20261218T170000Z');
    expect(unescapeText(prop(event, 'SUMMARY')!.value)).toBe(title);
    expect(unescapeText(prop(event, 'DESCRIPTION')!.value)).toBe(
      'Ред 1\nРед 2, с, запетаи; и точка и запетая',
    );

    const opened = await api<{ seenByCurrentUser: boolean }>(parent, 'GET', `/api/Events/${id}`);
    expect(opened.body.seenByCurrentUser).toBe(true);
    expect((await badges(parent)).unseenEvents).toBe(before.unseenEvents);
  });

  it("puts all-day events in the user's calendar and keeps other parents' events out", async () => {
    const mine = await api<{ entityId: string }>(director, 'POST', '/api/Events/', {
      title: 'Зимна ваканция',
      fromDate: '2026-12-24',
      toDate: '2026-12-31',
      userIds: [w.userIds.parent],
    });
    const other = await anotherParent();
    const theirs = await api<{ entityId: string }>(director, 'POST', '/api/Events/', {
      title: 'Среща само с един родител',
      fromDate: '2026-12-10T10:00:00+02:00',
      toDate: '2026-12-10T11:00:00+02:00',
      userIds: [other.id],
    });
    const file = await download('parent@demo.gradina.bg', '/api/Events/calendar.ics');
    const cal = parseIcs(file.bytes.toString('utf8'));
    const uids = cal.children.map((c) => prop(c, 'UID')?.value);
    expect(uids).toContain(`${mine.body.entityId}@gradina.bg`);
    expect(uids).not.toContain(`${theirs.body.entityId}@gradina.bg`);
    const holiday = cal.children.find((c) => prop(c, 'UID')?.value === `${mine.body.entityId}@gradina.bg`)!;
    expect(prop(holiday, 'DTSTART')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20261224' });
    expect(prop(holiday, 'DTEND')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20270101' });
    expect((await api('parent@demo.gradina.bg', 'GET', `/api/Events/${theirs.body.entityId}`)).status).toBe(
      404,
    );
    // The director manages the calendar and sees both.
    const all = await api<{ result: { id: string }[] }>(
      director,
      'GET',
      '/api/Events/overview-models',
      undefined,
      {
        fromDate: '2026-12-01',
        toDate: '2026-12-31',
      },
    );
    expect(all.body.result.map((e) => e.id)).toEqual(
      expect.arrayContaining([mine.body.entityId, theirs.body.entityId]),
    );
    await api(director, 'DELETE', `/api/Events/${theirs.body.entityId}`);
    expect((await api(other.email, 'GET', `/api/Events/${theirs.body.entityId}`)).status).toBe(404);
  });

  it('refuses an event that ends before it starts, naming the field', async () => {
    const reply = await api<{ errors: { field: string }[]; errorMessage: string }>(
      director,
      'POST',
      '/api/Events/',
      {
        title: 'Грешка',
        fromDate: '2026-12-10T10:00',
        toDate: '2026-12-10T09:00',
        audience: 0,
      },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0]!.field).toBe('toDate');
  });
});

describe('polls', () => {
  it('take one vote per parent, refuse a second one, and export the answers to Word and Excel', async () => {
    const first = 'parent@demo.gradina.bg';
    const other = await anotherParent();
    const created = await api<{ entityId: string }>(director, 'POST', '/api/Polls/', {
      question: 'Летен лагер',
      questions: [
        { text: 'Ще участва ли детето?', type: 1, options: ['Да', 'Не'] },
        { text: 'Кои седмици?', type: 2, options: ['Юли', 'Август'], isRequired: false },
        { text: 'Алергии и бележки', type: 3, isRequired: false },
      ],
      expirationTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      userIds: [w.userIds.parent, other.id],
    });
    const id = created.body.entityId;
    const before = await badges(first);
    expect(before.unvotedPolls).toBeGreaterThan(0);
    const poll = await api<{ canVote: boolean; questions: { id: string; options: { id: string }[] }[] }>(
      first,
      'GET',
      `/api/Polls/${id}`,
    );
    expect(poll.body.canVote).toBe(true);
    const active = await api<{ result: { id: string; canVote: boolean }[] }>(
      first,
      'GET',
      '/api/Polls',
      undefined,
      {
        type: '1',
      },
    );
    expect(active.body.result.find((p) => p.id === id)?.canVote).toBe(true);

    const vote1 = await api<{ isSuccessful: boolean }>(first, 'PUT', '/api/Polls/vote', {
      pollId: id,
      answers: [
        { questionId: 'q1', optionIds: ['o1'] },
        { questionId: 'q2', optionIds: ['o1', 'o2'] },
        { questionId: 'q3', text: 'Алергия към ягоди' },
      ],
    });
    expect(vote1.body.isSuccessful).toBe(true);
    expect((await badges(first)).unvotedPolls).toBe(before.unvotedPolls - 1);
    const again = await api<{ code: string; errorMessage: string }>(first, 'PUT', '/api/Polls/vote', {
      pollId: id,
      answers: [{ questionId: 'q1', optionIds: ['o2'] }],
    });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe('Вече сте гласували в тази анкета.');
    const vote2 = await api<{ isSuccessful: boolean }>(other.email, 'PUT', '/api/Polls/vote', {
      pollId: id,
      answers: [
        { questionId: 'q1', optionIds: ['o2'] },
        { questionId: 'q3', text: 'Без бележки' },
      ],
    });
    expect(vote2.body.isSuccessful).toBe(true);
    expect(
      (await api('teacher@demo.gradina.bg', 'PUT', '/api/Polls/vote', { pollId: id, answers: [] })).status,
    ).toBe(404);

    const answered = await api<{ result: { id: string; hasVoted: boolean }[] }>(
      first,
      'GET',
      '/api/Polls',
      undefined,
      {
        type: '2',
      },
    );
    expect(answered.body.result.find((p) => p.id === id)?.hasVoted).toBe(true);
    const results = await api<{
      results: { votesCount: number; questions: { options: { votes: number }[]; textAnswers: string[] }[] };
    }>(director, 'GET', `/api/Polls/${id}`);
    expect(results.body.results.votesCount).toBe(2);
    expect(results.body.results.questions[0]!.options.map((o) => o.votes)).toEqual([1, 1]);
    expect(results.body.results.questions[2]!.textAnswers.sort()).toEqual([
      'Алергия към ягоди',
      'Без бележки',
    ]);
    const edit = await api<{ isSuccessful: boolean }>(director, 'POST', `/api/Polls/${id}`, {
      question: 'Промяна',
      questions: [{ text: 'x', type: 3 }],
      expirationTime: new Date(Date.now() + 86_400_000).toISOString(),
      audience: 0,
    });
    expect(edit.body.isSuccessful).toBe(false);

    const excel = await download(director, `/api/Polls/export/excel/${id}`);
    expect(excel.status).toBe(200);
    expect(decodeURIComponent(excel.headers.get('content-disposition')!.split("UTF-8''")[1]!)).toBe(
      'Анкета - Летен лагер.xlsx',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(excel.bytes as unknown as ArrayBuffer);
    const rows = (name: string) => {
      const out: string[][] = [];
      wb.getWorksheet(name)!.eachRow((r) => {
        out.push((r.values as unknown[]).slice(1).map((v) => String(v ?? '')));
      });
      return out;
    };
    const answers = rows('Отговори');
    expect(answers[0]).toEqual([
      'Участник',
      'Дата',
      'Ще участва ли детето?',
      'Кои седмици?',
      'Алергии и бележки',
    ]);
    expect(
      answers
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(['Да', 'Не']);
    expect(answers.some((r) => r[3] === 'Юли; Август' && r[4] === 'Алергия към ягоди')).toBe(true);
    expect(answers.some((r) => r[0] === 'Мария Георгиева')).toBe(true);
    expect(rows('Резултати').some((r) => r[1] === 'Да' && r[2] === '1')).toBe(true);

    const word = await download(director, `/api/Polls/export/${id}`);
    expect(word.status).toBe(200);
    expect(word.headers.get('content-type')).toContain('wordprocessingml');
    const xml = unzip(word.bytes).get('word/document.xml')!.toString('utf8');
    const text = xml.replace(/<[^>]+>/g, ' ');
    for (const expected of [
      'Летен лагер',
      'Алергия към ягоди',
      'Без бележки',
      'Мария Георгиева',
      'Юли; Август',
    ])
      expect(text).toContain(expected);

    // A parent cannot export; a parent who is not addressed does not see the poll at all.
    expect((await download(first, `/api/Polls/export/${id}`)).status).toBe(403);
  });

  it('refuses a choice question with fewer than two answers, naming the field', async () => {
    const reply = await api<{ errorMessage: string; errors: { field: string }[] }>(
      director,
      'POST',
      '/api/Polls/',
      {
        question: 'Непълна',
        questions: [{ text: 'Да или не?', type: 1, options: ['Да'] }],
        expirationTime: new Date(Date.now() + 86_400_000).toISOString(),
        audience: 0,
      },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toContain('Възможни отговори');
    expect(reply.body.errors[0]!.field).toBe('questions.0.options');
  });
});
