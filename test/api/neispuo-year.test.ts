import { beforeAll, describe, expect, it } from 'vitest';
import { localNeispuoSimulatorKit } from '../../infra/local/neispuo-simulator/test-kit';
import { ResultStage } from '../../shared/src/education/education';
import { api } from '../support/api';
import { eventually } from '../support/eventually';
import type { GivenKindergarten } from '../support/given';
import { neispuoKindergarten } from '../support/neispuo';

/**
 * НЕИСПУО (issue #31), the school year's results and end, against the local cloud's simulator: a child's
 * educational results sent to `pgResults` after the teacher saves them (by НЕИСПУО's subjects) and the
 * teacher's note to them as the child's note, corrected in place, an area no longer assessed deleted, one
 * record even when НЕИСПУО's answer was lost; the class book finalized by the director, refused in
 * НЕИСПУО's words while an end-of-year result is missing.
 */

const sim = () => localNeispuoSimulatorKit();
const institutionId = 5_000_000 + Math.floor(Math.random() * 900_000);
const classId = 610_001;
const personId = institutionId * 10 + 1;
let kg: GivenKindergarten;

beforeAll(async () => {
  ({ kg } = await neispuoKindergarten('ДГ „Резултати“', { institutionId, classId }, { personId }));
});

interface PgResult {
  pgResultId: number;
  personId: number;
  subjectId: number;
  startSchoolYearResult?: string | null;
  endSchoolYearResult?: string | null;
}
const results = async () =>
  (((await sim().state()).sections.pgResults ?? []) as unknown as PgResult[])
    .filter((r) => r.personId === personId)
    .sort((a, b) => a.subjectId - b.subjectId);
const notes = async () =>
  (
    ((await sim().state()).sections.notes ?? []) as unknown as {
      noteId: number;
      studentIds: number[];
      description: string;
    }[]
  ).filter((n) => n.studentIds.includes(personId));
const versions = new Map<string, number>();
const save = async (childIndex: number, stage: number, levels: Record<number, number>, note?: string) => {
  const childId = kg.children[childIndex]!.id;
  const version = versions.get(childId) ?? 0;
  const saved = await api(kg.teacher, 'planning.saveChildResult', {
    body: { classId: kg.group.id, childId, stage: stage as 1, levels, note, version },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  versions.set(childId, (versions.get(childId) ?? 0) + 1);
};

describe('НЕИСПУО: the educational results', () => {
  it('sends a child’s results by НЕИСПУО’s subjects, once even when the answer was lost', async () => {
    await sim().fault({ kind: 'lose-answer', path: 'pgResults' });
    await save(0, ResultStage.Start, { 1: 2, 7: 1 }, 'Разказва по картинка.');
    // A child without a person id is not sent (listed on the connection screen instead).
    await save(1, ResultStage.Start, { 1: 3 });
    // The first record arrived but its answer was lost; the kindergarten's sync sends the rest, and finds
    // that one in НЕИСПУО instead of creating it again (НЕИСПУО would refuse a second: see the correction).
    const [lost] = await eventually(results, (r) => r.length >= 1, 'the record whose answer was lost');
    expect((await api(kg.director, 'kindergartens.syncWithNeispuo', { body: {} })).status).toBe(200);
    const sent = await eventually(results, (r) => r.length === 2, 'the results in НЕИСПУО');
    expect(sent).toMatchObject([
      { subjectId: 80, startSchoolYearResult: 'Средно ниво', endSchoolYearResult: null },
      { subjectId: 86, startSchoolYearResult: 'Ниско ниво', endSchoolYearResult: null },
    ]);
    expect(sent[0]!.pgResultId).toBe(lost!.pgResultId);
    // The teacher's note to the assessment is the child's note in НЕИСПУО.
    const [note] = await eventually(notes, (n) => n.length === 1, 'the note in НЕИСПУО');
    expect(note).toMatchObject({
      description: 'Резултати в началото на учебната година: Разказва по картинка.',
      isForAllStudents: false,
    });
  });

  it('corrects a result in place and deletes an area no longer assessed', async () => {
    const [bel] = await results();
    const [note] = await notes();
    await save(0, ResultStage.Start, { 1: 3 }, 'Разказва свързано.');
    const corrected = await eventually(
      results,
      (r) => r.length === 1 && r[0]!.startSchoolYearResult === 'Високо ниво',
      'the correction in НЕИСПУО',
    );
    expect(corrected[0]!.pgResultId).toBe(bel!.pgResultId);
    const [again] = await eventually(
      notes,
      (n) => n[0]?.description.endsWith('Разказва свързано.') ?? false,
      'the note corrected',
    );
    expect(again!.noteId).toBe(note!.noteId);
  });
});

describe('НЕИСПУО: the year’s class book finalized', () => {
  it('is refused in НЕИСПУО’s words while an end-of-year result is missing, then finalized', async () => {
    const finalize = () =>
      api(kg.director, 'neispuo.finalizeClassBook', { path: { id: kg.group.id }, body: {} });
    expect(
      (await api(kg.teacher, 'neispuo.finalizeClassBook', { path: { id: kg.group.id }, body: {} })).status,
    ).toBe(403);
    const refused = await finalize();
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('липсват резултати в края на учебната година');
    await save(0, ResultStage.End, { 1: 3 });
    await eventually(results, (r) => r[0]?.endSchoolYearResult === 'Високо ниво', 'the end of year sent');
    const done = await finalize();
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.classes.find((c) => c.groupId === kg.group.id)).toMatchObject({ finalized: true });
    expect((await finalize()).status).toBe(409);
    expect(
      (await api(kg.director, 'neispuo.finalizeClassBook', { path: { id: 'no-such-group' }, body: {} }))
        .status,
    ).toBe(404);
  });
});
