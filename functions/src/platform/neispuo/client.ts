import { Agent, request } from 'node:https';
import { type NeispuoCredentials, neispuoCredentials } from './credentials';

/**
 * The НЕИСПУО External API for diary providers (governmentbg/NEISPUO, school-books/backend/SB.ExtApi), as the
 * platform calls it: HTTPS with the platform's client certificate, JSON in SB.ExtApi's camelCase data objects,
 * under the base path `…/schoolbooks/` (`NEISPUO_BASE_URL`; locally the simulator's). Every call is one
 * request; a refusal (4xx) carries НЕИСПУО's message and is not retried, an outage (5xx, a timeout, no
 * connection) is `retryable` and the work queue tries again later.
 */

export interface AttendanceDO {
  attendanceId?: number;
  personId: number;
  /** yyyy-MM-dd. */
  date: string;
  /** 1 present, 2 unexcused, 3 excused. */
  type: number;
  /** 1 health, 2 family, 3 other; only with type 3. */
  excusedReason: number | null;
  excusedReasonComment?: string | null;
}

export interface ClassBookDO {
  classBookId: number;
  classId: number;
  basicClassId: number | null;
  bookName: string;
  isFinalized: boolean;
}

export interface MedicalNoticeDO {
  medicalNoticeId: number;
  personId: number;
  hisMedicalNotice: {
    nrnMedicalNotice: string;
    nrnExamination: string;
    patient: { identifierType: number; identifier: string; givenName: string; familyName: string };
    practitioner: { pmi: string };
    medicalNotice: { fromDate: string; toDate: string; authoredOn: string };
  };
}

export interface MedicalNoticeBatchDO {
  medicalNotices: MedicalNoticeDO[];
  lastHisSyncTime: string | null;
  hasMore: boolean;
}

/** The diary's sections under a class book (SB.ExtApi's ClassBookSections) this platform sends or reads. */
export type ClassBookSection = 'pgResults' | 'parentMeetings' | 'notes' | 'topics' | 'schedules';
/** The sections of the institution's school year (SchoolBookSections). */
export type SchoolBookSection = 'offDays' | 'teacherAbsences';

export class NeispuoError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'NeispuoError';
  }
  /** An outage rather than a refusal: worth trying again. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** Counts the calls made (the bench reads it). */
export const neispuoCalls = { count: 0 };

export interface NeispuoClientOptions {
  baseUrl?: string;
  credentials?: NeispuoCredentials;
  timeoutMs?: number;
}

export function createNeispuoClient(options: NeispuoClientOptions = {}) {
  const baseUrl = options.baseUrl ?? process.env.NEISPUO_BASE_URL;
  const timeoutMs = options.timeoutMs ?? Number(process.env.NEISPUO_TIMEOUT_MS ?? 10_000);
  let agent: Promise<Agent> | undefined;
  const agentOf = () =>
    (agent ??= (async () => {
      const c = options.credentials ?? (await neispuoCredentials());
      return new Agent({ cert: c.cert, key: c.key, ...(c.ca ? { ca: c.ca } : {}), keepAlive: true });
    })());

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    if (!baseUrl) throw new NeispuoError(0, 'НЕИСПУО не е настроено (NEISPUO_BASE_URL).');
    const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const httpsAgent = await agentOf();
    neispuoCalls.count++;
    return new Promise<T>((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          agent: httpsAgent,
          timeout: timeoutMs,
          headers: {
            Accept: 'application/json',
            ...(payload
              ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', (e) => reject(new NeispuoError(0, e.message)));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = res.statusCode ?? 0;
            const json = text ? (JSON.parse(text) as unknown) : undefined;
            if (status >= 200 && status < 300) return resolve(json as T);
            const title = (json as { title?: string } | undefined)?.title;
            reject(new NeispuoError(status, title ?? `НЕИСПУО отговори с ${status}.`));
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('НЕИСПУО не отговори навреме.')));
      req.on('error', (e) =>
        reject(e instanceof NeispuoError ? e : new NeispuoError(0, `Няма връзка с НЕИСПУО: ${e.message}`)),
      );
      req.end(payload);
    });
  }

  const year = (schoolYear: number, institutionId: number) => `${schoolYear}/${institutionId}/classBooks`;
  /** A section's list: under a class book, or the institution's school year when `classBookId` is null. */
  const section = (
    schoolYear: number,
    institutionId: number,
    classBookId: number | null,
    name: ClassBookSection | SchoolBookSection,
  ) =>
    classBookId === null
      ? `${schoolYear}/${institutionId}/${name}`
      : `${year(schoolYear, institutionId)}/${classBookId}/${name}`;
  type Where = [schoolYear: number, institutionId: number, classBookId: number | null];
  return {
    /** A section's records (SB.ExtApi's data objects, camelCase). */
    sectionRecords: <T>(where: Where, name: ClassBookSection | SchoolBookSection) =>
      call<T[]>('GET', section(...where, name)),
    /** Creates a record in a section; НЕИСПУО answers its id. */
    createSectionRecord: (where: Where, name: ClassBookSection | SchoolBookSection, record: object) =>
      call<number>('POST', section(...where, name), record),
    /** Corrects a record in place (it keeps its id). */
    updateSectionRecord: (
      where: Where,
      name: ClassBookSection | SchoolBookSection,
      id: number,
      record: object,
    ) => call<void>('PUT', `${section(...where, name)}/${id}`, record),
    deleteSectionRecord: (where: Where, name: ClassBookSection | SchoolBookSection, id: number) =>
      call<void>('DELETE', `${section(...where, name)}/${id}`),
    classBooks: (schoolYear: number, institutionId: number) =>
      call<ClassBookDO[]>('GET', year(schoolYear, institutionId)),
    createClassBook: (schoolYear: number, institutionId: number, classId: number) =>
      call<number>('POST', year(schoolYear, institutionId), classId),
    deleteClassBook: (schoolYear: number, institutionId: number, classBookId: number) =>
      call<void>('DELETE', `${year(schoolYear, institutionId)}/${classBookId}`),
    finalizeClassBook: (schoolYear: number, institutionId: number, classBookId: number) =>
      call<void>('POST', `${year(schoolYear, institutionId)}/${classBookId}/finalize`),
    attendances: (schoolYear: number, institutionId: number, classBookId: number) =>
      call<AttendanceDO[]>('GET', `${year(schoolYear, institutionId)}/${classBookId}/attendances`),
    createAttendance: (schoolYear: number, institutionId: number, classBookId: number, a: AttendanceDO) =>
      call<number>('POST', `${year(schoolYear, institutionId)}/${classBookId}/attendances`, a),
    /** Excuses an unexcused absence in place: the record keeps its id. */
    excuseAttendance: (
      schoolYear: number,
      institutionId: number,
      classBookId: number,
      attendanceId: number,
      reason: { excusedReason: number; excusedReasonComment?: string | null },
    ) =>
      call<void>(
        'POST',
        `${year(schoolYear, institutionId)}/${classBookId}/attendances/excuse/${attendanceId}`,
        reason,
      ),
    deleteAttendance: (
      schoolYear: number,
      institutionId: number,
      classBookId: number,
      attendanceId: number,
    ) =>
      call<void>('DELETE', `${year(schoolYear, institutionId)}/${classBookId}/attendances/${attendanceId}`),
    nextMedicalNotices: (n: number) => call<MedicalNoticeBatchDO>('GET', `medicalNotices/next/${n}`),
    acknowledgeMedicalNotices: (ids: number[]) => call<void>('POST', 'medicalNotices/acknowledge', ids),
  };
}

export type NeispuoClient = ReturnType<typeof createNeispuoClient>;
