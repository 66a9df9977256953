import { AdministrationBook } from '@gradina/shared';
import type { ControlCheck, controlCheckBody } from '@gradina/shared/manifest/routes/books/control-activity';
import { orEmpty, pick } from '@gradina/shared/record-fields';
import type { z } from 'zod';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { checkEntryDate, entryHeadView, numberedBook, numberTextOf } from '../register/entries';
import type { EntryItem } from '../register/items';

/**
 * The control activity books of the director and of the deputy director: each check numbered in its book's
 * school year with who was checked, the area, the findings, the recommendations and the follow-up.
 */

export type Controller = 'director' | 'deputy';
const bookOf = {
  director: numberedBook<CheckItem>(AdministrationBook.ControlActivityBook),
  deputy: numberedBook<CheckItem>(AdministrationBook.ControlActivityDeputyDirectorBook),
};

export interface CheckItem extends EntryItem {
  checked: string;
  area: string;
  findings: string;
  recommendations: string;
  followUp: string;
  followUpDate?: string | null;
}

/** The check's own fields, alike in the reply and in the saved item (the body's optional texts empty). */
const checkFields = (c: Pick<CheckItem, 'checked' | 'area' | 'findings'> & Partial<CheckItem>) => ({
  ...pick(c, 'checked', 'area', 'findings'),
  ...orEmpty(c, 'recommendations', 'followUp'),
  followUpDate: c.followUpDate ?? null,
});

export const checkView = (c: CheckItem): ControlCheck => ({ ...entryHeadView(c), ...checkFields(c) });

type BookQuery = { periodId?: string; search?: string; PageNumber?: number; PageSize?: number };

export async function controlBook(session: TenantRouteSession, who: Controller, q: BookQuery) {
  const page = await bookOf[who].page(session, q, (c) => [c.checked, c.area, c.findings, numberTextOf(c)]);
  return { protocols: page.items.map(checkView), rowsCount: page.rowsCount };
}

export async function controlCheck(session: TenantRouteSession, who: Controller, id: string) {
  return checkView(await bookOf[who].entry(session, id));
}

export async function saveCheck(
  session: TenantRouteSession,
  who: Controller,
  body: z.infer<typeof controlCheckBody>,
  existing: CheckItem | undefined,
) {
  await checkEntryDate(session, body.periodId, body.date);
  const id = await bookOf[who].save(
    session,
    body,
    { periodId: body.periodId, date: body.date, ...checkFields(body) },
    existing,
  );
  return saved(id);
}

export async function deleteCheck(session: TenantRouteSession, who: Controller, item: CheckItem) {
  return bookOf[who].cancel(session, item);
}
