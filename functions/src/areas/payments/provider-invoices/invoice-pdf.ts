import { formatDateDigits } from '@gradina/shared/format-dates';
import type { Party } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { amountInWords, formatCents } from '@gradina/shared/money-words';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { InvoicePart, VoucherPart } from './items';
import { cashVoucherDefinition } from './voucher-pdf';

/**
 * The invoice (ФАКТУРА) in the Bulgarian layout and the expense cash voucher (РАЗХОДЕН КАСОВ ОРДЕР, laid out
 * in voucher-pdf.ts) as A4 PDFs. Pure: the tests read the text back.
 */

export interface InvoicePrint extends InvoicePart {
  number: string;
  issueDate: string;
  cancelled: boolean;
}

const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });

const partyBlock = (title: string, p: Party): Content => ({
  stack: [
    { text: title, bold: true, fontSize: 11, margin: [0, 0, 0, 4] },
    { text: p.name || '—', bold: true },
    { text: `ЕИК: ${p.eik || '—'}` },
    ...(p.vatNumber ? [{ text: `ИН по ЗДДС: ${p.vatNumber}` }] : []),
    { text: `Адрес: ${p.address || '—'}` },
    { text: `МОЛ: ${p.accountablePerson || '—'}` },
  ],
});

export function invoiceDefinition(d: InvoicePrint): TDocumentDefinitions {
  const rows: TableCell[][] = d.lines.map((l, i) => [
    String(i + 1),
    l.description,
    right('1'),
    right(formatCents(l.amountCents)),
    right(formatCents(l.amountCents)),
  ]);
  return {
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 48],
    info: { title: `Фактура № ${d.number}`, creator: 'Градина' },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    content: [
      ...(d.cancelled
        ? [{ text: 'АНУЛИРАНА', color: '#b00020', bold: true, fontSize: 14, alignment: 'center' } as Content]
        : []),
      { text: 'ФАКТУРА', alignment: 'center', bold: true, fontSize: 18 },
      { text: 'Оригинал', alignment: 'center', margin: [0, 2, 0, 8] },
      {
        columns: [
          { text: [{ text: '№ ', bold: true }, d.number] },
          {
            text: [{ text: 'Дата на издаване: ', bold: true }, formatDateDigits(d.issueDate) ?? ''],
            alignment: 'center',
          },
          {
            text: [
              { text: 'Дата на данъчното събитие: ', bold: true },
              formatDateDigits(d.taxEventDate) ?? '',
            ],
            alignment: 'right',
          },
        ],
        margin: [0, 0, 0, 14],
      },
      { columns: [partyBlock('Получател', d.recipient), partyBlock('Доставчик', d.supplier)], columnGap: 24 },
      {
        margin: [0, 16, 0, 10],
        table: {
          headerRows: 1,
          widths: [20, '*', 50, 80, 80],
          body: [
            [
              { text: '№', bold: true },
              { text: 'Наименование на стоката или услугата', bold: true },
              right('Кол.', true),
              right('Ед. цена', true),
              right('Стойност', true),
            ],
            ...rows,
          ],
        },
      },
      {
        margin: [0, 0, 0, 8],
        table: {
          widths: ['*', 110],
          body: [
            ['Данъчна основа', right(formatCents(d.taxBaseCents))],
            [`ДДС ${d.vatPercent}%`, right(formatCents(d.vatCents))],
            [{ text: 'Сума за плащане', bold: true }, right(formatCents(d.taxBaseCents + d.vatCents), true)],
          ],
        },
        layout: 'noBorders',
      },
      ...(d.vatPercent === 0 && d.noVatReason
        ? [{ text: d.noVatReason, italics: true, margin: [0, 0, 0, 6] } as Content]
        : []),
      { text: [{ text: 'Словом: ', bold: true }, amountInWords(d.taxBaseCents + d.vatCents)] },
      {
        columns: [
          { text: 'Получател: ....................', margin: [0, 48, 0, 0] },
          { text: 'Съставил: ....................', alignment: 'right', margin: [0, 48, 0, 0] },
        ],
      },
    ],
  };
}

export interface VoucherPrint extends VoucherPart {
  /** As printed; empty for a draft (the preview). */
  number: string;
  date: string;
  kindergarten: Party;
  providerName: string;
  providerEik: string;
  amountCents: number;
  paymentsCount: number;
  draft: boolean;
}

/** Cash handed to a provider: the cash voucher with the provider and how many payments it hands over. */
export const voucherDefinition = (d: VoucherPrint): TDocumentDefinitions =>
  cashVoucherDefinition({
    number: d.number,
    date: d.date,
    kindergarten: d.kindergarten,
    recipientName: d.recipientName,
    recipientDocument: d.recipientDocument ?? null,
    onBehalfOf: `${d.providerName}${d.providerEik ? `, ЕИК ${d.providerEik}` : ''}`,
    basis: d.basis,
    amountCents: d.amountCents,
    cashierName: d.cashierName,
    extra: [{ label: 'Плащания', value: String(d.paymentsCount) }],
    draft: d.draft,
  });
