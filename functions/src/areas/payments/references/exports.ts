import { formatMonth } from '@gradina/shared/format-dates';
import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import type {
  CashedQuery,
  FeeReportQuery,
  PaymentReportQuery,
  ReportFileType,
} from '@gradina/shared/manifest/routes/payments/references';
import {
  moneyText,
  type ReportColumn,
  type TableReport,
  tableReportFile,
} from '../../../platform/documents/table-report';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  batchPaymentsReport,
  cashedReport,
  cashiersReport,
  classesReport,
  feesReport,
  headingLines,
  kindergartenReport,
  paidPayments,
  studentsReport,
} from './reports';

/**
 * The reports as Excel or PDF files: the rows the screen shows, every one (no paging), the totals last.
 * Money is in cents here; the documents kit writes it with two decimals.
 */

const monthText = (month: string) => formatMonth(`${month}-01`) ?? month;
const money = (header: string): ReportColumn => ({ header, width: 14, kind: 'money' });
const count = (header: string): ReportColumn => ({ header, width: 10, kind: 'number' });

/** The names the heading gives the filters (read from the rows found, so no extra request). */
async function named(session: TenantRouteSession, q: PaymentReportQuery) {
  if (!q.providerId && !q.cashierId) return {};
  const payments = await paidPayments(session, q);
  return {
    provider: q.providerId ? payments.find((p) => p.providerId === q.providerId)?.providerName : undefined,
    cashier: q.cashierId
      ? (payments.find((p) => p.cashierId === q.cashierId)?.cashierName ?? undefined)
      : undefined,
  };
}

const file = async (
  session: TenantRouteSession,
  q: PaymentReportQuery,
  type: ReportFileType,
  report: Omit<TableReport, 'lines'>,
  group?: string,
) =>
  tableReportFile(
    { ...report, lines: await headingLines(session, q, { ...(await named(session, q)), group }) },
    type,
  );

export async function kindergartenExport(
  session: TenantRouteSession,
  q: PaymentReportQuery,
  type: ReportFileType,
) {
  const r = await kindergartenReport(session, q);
  return file(session, q, type, {
    fileName: 'Плащания по детска градина',
    title: 'Справка за плащанията по детска градина',
    columns: [
      { header: 'Месец', width: 16 },
      { header: 'Доставчик', width: 34 },
      { header: 'Начин на плащане', width: 20 },
      count('Брой плащания'),
      money('Сума'),
    ],
    rows: r.rows.map((row) => [
      monthText(row.month),
      row.providerName,
      paymentMethodLabels[row.method],
      row.count,
      row.totalCents,
    ]),
    totals: ['Общо', '', '', r.count, r.totalCents],
  });
}

export async function classesExport(
  session: TenantRouteSession,
  q: PaymentReportQuery,
  type: ReportFileType,
) {
  const { report: r, names } = await classesReport(session, q);
  return file(
    session,
    q,
    type,
    {
      fileName: 'Плащания по групи',
      title: 'Справка за плащанията по групи',
      columns: [
        { header: 'Група', width: 30 },
        count('Деца'),
        count('Такси'),
        count('Плащания'),
        money('Платено'),
      ],
      rows: r.rows.map((row) => [
        row.groupName,
        row.childrenCount,
        row.feesCount,
        row.paymentsCount,
        row.totalCents,
      ]),
      totals: ['Общо', r.childrenCount, r.feesCount, r.paymentsCount, r.totalCents],
    },
    q.groupId ? names.get(q.groupId) : undefined,
  );
}

export async function studentsExport(
  session: TenantRouteSession,
  q: PaymentReportQuery,
  type: ReportFileType,
) {
  const { report: r, names } = await studentsReport(session, q);
  return file(
    session,
    q,
    type,
    {
      fileName: 'Плащания по деца',
      title: 'Справка за плащанията по деца',
      columns: [
        { header: 'Дете', width: 30 },
        { header: 'Група', width: 24 },
        count('Такси'),
        count('Плащания'),
        money('Платено'),
      ],
      rows: r.rows.map((row) => [
        row.childName,
        row.groupName,
        row.feesCount,
        row.paymentsCount,
        row.totalCents,
      ]),
      totals: ['Общо', '', r.feesCount, r.paymentsCount, r.totalCents],
    },
    q.groupId ? names.get(q.groupId) : undefined,
  );
}

export async function cashiersExport(session: TenantRouteSession, q: PaymentReportQuery) {
  const r = await cashiersReport(session, q);
  return file(session, q, 'xlsx', {
    fileName: 'Плащания по касиери',
    title: 'Справка за плащанията по касиери',
    columns: [
      { header: 'Касиер', width: 30 },
      { header: 'Начин на плащане', width: 20 },
      count('Брой плащания'),
      money('Сума'),
    ],
    rows: r.rows.map((row) => [row.cashierName, paymentMethodLabels[row.method], row.count, row.totalCents]),
    totals: ['Общо', '', r.count, r.totalCents],
  });
}

export async function batchPaymentsExport(
  session: TenantRouteSession,
  q: PaymentReportQuery,
  type: ReportFileType,
) {
  const r = await batchPaymentsReport(session, q);
  return file(session, q, type, {
    fileName: 'Групови плащания',
    title: 'Справка за груповите плащания',
    columns: [
      { header: 'Дата', width: 11, kind: 'date' },
      { header: 'Разписка №', width: 11 },
      { header: 'Платец', width: 22 },
      { header: 'Деца', width: 30 },
      { header: 'Доставчик', width: 26 },
      { header: 'Начин на плащане', width: 16 },
      { header: 'Касиер', width: 20 },
      count('Такси'),
      money('Сума'),
    ],
    rows: r.result.map((p) => [
      p.paidOn,
      p.receiptLabel,
      p.payerName,
      p.childNames.join(', '),
      p.providerName,
      paymentMethodLabels[p.method],
      p.cashierName ?? 'онлайн',
      p.feesCount,
      p.totalCents,
    ]),
    totals: ['Общо', '', '', '', '', '', '', r.feesCount, r.totalCents],
  });
}

export async function cashedExport(session: TenantRouteSession, q: CashedQuery, type: ReportFileType) {
  const r = await cashedReport(session, q);
  const yes = (b: boolean) => (b ? 'да' : 'не');
  const state = q.state === 'settled' ? 'само отчетените' : q.state === 'open' ? 'само неотчетените' : '';
  const report = {
    fileName: 'Отчетени плащания',
    title: 'Справка за отчетените на доставчиците плащания',
    columns: [
      { header: 'Дата', width: 11, kind: 'date' as const },
      { header: 'Разписка №', width: 11 },
      { header: 'Деца', width: 30 },
      { header: 'Доставчик', width: 26 },
      { header: 'Начин на плащане', width: 16 },
      { header: 'Касиер', width: 20 },
      money('Сума'),
      { header: 'Отчетено с протокол', width: 12 },
      { header: 'Изплатено с РКО', width: 12 },
    ],
    rows: r.result.map((p) => [
      p.paidOn,
      p.receiptLabel,
      p.childNames.join(', '),
      p.providerName,
      paymentMethodLabels[p.method],
      p.cashierName ?? 'онлайн',
      p.totalCents,
      yes(p.settled),
      yes(p.handedOver),
    ]),
    totals: ['Общо', '', '', '', '', '', r.totalCents, '', ''],
  };
  const lines = await headingLines(session, q, await named(session, q));
  const sums = `Отчетено: ${moneyText(r.settledCents)}; неотчетено: ${moneyText(r.openCents)}; изплатено с РКО: ${moneyText(r.handedOverCents)}`;
  return tableReportFile(
    {
      ...report,
      lines: [...lines.slice(0, -1), ...(state ? [`Състояние: ${state}`] : []), sums, lines.at(-1)!],
    },
    type,
  );
}

export async function feesExport(session: TenantRouteSession, q: FeeReportQuery, type: ReportFileType) {
  const r = await feesReport(session, q);
  const t = r.totals;
  const provider = q.providerId
    ? r.rows.find((row) => row.providerId === q.providerId)?.providerName
    : undefined;
  const lines = await headingLines(session, q, { provider });
  return tableReportFile(
    {
      fileName: 'Такси по дейности',
      title: 'Справка за таксите по дейности',
      lines:
        q.activityId && r.rows[0]
          ? [...lines.slice(0, -1), `Дейност: ${r.rows[0].activityName}`, lines.at(-1)!]
          : lines,
      columns: [
        { header: 'Дейност', width: 26 },
        { header: 'Доставчик', width: 26 },
        count('Деца'),
        count('Такси'),
        money('Начислено'),
        money('Отстъпка'),
        money('Дължимо'),
        money('Платено'),
        money('Остава'),
      ],
      rows: r.rows.map((row) => [
        row.activityName,
        row.providerName,
        row.childrenCount,
        row.feesCount,
        row.baseCents,
        row.discountCents,
        row.amountCents,
        row.paidCents,
        row.dueCents,
      ]),
      totals: [
        'Общо',
        '',
        t.childrenCount,
        t.feesCount,
        t.baseCents,
        t.discountCents,
        t.amountCents,
        t.paidCents,
        t.dueCents,
      ],
    },
    type,
  );
}
