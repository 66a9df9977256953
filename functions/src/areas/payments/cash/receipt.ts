import { OnlinePaymentStatus } from '@gradina/shared';
import { formatDateDigits, formatMonth, sofiaDay } from '@gradina/shared/format-dates';
import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import { amountInWords, formatCents } from '@gradina/shared/money-words';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PaymentItem } from '../../../domain/activities/items';
import { mayActFor } from '../../../domain/children/access';
import { pdfMaker } from '../../../platform/documents/pdfmake';
import { notFound } from '../../../platform/http/errors';
import { fileReply } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { payerName } from '../online/items';
import type { SettingsItem } from './items';
import { readDocumentTypes, readKindergartenName, readPayment, readProvider, readSettings } from './items';

/**
 * The receipt (Разписка) of a paid payment, cash or online, as a one-page A4 PDF: the kindergarten as issuer
 * (its invoicing settings), the provider the money is for, the payer, a line per fee (child, activity,
 * month, amount), the total in figures and in words, the method and the cashier, or ePay's STAN and BCODE.
 */

export const paymentNotFound = 'Плащането не е намерено.';
const notPaid = 'Разписка се издава само за платено плащане.';

export interface ReceiptData {
  payment: PaymentItem;
  number: string;
  kindergartenName: string;
  issuer: Pick<SettingsItem, 'legalName' | 'eik' | 'address' | 'accountablePerson'> | null;
  provider: { name: string; eik: string };
  /** Who paid: the name staff typed, or for an online payment the parent who paid on ePay's page. */
  payer: string;
}

/** The payment's number as printed: the receipt series' prefix and its number (an online one without a
 * receipt number yet shows ePay's INVOICE). */
export const receiptLabel = (p: Pick<PaymentItem, 'receiptNumber' | 'invoice'>, prefix: string) =>
  p.receiptNumber !== null ? `${prefix}${p.receiptNumber}` : p.invoice ? `ePay ${p.invoice}` : null;

/** The day a payment was paid, `YYYY-MM-DD` (staff enter a date; ePay gives an instant). */
export const paidOn = (p: Pick<PaymentItem, 'paidAt' | 'createdAt'>) => {
  const at = p.paidAt ?? p.createdAt;
  return at.length === 10 ? at : sofiaDay(at);
};

const field = (label: string, value: string): Content => ({
  text: [{ text: `${label}: `, bold: true }, value || '—'],
  margin: [0, 2, 0, 2],
});

const signature = (caption: string, alignment: 'left' | 'right'): Content => ({
  stack: ['....................', { text: caption, fontSize: 8 }],
  alignment,
});

/** The receipt's document. Pure: the test reads its text back from the PDF. */
export function receiptDefinition(d: ReceiptData): TDocumentDefinitions {
  const p = d.payment;
  const issuer = d.issuer?.legalName || d.kindergartenName;
  const online = p.cashierId === null;
  const header: TableCell[] = [
    { text: 'Дете', bold: true },
    { text: 'Дейност', bold: true },
    { text: 'Месец', bold: true },
    { text: 'Сума', bold: true, alignment: 'right' },
  ];
  const rows: TableCell[][] = p.fees.map((f) => [
    f.childName,
    f.activityName,
    formatMonth(`${f.month}-01`) ?? f.month,
    { text: formatCents(f.amountCents), alignment: 'right' as const },
  ]);
  return {
    pageSize: 'A4',
    pageMargins: [56, 48, 56, 48],
    info: { title: `Разписка № ${d.number}`, creator: 'Градина' },
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.2 },
    content: [
      { text: issuer, bold: true, fontSize: 12 },
      {
        text: [
          d.issuer?.eik ? `ЕИК ${d.issuer.eik}` : '',
          d.issuer?.address ? `, ${d.issuer.address}` : '',
          d.issuer?.accountablePerson ? `, МОЛ ${d.issuer.accountablePerson}` : '',
        ].join(''),
        fontSize: 9,
      },
      {
        text: `Разписка № ${d.number} / ${formatDateDigits(paidOn(p))}`,
        alignment: 'center',
        bold: true,
        fontSize: 16,
        margin: [0, 28, 0, 16],
      },
      field('Детска градина', d.kindergartenName),
      field('Доставчик', `${d.provider.name}${d.provider.eik ? `, ЕИК ${d.provider.eik}` : ''}`),
      field('Платец', d.payer),
      {
        margin: [0, 14, 0, 8],
        fontSize: 10,
        table: {
          headerRows: 1,
          widths: ['30%', '30%', '20%', '20%'],
          body: [
            header,
            ...rows,
            [
              { text: 'Общо', bold: true, colSpan: 3 },
              '',
              '',
              { text: formatCents(p.totalCents), bold: true, alignment: 'right' },
            ],
          ],
        },
      },
      field('Словом', amountInWords(p.totalCents)),
      field('Начин на плащане', paymentMethodLabels[p.method]),
      online
        ? field(
            'ePay.bg',
            [p.stan ? `STAN ${p.stan}` : '', p.bcode ? `BCODE ${p.bcode}` : ''].filter(Boolean).join(', '),
          )
        : field('Касиер', p.cashierName ?? ''),
      ...(p.note ? [field('Бележка', p.note)] : []),
      // The signatures: the payer and the cashier are named once above (issue #26), here only signed for.
      {
        columns: [
          online ? { text: '' } : signature('подпис на касиера', 'left'),
          signature('подпис на платеца', 'right'),
        ],
        margin: [0, 40, 0, 0],
      },
    ],
  };
}

/** The receipt of a paid payment; a parent gets only one that pays a fee of their child (404 otherwise). */
export async function receipt(session: TenantRouteSession, paymentId: string) {
  const kg = session.kindergartenId;
  const payment = await readPayment(kg, paymentId);
  if (!payment) throw notFound(paymentNotFound);
  const mayRead = await Promise.all(payment.childIds.map((id) => mayActFor(session, { id, groupId: null })));
  if (!mayRead.some(Boolean)) throw notFound(paymentNotFound);
  if (payment.status !== OnlinePaymentStatus.Paid) throw notFound(notPaid);
  const [kindergartenName, settings, provider, [series], payer] = await Promise.all([
    readKindergartenName(kg),
    readSettings(kg),
    readProvider(payment.providerId),
    readDocumentTypes(kg, ['receipt']),
    payment.payerName ?? (payment.cashierId === null ? payerName(payment.createdBy) : ''),
  ]);
  const number = receiptLabel(payment, series?.item?.prefix ?? '') ?? payment.id.slice(0, 8);
  const maker = await pdfMaker();
  const body = await maker
    .createPdf(
      receiptDefinition({
        payment,
        number,
        kindergartenName,
        issuer: settings ?? null,
        provider: { name: provider?.name ?? payment.providerName, eik: provider?.eik ?? '' },
        payer,
      }),
    )
    .getBuffer();
  return fileReply(`Разписка ${number}.pdf`, 'application/pdf', body);
}
