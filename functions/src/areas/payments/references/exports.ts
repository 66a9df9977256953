import { formatMonth } from '@gradina/shared/format-dates';
import { type PaymentRow, paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import type {
  CashedQuery,
  FeeReportQuery,
  PaymentReportQuery,
  ReportFileType,
} from '@gradina/shared/manifest/routes/payments/references';
import type { TableReport } from '../../../platform/documents/table-report';
import {
  column,
  fieldCells,
  moneyText,
  tableReportFile,
  textColumns,
  totalsRow,
} from '../../../platform/documents/table-report';
import type { TenantRouteSession as Session } from '../../../platform/http/route-session';
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
const money = (header: string) => column.money(header, 14);
const count = (header: string) => column.number(header, 10);

/** The names the heading gives the filters (read from the rows found, so no extra request). */
async function named(session: Session, q: PaymentReportQuery) {
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
  session: Session,
  q: PaymentReportQuery,
  type: ReportFileType,
  report: Omit<TableReport, 'lines'>,
  group?: string,
) =>
  tableReportFile(
    { ...report, lines: await headingLines(session, q, { ...(await named(session, q)), group }) },
    type,
  );

export async function kindergartenExport(session: Session, q: PaymentReportQuery, type: ReportFileType) {
  const r = await kindergartenReport(session, q);
  const columns = [
    ...textColumns({ Месец: 16, Доставчик: 34, 'Начин на плащане': 20 }),
    count('Брой плащания'),
    money('Сума'),
  ];
  return file(session, q, type, {
    fileName: 'Плащания по детска градина',
    title: 'Справка за плащанията по детска градина',
    columns,
    rows: r.rows.map((row) => [
      monthText(row.month),
      row.providerName,
      paymentMethodLabels[row.method],
      row.count,
      row.totalCents,
    ]),
    totals: totalsRow(columns, [r.count, r.totalCents]),
  });
}

/** The payments by group and by child: one shape, the group's or the child's name first. */
const childrenSheet = {
  classes: {
    fileName: 'Плащания по групи',
    title: 'Справка за плащанията по групи',
    columns: [column.text('Група', 30), count('Деца'), count('Такси'), count('Плащания'), money('Платено')],
    cells: fieldCells('groupName', 'childrenCount', 'feesCount', 'paymentsCount', 'totalCents'),
  },
  students: {
    fileName: 'Плащания по деца',
    title: 'Справка за плащанията по деца',
    columns: [...textColumns({ Дете: 30, Група: 24 }), count('Такси'), count('Плащания'), money('Платено')],
    cells: fieldCells('childName', 'groupName', 'feesCount', 'paymentsCount', 'totalCents'),
  },
};

export async function classesExport(session: Session, q: PaymentReportQuery, type: ReportFileType) {
  const { report: r, names } = await classesReport(session, q);
  const { cells, ...sheet } = childrenSheet.classes;
  const totals = totalsRow(sheet.columns, [r.childrenCount, r.feesCount, r.paymentsCount, r.totalCents]);
  const group = q.groupId ? names.get(q.groupId) : undefined;
  return file(session, q, type, { ...sheet, rows: r.rows.map(cells), totals }, group);
}

export async function studentsExport(session: Session, q: PaymentReportQuery, type: ReportFileType) {
  const { report: r, names } = await studentsReport(session, q);
  const { cells, ...sheet } = childrenSheet.students;
  const totals = totalsRow(sheet.columns, [r.feesCount, r.paymentsCount, r.totalCents]);
  const group = q.groupId ? names.get(q.groupId) : undefined;
  return file(session, q, type, { ...sheet, rows: r.rows.map(cells), totals }, group);
}

export async function cashiersExport(session: Session, q: PaymentReportQuery) {
  const r = await cashiersReport(session, q);
  const columns = [
    ...textColumns({ Касиер: 30, 'Начин на плащане': 20 }),
    count('Брой плащания'),
    money('Сума'),
  ];
  return file(session, q, 'xlsx', {
    fileName: 'Плащания по касиери',
    title: 'Справка за плащанията по касиери',
    columns,
    rows: r.rows.map((row) => [row.cashierName, paymentMethodLabels[row.method], row.count, row.totalCents]),
    totals: totalsRow(columns, [r.count, r.totalCents]),
  });
}

/** A payment as the batch and the cashed reports list it: its receipt, then who and what it paid. */
type PaymentCells = Pick<
  PaymentRow,
  'paidOn' | 'receiptLabel' | 'childNames' | 'providerName' | 'method' | 'cashierName'
>;
const receiptColumns = [column.date('Дата'), column.text('Разписка №', 11)];
const paidColumns = [...textColumns({ Деца: 30, Доставчик: 26, 'Начин на плащане': 16, Касиер: 20 })];
const receiptCells = (p: PaymentCells) => [p.paidOn, p.receiptLabel];
const paidCells = (p: PaymentCells) => [
  p.childNames.join(', '),
  p.providerName,
  paymentMethodLabels[p.method],
  p.cashierName ?? 'онлайн',
];

export async function batchPaymentsExport(session: Session, q: PaymentReportQuery, type: ReportFileType) {
  const r = await batchPaymentsReport(session, q);
  const columns = [
    ...receiptColumns,
    column.text('Платец', 22),
    ...paidColumns,
    count('Такси'),
    money('Сума'),
  ];
  return file(session, q, type, {
    fileName: 'Групови плащания',
    title: 'Справка за груповите плащания',
    columns,
    rows: r.result.map((p) => [...receiptCells(p), p.payerName, ...paidCells(p), p.feesCount, p.totalCents]),
    totals: totalsRow(columns, [r.feesCount, r.totalCents]),
  });
}

export async function cashedExport(session: Session, q: CashedQuery, type: ReportFileType) {
  const r = await cashedReport(session, q);
  const yes = (b: boolean) => (b ? 'да' : 'не');
  const state = q.state === 'settled' ? 'само отчетените' : q.state === 'open' ? 'само неотчетените' : '';
  const columns = [
    ...receiptColumns,
    ...paidColumns,
    money('Сума'),
    ...textColumns({ 'Отчетено с протокол': 12, 'Изплатено с РКО': 12 }),
  ];
  const lines = await headingLines(session, q, await named(session, q));
  const sums = `Отчетено: ${moneyText(r.settledCents)}; неотчетено: ${moneyText(r.openCents)}; изплатено с РКО: ${moneyText(r.handedOverCents)}`;
  return tableReportFile(
    {
      fileName: 'Отчетени плащания',
      title: 'Справка за отчетените на доставчиците плащания',
      lines: [...lines.slice(0, -1), ...(state ? [`Състояние: ${state}`] : []), sums, lines.at(-1)!],
      columns,
      rows: r.result.map((p) => [
        ...receiptCells(p),
        ...paidCells(p),
        p.totalCents,
        yes(p.settled),
        yes(p.handedOver),
      ]),
      totals: totalsRow(columns, [r.totalCents, '', '']),
    },
    type,
  );
}

const feeFigures = [
  'childrenCount',
  'feesCount',
  'baseCents',
  'discountCents',
  'amountCents',
  'paidCents',
  'dueCents',
] as const;

export async function feesExport(session: Session, q: FeeReportQuery, type: ReportFileType) {
  const r = await feesReport(session, q);
  const provider = q.providerId
    ? r.rows.find((row) => row.providerId === q.providerId)?.providerName
    : undefined;
  const lines = await headingLines(session, q, { provider });
  const columns = [
    ...textColumns({ Дейност: 26, Доставчик: 26 }),
    count('Деца'),
    count('Такси'),
    money('Начислено'),
    money('Отстъпка'),
    money('Дължимо'),
    money('Платено'),
    money('Остава'),
  ];
  return tableReportFile(
    {
      fileName: 'Такси по дейности',
      title: 'Справка за таксите по дейности',
      lines:
        q.activityId && r.rows[0]
          ? [...lines.slice(0, -1), `Дейност: ${r.rows[0].activityName}`, lines.at(-1)!]
          : lines,
      columns,
      rows: r.rows.map(fieldCells('activityName', 'providerName', ...feeFigures)),
      totals: totalsRow(columns, fieldCells(...feeFigures)(r.totals)),
    },
    type,
  );
}
