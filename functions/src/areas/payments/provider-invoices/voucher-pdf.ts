import { formatDateDigits } from '@gradina/shared/format-dates';
import type { Party } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { amountInWords, formatCents } from '@gradina/shared/money-words';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * The expense cash voucher (РАЗХОДЕН КАСОВ ОРДЕР) as an A4 PDF, in the layout Bulgarian cash books use: the
 * issuer, number and date, to whom the money is paid with their identity document, the basis, the sum in
 * figures and in words, and the four signature lines (получател, касиер, главен счетоводител, ръководител).
 * Pure: the tests read the text back. Any cash paid out uses it: cash handed to a provider, a refund of an
 * overpayment (payments/overpayments).
 */

export interface CashVoucherPrint {
  /** As printed; empty for a draft (the preview). */
  number: string;
  date: string;
  /** The kindergarten paying out (the issuer). */
  kindergarten: Party;
  /** The person who takes the cash and signs for it. */
  recipientName: string;
  /** Their identity document as they show it (вид, №, издаден на/от); null on vouchers made before it. */
  recipientDocument: string | null;
  /** The organisation they take it for (a provider with its ЕИК), if any. */
  onBehalfOf?: string | null | undefined;
  basis: string;
  amountCents: number;
  cashierName: string;
  /** The director's name under „Ръководител“ (the kindergarten's МОЛ by default). */
  directorName?: string | null | undefined;
  /** More lines between the basis and the signatures (e.g. how many payments it hands over). */
  extra?: readonly { label: string; value: string }[] | undefined;
  draft: boolean;
}

const field = (label: string, value: string): Content => ({
  text: [{ text: `${label}: `, bold: true }, value || '—'],
  margin: [0, 3, 0, 3],
});

const signature = (role: string, name?: string | null): Content => ({
  stack: [
    { text: `${role}: ..............................`, margin: [0, 28, 0, 0] },
    { text: name ? `(${name})` : '(подпис)', fontSize: 8, color: '#555555', margin: [70, 0, 0, 0] },
  ],
});

export function cashVoucherDefinition(d: CashVoucherPrint): TDocumentDefinitions {
  const number = d.draft || !d.number ? '……' : d.number;
  return {
    pageSize: 'A4',
    pageMargins: [56, 48, 56, 48],
    info: { title: `Разходен касов ордер № ${number}`, creator: 'Градина' },
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.25 },
    content: [
      ...(d.draft
        ? [
            {
              text: 'ПРОЕКТ – документът не е записан',
              color: '#b00020',
              bold: true,
              alignment: 'center',
            } as Content,
          ]
        : []),
      { text: d.kindergarten.name, bold: true },
      {
        text: [
          d.kindergarten.eik ? `ЕИК ${d.kindergarten.eik}` : '',
          d.kindergarten.address ? `, ${d.kindergarten.address}` : '',
        ].join(''),
        fontSize: 9,
      },
      { text: 'РАЗХОДЕН КАСОВ ОРДЕР', alignment: 'center', bold: true, fontSize: 16, margin: [0, 24, 0, 4] },
      { text: `№ ${number} / дата ${formatDateDigits(d.date)}`, alignment: 'center', margin: [0, 0, 0, 18] },
      field('Изплатете на', d.onBehalfOf ? `${d.recipientName} (${d.onBehalfOf})` : d.recipientName),
      field('Документ за самоличност', d.recipientDocument ?? ''),
      field('Основание', d.basis),
      field('Сума', formatCents(d.amountCents)),
      field('Словом', amountInWords(d.amountCents)),
      ...(d.extra ?? []).map((e) => field(e.label, e.value)),
      {
        columns: [
          {
            stack: [signature('Получател', d.recipientName), signature('Главен счетоводител')],
          },
          {
            stack: [
              signature('Касиер', d.cashierName),
              signature(
                'Ръководител (директор)',
                d.directorName ?? (d.kindergarten.accountablePerson || null),
              ),
            ],
          },
        ],
        columnGap: 24,
        margin: [0, 12, 0, 0],
      },
      {
        text: `Получих сумата от ${formatCents(d.amountCents)} (${amountInWords(d.amountCents)}).`,
        fontSize: 9,
        margin: [0, 24, 0, 0],
      },
    ],
  };
}
