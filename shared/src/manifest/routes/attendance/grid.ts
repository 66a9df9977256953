import { z } from 'zod';
import { DayOffType, StudentAttendanceStatus } from '../../../enums';
import { saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, fileReplyKind, id, kindergartenGuard } from '../../../schemas/fields';
import { childId, groupId } from '../../../schemas/ids';
import { defineRoutes, groupObject, needs } from '../../route';

/**
 * The children's attendance month grid (docs/areas/attendance-grid.md): a group's month, children down and
 * days across, a status 1-15 per cell; marks of one or many cells (a whole day, a whole child); the
 * director's locks of days or of the month (status 13 "Заключен": then only the director changes them); the
 * printed group register as Excel. Parents read the same month, their own children's rows only.
 */

type Status = StudentAttendanceStatus;
const S = StudentAttendanceStatus;

/** The statuses' labels and colours: the one shared table (shared/src/attendance-statuses.ts, issue #24). */
export { attendanceStatuses } from '../../../attendance-statuses';

/** Statuses that count as the child attended (the attendance rate's numerator). */
export const presentStatuses: readonly Status[] = [S.Attendance, S.Hourly1, S.Hourly2, S.Hourly3];

/** Statuses that are an absence (a parent gets a toast when one is marked for today before 10:00). */
export const absentStatuses: readonly Status[] = [
  S.Absence,
  S.Excused,
  S.FamilyReasonAbsence,
  S.SicknessAbsence5,
  S.SicknessAbsence6,
  S.Quarantine,
  S.SpecializedCenter,
  S.FluBreak,
  S.TELKAbsence,
];

/** The family-reason days a compulsory-age child may be absent in a school year (DOMAIN-NOTES). */
export const familyReasonDaysPerYear = 10;

const monthPath = {
  month: z.coerce.number().int().min(1).max(12).meta({ title: 'Месец' }),
  year: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }),
};

export const attendanceDay = z.object({
  date: z.string(),
  /** 1 Monday … 7 Sunday. */
  weekday: z.number().int(),
  /** A weekend, a holiday, a national day or a day off of the kindergarten or the group. */
  isDayOff: z.boolean(),
  /** Why the group does not work that day, or the quarantine, flu break or vacation it is open under. */
  reasons: z.array(z.string()),
  /**
   * An open day under a quarantine (1), a flu break (2) or a vacation (3) of the group or the kindergarten
   * (the spec's DayOffType; only DayOff 0 closes a day): the grid shades it and offers ПК / ГВ / П first.
   */
  dayOffType: z.enum(DayOffType).nullable(),
  /** The director locked the day (or the month) for the group. */
  isDayLocked: z.boolean(),
  /** A day after today (Sofia): the server refuses marks on it, the grid shows it disabled (issue #26). */
  isFuture: z.boolean().optional(),
  /** Children marked present that day (statuses 2, 7-9) and absent (any absence). */
  present: z.number().int(),
  absent: z.number().int(),
});
export type AttendanceDay = z.infer<typeof attendanceDay>;

/** A medical notice covering a day of the grid (issue #24, point 6: the spec's per-day `medicalNotes`). */
export const cellMedicalNote = z.object({
  id: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  /** ProcessingStatus: 0 unprocessed, 1 approved, 2 annulled, 3 incorrect. */
  status: z.number().int(),
  doctor: z.string(),
});
export type CellMedicalNote = z.infer<typeof cellMedicalNote>;

/** An absence request of the child touching the month (the spec's per-child `studentAttendanceRequests`). */
export const studentAttendanceRequest = z.object({
  id: z.string(),
  studentId: z.string(),
  /** AbsenceType: 0 family reason, 1 summer attendance declaration. */
  absenceType: z.number().int(),
  /** RequestStatus: 0 pending, 1 approved, 2 rejected. */
  status: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
});
export type StudentAttendanceRequest = z.infer<typeof studentAttendanceRequest>;

export const attendanceCell = z.object({
  /** `<studentId>#<date>`: a cell has no record of its own, the child's month item holds it. */
  id: z.string(),
  forDate: z.string(),
  /** The status; null: not marked. */
  type: z.enum(S).nullable(),
  isDayOff: z.boolean(),
  isDayLocked: z.boolean(),
  /**
   * The child was in THIS group that day (its stay: issue #24, group history); false before its enrolment,
   * after its leave and on the days it was in another group. Such a day is greyed and a mark is refused.
   */
  isEnrolled: z.boolean(),
  /** The child's medical notices covering the day (not annulled ones too: the screen shows the status). */
  medicalNotes: z.array(cellMedicalNote),
});
export type AttendanceCell = z.infer<typeof attendanceCell>;

export const studentAttendance = z.object({
  studentId: z.string(),
  studentName: z.string(),
  /** The row's number in the register (1…). */
  position: z.number().int(),
  /** In compulsory preschool (4 or older on 1 January of the month's year). */
  isCompulsory: z.boolean(),
  /** Family-reason days a compulsory-age child may take in the school year (the national limit); null for younger children. */
  maxAbsenceCount: z.number().int().nullable(),
  /**
   * Family-reason days used in the SCHOOL YEAR across all the child's groups: distinct dates marked status 4
   * or in a pending family-reason request (the same count the limit checks).
   */
  currentAbsenceCount: z.number().int(),
  /** The month is locked for this child. */
  absencesLocked: z.boolean(),
  /** A compulsory-age child's family-reason days are at the limit or within 2 days of it. */
  showFamilyAbsenceWarningMessage: z.boolean(),
  /** The child's absence requests (family reason, summer declaration) touching the month. */
  studentAttendanceRequests: z.array(studentAttendanceRequest),
  presentDays: z.number().int(),
  absentDays: z.number().int(),
  unexcusedDays: z.number().int(),
  attendances: z.array(attendanceCell),
});
export type StudentAttendance = z.infer<typeof studentAttendance>;

export const groupAttendanceMonth = z.object({
  groupId: z.string(),
  groupName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  isMonthLocked: z.boolean(),
  /** The kindergarten locked the whole month for every group (issue #24, point 9): no marks at all. */
  isKindergartenMonthLocked: z.boolean(),
  workingDays: z.number().int(),
  /** Present cells over marked cells of working days, in whole percent; null before any mark. */
  attendanceRate: z.number().int().nullable(),
  /** The caller may mark cells (a teacher of the group, the director) and lock days (the director). */
  canMark: z.boolean(),
  canLock: z.boolean(),
  days: z.array(attendanceDay),
  students: z.array(studentAttendance),
});
export type GroupAttendanceMonth = z.infer<typeof groupAttendanceMonth>;

export const attendanceMark = z.object({
  studentId: childId(),
  forDate: dateField('Дата'),
  /** 1-15; null clears the cell. */
  type: choice(S, 'Статус').nullable(),
});
export type AttendanceMark = z.infer<typeof attendanceMark>;

export const markAttendanceBody = z.object({
  kindergartenId: kindergartenGuard(),
  groupId: groupId(),
  cells: z.array(attendanceMark).max(1600).default([]).meta({ title: 'Клетки' }),
  /** The director's lock or unlock of days (dates) or, with `month`, of the whole month. */
  lock: z
    .object({
      dates: z.array(dateField('Дата')).max(31).default([]).meta({ title: 'Дни' }),
      month: z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
        .optional()
        .meta({ title: 'Месец' }),
      locked: z.boolean().meta({ title: 'Заключен' }),
    })
    .optional()
    .meta({ title: 'Заключване' }),
});
export type MarkAttendanceBody = z.infer<typeof markAttendanceBody>;

export const attendanceGridRoutes = defineRoutes('attendance', {
  groupAttendance: {
    method: 'GET',
    path: '/api/StudentAttendances/{groupId}/{month}/{year}',
    permission: needs('StudentAttendances', 'read'),
    request: {
      path: z.object({ groupId: id('Група'), ...monthPath }),
      query: z.object({
        kindergartenId: kindergartenGuard(),
        studentIds: z
          .union([z.string(), z.array(z.string())])
          .optional()
          .transform((v) =>
            v === undefined ? undefined : (Array.isArray(v) ? v : v.split(',')).filter(Boolean),
          )
          .pipe(z.array(id('Дете')).max(100).optional())
          .meta({ title: 'Деца' }),
      }),
    },
    reply: { kind: 'json', schema: groupAttendanceMonth },
    summary:
      'Месечната таблица на присъствията на група: деца, дни (почивните сиви), статус на всяка клетка, заключени дни, суми; учител само своите групи, родител само своите деца',
  },
  markAttendance: {
    method: 'POST',
    path: '/api/StudentAttendances',
    permission: needs('StudentAttendances', 'update'),
    object: groupObject,
    request: { body: markAttendanceBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Отбелязва клетки (една, цял ден, цяло дете; статус 1-15, празна стойност изчиства) или заключва/отключва дни или месеца (само директорът); почивен ден, ден извън престоя в групата или заключен ден: 400, нищо не се записва',
  },
  exportAttendanceForm: {
    method: 'GET',
    path: '/api/StudentAttendances/attendance-form-export/{classId}/{month}/{year}',
    permission: needs('StudentAttendances', 'read'),
    request: {
      path: z.object({ classId: id('Група'), ...monthPath }),
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary: 'Дневникът на присъствията на групата за месеца за печат (Excel, .xlsx): деца, дни, суми',
  },
});
