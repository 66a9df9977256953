import { createSectionStore, type SectionScope } from './sections';

/**
 * What the local НЕИСПУО keeps and the rules it enforces (see server.ts). The wire shapes are SB.ExtApi's
 * data objects in their JSON (camelCase) form: ClassBookDO, AttendanceDO, MedicalNoticeBatchDO.
 */

export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface Fault {
  /** `lose-answer`: the call is done and kept, but its answer never arrives (a connection cut after it). */
  kind: '5xx' | 'timeout' | 'refuse' | 'lose-answer';
  /** How many calls it hits (1 unless given). */
  remaining: number;
  /** Only calls whose path contains this (e.g. `attendances`). */
  path?: string;
  /** Only calls whose body names this person (a record of one child). */
  personId?: number;
  /** The refusal's message (НЕИСПУО's words). */
  message?: string;
}

interface NeispuoClass {
  classId: number;
  className: string;
  basicClassId: number;
}

interface Institution {
  institutionId: number;
  schoolYear: number;
  /** The thumbprint of the provider the institution chose for the school year. */
  provider: string;
  classes: NeispuoClass[];
  /** The children НЕИСПУО knows in the institution; attendance for any other person id is refused. */
  persons: { personId: number; identifier: string }[];
}

interface ClassBook {
  classBookId: number;
  schoolYear: number;
  institutionId: number;
  classId: number;
  basicClassId: number;
  bookName: string;
  isFinalized: boolean;
}

export interface Attendance {
  attendanceId: number;
  classBookId: number;
  personId: number;
  date: string;
  type: number;
  excusedReason: number | null;
  excusedReasonComment: string | null;
}

interface QueuedNotice {
  medicalNoticeId: number;
  personId: number;
  identifierType: number;
  identifier: string;
  givenName: string;
  familyName: string;
  fromDate: string;
  toDate: string;
  acknowledgements: number;
}

const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

export function createSimulatorState(gradinaThumbprint: string) {
  let institutions = new Map<string, Institution>();
  let classBooks = new Map<number, ClassBook>();
  let attendances = new Map<number, Attendance>();
  let notices: QueuedNotice[] = [];
  let nextId = 1000;
  const sections = createSectionStore(() => nextId++);

  const key = (schoolYear: number, institutionId: number) => `${schoolYear}/${institutionId}`;

  /** The institution's year, when this provider is the one it chose. */
  function chosen(provider: string, schoolYear: number, institutionId: number): Institution {
    const institution = institutions.get(key(schoolYear, institutionId));
    if (!institution || institution.provider !== provider) {
      throw new Refusal(403, 'Институцията не е избрала този доставчик на дневници за учебната година.');
    }
    return institution;
  }

  function bookOf(institution: Institution, classBookId: number): ClassBook {
    const book = classBooks.get(classBookId);
    if (
      !book ||
      book.institutionId !== institution.institutionId ||
      book.schoolYear !== institution.schoolYear
    ) {
      throw new Refusal(404, 'Дневникът не е намерен.');
    }
    return book;
  }

  function createBook(institution: Institution, classId: unknown): number {
    const cls = institution.classes.find((c) => c.classId === classId);
    if (!cls) throw new Refusal(400, `Паралелка/група ${String(classId)} не съществува в институцията.`);
    const existing = [...classBooks.values()].find(
      (b) => b.classId === cls.classId && b.schoolYear === institution.schoolYear,
    );
    if (existing) throw new Refusal(400, 'За групата вече има дневник за учебната година.');
    const classBookId = nextId++;
    classBooks.set(classBookId, {
      classBookId,
      schoolYear: institution.schoolYear,
      institutionId: institution.institutionId,
      classId: cls.classId,
      basicClassId: cls.basicClassId,
      bookName: cls.className,
      isFinalized: false,
    });
    return classBookId;
  }

  /**
   * НЕИСПУО's refusal of a finalize (FinalizeClassBookCommandHandler: a book finalized already), and the
   * year-end results a preschool group's book must hold first (Наредба № 5/2016, чл. 67: results at the end
   * of the year): a child's result without its end of year is named.
   */
  function finalizable(book: ClassBook, scope: SectionScope) {
    if (book.isFinalized) throw new Refusal(400, `Дневникът '${book.bookName}' вече е приключен.`);
    const results = sections.handle('pgResults', scope, 'GET', [], undefined) as {
      personId: number;
      endSchoolYearResult?: string | null;
    }[];
    const open = [...new Set(results.filter((r) => !r.endSchoolYearResult).map((r) => r.personId))];
    if (open.length > 0)
      throw new Refusal(
        400,
        `Дневникът '${book.bookName}' не може да бъде приключен: липсват резултати в края на учебната година (лица ${open.join(', ')}).`,
      );
  }

  function createAttendance(institution: Institution, book: ClassBook, body: unknown): number {
    if (book.isFinalized) throw new Refusal(400, 'Дневникът е приключен.');
    const a = (body ?? {}) as Partial<Attendance>;
    if (!Number.isInteger(a.personId)) throw new Refusal(400, 'Липсва идентификатор на лицето (personId).');
    if (institution.persons.length > 0 && !institution.persons.some((p) => p.personId === a.personId)) {
      throw new Refusal(400, `Лице ${a.personId} не е записано в институцията.`);
    }
    if (!isDate(a.date)) throw new Refusal(400, 'Невалидна дата.');
    const year = institution.schoolYear;
    if (a.date < `${year}-09-15` || a.date > `${year + 1}-09-14`) {
      throw new Refusal(400, 'Датата е извън учебната година.');
    }
    if (a.type !== 1 && a.type !== 2 && a.type !== 3) throw new Refusal(400, 'Невалиден вид присъствие.');
    const reason = a.excusedReason ?? null;
    if (a.type === 3 && ![1, 2, 3].includes(reason as number)) {
      throw new Refusal(400, 'Извиненото отсъствие изисква причина.');
    }
    if (a.type !== 3 && reason !== null)
      throw new Refusal(400, 'Причина се посочва само при извинено отсъствие.');
    if ((a.excusedReasonComment ?? '').length > 1000) throw new Refusal(400, 'Коментарът е над 1000 знака.');
    const duplicate = [...attendances.values()].some(
      (x) => x.classBookId === book.classBookId && x.personId === a.personId && x.date === a.date,
    );
    if (duplicate) throw new Refusal(400, 'За лицето вече има присъствие за тази дата.');
    const attendanceId = nextId++;
    attendances.set(attendanceId, {
      attendanceId,
      classBookId: book.classBookId,
      personId: a.personId as number,
      date: a.date,
      type: a.type,
      excusedReason: reason,
      excusedReasonComment: a.excusedReasonComment ?? null,
    });
    return attendanceId;
  }

  const bookDO = ({ schoolYear: _y, institutionId: _i, ...b }: ClassBook) => ({ ...b, bookType: 1 });
  const attendanceDO = ({ classBookId: _c, ...a }: Attendance) => a;

  function route(provider: string, method: string, path: string, body: unknown): unknown {
    const p = path.split('/').filter(Boolean);
    if (p[0] === 'medicalNotices') {
      if (method === 'GET' && p[1] === 'next' && p.length === 3) {
        const n = Number(p[2]);
        if (!Number.isInteger(n) || n < 100 || n > 10000)
          throw new Refusal(400, 'next трябва да е от 100 до 10000.');
        const open = notices.filter((x) => x.acknowledgements === 0);
        return {
          medicalNotices: open.slice(0, n).map((x) => ({
            medicalNoticeId: x.medicalNoticeId,
            personId: x.personId,
            hisMedicalNotice: {
              nrnMedicalNotice: `25${String(x.medicalNoticeId).padStart(10, '0')}`,
              nrnExamination: `25${String(x.medicalNoticeId + 1).padStart(10, '0')}`,
              patient: {
                identifierType: x.identifierType,
                identifier: x.identifier,
                givenName: x.givenName,
                familyName: x.familyName,
              },
              practitioner: { pmi: '0900000001' },
              medicalNotice: { fromDate: x.fromDate, toDate: x.toDate, authoredOn: `${x.fromDate}T09:00:00` },
            },
          })),
          lastHisSyncTime: new Date().toISOString(),
          hasMore: open.length > n,
        };
      }
      if (method === 'POST' && p[1] === 'acknowledge' && p.length === 2) {
        if (!Array.isArray(body)) throw new Refusal(400, 'Очаква се списък с идентификатори.');
        for (const id of body) {
          const notice = notices.find((x) => x.medicalNoticeId === id);
          if (notice) notice.acknowledgements++;
        }
        return null;
      }
      throw new Refusal(404, 'Няма такъв адрес.');
    }
    const [year, inst, section, ...rest] = p;
    const scope = (institution: Institution, book?: ClassBook) => ({
      schoolYear: institution.schoolYear,
      institutionId: institution.institutionId,
      classBookId: book?.classBookId ?? null,
      isFinalized: book?.isFinalized ?? false,
      persons: institution.persons.map((x) => x.personId),
    });
    if (sections.isSection(section, false)) {
      const institution = chosen(provider, Number(year), Number(inst));
      return sections.handle(section, scope(institution), method, rest, body);
    }
    if (section !== 'classBooks') throw new Refusal(404, 'Няма такъв адрес.');
    const institution = chosen(provider, Number(year), Number(inst));
    if (rest.length === 0) {
      if (method === 'GET') {
        return [...classBooks.values()]
          .filter(
            (b) => b.institutionId === institution.institutionId && b.schoolYear === institution.schoolYear,
          )
          .map(bookDO);
      }
      if (method === 'POST') return createBook(institution, body);
    }
    if (rest[0] === 'createClassBooks' && method === 'POST') {
      if (!Array.isArray(body)) throw new Refusal(400, 'Очаква се списък с идентификатори на паралелки.');
      return body.map((classId) => createBook(institution, classId));
    }
    const book = bookOf(institution, Number(rest[0]));
    if (rest.length === 1 && method === 'DELETE') {
      if ([...attendances.values()].some((a) => a.classBookId === book.classBookId)) {
        throw new Refusal(400, 'Дневникът има записи и не може да бъде изтрит.');
      }
      classBooks.delete(book.classBookId);
      return null;
    }
    if (rest.length === 2 && rest[1] === 'finalize' && method === 'POST') {
      finalizable(book, scope(institution, book));
      book.isFinalized = true;
      return null;
    }
    if (rest.length === 2 && rest[1] === 'unfinalize' && method === 'POST') {
      book.isFinalized = false;
      return null;
    }
    if (sections.isSection(rest[1], true))
      return sections.handle(rest[1], scope(institution, book), method, rest.slice(2), body);
    if (rest[1] !== 'attendances') throw new Refusal(404, 'Няма такъв адрес.');
    if (rest.length === 2 && method === 'GET') {
      return [...attendances.values()].filter((a) => a.classBookId === book.classBookId).map(attendanceDO);
    }
    if (rest.length === 2 && method === 'POST') return createAttendance(institution, book, body);
    const record = (id: string) => {
      const a = attendances.get(Number(id));
      if (!a || a.classBookId !== book.classBookId) throw new Refusal(404, 'Записът не е намерен.');
      if (book.isFinalized) throw new Refusal(400, 'Дневникът е приключен.');
      return a;
    };
    if (rest.length === 3 && method === 'DELETE') {
      attendances.delete(record(rest[2]!).attendanceId);
      return null;
    }
    if (rest.length === 4 && rest[2] === 'excuse' && method === 'POST') {
      const a = record(rest[3]!);
      const reason = (body as { excusedReason?: number })?.excusedReason;
      if (a.type === 1) throw new Refusal(400, 'Присъствие не може да бъде извинено.');
      if (![1, 2, 3].includes(reason as number)) throw new Refusal(400, 'Невалидна причина.');
      Object.assign(a, { type: 3, excusedReason: reason });
      return null;
    }
    throw new Refusal(404, 'Няма такъв адрес.');
  }

  return {
    /** One External API call: its HTTP status and JSON body (or none). */
    handle(
      provider: string,
      method: string,
      path: string,
      body: unknown,
    ): { status: number; body?: unknown } {
      try {
        const result = route(provider, method, path, body);
        return result === null ? { status: 204 } : { status: 200, body: result };
      } catch (e) {
        if (e instanceof Refusal) return { status: e.status, body: { title: e.message, status: e.status } };
        throw e;
      }
    },
    /** Registers (or replaces) an institution's school year; `provider: 'other'` chose someone else. */
    addInstitution(body: unknown) {
      const b = (body ?? {}) as Partial<Institution> & { provider?: string };
      if (!Number.isInteger(b.institutionId) || !Number.isInteger(b.schoolYear)) {
        throw new Refusal(400, 'Нужни са institutionId и schoolYear.');
      }
      const institution: Institution = {
        institutionId: b.institutionId as number,
        schoolYear: b.schoolYear as number,
        provider: b.provider === 'other' ? 'OTHER-PROVIDER' : gradinaThumbprint,
        classes: b.classes ?? [],
        persons: b.persons ?? [],
      };
      institutions.set(key(institution.schoolYear, institution.institutionId), institution);
      return institution;
    },
    /** Medical notices НЗИС issued, served to the provider until acknowledged. */
    queueNotices(body: unknown) {
      if (!Array.isArray(body)) throw new Refusal(400, 'Очаква се списък с бележки.');
      const queued = body.map(
        (
          n: Omit<QueuedNotice, 'medicalNoticeId' | 'acknowledgements' | 'identifierType'> & {
            identifierType?: number;
          },
        ) => ({
          identifierType: 1,
          ...n,
          medicalNoticeId: nextId++,
          acknowledgements: 0,
        }),
      );
      notices.push(...queued);
      return queued.map((n) => n.medicalNoticeId);
    },
    snapshot() {
      return {
        institutions: [...institutions.values()],
        classBooks: [...classBooks.values()],
        attendances: [...attendances.values()],
        medicalNotices: notices,
        sections: sections.snapshot(),
      };
    },
    reset() {
      institutions = new Map();
      classBooks = new Map();
      attendances = new Map();
      notices = [];
      sections.reset();
    },
  };
}

export type SimulatorState = ReturnType<typeof createSimulatorState>;
