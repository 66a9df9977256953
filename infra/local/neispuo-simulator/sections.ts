import { Refusal } from './state';

/**
 * The diary's other sections in the local НЕИСПУО (SB.ExtApi's ClassBookSections and SchoolBookSections):
 * under a class book `pgResults`, `parentMeetings`, `notes`, `topics`, `schedules`; under the institution's
 * school year `offDays` and `teacherAbsences`. Each is a list with GET, POST (answers the new id), PUT `{id}`
 * and DELETE `{id}`, records in SB.ExtApi's camelCase data objects, and НЕИСПУО's rules that matter to a
 * kindergarten: a result per child and educational area, a known person, dates within the school year,
 * the required texts, and nothing written in a finalized class book.
 */

export const classBookSections = ['pgResults', 'parentMeetings', 'notes', 'topics', 'schedules'] as const;
export const schoolBookSections = ['offDays', 'teacherAbsences'] as const;
type Section = (typeof classBookSections)[number] | (typeof schoolBookSections)[number];

/** The id field of a section's records (`pgResultId`, `offDayId`, …). */
const idField = (section: Section) => `${section.replace(/ies$/, 'y').replace(/s$/, '')}Id`;

export interface SectionScope {
  schoolYear: number;
  institutionId: number;
  /** The class book (a class book's section) or null (the institution's school book). */
  classBookId: number | null;
  isFinalized: boolean;
  /** The persons НЕИСПУО knows in the institution (empty: any). */
  persons: readonly number[];
}

type Row = Record<string, unknown> & { owner: string };

const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const dayOf = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : '');

function check(section: Section, scope: SectionScope, body: Record<string, unknown>, rows: Row[]) {
  const inYear = (field: string) => {
    const day = dayOf(body[field]);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Refusal(400, `Невалидна дата (${field}).`);
    if (day < `${scope.schoolYear}-09-15` || day > `${scope.schoolYear + 1}-09-14`)
      throw new Refusal(400, 'Датата е извън учебната година.');
  };
  const need = (field: string) => {
    if (!text(body[field])) throw new Refusal(400, `Полето ${field} е задължително.`);
  };
  if (section === 'pgResults') {
    if (!Number.isInteger(body.personId))
      throw new Refusal(400, 'Липсва идентификатор на лицето (personId).');
    if (scope.persons.length > 0 && !scope.persons.includes(body.personId as number))
      throw new Refusal(400, `Лице ${body.personId} не е записано в институцията.`);
    if (!Number.isInteger(body.subjectId))
      throw new Refusal(400, 'Липсва образователно направление (subjectId).');
    for (const f of ['startSchoolYearResult', 'endSchoolYearResult'])
      if (typeof body[f] === 'string' && (body[f] as string).length > 10_000)
        throw new Refusal(400, 'Резултатът е над 10000 знака.');
    if (rows.some((r) => r.personId === body.personId && r.subjectId === body.subjectId && r.id !== body.id))
      throw new Refusal(400, 'Детето вече има резултат по това образователно направление.');
  }
  if (section === 'parentMeetings') {
    inYear('date');
    need('title');
    need('startTime');
  }
  if (section === 'notes') need('description');
  if (section === 'topics') inYear('date');
  if (section === 'offDays') {
    inYear('from');
    inYear('to');
    need('description');
    if (dayOf(body.from) > dayOf(body.to)) throw new Refusal(400, 'Началната дата е след крайната.');
  }
  if (section === 'teacherAbsences') {
    inYear('startDate');
    inYear('endDate');
    need('reason');
  }
}

export function createSectionStore(nextId: () => number) {
  let rows = new Map<Section, Row[]>();
  const ownerOf = (scope: SectionScope) =>
    `${scope.schoolYear}/${scope.institutionId}/${scope.classBookId ?? 'school'}`;
  const listOf = (section: Section, scope: SectionScope) =>
    (rows.get(section) ?? []).filter((r) => r.owner === ownerOf(scope));
  const shown = (section: Section, { owner: _o, id, ...r }: Row) => ({ [idField(section)]: id, ...r });

  return {
    isSection: (name: string | undefined, ofClassBook: boolean): name is Section =>
      (ofClassBook
        ? (classBookSections as readonly string[])
        : (schoolBookSections as readonly string[])
      ).includes(name ?? ''),
    /** One call on a section: `rest` is what follows the section's name (`[]` or `[id]`). */
    handle(section: Section, scope: SectionScope, method: string, rest: string[], body: unknown): unknown {
      const mine = listOf(section, scope);
      if (rest.length === 0 && method === 'GET') return mine.map((r) => shown(section, r));
      if (method !== 'GET' && scope.isFinalized) throw new Refusal(400, 'Дневникът е приключен.');
      const data = { ...((body ?? {}) as Record<string, unknown>) };
      delete data[idField(section)];
      if (rest.length === 0 && method === 'POST') {
        check(section, scope, data, mine);
        const id = nextId();
        rows.set(section, [...(rows.get(section) ?? []), { ...data, id, owner: ownerOf(scope) }]);
        return id;
      }
      const found = rest.length === 1 ? mine.find((r) => r.id === Number(rest[0])) : undefined;
      if (!found) throw new Refusal(404, 'Записът не е намерен.');
      if (method === 'PUT') {
        // A result's update takes only its texts (SB.ExtApi's UpdatePgResultCommand): child and area stay.
        if (section === 'pgResults') for (const f of ['personId', 'subjectId']) delete data[f];
        check(section, scope, { ...found, ...data, id: found.id }, mine);
        Object.assign(found, data);
        return null;
      }
      if (method === 'DELETE') {
        rows.set(
          section,
          (rows.get(section) ?? []).filter((r) => r !== found),
        );
        return null;
      }
      throw new Refusal(404, 'Няма такъв адрес.');
    },
    /** What the sections keep (the simulator's `/dev/state`), by section. */
    snapshot: () =>
      Object.fromEntries([...rows.entries()].map(([s, list]) => [s, list.map((r) => shown(s, r))])),
    reset() {
      rows = new Map();
    },
  };
}
