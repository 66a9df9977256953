import { z } from 'zod';
import { PaymentMethod } from '../../../enums';
import { pageQuery } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, fileReplyKind, id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';
import { methodTotal, paymentRow } from './cash';

/**
 * The staff's reports on the extra activities' money (issue #17, docs/areas/activity-reports.md): the paid
 * payments of a period by month, provider and method; by group; by child; by cashier; the batch payments;
 * whether each payment is settled with its provider ("cashed"); and the fees by activity. Each on screen and
 * as an Excel or PDF file. Kindergarten-wide money is for those who take payments (`Payments` create) and
 * generate fees (`ActivityFees` create): a parent reads only their own children's fees and payments.
 */

const monthQuery = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Полето "Месец" трябва да е във вида ГГГГ-ММ.' })
  .meta({ title: 'Месец' });

/** The file an export gives: `xlsx` (Excel) or `pdf`. */
export const reportFileTypes = ['xlsx', 'pdf'] as const;
export type ReportFileType = (typeof reportFileTypes)[number];
export const reportFileType = z
  .enum(reportFileTypes, { error: 'Полето "Формат" трябва да е xlsx или pdf.' })
  .meta({ title: 'Формат' });

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const reportFile = fileReplyKind(xlsxType, 'application/pdf');

/**
 * The period: one month (`month`), or the days `fromDate`…`toDate` (at most 12 months); none: this month.
 * A payment belongs to the day it was paid, a fee to its month.
 */
const period = {
  kindergartenId: kindergartenGuard(),
  month: monthQuery.optional(),
  fromDate: dateField('От дата').optional(),
  toDate: dateField('До дата').optional(),
  providerId: id('Доставчик').optional(),
};
const methodFilter = z.coerce.number().pipe(choice(PaymentMethod, 'Начин на плащане')).optional();

export const paymentReportQuery = z.object({
  ...period,
  method: methodFilter,
  cashierId: id('Касиер').optional(),
  groupId: id('Група').optional(),
});
export type PaymentReportQuery = z.infer<typeof paymentReportQuery>;

export const cashedStates = ['all', 'settled', 'open'] as const;
export const cashedQuery = paymentReportQuery.extend({
  /** `settled`: taken into a protocol with the provider; `open`: not yet; `all` (default). */
  state: z
    .enum(cashedStates, { error: 'Полето "Състояние" трябва да е all, settled или open.' })
    .meta({ title: 'Състояние' })
    .optional(),
});
export type CashedQuery = z.infer<typeof cashedQuery>;

export const feeReportQuery = z.object({ ...period, activityId: id('Дейност').optional() });
export type FeeReportQuery = z.infer<typeof feeReportQuery>;

const figures = { count: z.number().int(), totalCents: z.number().int() };

/** The paid payments of a month by provider and method. */
export const kindergartenRow = z.object({
  month: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  method: z.enum(PaymentMethod),
  ...figures,
});
export const kindergartenReport = z.object({
  rows: z.array(kindergartenRow),
  byMethod: z.array(methodTotal),
  byProvider: z.array(z.object({ providerId: z.string(), providerName: z.string(), ...figures })),
  ...figures,
});
export type KindergartenReport = z.infer<typeof kindergartenReport>;

/** What a group's children paid: the fees' lines of the payments (a batch may pay two groups' fees). */
export const classRow = z.object({
  groupId: z.string().nullable(),
  groupName: z.string(),
  childrenCount: z.number().int(),
  feesCount: z.number().int(),
  paymentsCount: z.number().int(),
  totalCents: z.number().int(),
});
export const classesReport = z.object({
  rows: z.array(classRow),
  childrenCount: z.number().int(),
  feesCount: z.number().int(),
  paymentsCount: z.number().int(),
  totalCents: z.number().int(),
});
export type ClassesReport = z.infer<typeof classesReport>;

export const studentRow = z.object({
  childId: z.string(),
  childName: z.string(),
  groupName: z.string(),
  feesCount: z.number().int(),
  paymentsCount: z.number().int(),
  totalCents: z.number().int(),
});
export const studentsReport = z.object({
  rows: z.array(studentRow),
  feesCount: z.number().int(),
  paymentsCount: z.number().int(),
  totalCents: z.number().int(),
});
export type StudentsReport = z.infer<typeof studentsReport>;

/** What each staff member took, by method (online payments have no cashier and are not here). */
export const cashierRow = z.object({
  cashierId: z.string(),
  cashierName: z.string(),
  method: z.enum(PaymentMethod),
  ...figures,
});
export const cashiersReport = z.object({
  rows: z.array(cashierRow),
  byMethod: z.array(methodTotal),
  ...figures,
});
export type CashiersReport = z.infer<typeof cashiersReport>;

export const batchPaymentsReport = z.object({
  result: z.array(paymentRow.extend({ feesCount: z.number().int() })),
  rowsCount: z.number().int(),
  byMethod: z.array(methodTotal),
  feesCount: z.number().int(),
  totalCents: z.number().int(),
});
export type BatchPaymentsReport = z.infer<typeof batchPaymentsReport>;

export const cashedRow = z.object({
  id: z.string(),
  paidOn: z.string(),
  receiptLabel: z.string().nullable(),
  providerId: z.string(),
  providerName: z.string(),
  method: z.enum(PaymentMethod),
  recordedByStaff: z.boolean(),
  cashierName: z.string().nullable(),
  childNames: z.array(z.string()),
  totalCents: z.number().int(),
  /** Taken into a protocol with the provider (the provider's share is settled). */
  settled: z.boolean(),
  /** Paid out to the provider from the cash desk with an expense cash voucher. */
  handedOver: z.boolean(),
});
export const cashedReport = z.object({
  result: z.array(cashedRow),
  rowsCount: z.number().int(),
  /** Over every payment the filters match (not only the page's). */
  totalCents: z.number().int(),
  settledCents: z.number().int(),
  openCents: z.number().int(),
  handedOverCents: z.number().int(),
});
export type CashedReport = z.infer<typeof cashedReport>;

const feeFigures = {
  childrenCount: z.number().int(),
  feesCount: z.number().int(),
  baseCents: z.number().int(),
  discountCents: z.number().int(),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  dueCents: z.number().int(),
};
export const activityFeeRow = z.object({
  activityId: z.string(),
  activityName: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  ...feeFigures,
});
export const feesByActivityReport = z.object({ rows: z.array(activityFeeRow), totals: z.object(feeFigures) });
export type FeesByActivityReport = z.infer<typeof feesByActivityReport>;

const read = needs('Payments', 'create');
const exportPath = { path: z.object({ type: reportFileType }) };

const report = <S extends z.ZodType, Q extends z.ZodObject>(
  path: string,
  query: Q,
  schema: S,
  summary: string,
  paged = false,
) =>
  ({
    method: 'GET',
    path,
    permission: read,
    request: { query },
    reply: { kind: 'json', schema, ...(paged ? { paged: true } : {}) },
    summary,
  }) as const;

const exported = <Q extends z.ZodObject>(path: string, query: Q, summary: string) =>
  ({
    method: 'GET',
    path,
    permission: read,
    request: { ...exportPath, query },
    reply: reportFile,
    summary,
  }) as const;

const base = '/api/activities/payments/references';
const pagedQuery = paymentReportQuery.extend(pageQuery);

export const paymentsReferenceRoutes = defineRoutes('payments', {
  kindergartenReport: report(
    `${base}/kindergarten`,
    paymentReportQuery,
    kindergartenReport,
    'Платените суми за периода по месец, доставчик и начин на плащане, с общите суми',
  ),
  kindergartenReportExport: exported(
    `${base}/kindergarten/export/{type}`,
    paymentReportQuery,
    'Справката по детска градина като Excel (xlsx) или PDF',
  ),
  classesReport: report(
    `${base}/classes`,
    paymentReportQuery,
    classesReport,
    'Платеното за периода по група на детето: деца, такси, плащания и сума',
  ),
  classesReportExport: exported(
    `${base}/classes/export/{type}`,
    paymentReportQuery,
    'Справката по групи като Excel (xlsx) или PDF',
  ),
  studentsReport: report(
    `${base}/students`,
    paymentReportQuery,
    studentsReport,
    'Платеното за периода по дете (с група): такси, плащания и сума',
  ),
  studentsReportExport: exported(
    `${base}/students/export/{type}`,
    paymentReportQuery,
    'Справката по деца като Excel (xlsx) или PDF',
  ),
  cashiersReport: report(
    `${base}/cashiers`,
    paymentReportQuery,
    cashiersReport,
    'Събраното от всеки касиер за периода по начин на плащане (плащанията, записани от служители)',
  ),
  cashiersReportExport: {
    method: 'GET',
    path: `${base}/cashiers/export`,
    permission: read,
    request: { query: paymentReportQuery },
    reply: fileReplyKind(xlsxType),
    summary: 'Справката по касиери като Excel (xlsx)',
  },
  batchPaymentsReport: report(
    `${base}/batch-payments`,
    pagedQuery,
    batchPaymentsReport,
    'Плащанията на няколко такси наведнъж за периода, с броя такси и сумите по начин на плащане',
    true,
  ),
  batchPaymentsReportExport: exported(
    `${base}/batch-payments/export/{type}`,
    paymentReportQuery,
    'Справката за групови плащания като Excel (xlsx) или PDF',
  ),
  cashedReport: report(
    `${base}/cashed`,
    cashedQuery.extend(pageQuery),
    cashedReport,
    'Платените плащания за периода и дали са отчетени на доставчика с протокол и изплатени с РКО',
    true,
  ),
  cashedReportExport: exported(
    `${base}/cashed/export/{type}`,
    cashedQuery,
    'Справката за отчетените плащания като Excel (xlsx) или PDF',
  ),
  feesByActivity: {
    ...report(
      '/api/activities/invoices/summary-by-activity',
      feeReportQuery,
      feesByActivityReport,
      'Таксите за периода (по месеците им) по дейност: деца, такси, сума, отстъпка, платено и дължимо',
    ),
    permission: needs('ActivityFees', 'create'),
  },
  feesByActivityExport: {
    ...exported(
      '/api/activities/invoices/summary-by-activity/export/{type}',
      feeReportQuery,
      'Справката за таксите по дейност като Excel (xlsx) или PDF',
    ),
    permission: needs('ActivityFees', 'create'),
  },
});
