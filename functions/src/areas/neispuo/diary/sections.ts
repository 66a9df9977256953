import { childName } from '../../../domain/children/access';
import { notFound } from '../../../platform/http/errors';
import { createNeispuoClient, type NeispuoClient } from '../../../platform/neispuo/client';
import { childrenOfGroup, personsOf, readSettings } from '../connection/items';

/**
 * A group's diary sections as НЕИСПУО holds them (the `neispuo-*` reads): one call to НЕИСПУО for the
 * section of the group's class book, shaped for the screen. The children's results name the Gradina child
 * of each person id; a topic's titles are its `titles` (or the older single `title`).
 */

let shared: NeispuoClient | undefined;
const client = () => (shared ??= createNeispuoClient());

/** The group's class book where НЕИСПУО keeps its sections; a group without one has nothing there. */
export async function classBookOf(kindergartenId: string, groupId: string) {
  const settings = await readSettings(kindergartenId);
  const classBookId = settings?.classBooks[groupId];
  if (!settings || classBookId === undefined) return undefined;
  return { ...settings, classBookId };
}

type Book = NonNullable<Awaited<ReturnType<typeof classBookOf>>>;
const where = (b: Book) => [b.schoolYear, b.institutionId, b.classBookId] as [number, number, number];
const day = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : '');

/** A section's records of the group's class book (none without a class book), shaped by `shape`. */
async function fromSection<T, R>(
  kindergartenId: string,
  groupId: string,
  name: 'pgResults' | 'schedules' | 'topics' | 'teacherAbsences',
  shape: (records: T[]) => R[] | Promise<R[]>,
): Promise<R[]> {
  const book = await classBookOf(kindergartenId, groupId);
  if (!book) return [];
  // Teacher absences are the institution's school year's, not a class book's.
  const at =
    name === 'teacherAbsences' ? ([book.schoolYear, book.institutionId, null] as const) : where(book);
  return shape(await client().sectionRecords<T>([...at], name));
}

interface PgResultDO {
  pgResultId: number;
  personId: number;
  subjectId?: number | null;
  startSchoolYearResult?: string | null;
  endSchoolYearResult?: string | null;
}

export const achievements = (kindergartenId: string, groupId: string) =>
  fromSection(kindergartenId, groupId, 'pgResults', async (results: PgResultDO[]) => {
    const [persons, children] = await Promise.all([
      personsOf(kindergartenId),
      childrenOfGroup(kindergartenId, groupId),
    ]);
    const childOf = new Map([...persons].map(([childId, personId]) => [personId, childId]));
    const names = new Map(children.map((c) => [c.id, childName(c)]));
    return results.map((r) => {
      const childId = childOf.get(r.personId) ?? null;
      return {
        pgResultId: r.pgResultId,
        personId: r.personId,
        childId,
        childName: childId ? (names.get(childId) ?? null) : null,
        subjectId: r.subjectId ?? null,
        startSchoolYearResult: r.startSchoolYearResult ?? null,
        endSchoolYearResult: r.endSchoolYearResult ?? null,
      };
    });
  });

interface ScheduleDO {
  scheduleId: number;
  startDate: string;
  endDate: string;
  days?: { day: number; hours?: unknown[] }[];
}

export const classPrograms = (kindergartenId: string, groupId: string) =>
  fromSection(kindergartenId, groupId, 'schedules', (schedules: ScheduleDO[]) =>
    schedules.map((s) => ({
      scheduleId: s.scheduleId,
      startDate: day(s.startDate),
      endDate: day(s.endDate),
      days: (s.days ?? []).filter((d) => (d.hours ?? []).length > 0).map((d) => d.day),
    })),
  );

interface TopicDO {
  topicId: number;
  date: string;
  title?: string | null;
  titles?: string[] | null;
}

export const topics = (kindergartenId: string, groupId: string) =>
  fromSection(kindergartenId, groupId, 'topics', (list: TopicDO[]) =>
    list
      .map((t) => ({ topicId: t.topicId, date: day(t.date), titles: t.titles ?? (t.title ? [t.title] : []) }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  );

interface TeacherAbsenceDO {
  teacherAbsenceId: number;
  teacherPersonId: number;
  startDate: string;
  endDate: string;
  reason: string;
  hours?: { replTeacherPersonId?: number | null }[];
}

/** The institution's teacher absences (НЕИСПУО keeps them per school year, not per class book). */
export const teacherSubstitutions = (kindergartenId: string, groupId: string) =>
  fromSection(kindergartenId, groupId, 'teacherAbsences', (list: TeacherAbsenceDO[]) =>
    list.map((a) => ({
      teacherAbsenceId: a.teacherAbsenceId,
      teacherPersonId: a.teacherPersonId,
      startDate: day(a.startDate),
      endDate: day(a.endDate),
      reason: a.reason,
      substitutedHours: (a.hours ?? []).filter((h) => h.replTeacherPersonId != null).length,
    })),
  );

/** Deletes every topic of the group's class book in НЕИСПУО (one call per topic: the API deletes one). */
export async function deleteTopics(kindergartenId: string, groupId: string) {
  const book = await classBookOf(kindergartenId, groupId);
  if (!book) throw notFound('Групата няма дневник в НЕИСПУО.');
  const list = await client().sectionRecords<TopicDO>(where(book), 'topics');
  for (const t of list) await client().deleteSectionRecord(where(book), 'topics', t.topicId);
  return { deleted: list.length };
}
