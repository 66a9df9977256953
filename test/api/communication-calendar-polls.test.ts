import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, download, fixedNow, type Principal } from '../support/api';
import { eventually } from '../support/eventually';
import { type GivenKindergarten, given } from '../support/given';
import { parseIcs, prop, unescapeText } from '../support/ics';

/** Calendar events with their .ics downloads, and polls from creation to the Word and Excel exports. */
let kg: GivenKindergarten;
let parent: Principal;
let otherParent: Principal;
/** The first parent's name, as the exports write it. */
let parentName: string;

const badges = async (user: Principal) => (await api(user, 'communication.badges')).body;
/**
 * A time `days` ahead, for expiry dates. The poll's expiry check and the badge counters read the wall clock,
 * not the kits' clock (reported), so the date is ahead of both.
 */
const daysFromNow = (days: number) =>
  new Date(Math.max(Date.parse(fixedNow), Date.now()) + days * 86_400_000).toISOString();

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
  kg = await given
    .kindergarten({ name: 'ДГ „Календар“' })
    .teacher()
    .group()
    .child()
    .parent()
    .child()
    .parent();
  [parent, otherParent] = kg.parents as [Principal, Principal];
  const me = (await api(parent, 'identity.userData')).body;
  parentName = `${me.firstName} ${me.lastName}`;
});

describe('calendar events', () => {
  it('reach their recipients with the unseen badge, open as seen, and download as valid .ics', async () => {
    const before = await badges(parent);
    const title = 'Тържество; песни, танци \\ и „Коледа“ — с много забавления за децата и родителите';
    const saved = await api(kg.director, 'communication.saveEvent', {
      body: {
        title,
        description: 'Ред 1\nРед 2, с, запетаи; и точка и запетая',
        fromDate: '2026-12-18T17:00',
        toDate: '2026-12-18T19:00',
        userIds: [parent.id],
      },
    });
    expect(saved.body.isSuccessful).toBe(true);
    const id = String(saved.body.entityId);
    // The queue delivers it (at once locally).
    const arrived = await eventually(
      () => badges(parent),
      (b) => b.unseenEvents > before.unseenEvents,
      'the event in the parent’s badges',
    );
    expect(arrived.unseenEvents).toBe(before.unseenEvents + 1);
    expect(arrived.unseenNotifications).toBe(before.unseenNotifications + 1);
    const list = await api(parent, 'communication.events', {
      query: { fromDate: '2026-12-01', toDate: '2026-12-31' },
    });
    const listed = list.body.result.find((e) => e.id === id)!;
    expect(listed).toMatchObject({ fromDate: '2026-12-18T15:00:00.000Z', seenByCurrentUser: false });
    const unseen = await api(parent, 'communication.events', { query: { onlyUnseen: 'true' } });
    expect(unseen.body.result.map((e) => e.id)).toContain(id);

    const file = await download(parent, 'communication.eventIcs', { path: { id } });
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

    const opened = await api(parent, 'communication.getEvent', { path: { id } });
    expect(opened.body.seenByCurrentUser).toBe(true);
    expect((await badges(parent)).unseenEvents).toBe(before.unseenEvents);
  });

  it("puts all-day events in the user's calendar and keeps other parents' events out", async () => {
    const mine = await api(kg.director, 'communication.saveEvent', {
      body: { title: 'Зимна ваканция', fromDate: '2026-12-24', toDate: '2026-12-31', userIds: [parent.id] },
    });
    const theirs = await api(kg.director, 'communication.saveEvent', {
      body: {
        title: 'Среща само с един родител',
        fromDate: '2026-12-10T10:00:00+02:00',
        toDate: '2026-12-10T11:00:00+02:00',
        userIds: [otherParent.id],
      },
    });
    const theirId = String(theirs.body.entityId);
    const file = await download(parent, 'communication.calendarIcs');
    const cal = parseIcs(file.bytes.toString('utf8'));
    const uids = cal.children.map((c) => prop(c, 'UID')?.value);
    expect(uids).toContain(`${mine.body.entityId}@gradina.bg`);
    expect(uids).not.toContain(`${theirs.body.entityId}@gradina.bg`);
    const holiday = cal.children.find((c) => prop(c, 'UID')?.value === `${mine.body.entityId}@gradina.bg`)!;
    expect(prop(holiday, 'DTSTART')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20261224' });
    expect(prop(holiday, 'DTEND')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20270101' });
    expect((await api(parent, 'communication.getEvent', { path: { id: theirId } })).status).toBe(404);
    // The director manages the calendar and sees both.
    const all = await api(kg.director, 'communication.events', {
      query: { fromDate: '2026-12-01', toDate: '2026-12-31' },
    });
    expect(all.body.result.map((e) => e.id)).toEqual(
      expect.arrayContaining([mine.body.entityId, theirs.body.entityId]),
    );
    await api(kg.director, 'communication.deleteEvent', { path: { id: theirId } });
    expect((await api(otherParent, 'communication.getEvent', { path: { id: theirId } })).status).toBe(404);
  });

  it('refuses an event that ends before it starts, naming the field', async () => {
    const reply = await api(kg.director, 'communication.saveEvent', {
      body: { title: 'Грешка', fromDate: '2026-12-10T10:00', toDate: '2026-12-10T09:00', audience: 0 },
    });
    expect(reply.status).toBe(400);
    expect(reply.error?.errors?.[0]?.field).toBe('toDate');
  });
});

describe('polls', () => {
  it('take one vote per parent, refuse a second one, and export the answers to Word and Excel', async () => {
    const first = parent;
    const created = await api(kg.director, 'communication.createPoll', {
      body: {
        question: 'Летен лагер',
        questions: [
          { text: 'Ще участва ли детето?', type: 1, options: ['Да', 'Не'] },
          { text: 'Кои седмици?', type: 2, options: ['Юли', 'Август'], isRequired: false },
          { text: 'Алергии и бележки', type: 3, isRequired: false },
        ],
        expirationTime: daysFromNow(3),
        userIds: [parent.id, otherParent.id],
      },
    });
    const id = String(created.body.entityId);
    // The poll reaches the inboxes through the queue.
    const delivered = (b: { unvotedPolls: number }) => b.unvotedPolls > 0;
    const before = await eventually(() => badges(first), delivered, 'the poll in the first parent’s badges');
    await eventually(() => badges(otherParent), delivered, 'the poll in the other parent’s badges');
    const poll = await api(first, 'communication.getPoll', { path: { id } });
    expect(poll.body.canVote).toBe(true);
    const active = await api(first, 'communication.polls', { query: { type: '1' } });
    expect(active.body.result.find((p) => p.id === id)?.canVote).toBe(true);

    const vote1 = await api(first, 'communication.vote', {
      body: {
        pollId: id,
        answers: [
          { questionId: 'q1', optionIds: ['o1'] },
          { questionId: 'q2', optionIds: ['o1', 'o2'] },
          { questionId: 'q3', text: 'Алергия към ягоди' },
        ],
      },
    });
    expect(vote1.body.isSuccessful).toBe(true);
    expect((await badges(first)).unvotedPolls).toBe(before.unvotedPolls - 1);
    const again = await api(first, 'communication.vote', {
      body: { pollId: id, answers: [{ questionId: 'q1', optionIds: ['o2'] }] },
    });
    expect(again.status).toBe(409);
    expect(again.error?.errorMessage).toBe('Вече сте гласували в тази анкета.');
    const vote2 = await api(otherParent, 'communication.vote', {
      body: {
        pollId: id,
        answers: [
          { questionId: 'q1', optionIds: ['o2'] },
          { questionId: 'q3', text: 'Без бележки' },
        ],
      },
    });
    expect(vote2.body.isSuccessful).toBe(true);
    expect((await api(kg.teacher, 'communication.vote', { body: { pollId: id, answers: [] } })).status).toBe(
      404,
    );

    const answered = await api(first, 'communication.polls', { query: { type: '2' } });
    expect(answered.body.result.find((p) => p.id === id)?.hasVoted).toBe(true);
    const seenByDirector = (await api(kg.director, 'communication.getPoll', { path: { id } })).body;
    const results = seenByDirector.results!;
    expect(results.votesCount).toBe(2);
    expect(results.questions[0]!.options.map((o) => o.votes)).toEqual([1, 1]);
    expect(results.questions[2]!.textAnswers.sort()).toEqual(['Алергия към ягоди', 'Без бележки']);
    const edit = await api(kg.director, 'communication.updatePoll', {
      path: { id },
      body: {
        question: 'Промяна',
        questions: [{ text: 'x', type: 3 }],
        expirationTime: daysFromNow(1),
        audience: 0,
        version: seenByDirector.version,
      },
    });
    // A poll with votes cannot change.
    expect(edit.body.isSuccessful).toBe(false);

    const excel = await download(kg.director, 'communication.exportPollExcel', { path: { id } });
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
    // the poll's question, its deadline and votes above the table (a blank row is no row to eachRow)
    const answers = rows('Отговори').slice(3);
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
    expect(answers.some((r) => r[0] === parentName)).toBe(true);
    expect(rows('Резултати').some((r) => r[1] === 'Да' && r[2] === '1')).toBe(true);

    const word = await download(kg.director, 'communication.exportPollWord', { path: { id } });
    expect(word.status).toBe(200);
    expect(word.headers.get('content-type')).toContain('wordprocessingml');
    const xml = unzip(word.bytes).get('word/document.xml')!.toString('utf8');
    const text = xml.replace(/<[^>]+>/g, ' ');
    for (const expected of ['Летен лагер', 'Алергия към ягоди', 'Без бележки', parentName, 'Юли; Август'])
      expect(text).toContain(expected);

    // A parent cannot export; a parent who is not addressed does not see the poll at all.
    expect((await download(first, 'communication.exportPollWord', { path: { id } })).status).toBe(403);
  });

  it('refuses a choice question with fewer than two answers, naming the field', async () => {
    const reply = await api(kg.director, 'communication.createPoll', {
      body: {
        question: 'Непълна',
        questions: [{ text: 'Да или не?', type: 1, options: ['Да'] }],
        expirationTime: daysFromNow(1),
        audience: 0,
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.error?.errorMessage).toContain('Възможни отговори');
    expect(reply.error?.errors?.[0]?.field).toBe('questions.0.options');
  });
});
