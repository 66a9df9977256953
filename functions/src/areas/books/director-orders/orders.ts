import { AdministrationBook } from '@gradina/shared';
import { TemplateCategory } from '@gradina/shared/books/books';
import type { DirectorOrder, directorOrderBody } from '@gradina/shared/manifest/routes/books/director-orders';
import type { z } from 'zod';
import { conflict, invalidField } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { checkEntryDate, entryHeadView, linkBack, numberedBook, numberTextOf } from '../register/entries';
import { counterOf, type EntryItem } from '../register/items';
import { checkPlaceholders, fillPlaceholders, fillValues } from '../templates/fill';

/**
 * The director's orders (книга за заповедите): numbered per school year, the text filled from its template's
 * placeholders, and never edited once printed in the book: a new order corrects it, and both show the link.
 */

/** The orders' numbered book; its `key` reads an order (the routes' loaders). */
export const ordersBook = numberedBook<OrderItem>(AdministrationBook.DirectorOrderBook);
type Body = z.infer<typeof directorOrderBody>;

export interface OrderItem extends EntryItem {
  subject: string;
  legalBasis: string;
  text: string;
  templateId?: string | null;
  childId?: string | null;
  groupId?: string | null;
  correctsId?: string | null;
  correctsNumberText?: string | null;
  correctedById?: string | null;
  correctedByNumberText?: string | null;
}

export const orderView = (item: OrderItem, printedThrough: number): DirectorOrder => ({
  ...entryHeadView(item),
  subject: item.subject,
  legalBasis: item.legalBasis ?? '',
  // The number is known only when the save's transaction gives it: filled here and in the print.
  text: fillPlaceholders(item.text, { Номер: numberTextOf(item) }),
  templateId: item.templateId ?? null,
  childId: item.childId ?? null,
  groupId: item.groupId ?? null,
  corrects: item.correctsId ? { id: item.correctsId, numberText: item.correctsNumberText ?? '' } : null,
  correctedBy: item.correctedById
    ? { id: item.correctedById, numberText: item.correctedByNumberText ?? '' }
    : null,
  printed: item.number <= printedThrough,
});

type BookQuery = { periodId?: string; search?: string; PageNumber?: number; PageSize?: number };

/** `GET director-order-book`: a page of the year's orders, newest first (two requests: the year, its counter). */
export async function orderBook(session: TenantRouteSession, q: BookQuery) {
  const page = await ordersBook.page(session, q, (o) => [o.subject, o.text, numberTextOf(o)]);
  const { printedThrough = 0 } = await counterOf(session.kindergartenId, ordersBook.book, page.periodId);
  return { orders: page.items.map((o) => orderView(o, printedThrough)), rowsCount: page.rowsCount };
}

/** `GET director-order-book/indexes`: the year's orders by subject, in Bulgarian alphabetical order. */
export async function orderIndexes(session: TenantRouteSession, q: BookQuery) {
  const page = await ordersBook.page(session, { ...q, PageSize: 100_000 }, (o) => [o.subject]);
  const bySubject = new Map<string, { id: string; numberText: string; date: string; cancelled: boolean }[]>();
  for (const o of [...page.items].sort((a, b) => a.number - b.number)) {
    const key = o.subject.trim();
    const list = bySubject.get(key) ?? [];
    list.push({ id: o.id, numberText: numberTextOf(o), date: o.date, cancelled: Boolean(o.cancelled) });
    bySubject.set(key, list);
  }
  const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });
  return [...bySubject.entries()]
    .map(([subject, orders]) => ({ subject, orders }))
    .sort((a, b) => collator.compare(a.subject, b.subject));
}

export async function order(session: TenantRouteSession, id: string) {
  const item = await ordersBook.entry(session, id);
  const { printedThrough = 0 } = await counterOf(session.kindergartenId, ordersBook.book, item.periodId);
  return orderView(item, printedThrough);
}

/** The order a new one corrects: of this kindergarten's book, not cancelled, not corrected already. */
async function correctedOrder(session: TenantRouteSession, id: string) {
  const item = await ordersBook.entry(session, id).catch(() => {
    throw invalidField('correctsId', 'Полето "Изменя заповед": няма такава заповед в книгата.');
  });
  if (item.cancelled) throw invalidField('correctsId', 'Полето "Изменя заповед": заповедта е анулирана.');
  if (item.correctedById)
    throw invalidField(
      'correctsId',
      `Полето "Изменя заповед": заповед № ${numberTextOf(item)} вече е изменена със заповед № ${item.correctedByNumberText}.`,
    );
  return item;
}

/**
 * `POST director-order`: a new order with the next number, or an edit of one not yet printed. The text's
 * placeholders are filled from the record (the number inside the transaction that gives it).
 */
export async function saveOrder(session: TenantRouteSession, body: Body, existing: OrderItem | undefined) {
  const year = await checkEntryDate(session, body.periodId, body.date);
  if (existing) {
    const { printedThrough = 0 } = await counterOf(
      session.kindergartenId,
      ordersBook.book,
      existing.periodId,
    );
    if (existing.number <= printedThrough)
      throw conflict(
        `Заповед № ${numberTextOf(existing)} е отпечатана в книгата и не се редактира. Издайте нова заповед, която я изменя.`,
      );
  }
  checkPlaceholders(body.text, TemplateCategory.Order);
  const corrected = body.correctsId && !existing ? await correctedOrder(session, body.correctsId) : undefined;
  const { Номер: _number, ...values } = await fillValues({
    kindergartenId: session.kindergartenId,
    date: body.date,
    schoolYear: year.name,
    childId: body.childId,
    groupId: body.groupId,
  });
  const text = fillPlaceholders(body.text, values);
  const id = await ordersBook.save(
    session,
    body,
    {
      periodId: body.periodId,
      date: body.date,
      subject: body.subject,
      legalBasis: body.legalBasis ?? '',
      text,
      templateId: body.templateId ?? null,
      childId: body.childId ?? null,
      groupId: body.groupId ?? null,
      correctsId: existing?.correctsId ?? corrected?.id ?? null,
      correctsNumberText: existing?.correctsNumberText ?? (corrected ? numberTextOf(corrected) : null),
    },
    existing,
    linkBack(
      corrected,
      { id: 'correctedById', numberText: 'correctedByNumberText' },
      'Заповедта, която изменяте, междувременно е изменена или анулирана.',
    ),
  );
  return saved(id);
}

/** `DELETE director-order/{id}`: cancels the order; its number stays in the book. */
export async function deleteOrder(session: TenantRouteSession, item: OrderItem) {
  return ordersBook.cancel(session, item);
}
