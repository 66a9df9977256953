import { beforeAll, describe, expect, it } from 'vitest';
import { AdministrationBook, GroupAgeKinds, Role } from '../../shared/src/enums';
import { api, download, type Principal } from '../support/api';
import { officeText, pdfText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The official books (issue #29) on a world of their own: a kindergarten with a group, its teacher and a
 * parent, a second kindergarten, and the Master. Everything through the API; request counts through the
 * local cloud's `X-Gradina-Db` header; the printed book read back through poppler and LibreOffice.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let master: Principal;

beforeAll(async () => {
  [kg, other, master] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Звънче“' })
      .group({ ageKind: GroupAgeKinds.FirstGroup })
      .teacher({ ofLastGroup: true })
      .child()
      .parent(),
    given.kindergarten({ name: 'ДГ „Детелина“' }).group(),
    given.nationalUser(Role.Master),
  ]);
}, 120_000);

const requests = (reply: { headers: Headers }) =>
  Number(/requests=(\d+)/.exec(reply.headers.get('x-gradina-db') ?? '')?.[1]);

const order = (extra: object = {}) => ({
  kindergartenId: kg.id,
  periodId: kg.schoolYear.id,
  date: '2026-11-20',
  subject: 'Организация на храненето',
  legalBasis: 'чл. 259, ал. 1 от ЗПУО',
  text: 'Заповед № {{Номер}}: в {{Детска градина}} храненето е в 12:00 ч.',
  ...extra,
});
const saveOrder = (body: object, user = kg.director) =>
  api(user, 'books.saveDirectorOrder', { body: order(body) });

describe('the director’s orders', () => {
  it('numbers 20 parallel orders 1…20 with no gap and no repeat, and a page of the book is one request', async () => {
    await api(master, 'books.saveBookPrefix', {
      body: { kindergartenId: kg.id, bookType: 3, prefix: 'РД-' },
    });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => saveOrder({ subject: `Заповед ${i}` })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    const book = await api(kg.director, 'books.directorOrderBook', {
      query: { kindergartenId: kg.id, periodId: kg.schoolYear.id },
    });
    expect(book.body.rowsCount).toBe(20);
    expect(book.body.orders.map((o) => o.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(book.body.orders[0]!.numberText).toBe('РД-20');
    expect(book.body.orders[0]!.text).toContain('Заповед № РД-20: в ДГ „Звънче“');
    expect(requests(book)).toBeLessThanOrEqual(2);
  });

  it('refuses an order dated outside the school year, or naming an unknown placeholder, writing nothing', async () => {
    const before = (await api(kg.director, 'books.directorOrderBook', { query: { kindergartenId: kg.id } }))
      .body.rowsCount;
    const outside = await saveOrder({ date: '2027-10-01' });
    expect(outside.status).toBe(400);
    expect(outside.error?.errors?.[0]?.field).toBe('date');
    expect(outside.error?.errorMessage).toContain('учебната година');
    const unknown = await saveOrder({ text: 'Заповед за {{Любим цвят}}' });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.errorMessage).toContain('{{Любим цвят}}');
    expect(
      (await api(kg.director, 'books.directorOrderBook', { query: { kindergartenId: kg.id } })).body
        .rowsCount,
    ).toBe(before);
  });

  it('prints the book as PDF and DOCX that read back in Bulgarian; a printed order is corrected by a new one', async () => {
    const pdf = await download(kg.director, 'books.exportBook', {
      path: { bookType: 3 },
      query: { kindergartenId: kg.id, format: 'pdf' },
    });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Книга за регистриране на заповедите на директора');
    expect(text).toContain('ДГ „Звънче“');
    expect(text).toMatch(/Книгата съдържа \d+ номерирани страници/);
    expect(text).toContain('Заповед № РД-1: в ДГ „Звънче“');
    const docx = await download(kg.director, 'books.exportBook', {
      path: { bookType: 3 },
      query: { kindergartenId: kg.id, format: 'docx' },
    });
    const word = await officeText(docx.bytes, 'docx');
    expect(word).toContain('Книга за регистриране на заповедите на директора');
    expect(word).toMatch(/Страница \d+ от \d+/);

    const first = (
      await api(kg.director, 'books.directorOrderBook', { query: { kindergartenId: kg.id } })
    ).body.orders.at(-1)!;
    expect(first.printed).toBe(true);
    const edit = await saveOrder({ id: first.id, version: first.version, subject: 'Тихомълком' });
    expect(edit.status).toBe(409);
    expect(edit.error?.errorMessage).toContain('нова заповед');
    const fix = await saveOrder({ correctsId: first.id, subject: 'Изменение на заповед РД-1' });
    expect(fix.status).toBe(200);
    const corrected = await api(kg.director, 'books.directorOrder', { path: { id: first.id } });
    expect(corrected.body.correctedBy?.numberText).toBe('РД-21');
    const index = await api(kg.director, 'books.directorOrderIndexes', { query: { kindergartenId: kg.id } });
    expect(index.body.map((i) => i.subject)).toContain('Изменение на заповед РД-1');
  });

  it('a cancelled order keeps its number', async () => {
    const id = String((await saveOrder({ subject: 'За анулиране' })).body.entityId);
    expect((await api(kg.director, 'books.deleteDirectorOrder', { path: { id } })).status).toBe(200);
    const o = await api(kg.director, 'books.directorOrder', { path: { id } });
    expect(o.body.cancelled).toBe(true);
    expect(o.body.number).toBeGreaterThan(0);
  });

  it('is refused to teachers; the teacher reads the pedagogical council’s book', async () => {
    expect(
      (await api(kg.teacher, 'books.directorOrderBook', { query: { kindergartenId: kg.id } })).status,
    ).toBe(403);
    expect(
      (await api(kg.teacher, 'books.pedagogicalCouncilBook', { query: { kindergartenId: kg.id } })).status,
    ).toBe(200);
  });
});

describe('the pedagogical council', () => {
  it('keeps a protocol with quorum and two decisions numbered within it', async () => {
    const members = ['Анна Иванова', 'Борис Петров', 'Вера Колева'];
    expect(
      (
        await api(kg.director, 'books.saveCouncilMembers', {
          body: { kindergartenId: kg.id, periodId: kg.schoolYear.id, members, version: 0 },
        })
      ).status,
    ).toBe(200);
    const protocol = await api(kg.director, 'books.saveCouncilProtocol', {
      body: {
        kindergartenId: kg.id,
        periodId: kg.schoolYear.id,
        date: '2026-09-14' as string,
        chair: 'Анна Иванова',
        attendees: members.slice(0, 2),
        agenda: ['Годишен план'],
      },
    });
    // 14.09.2026 is before the school year (15.09): refused.
    expect(protocol.status).toBe(400);
    const saved = await api(kg.director, 'books.saveCouncilProtocol', {
      body: {
        kindergartenId: kg.id,
        periodId: kg.schoolYear.id,
        date: '2026-09-15',
        chair: 'Анна Иванова',
        attendees: members.slice(0, 2),
        agenda: ['Годишен план', 'Правилник'],
      },
    });
    expect(saved.status).toBe(200);
    const protocolId = String(saved.body.entityId);
    for (const text of ['Приема годишния план.', 'Приема правилника.'])
      expect(
        (
          await api(kg.director, 'books.saveCouncilDecision', {
            body: {
              kindergartenId: kg.id,
              protocolId,
              text,
              responsible: 'Директорът',
              dueDate: '2026-10-01',
            },
          })
        ).status,
      ).toBe(200);
    const read = await api(kg.teacher, 'books.councilProtocol', { path: { id: protocolId } });
    expect(read.body.quorum).toBe(true);
    expect(read.body.decisions.map((d) => d.number)).toEqual([1, 2]);
    const refused = await api(kg.director, 'books.deleteCouncilProtocol', { path: { id: protocolId } });
    expect(refused.status).toBe(409);
    expect(refused.error?.errorMessage).toContain('решения');
  });

  it('refuses a decision under another kindergarten’s protocol, and a protocol without quorum takes none', async () => {
    await api(other.director, 'books.saveCouncilMembers', {
      body: { kindergartenId: other.id, periodId: other.schoolYear.id, members: ['Х', 'У', 'Ц'], version: 0 },
    });
    const theirs = await api(other.director, 'books.saveCouncilProtocol', {
      body: {
        kindergartenId: other.id,
        periodId: other.schoolYear.id,
        date: '2026-10-01',
        chair: 'Х',
        attendees: ['Х'],
        agenda: ['Точка'],
      },
    });
    const foreign = await api(kg.director, 'books.saveCouncilDecision', {
      body: {
        kindergartenId: kg.id,
        protocolId: String(theirs.body.entityId),
        text: 'Чуждо',
        responsible: 'Никой',
      },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.error?.errors?.[0]?.field).toBe('protocolId');
    const noQuorum = await api(other.director, 'books.saveCouncilDecision', {
      body: {
        kindergartenId: other.id,
        protocolId: String(theirs.body.entityId),
        text: 'Без кворум',
        responsible: 'Х',
      },
    });
    expect(noQuorum.status).toBe(400);
    expect(noQuorum.error?.errorMessage).toContain('кворум');
  });
});

describe('correspondence', () => {
  const letter = (extra: object = {}) => ({
    kindergartenId: kg.id,
    periodId: kg.schoolYear.id,
    date: '2026-11-02',
    correspondent: 'РУО – София-град',
    documentType: 1,
    subject: 'Провеждане на национално външно оценяване',
    ...extra,
  });

  it('links a reply to the incoming letter, which then cannot be cancelled before it', async () => {
    const next = await api(kg.director, 'books.incomingNextNumber', {
      query: { kindergartenId: kg.id, periodId: kg.schoolYear.id },
    });
    const incoming = await api(kg.director, 'books.saveIncomingItem', {
      body: letter({ senderNumber: '1234/30.10.2026' }),
    });
    expect(incoming.status).toBe(200);
    const inId = String(incoming.body.entityId);
    expect(
      (await api(kg.director, 'books.incomingCorrespondenceItem', { path: { id: inId } })).body.number,
    ).toBe(next.body.number);
    const reply = await api(kg.director, 'books.saveOutgoingItem', {
      body: letter({ replyToId: inId, subject: 'Отговор' }),
    });
    expect(reply.status).toBe(200);
    const answered = await api(kg.director, 'books.incomingCorrespondenceItem', { path: { id: inId } });
    expect(answered.body.answeredBy?.id).toBe(reply.body.entityId);
    const refused = await api(kg.director, 'books.deleteIncomingItem', { query: { id: inId } });
    expect(refused.status).toBe(409);
    expect(refused.error?.errorMessage).toContain('отговор');
  });

  it('refuses a reply to an unknown letter and a scan that is not PDF/DOCX/JPEG/PNG', async () => {
    const unknown = await api(kg.director, 'books.saveOutgoingItem', {
      body: letter({ replyToId: 'няма-такъв' }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.errors?.[0]?.field).toBe('replyToId');
    const form = new FormData();
    form.append('file', new Blob(['просто текст']), 'бележка.txt');
    const up = await api(kg.director, 'files.uploadTemp', { body: form });
    const bad = await api(kg.director, 'books.saveIncomingItem', {
      body: letter({ file: { fileKey: String((up.body as { id: string }).id), fileName: 'бележка.txt' } }),
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.errors?.[0]?.field).toBe('file');
  });
});

describe('templates', () => {
  it('refuses a national template with an unknown placeholder; a copy answers its text filled', async () => {
    const bad = await api(master, 'books.saveNationalTemplate', {
      body: { category: 1, name: 'Лош', text: '{{Непознато}}' },
    });
    expect(bad.status).toBe(400);
    const good = await api(master, 'books.saveNationalTemplate', {
      body: { category: 1, name: 'Заповед за комисия', text: 'Директорът на {{Детска градина}} нарежда…' },
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    const copy = await api(kg.director, 'books.saveBookTemplate', {
      body: {
        kindergartenId: kg.id,
        templateBaseId: String(good.body.entityId),
        bookType: AdministrationBook.DirectorOrderBook,
      },
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect(copy.body.model?.filled).toBe('Директорът на ДГ „Звънче“ нарежда…');
    await api(master, 'books.deleteNationalTemplate', { path: { id: String(good.body.entityId) } });
  });
});

describe('the weekly schedule and the class-book export', () => {
  const week = (perDay: number) =>
    [1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      items: Array.from({ length: perDay }, (_, i) => ({ type: 1 as const, areaId: (i % 7) + 1 })),
    }));

  it('refuses a week under the norm, saves one that meets it, and the group’s parent reads it', async () => {
    const body = {
      kindergartenId: kg.id,
      groupId: kg.group.id,
      validFrom: '2026-11-02',
      ageGroup: 2 as const,
    };
    const under = await api(kg.director, 'planning.saveWeeklySchedule', { body: { ...body, days: week(2) } });
    expect(under.status, JSON.stringify(under.body)).toBe(400);
    expect(under.error?.errorMessage).toContain('поне 13');
    const met = await api(kg.director, 'planning.saveWeeklySchedule', { body: { ...body, days: week(3) } });
    expect(met.status).toBe(200);
    const seen = await api(kg.parent, 'planning.groupWeeklySchedule', {
      path: { groupId: kg.group.id },
      query: { kindergartenId: kg.id },
    });
    expect(seen.body?.situations).toBe(15);
    const list = await api(kg.parent, 'planning.weeklyScheduleOverview', {
      query: { kindergartenId: kg.id },
    });
    expect(list.body.rowsCount).toBe(1);
  });

  it('a downloaded class-book export is kept: its deletion answers the server’s message', async () => {
    const made = await api(kg.teacher, 'planning.createClassBookExport', {
      body: { kindergartenId: kg.id, groupId: kg.group.id, fromDate: '2026-11-01', toDate: '2026-11-20' },
    });
    expect(made.status).toBe(200);
    const id = String(made.body.entityId);
    const pdf = await download(kg.teacher, 'planning.classBookExportReceipt', {
      query: { kindergartenId: kg.id, classBookExportId: id },
    });
    expect(pdf.status, pdf.bytes.toString()).toBe(200);
    expect(await pdfText(pdf.bytes)).toContain('Дневник на група');
    const refused = await api(kg.director, 'planning.deleteClassBookExport', { path: { id } });
    expect(refused.status).toBe(409);
    expect(refused.error?.errorMessage).toContain('изтеглен за подпис');
  });
});
