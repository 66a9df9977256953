import { formatDateDigits, formatMonth } from '@gradina/shared/format-dates';
import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import type { Party, SettlementLine } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { amountInWords, formatCents } from '@gradina/shared/money-words';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { byActivity } from './rules';

/**
 * The protocol (приемо-предавателен протокол) and its annex (Приложение № 1) as A4 PDFs. Pure: the tests
 * read the text back and compare the totals with the sums of the lines.
 */

export interface ProtocolPrint {
  /** As printed; empty for a draft (the preview). */
  number: string;
  date: string;
  fromDate: string;
  toDate: string;
  kindergarten: Party;
  provider: { name: string; eik: string; address: string };
  lines: SettlementLine[];
  collectedCents: number;
  kindergartenShareCents: number;
  providerDueCents: number;
  manual: boolean;
  reason: string | null;
  note: string | null;
  draft: boolean;
}

const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
const head = (text: string, alignRight = false): TableCell => ({
  text,
  bold: true,
  ...(alignRight ? { alignment: 'right' as const } : {}),
});

const base = (title: string): Omit<TDocumentDefinitions, 'content'> => ({
  pageSize: 'A4',
  pageMargins: [48, 48, 48, 48],
  info: { title, creator: 'Градина' },
  defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
});

const draftMark = (draft: boolean): Content[] =>
  draft
    ? [
        {
          text: 'ПРОЕКТ – документът не е записан',
          color: '#b00020',
          bold: true,
          alignment: 'center',
          margin: [0, 0, 0, 8],
        },
      ]
    : [];

const numberText = (p: Pick<ProtocolPrint, 'number' | 'draft'>) => (p.draft || !p.number ? '……' : p.number);

const period = (p: Pick<ProtocolPrint, 'fromDate' | 'toDate'>) =>
  `${formatDateDigits(p.fromDate)} – ${formatDateDigits(p.toDate)}`;

const partyLine = (label: string, name: string, eik: string, address: string, extra = ''): Content => ({
  text: [
    { text: `${label}: `, bold: true },
    name,
    eik ? `, ЕИК ${eik}` : '',
    address ? `, ${address}` : '',
    extra,
  ],
  margin: [0, 2, 0, 2],
});

export function protocolDefinition(p: ProtocolPrint): TDocumentDefinitions {
  const rows: TableCell[][] = byActivity(p.lines).map((a) => [
    a.activityName,
    right(String(a.count)),
    right(formatCents(a.amountCents)),
    right(formatCents(a.shareCents)),
    right(formatCents(a.dueCents)),
  ]);
  const table: Content = {
    margin: [0, 10, 0, 10],
    table: {
      headerRows: 1,
      widths: ['*', 50, 80, 90, 90],
      body: [
        [
          head('Дейност'),
          head('Такси', true),
          head('Събрано', true),
          head('Дял на ДГ', true),
          head('За доставчика', true),
        ],
        ...rows,
        [
          { text: 'Общо', bold: true },
          right(String(p.lines.length), true),
          right(formatCents(p.collectedCents), true),
          right(formatCents(p.kindergartenShareCents), true),
          right(formatCents(p.providerDueCents), true),
        ],
      ],
    },
  };
  return {
    ...base(`Протокол № ${numberText(p)}`),
    content: [
      ...draftMark(p.draft),
      { text: 'ПРИЕМО-ПРЕДАВАТЕЛЕН ПРОТОКОЛ', alignment: 'center', bold: true, fontSize: 15 },
      {
        text: `№ ${numberText(p)} от ${formatDateDigits(p.date)}`,
        alignment: 'center',
        margin: [0, 4, 0, 16],
      },
      { text: `за таксите за допълнителни дейности, събрани за периода ${period(p)}`, margin: [0, 0, 0, 10] },
      partyLine(
        'Предаваща страна',
        p.kindergarten.name,
        p.kindergarten.eik,
        p.kindergarten.address,
        p.kindergarten.accountablePerson ? `, представлявана от ${p.kindergarten.accountablePerson}` : '',
      ),
      partyLine('Приемаща страна (доставчик)', p.provider.name, p.provider.eik, p.provider.address),
      p.manual
        ? {
            text: [{ text: 'Сумата е въведена ръчно. Основание: ', bold: true }, p.reason ?? ''],
            margin: [0, 10, 0, 0],
          }
        : table,
      { text: [{ text: 'Събрана сума: ', bold: true }, formatCents(p.collectedCents)], margin: [0, 6, 0, 2] },
      {
        text: [{ text: 'Дял на детската градина: ', bold: true }, formatCents(p.kindergartenShareCents)],
        margin: [0, 2, 0, 2],
      },
      {
        text: [{ text: 'Дължимо на доставчика: ', bold: true }, formatCents(p.providerDueCents)],
        margin: [0, 2, 0, 2],
      },
      { text: [{ text: 'Словом: ', bold: true }, amountInWords(p.providerDueCents)], margin: [0, 2, 0, 2] },
      ...(p.manual
        ? []
        : [{ text: 'Списъкът на плащанията е в Приложение № 1.', margin: [0, 8, 0, 0] } as Content]),
      ...(p.note
        ? [{ text: [{ text: 'Бележка: ', bold: true }, p.note], margin: [0, 6, 0, 0] } as Content]
        : []),
      {
        columns: [
          { text: 'Предал: ....................\n(детска градина)', margin: [0, 48, 0, 0] },
          { text: 'Приел: ....................\n(доставчик)', alignment: 'right', margin: [0, 48, 0, 0] },
        ],
      },
    ],
  };
}

/** Приложение № 1: every line (child, activity, month, day paid, method, receipt, amount, share, due). */
export function annexDefinition(p: ProtocolPrint): TDocumentDefinitions {
  const rows: TableCell[][] = p.lines.map((l, i) => [
    String(i + 1),
    l.childName,
    l.activityName,
    formatMonth(`${l.month}-01`) ?? l.month,
    formatDateDigits(l.paidOn) ?? l.paidOn,
    paymentMethodLabels[l.method],
    l.receiptNumber !== null ? String(l.receiptNumber) : '—',
    right(formatCents(l.amountCents)),
    right(formatCents(l.shareCents)),
    right(formatCents(l.dueCents)),
  ]);
  return {
    ...base(`Приложение № 1 към протокол № ${numberText(p)}`),
    pageOrientation: 'landscape',
    content: [
      { text: 'Приложение № 1', alignment: 'right', bold: true },
      {
        text: `към приемо-предавателен протокол № ${numberText(p)} от ${formatDateDigits(p.date)}`,
        alignment: 'right',
        margin: [0, 0, 0, 12],
      },
      { text: 'СПИСЪК НА ПЛАЩАНИЯТА', alignment: 'center', bold: true, fontSize: 13 },
      { text: `${p.provider.name}, период ${period(p)}`, alignment: 'center', margin: [0, 4, 0, 12] },
      p.manual
        ? {
            text: `Протоколът е с ръчно въведена сума; няма списък на плащанията. Основание: ${p.reason ?? ''}`,
          }
        : {
            fontSize: 8.5,
            table: {
              headerRows: 1,
              widths: [18, '*', '*', 70, 58, 66, 40, 58, 58, 62],
              body: [
                [
                  head('№'),
                  head('Дете'),
                  head('Дейност'),
                  head('Месец'),
                  head('Платено'),
                  head('Начин'),
                  head('Разп.'),
                  head('Сума', true),
                  head('Дял на ДГ', true),
                  head('За доставчика', true),
                ],
                ...rows,
                [
                  { text: 'Общо', bold: true, colSpan: 7 },
                  '',
                  '',
                  '',
                  '',
                  '',
                  '',
                  right(formatCents(p.collectedCents), true),
                  right(formatCents(p.kindergartenShareCents), true),
                  right(formatCents(p.providerDueCents), true),
                ],
              ],
            },
          },
      {
        text: `Общо: ${formatCents(p.collectedCents)}, от които за доставчика ${formatCents(p.providerDueCents)}`,
        margin: [0, 10, 0, 0],
        bold: true,
      },
    ],
  };
}
