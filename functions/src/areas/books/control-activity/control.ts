import { AdministrationBook } from '@gradina/shared';
import type { ControlCheck, controlCheckBody } from '@gradina/shared/manifest/routes/books/control-activity';
import type { z } from 'zod';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  bookPage,
  cancelEntry,
  checkEntryDate,
  entryHeadView,
  entryOf,
  numberTextOf,
  saveEntry,
} from '../register/entries';
import type { EntryItem } from '../register/items';

/**
 * The control activity books of the director and of the deputy director: each check numbered in its book's
 * school year with who was checked, the area, the findings, the recommendations and the follow-up.
 */

export type Controller = 'director' | 'deputy';
const bookOf: Record<Controller, AdministrationBook> = {
  director: AdministrationBook.ControlActivityBook,
  deputy: AdministrationBook.ControlActivityDeputyDirectorBook,
};

export interface CheckItem extends EntryItem {
  checked: string;
  area: string;
  findings: string;
  recommendations: string;
  followUp: string;
  followUpDate?: string | null;
}

export const checkView = (c: CheckItem): ControlCheck => ({
  ...entryHeadView(c),
  checked: c.checked,
  area: c.area,
  findings: c.findings,
  recommendations: c.recommendations ?? '',
  followUp: c.followUp ?? '',
  followUpDate: c.followUpDate ?? null,
});

type BookQuery = { periodId?: string; search?: string; PageNumber?: number; PageSize?: number };

export async function controlBook(session: TenantRouteSession, who: Controller, q: BookQuery) {
  const page = await bookPage<CheckItem>(session, bookOf[who], q, (c) => [
    c.checked,
    c.area,
    c.findings,
    numberTextOf(c),
  ]);
  return { protocols: page.items.map(checkView), rowsCount: page.rowsCount };
}

export async function controlCheck(session: TenantRouteSession, who: Controller, id: string) {
  return checkView(await entryOf<CheckItem>(session, bookOf[who], id));
}

export async function saveCheck(
  session: TenantRouteSession,
  who: Controller,
  body: z.infer<typeof controlCheckBody>,
  existing: CheckItem | undefined,
) {
  await checkEntryDate(session, body.periodId, body.date);
  const id = await saveEntry<CheckItem>(
    session,
    bookOf[who],
    body,
    {
      periodId: body.periodId,
      date: body.date,
      checked: body.checked,
      area: body.area,
      findings: body.findings,
      recommendations: body.recommendations ?? '',
      followUp: body.followUp ?? '',
      followUpDate: body.followUpDate ?? null,
    },
    existing,
  );
  return saved(id);
}

export async function deleteCheck(session: TenantRouteSession, who: Controller, item: CheckItem) {
  await cancelEntry(session, bookOf[who], item);
  return saved(item.id);
}
