import { AdministrationBook } from '@gradina/shared';
import { bookInfo, documentTypeName } from '@gradina/shared/books/books';
import { fillPlaceholders } from '@gradina/shared/books/placeholders';
import { formatDate } from '@gradina/shared/format-dates';
import { docxType } from '@gradina/shared/manifest/routes/books/export';
import { kindergartenNameOf } from '../../../platform/documents/table-report';
import { fileReply } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { CheckItem } from '../control-activity/control';
import type { LetterItem } from '../correspondence/correspondence';
import type { OrderItem } from '../director-orders/orders';
import { decisionsOfYear, type ProtocolItem } from '../pedagogical-council/items';
import { bookYear, numberTextOf } from '../register/entries';
import { type EntryItem, entriesOfYear, markPrinted } from '../register/items';
import { type BookColumn, type BookPrint, bookDocx, bookPdf } from './book-print';

/**
 * `GET /export/{bookType}`: a book's school year printed whole, as PDF or DOCX. Requests: the school years,
 * the kindergarten's name, the year's entries (one Query), the council's decisions (one Query), and for the
 * orders the counter that marks them printed: at most five for a book of 500 entries.
 */

const cancelled = (e: EntryItem) => (e.cancelled ? 'АНУЛИРАН(А)' : '');
const lines = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join('\n');
const date = (d: string | null | undefined) => (d ? formatDate(d) : '');

type Layout = { columns: BookColumn[]; row: (e: EntryItem) => string[] };

function orders(): Layout {
  return {
    columns: [
      { header: '№', width: 6 },
      { header: 'Дата', width: 8 },
      { header: 'Основание', width: 16 },
      { header: 'Относно', width: 20 },
      { header: 'Съдържание', width: 38 },
      { header: 'Бележки', width: 12 },
    ],
    row: (e) => {
      const o = e as OrderItem;
      return [
        numberTextOf(o),
        date(o.date),
        o.legalBasis ?? '',
        o.subject,
        fillPlaceholders(o.text, { Номер: numberTextOf(o) }),
        lines(
          cancelled(o),
          o.correctsId && `Изменя заповед № ${o.correctsNumberText}`,
          o.correctedById && `Изменена със заповед № ${o.correctedByNumberText}`,
        ),
      ];
    },
  };
}

function council(decisions: Awaited<ReturnType<typeof decisionsOfYear>>): Layout {
  return {
    columns: [
      { header: 'Протокол №', width: 7 },
      { header: 'Дата', width: 8 },
      { header: 'Присъствали', width: 20 },
      { header: 'Дневен ред', width: 25 },
      { header: 'Решения (отговорник, срок)', width: 40 },
    ],
    row: (e) => {
      const p = e as ProtocolItem;
      const mine = decisions.filter((d) => d.protocolId === p.id).sort((a, b) => a.number - b.number);
      return [
        lines(numberTextOf(p), cancelled(p)),
        date(p.date),
        lines(
          `${p.attendees.length} от ${p.membersCount} члена, ${p.quorum ? 'има кворум' : 'няма кворум'}`,
          p.attendees.join(', '),
          `Председател: ${p.chair}`,
          p.secretary && `Протоколчик: ${p.secretary}`,
        ),
        p.agenda.map((a, i) => `${i + 1}. ${a}`).join('\n'),
        mine
          .map(
            (d) =>
              `Решение № ${d.number}${d.cancelled ? ' (анулирано)' : ''}: ${d.text} — ${d.responsible}${d.dueDate ? `, срок ${date(d.dueDate)}` : ''}`,
          )
          .join('\n'),
      ];
    },
  };
}

function letters(direction: 'incoming' | 'outgoing'): Layout {
  const incoming = direction === 'incoming';
  return {
    columns: [
      { header: incoming ? 'Вх. №' : 'Изх. №', width: 7 },
      { header: 'Дата', width: 8 },
      { header: incoming ? 'Подател' : 'Получател', width: 22 },
      { header: 'Вид', width: 10 },
      { header: 'Относно', width: 35 },
      { header: incoming ? 'Отговор' : 'В отговор на', width: 18 },
    ],
    row: (e) => {
      const l = e as LetterItem;
      return [
        numberTextOf(l),
        date(l.date),
        lines(l.correspondent, l.senderNumber && `изх. № ${l.senderNumber}`),
        documentTypeName(l.documentType),
        lines(l.subject, cancelled(l)),
        incoming
          ? l.answeredById
            ? `изх. № ${l.answeredByNumberText}`
            : ''
          : l.replyToId
            ? `вх. № ${l.replyToNumberText}`
            : '',
      ];
    },
  };
}

function checks(): Layout {
  return {
    columns: [
      { header: '№', width: 5 },
      { header: 'Дата', width: 8 },
      { header: 'Проверен', width: 14 },
      { header: 'Област', width: 14 },
      { header: 'Констатации', width: 25 },
      { header: 'Препоръки', width: 20 },
      { header: 'Последващ контрол', width: 14 },
    ],
    row: (e) => {
      const c = e as CheckItem;
      return [
        lines(numberTextOf(c), cancelled(c)),
        date(c.date),
        c.checked,
        c.area,
        c.findings,
        c.recommendations ?? '',
        lines(c.followUp, c.followUpDate && `срок ${date(c.followUpDate)}`),
      ];
    },
  };
}

export async function exportBook(
  session: TenantRouteSession,
  bookType: AdministrationBook,
  q: { periodId?: string | undefined; format: 'pdf' | 'docx' },
) {
  const year = await bookYear(session, q.periodId);
  const [kindergarten, entries, decisions] = await Promise.all([
    kindergartenNameOf(session.kindergartenId),
    entriesOfYear(session.kindergartenId, bookType, year.id),
    bookType === AdministrationBook.PedagogicalCouncilBook
      ? decisionsOfYear(session.kindergartenId, year.id)
      : [],
  ]);
  const layout: Layout = {
    [AdministrationBook.DirectorOrderBook]: orders,
    [AdministrationBook.PedagogicalCouncilBook]: () => council(decisions),
    [AdministrationBook.IncomingCorrespondenceBook]: () => letters('incoming'),
    [AdministrationBook.OutgoingCorrespondenceBook]: () => letters('outgoing'),
    [AdministrationBook.ControlActivityBook]: checks,
    [AdministrationBook.ControlActivityDeputyDirectorBook]: checks,
  }[bookType]();
  const sorted = entries.sort((a, b) => a.number - b.number);
  const print: BookPrint = {
    kindergarten,
    title: bookInfo[bookType].title,
    schoolYear: year.name,
    columns: layout.columns,
    rows: sorted.map(layout.row),
    closing: [
      `Книгата е приключена с ${sorted.length} записа.`,
      'Директор: ................................ (подпис и печат)',
    ],
  };
  const last = sorted.at(-1)?.number ?? 0;
  // An order printed in the book is signed: from now on only a new order may change it.
  if (bookType === AdministrationBook.DirectorOrderBook && last > 0)
    await markPrinted(session.kindergartenId, bookType, year.id, last);
  const name = `${bookInfo[bookType].title} ${year.name.replace('/', '-')}`;
  return q.format === 'docx'
    ? fileReply(`${name}.docx`, docxType, await bookDocx(print))
    : fileReply(`${name}.pdf`, 'application/pdf', await bookPdf(print));
}
