import { beforeAll, describe, expect, it } from 'vitest';
import { createNeispuoClient } from '../../functions/src/platform/neispuo/client';
import { localNeispuoSimulatorKit } from '../../infra/local/neispuo-simulator/test-kit';
import { ProcessingStatus, Role } from '../../shared/src/enums';
import { api } from '../support/api';
import { eventually } from '../support/eventually';
import { type GivenKindergarten, given } from '../support/given';
import { neispuoKindergarten } from '../support/neispuo';

/**
 * НЕИСПУО (issue #31) beyond attendance, against the local cloud's simulator: medical notices from НЗИС
 * received, matched by person id and ЕГН, written for the director and acknowledged exactly once (a notice
 * for a person not matched yet waits for the director's person id); the diary's sections read from НЕИСПУО;
 * the topics deleted; the Master's overview and school years; the kindergarten's sync by hand and its
 * school years. Each run's institution and person ids are its own.
 */

const sim = () => localNeispuoSimulatorKit();
const institutionId = 4_000_000 + Math.floor(Math.random() * 900_000);
const classId = 600_001;
const person = (n: number) => institutionId * 10 + n;
let kg: GivenKindergarten;
let master: Awaited<ReturnType<typeof given.nationalUser>>;
let classBookId = 0;

beforeAll(async () => {
  let book: number | null;
  [{ kg, classBookId: book }, master] = await Promise.all([
    neispuoKindergarten('ДГ „Здраве“', { institutionId, classId }, { personId: person(1) }),
    given.nationalUser(Role.Master),
  ]);
  classBookId = book!;
});

const child = (i: number) => kg.children[i]!;
const notice = (i: number, personId: number, fromDate: string, toDate: string, identifier?: string) => ({
  personId,
  identifier: identifier ?? child(i).identifier,
  givenName: child(i).firstName,
  familyName: child(i).lastName,
  fromDate,
  toDate,
});
const notesOf = async () =>
  (await api(kg.director, 'attendance.medicalNotes', { query: { kindergartenId: kg.id } })).body.result;

describe('НЕИСПУО: medical notices from НЗИС', () => {
  it('writes a notice for the director, acknowledges it once, and keeps one for a person not matched yet', async () => {
    const [matchedId, waitingId, otherId] = await sim().queueNotices([
      notice(0, person(1), '2026-11-16', '2026-11-18'),
      notice(1, person(2), '2026-11-17', '2026-11-17'),
      // The person id of child 0, but another ЕГН: not this child, never guessed.
      notice(0, person(1), '2026-11-19', '2026-11-19', '2145121249'),
    ]);
    const sync = await api(kg.director, 'kindergartens.syncWithNeispuo', { body: {} });
    expect(sync.body).toEqual({ queued: true });
    const acknowledged = await eventually(
      async () => (await sim().state()).medicalNotices,
      (n) =>
        [matchedId, waitingId, otherId].every(
          (id) => n.find((x) => x.medicalNoticeId === id)?.acknowledgements === 1,
        ),
      'the notices acknowledged',
    );
    expect(acknowledged.filter((n) => n.acknowledgements > 1)).toEqual([]);
    const [written] = (await notesOf()).filter((n) => n.studentId === child(0).id);
    expect(written).toMatchObject({
      fromDate: '2026-11-16',
      toDate: '2026-11-18',
      status: ProcessingStatus.Unprocessed,
    });
    expect((await notesOf()).filter((n) => n.studentId === child(1).id)).toEqual([]);

    // A second sync receives nothing new and writes nothing twice.
    const before = (await sim().state()).calls;
    await api(kg.director, 'kindergartens.syncWithNeispuo', { body: {} });
    await eventually(
      async () => (await sim().state()).calls,
      (calls) => calls > before,
      'the second sync asking НЕИСПУО',
    );
    expect((await notesOf()).filter((n) => n.studentId === child(0).id)).toHaveLength(1);
    const again = (await sim().state()).medicalNotices.filter((n) => n.medicalNoticeId === matchedId);
    expect(again.map((n) => n.acknowledgements)).toEqual([1]);

    // The director enters child 1's person id: the notice that waited is written now.
    const later = await api(kg.director, 'neispuo.connect', {
      body: {
        institutionId,
        schoolYear: 2026,
        classes: [{ groupId: kg.group.id, classId }],
        persons: [{ childId: child(1).id, personId: person(2) }],
      },
    });
    expect(later.status).toBe(200);
    expect((await notesOf()).filter((n) => n.studentId === child(1).id)).toMatchObject([
      { fromDate: '2026-11-17', toDate: '2026-11-17' },
    ]);
  });

  it('lets the director correct a wrong person id: the child is unmatched again', async () => {
    const body = {
      institutionId,
      schoolYear: 2026,
      classes: [{ groupId: kg.group.id, classId }],
      persons: [{ childId: child(1).id, personId: null }],
    };
    const forgot = await api(kg.director, 'neispuo.connect', { body });
    expect(forgot.body.unmatchedChildren.map((c) => c.childId)).toEqual([child(1).id]);
    expect(forgot.body.matchedChildren).toEqual([
      expect.objectContaining({ childId: child(0).id, personId: person(1) }),
    ]);
  });
});

describe('НЕИСПУО: the diary read from НЕИСПУО', () => {
  it('reads the results, programme, topics and teacher absences, and deletes the topics', async () => {
    const c = createNeispuoClient();
    const where = [2026, institutionId, classBookId] as [number, number, number];
    await c.createSectionRecord(where, 'pgResults', {
      personId: person(1),
      subjectId: 3,
      startSchoolYearResult: 'Разпознава цветовете.',
    });
    await c.createSectionRecord(where, 'topics', {
      date: '2026-11-16',
      titles: ['Есента'],
      scheduleLessonId: 1,
    });
    await c.createSectionRecord(where, 'topics', {
      date: '2026-11-17',
      title: 'Плодове',
      scheduleLessonId: 2,
    });
    await c.createSectionRecord([2026, institutionId, null], 'teacherAbsences', {
      teacherPersonId: 9,
      startDate: '2026-11-16',
      endDate: '2026-11-16',
      reason: 'Болничен',
      hours: [{ scheduleLessonId: 1, type: 1, replTeacherPersonId: 10 }],
    });
    const read = { path: { classId: kg.group.id }, query: {} };
    const results = await api(kg.director, 'neispuo.achievements', read);
    expect(results.body).toEqual([
      expect.objectContaining({ personId: person(1), childId: child(0).id, subjectId: 3 }),
    ]);
    expect((await api(kg.director, 'neispuo.topics', read)).body.map((t) => t.titles)).toEqual([
      ['Есента'],
      ['Плодове'],
    ]);
    expect((await api(kg.director, 'neispuo.teacherSubstitutions', read)).body).toEqual([
      expect.objectContaining({ reason: 'Болничен', substitutedHours: 1 }),
    ]);
    expect((await api(kg.director, 'neispuo.classPrograms', read)).body).toEqual([]);
    expect((await api(kg.teacher, 'neispuo.topics', read)).body).toHaveLength(2);
    const asMaster = await api(master, 'neispuo.adminTopics', {
      path: { classId: kg.group.id },
      query: { kindergartenId: kg.id },
    });
    expect(asMaster.body).toHaveLength(2);

    expect((await api(kg.teacher, 'neispuo.deleteTopics', { path: { id: kg.group.id } })).status).toBe(403);
    const deleted = await api(kg.director, 'neispuo.deleteTopics', { path: { id: kg.group.id } });
    expect(deleted.body).toEqual({ deleted: 2 });
    expect((await api(kg.director, 'neispuo.topics', read)).body).toEqual([]);
  });
});

describe('НЕИСПУО: the days off', () => {
  it('sends a day off that closes the group, and a correction in place', async () => {
    const save = (name: string, id?: string, version?: number) =>
      api(kg.director, 'kindergartens.saveDayOff', {
        body: {
          ...(id ? { id, version } : {}),
          periodId: kg.schoolYear.id,
          type: 0,
          name,
          fromDate: '2026-12-28',
          toDate: '2026-12-30',
          groupIds: [kg.group.id],
        },
      });
    const saved = await save('Коледна ваканция на групата');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const offDays = async () =>
      ((await sim().state()).sections.offDays ?? []) as {
        offDayId: number;
        description: string;
        classBookIds: number[];
      }[];
    await api(kg.director, 'kindergartens.syncWithNeispuo', { body: {} });
    const [sent] = await eventually(
      async () => (await offDays()).filter((d) => d.classBookIds.includes(classBookId)),
      (d) => d.length === 1,
      'the day off in НЕИСПУО',
    );
    expect(sent).toMatchObject({ description: 'Коледна ваканция на групата', isPgOffProgramDay: true });
    const id = String(saved.body.entityId);
    const { version } = (await api(kg.director, 'kindergartens.dayOff', { path: { id } })).body;
    expect((await save('Ваканция', id, version)).status).toBe(200);
    await api(kg.director, 'kindergartens.syncWithNeispuo', { body: {} });
    const corrected = await eventually(
      async () => (await offDays()).filter((d) => d.classBookIds.includes(classBookId)),
      (d) => d[0]?.description === 'Ваканция',
      'the day off corrected',
    );
    expect(corrected.map((d) => d.offDayId)).toEqual([sent!.offDayId]);
  });
});

describe('НЕИСПУО: the Master’s overview and the school years', () => {
  it('lists the kindergarten with its institution, class books and notices, by school year', async () => {
    const overview = await api(master, 'neispuo.overview', { query: { schoolYear: 2026 } });
    expect(overview.body.find((r) => r.kindergartenId === kg.id)).toMatchObject({
      institutionId,
      schoolYear: 2026,
      classBooks: 1,
      medicalNotices: 2,
    });
    expect(
      (await api(master, 'neispuo.overview', { query: { schoolYear: 2031 } })).body.some(
        (r) => r.kindergartenId === kg.id,
      ),
    ).toBe(false);
    const years = await api(master, 'neispuo.schoolYears', {});
    expect(years.body).toContainEqual(expect.objectContaining({ schoolYear: 2026, name: '2026/2027' }));
    expect((await api(kg.director, 'neispuo.overview', { query: {} })).status).toBe(403);
  });

  it('gives the kindergarten its school years by their starting year', async () => {
    const years = await api(kg.director, 'kindergartens.neispuoSchoolYears', { query: {} });
    expect(years.body).toContainEqual(
      expect.objectContaining({ schoolYear: 2026, name: '2026/2027', active: true }),
    );
  });
});
