import { z } from 'zod';
import { ActivityEnrollmentStatus, FeePaymentStatus, PaymentMethod } from '../../../enums';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * The staff's reports on the extra activities themselves (issue #17, docs/areas/activity-reports.md): the
 * children of each activity in a period, the activity attendance by activity and month, and one child's
 * history (enrolment periods, fees, payments). The children per activity and a child's history are for
 * those who manage activities (`Activities` update); the attendance for those who mark it
 * (`ActivityAttendances` update): a teacher sees only the activities they lead.
 */

const monthQuery = (title: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: `Полето "${title}" трябва да е във вида ГГГГ-ММ.` })
    .meta({ title });

/** The file an export gives: `xlsx` (Excel) or `pdf`. */
export const activityReportFileType = z
  .enum(['xlsx', 'pdf'], { error: 'Полето "Формат" трябва да е xlsx или pdf.' })
  .meta({ title: 'Формат' });

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const reportFile = fileReplyKind(xlsxType, 'application/pdf');

/** The days `fromDate`…`toDate` (at most a year); none: today. */
export const studentsSummaryQuery = z.object({
  kindergartenId: kindergartenGuard(),
  fromDate: dateField('От дата').optional(),
  toDate: dateField('До дата').optional(),
  providerId: id('Доставчик').optional(),
  activityId: id('Дейност').optional(),
  groupId: id('Група').optional(),
});
export type StudentsSummaryQuery = z.infer<typeof studentsSummaryQuery>;

const childrenFigures = {
  /** Enrolled on at least one day of the period. */
  childrenCount: z.number().int(),
  /** Started a period inside it. */
  joinedCount: z.number().int(),
  /** Ended a period inside it. */
  leftCount: z.number().int(),
  /** Enrolled on its last day. */
  atEndCount: z.number().int(),
};
export const activityChildrenRow = z.object({
  activityId: z.string(),
  activityName: z.string(),
  typeName: z.string(),
  providerName: z.string(),
  teacherName: z.string().nullable(),
  ...childrenFigures,
});
export type ActivityChildrenRow = z.infer<typeof activityChildrenRow>;
export const studentsSummary = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  rows: z.array(activityChildrenRow),
  totals: z.object({
    ...childrenFigures,
    /** Different children in any activity (a child in two activities counts once). */
    distinctChildren: z.number().int(),
  }),
});
export type StudentsSummary = z.infer<typeof studentsSummary>;

/** The months `fromMonth`…`toMonth` (at most 12); none: this month. */
export const attendanceSummaryQuery = z.object({
  kindergartenId: kindergartenGuard(),
  fromMonth: monthQuery('От месец').optional(),
  toMonth: monthQuery('До месец').optional(),
  providerId: id('Доставчик').optional(),
  activityId: id('Дейност').optional(),
});
export type AttendanceSummaryQuery = z.infer<typeof attendanceSummaryQuery>;

const attendanceFigures = {
  /** Children with at least one mark. */
  childrenCount: z.number().int(),
  /** Days with at least one mark. */
  sessionsCount: z.number().int(),
  presentCount: z.number().int(),
  absentCount: z.number().int(),
  /** Present of the marks, in percent with one decimal; null without marks. */
  attendanceRate: z.number().nullable(),
};
export const activityAttendanceRow = z.object({
  activityId: z.string(),
  activityName: z.string(),
  providerName: z.string(),
  teacherName: z.string().nullable(),
  /** `YYYY-MM`. */
  month: z.string(),
  ...attendanceFigures,
});
export type ActivityAttendanceRow = z.infer<typeof activityAttendanceRow>;
export const attendanceSummary = z.object({
  fromMonth: z.string(),
  toMonth: z.string(),
  rows: z.array(activityAttendanceRow),
  totals: z.object(attendanceFigures),
});
export type AttendanceSummary = z.infer<typeof attendanceSummary>;

export const childHistoryQuery = z.object({ kindergartenId: kindergartenGuard(), childId: id('Дете') });

export const childHistory = z.object({
  childId: z.string(),
  childName: z.string(),
  groupName: z.string(),
  enrollments: z.array(
    z.object({
      activityId: z.string(),
      activityName: z.string(),
      providerName: z.string(),
      status: z.enum(ActivityEnrollmentStatus),
      periods: z.array(z.object({ from: z.string(), to: z.string().nullable() })),
    }),
  ),
  fees: z.array(
    z.object({
      id: z.string(),
      month: z.string(),
      activityName: z.string(),
      providerName: z.string(),
      amountCents: z.number().int(),
      discountCents: z.number().int(),
      paidCents: z.number().int(),
      status: z.enum(FeePaymentStatus),
    }),
  ),
  /** The payments of the last 12 months that paid a fee of the child (its lines only). */
  payments: z.array(
    z.object({
      id: z.string(),
      paidOn: z.string(),
      method: z.enum(PaymentMethod),
      providerName: z.string(),
      receiptNumber: z.number().int().nullable(),
      amountCents: z.number().int(),
    }),
  ),
  totals: z.object({
    amountCents: z.number().int(),
    paidCents: z.number().int(),
    dueCents: z.number().int(),
    paymentsCents: z.number().int(),
  }),
});
export type ChildHistory = z.infer<typeof childHistory>;

const manage = needs('Activities', 'update');
const attendance = needs('ActivityAttendances', 'update');

export const activityReportRoutes = defineRoutes('activities', {
  studentsSummary: {
    method: 'GET',
    path: '/api/activities/students/summary',
    permission: manage,
    request: { query: studentsSummaryQuery },
    reply: { kind: 'json', schema: studentsSummary },
    summary: 'Децата на всяка дейност за периода: записани, новозаписани, отписани и към края му',
  },
  studentsSummaryExport: {
    method: 'GET',
    path: '/api/activities/students/summary/export/{type}',
    permission: manage,
    request: { path: z.object({ type: activityReportFileType }), query: studentsSummaryQuery },
    reply: reportFile,
    summary: 'Справката за децата по дейности като Excel (xlsx) или PDF',
  },
  attendanceSummary: {
    method: 'GET',
    path: '/api/Activities/attendance/summary',
    permission: attendance,
    request: { query: attendanceSummaryQuery },
    reply: { kind: 'json', schema: attendanceSummary },
    summary:
      'Присъствията на дейностите по дейност и месец: деца, занимания, присъствия, отсъствия, процент; учител: само своите дейности',
  },
  attendanceSummaryExport: {
    method: 'GET',
    path: '/api/Activities/attendance/summary/{type}',
    permission: attendance,
    request: { path: z.object({ type: activityReportFileType }), query: attendanceSummaryQuery },
    reply: reportFile,
    summary: 'Справката за присъствията по дейности като Excel (xlsx) или PDF ({type} е форматът)',
  },
  childHistory: {
    method: 'GET',
    path: '/api/Activities/students/history/summary',
    permission: manage,
    request: { query: childHistoryQuery },
    reply: { kind: 'json', schema: childHistory },
    summary: 'Историята на дете в дейностите: периоди на записване, такси по месеци и плащания',
  },
});
