import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AgeGroup, EducationalArea, PlanState, ResultStage } from '../../shared/src/education/education';
import { ClassSubjectType, DayOffType, GroupAgeKinds, Role, Weekday } from '../../shared/src/enums';
import { api, download, type Principal } from '../support/api';
import { call } from '../support/api-client';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Education (issue #30) on a world of its own: the Master's publisher and topics (with the spreadsheet
 * upload), a group's programme, the year plan chosen, moved and saved, a day's lessons confirmed with one
 * missed topic, the children's results and the group's summary, and МОН's references from the aggregates.
 * Everything through the API; request counts through the local cloud's `X-Gradina-Db` header.
 */
let kg: GivenKindergarten;
let master: Principal;
let mon: Principal;
let otherTeacher: Principal;
/** The teacher of the group (the builder's `teacher` is the last one made: the other). */
let teacher: Principal;
let publisherId = '';
const subjects: Record<string, string> = {};

const requests = (reply: { headers: Headers }) =>
  Number(/requests=(\d+)/.exec(reply.headers.get('x-gradina-db') ?? '')?.[1]);

async function sheet(rows: (string | number)[][]): Promise<FormData> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Теми');
  for (const r of rows) ws.addRow(r);
  const form = new FormData();
  form.append('publisherId', publisherId);
  form.append('file', new Blob([await wb.xlsx.writeBuffer()]), 'temi.xlsx');
  return form;
}
const header = ['Възрастова група', 'Направление', 'Тема', 'Очаквани резултати'];
const upload = (form: FormData) =>
  call('POST', '/api/administration/SubjectTopicsManagement/upload', { token: master.token, body: form });

beforeAll(async () => {
  [kg, master, mon] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Образование“' })
      .group({ ageKind: GroupAgeKinds.Kindergarten })
      .teacher({ ofLastGroup: true })
      .child()
      .parent()
      .child()
      .teacher(),
    given.nationalUser(Role.Master),
    given.nationalUser(Role.MON),
  ]);
  teacher = kg.teachers[0]!;
  otherTeacher = kg.teachers[1]!;
  const saved = await api(kg.director, 'kindergartens.updateSubjects', {
    body: {
      subjects: [
        { name: 'Български език и литература', type: ClassSubjectType.Mandatory },
        { name: 'Математика', type: ClassSubjectType.Mandatory },
        { name: 'Музика', type: ClassSubjectType.Mandatory },
      ],
      version: 0,
    },
  });
  expect(saved.status).toBe(200);
  for (const s of (await api(kg.director, 'kindergartens.subjects', {})).body) subjects[s.name] = s.id;
});

describe('the Master’s publishers and topics', () => {
  it('adds a publisher and refuses the same name twice', async () => {
    const made = await api(master, 'planning.savePublisher', { body: { name: 'Издателство „Тест“' } });
    expect(made.status).toBe(200);
    publisherId = String(made.body.entityId);
    const twice = await api(master, 'planning.savePublisher', { body: { name: 'издателство „тест“' } });
    expect(twice.status).toBe(400);
    expect(twice.error?.errors?.[0]?.field).toBe('name');
    expect((await api(teacher, 'planning.savePublisher', { body: { name: 'Друго' } })).status).toBe(403);
  });

  it('refuses an upload with unknown columns or a bad row by its number, writing nothing', async () => {
    const unknown = await upload(
      await sheet([
        [...header, 'Цвят'],
        [2, 1, 'Тема', ''],
      ]),
    );
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Непознати колони: „Цвят“');
    const badRow = await upload(
      await sheet([header, [2, 1, 'Приказка', ''], [2, 'Химия', 'Реакции', ''], [7, 2, 'Броене', '']]),
    );
    expect(badRow.status).toBe(400);
    const fields = (badRow.body as { errors: { field: string; message: string }[] }).errors;
    expect(fields.map((e) => e.field)).toEqual(['row3', 'row4']);
    expect(fields[0]!.message).toContain('Ред 3: непознато направление „Химия“');
    const sets = await api(master, 'planning.subjectTopicSets', { query: { publisherId } });
    expect(sets.body).toEqual([]);
  });

  it('uploads the topics of two areas at once and lists them', async () => {
    const rows = [
      header,
      ...Array.from({ length: 12 }, (_, i) => [
        'Втора',
        'Български език и литература',
        `БЕЛ ${i + 1}`,
        'Разказва',
      ]),
      ...Array.from({ length: 12 }, (_, i) => [2, 2, `Математика ${i + 1}`, 'Брои']),
    ];
    const done = await upload(await sheet(rows));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ topics: 24, sets: 2 });
    const sets = await api(master, 'planning.subjectTopicSets', { query: { publisherId } });
    expect(sets.body.map((s) => [s.ageGroup, s.area, s.topicsCount])).toEqual([
      [AgeGroup.Second, EducationalArea.BulgarianLanguage, 12],
      [AgeGroup.Second, EducationalArea.Mathematics, 12],
    ]);
    const one = await api(teacher, 'planning.subjectTopicSet', { path: { id: sets.body[1]!.id } });
    expect(one.body.topics[0]).toMatchObject({ title: 'Математика 1', expectedResults: 'Брои' });
  });
});

describe('a group’s programme and year plan', () => {
  const bel = () => ({ classId: kg.group.id, classSubjectId: subjects['Български език и литература']! });

  it('saves the programme of the term; a subject the kindergarten lacks is refused by its number', async () => {
    const body = {
      classId: kg.group.id,
      term: 1 as const,
      ageGroup: AgeGroup.Second,
      subjects: [
        {
          id: subjects['Български език и литература']!,
          type: ClassSubjectType.Mandatory,
          area: EducationalArea.BulgarianLanguage,
          weekdays: [Weekday.Monday, Weekday.Wednesday],
        },
        {
          id: subjects.Математика!,
          type: ClassSubjectType.Mandatory,
          area: EducationalArea.Mathematics,
          weekdays: [Weekday.Wednesday],
        },
      ],
    };
    const wrong = await api(teacher, 'planning.saveClassProgram', {
      body: { ...body, subjects: [...body.subjects, { ...body.subjects[0]!, id: 'nope' }] },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.errors?.[0]?.field).toBe('subjects.2.id');
    expect((await api(otherTeacher, 'planning.saveClassProgram', { body })).status).toBe(403);
    expect((await api(teacher, 'planning.saveClassProgram', { body })).status).toBe(200);
    const yearly = await api(teacher, 'planning.yearlySchoolPlan', { path: { classId: kg.group.id } });
    expect(yearly.body.mandatory.map((r) => [r.name, r.weekly])).toEqual([
      ['Български език и литература', 2],
      ['Математика', 1],
    ]);
    const groupSubjects = await api(teacher, 'kindergartens.groupSubjects', {
      path: { classId: kg.group.id },
    });
    expect(groupSubjects.body).toHaveLength(2);
  });

  it('prints the programme through the report kit (read back from the xlsx)', async () => {
    const [program] = (
      await api(teacher, 'planning.classProgramsOverview', { query: { classId: kg.group.id } })
    ).body.result;
    const file = await download(teacher, 'planning.classProgramReceipt', { path: { id: program!.id } });
    expect(file.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const text = JSON.stringify(wb.worksheets[0]!.getSheetValues());
    expect(text).toContain('Български език и литература');
    expect(text).toContain('пн, ср');
    expect(wb.worksheets[0]!.pageSetup.paperSize).toBe(9);
  });

  it('places the chosen publisher’s topics on the teaching dates, skipping a day off', async () => {
    const dayOff = await api(kg.director, 'kindergartens.saveDayOff', {
      body: {
        kindergartenId: kg.id,
        periodId: kg.schoolYear.id,
        type: DayOffType.DayOff,
        name: 'Ремонт',
        fromDate: '2026-09-21',
        toDate: '2026-09-21',
        groupIds: [],
      },
    });
    expect(dayOff.status).toBe(200);
    const notInProgramme = await api(teacher, 'planning.createPublisherPlan', {
      path: { classId: kg.group.id, classSubjectId: subjects.Музика! },
      body: { publisherId },
    });
    expect(notInProgramme.status).toBe(400);
    expect(notInProgramme.error?.errors?.[0]?.field).toBe('path.classSubjectId');
    expect(
      (await api(teacher, 'planning.createPublisherPlan', { path: bel(), body: { publisherId } })).status,
    ).toBe(200);
    const plan = await api(teacher, 'planning.planningThemes', { path: { publisherId, ...bel() } });
    expect(plan.body.state).toBe(PlanState.Created);
    // Monday and Wednesday from 15.09.2026; Monday 21.09 is the day off.
    expect(plan.body.topics.slice(0, 3).map((t) => [t.date, t.title])).toEqual([
      ['2026-09-16', 'БЕЛ 1'],
      ['2026-09-23', 'БЕЛ 2'],
      ['2026-09-28', 'БЕЛ 3'],
    ]);
  });

  it('refuses a topic moved onto the day off by its position, then saves; loading takes at most 3 requests', async () => {
    const plan = (await api(teacher, 'planning.planningThemes', { path: { publisherId, ...bel() } })).body;
    const moved = plan.topics.map((t, i) => (i === 1 ? { ...t, date: '2026-09-21' } : t));
    const refused = await api(teacher, 'planning.savePlan', {
      body: { ...bel(), version: plan.version, topics: moved },
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.errors?.[0]?.field).toBe('topics.1.date');
    const custom = { date: '2026-09-30', title: 'Моят град', custom: true };
    const ok = await api(teacher, 'planning.savePlan', {
      body: { ...bel(), version: plan.version, topics: [...plan.topics, custom] },
    });
    expect(ok.status).toBe(200);
    const loaded = await api(teacher, 'planning.planningThemes', { path: { publisherId, ...bel() } });
    expect(loaded.body.state).toBe(PlanState.Saved);
    expect(loaded.body.topics.filter((t) => t.custom).map((t) => t.title)).toEqual(['Моят град']);
    expect(requests(loaded)).toBeLessThanOrEqual(3);
    expect(
      (await api(otherTeacher, 'planning.planningThemes', { path: { publisherId, ...bel() } })).status,
    ).toBe(403);
  });
});

describe('lessons held', () => {
  it('confirms a day with one missed topic in at most 3 requests, and refuses the day off', async () => {
    const math = { classId: kg.group.id, classSubjectId: subjects.Математика! };
    await api(teacher, 'planning.createPublisherPlan', { path: math, body: { publisherId } });
    const mathPlan = (await api(teacher, 'planning.planningThemes', { path: { publisherId, ...math } })).body;
    await api(teacher, 'planning.savePlan', {
      body: { ...math, version: mathPlan.version, topics: mathPlan.topics },
    });
    const day = await api(teacher, 'planning.lessonDay', { path: { id: `${kg.group.id}_2026-09-16` } });
    expect(day.body.topics.map((t) => t.title)).toEqual(['БЕЛ 1', 'Математика 1']);
    // The first topic held, the second missed.
    const marks = {
      body: {
        classId: kg.group.id,
        date: '2026-09-16',
        note: 'Детето Иван отсъстваше',
        topics: day.body.topics.map((t, i) => ({
          classSubjectId: t.classSubjectId,
          topicId: t.topicId,
          held: i === 0,
        })),
      },
    };
    const confirmed = await api(teacher, 'planning.confirmLessons', marks);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ held: 1, missed: 1 });
    // The feature's own cost is 2 (one BatchGet, one transaction), the pipeline's check that the group is the
    // kindergarten's (references) one more; a teacher's write also pays the module-lock read (platform/auth).
    expect(requests(confirmed)).toBeLessThanOrEqual(4);
    const again = await api(kg.director, 'planning.confirmLessons', marks);
    expect(again.status).toBe(200);
    expect(requests(again)).toBeLessThanOrEqual(3);
    const missed = await api(teacher, 'planning.lessonsOverview', {
      query: { classId: kg.group.id, fromDate: '2026-09-01', toDate: '2026-09-30', missedOnly: 'true' },
    });
    expect(missed.body.result.map((d) => [d.date, d.missed])).toEqual([['2026-09-16', 1]]);
    const onDayOff = await api(teacher, 'planning.confirmLessons', {
      body: { classId: kg.group.id, date: '2026-09-21', topics: [] },
    });
    expect(onDayOff.status).toBe(400);
    expect(onDayOff.error?.errors?.[0]?.field).toBe('date');
    expect(onDayOff.error?.errorMessage).toContain('21.09.2026 е почивен ден');
  });
});

describe('educational results', () => {
  const save = (user: Principal, stage: ResultStage, levels: Record<string, number>, version: number) =>
    api(user, 'planning.saveChildResult', {
      body: { classId: kg.group.id, childId: kg.children[0]!.id, stage, levels, version },
    });

  it('records start and end levels, refuses a level outside the template, sums the group', async () => {
    const outside = await save(teacher, ResultStage.Start, { 1: 5 }, 0);
    expect(outside.status).toBe(400);
    expect(outside.error?.errors?.[0]?.field).toBe('levels.1');
    expect((await save(teacher, ResultStage.Start, { 1: 1, 2: 2 }, 0)).status).toBe(200);
    expect((await save(teacher, ResultStage.End, { 1: 3, 2: 2 }, 1)).status).toBe(200);
    expect((await save(teacher, ResultStage.End, { 1: 3 }, 1)).status).toBe(409);
    const summary = await api(teacher, 'planning.resultsSummary', { path: { classId: kg.group.id } });
    expect(summary.body.children).toBe(2);
    expect(summary.body.rows[0]).toMatchObject({ area: 1, start: { 1: 1 }, end: { 3: 1 }, improved: 1 });
    expect(summary.body.rows[1]).toMatchObject({ area: 2, same: 1 });
    const parents = await api(kg.parents[0]!, 'planning.groupResults', { path: { classId: kg.group.id } });
    expect(parents.body.map((r) => r.childId)).toEqual([kg.children[0]!.id]);
    expect((await save(otherTeacher, ResultStage.Start, { 1: 2 }, 2)).status).toBe(403);
  });
});

describe('personal educational work', () => {
  it('marks a child with special educational needs and lists the group by position, filtered', async () => {
    const child = kg.children[1]!;
    const save = (version: number) =>
      api(teacher, 'planning.savePersonalEducationalWork', {
        body: { classId: kg.group.id, childId: child.id, isSop: true, support: 'Логопед', version },
      });
    expect((await save(0)).status).toBe(200);
    expect((await save(0)).status).toBe(409);
    const sop = await api(teacher, 'planning.personalEducationalWork', { query: { isSop: 'true' } });
    expect(sop.body.result.map((r) => [r.childId, r.support])).toEqual([[child.id, 'Логопед']]);
    const all = await api(teacher, 'planning.personalEducationalWork', {});
    expect(all.body.result.map((r) => r.position)).toEqual([1, 2]);
    expect((await api(otherTeacher, 'planning.personalEducationalWork', {})).body.result).toEqual([]);
  });
});

describe('МОН’s references from the aggregates', () => {
  it('reads the lessons and the results of the kindergarten', async () => {
    const lessons = await api(mon, 'references.lessons', {
      query: { fromMonth: '2026-09', toMonth: '2026-09', PageSize: 500 },
    });
    expect(lessons.status).toBe(200);
    expect(lessons.body.result.find((r) => r.kindergartenId === kg.id)).toMatchObject({
      days: 1,
      held: 1,
      missed: 1,
      heldRate: 50,
    });
    const results = await api(mon, 'references.studentsResult', {
      query: { fromMonth: '2026-09', toMonth: '2027-05', PageSize: 500 },
    });
    expect(results.body.result.find((r) => r.kindergartenId === kg.id)).toMatchObject({
      startAssessments: 2,
      endAssessments: 2,
      startLevels: [1, 1, 0],
      endLevels: [0, 1, 1],
    });
    expect(
      (await api(kg.director, 'references.lessons', { query: { fromMonth: '2026-09', toMonth: '2026-09' } }))
        .status,
    ).toBe(403);
  });
});
