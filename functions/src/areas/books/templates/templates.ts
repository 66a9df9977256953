import { randomUUID } from 'node:crypto';
import type { AdministrationBook } from '@gradina/shared';
import type { TemplateCategory } from '@gradina/shared/books/books';
import { placeholdersOf, placeholderText } from '@gradina/shared/books/placeholders';
import type { DocumentTemplate } from '@gradina/shared/manifest/routes/books/templates';
import { sofiaToday } from '../../../platform/clock';
import { byBulgarianName, pageOf, putItem, requireVersion, versionedPut } from '../../../platform/db';
import { invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { RouteSession, TenantRouteSession } from '../../../platform/http/route-session';
import { bookYear } from '../register/entries';
import { checkPlaceholders, fillPlaceholders, fillValues } from './fill';
import {
  nationalTemplates,
  ownTemplates,
  readNational,
  readOwn,
  removeNational,
  removeOwn,
  type TemplateItem,
  templateKeys,
} from './items';

/**
 * Templates: the Master's national ones and each kindergarten's own (copies it adapts, or its own). A
 * template's placeholders must be of its category's list; the save refuses any other (400 naming `text`).
 */

const templateNotFound = 'Шаблонът не е намерен.';

export const templateView = (t: TemplateItem): DocumentTemplate => ({
  id: t.id,
  category: t.category,
  bookType: t.bookType ?? null,
  name: t.name,
  text: t.text,
  national: !t.kindergartenId,
  templateBaseId: t.templateBaseId ?? null,
  version: t.version,
});

const sorted = (items: TemplateItem[], category?: TemplateCategory) =>
  items
    .filter((t) => category === undefined || t.category === category)
    .sort(byBulgarianName)
    .map(templateView);

export const properties = async (_session: unknown, q: { category: TemplateCategory }) =>
  placeholdersOf(q.category).map((p) => ({
    name: p.name,
    description: p.description,
    text: placeholderText(p.name),
  }));

export async function forCategory(session: TenantRouteSession, q: { category: TemplateCategory }) {
  const [own, national] = await Promise.all([ownTemplates(session.kindergartenId), nationalTemplates()]);
  return [...sorted(own, q.category), ...sorted(national, q.category)];
}

type ListQuery = { category?: TemplateCategory; PageNumber?: number; PageSize?: number };

export const nationalList = async (_session: RouteSession, q: ListQuery) =>
  pageOf(sorted(await nationalTemplates(), q.category), q.PageNumber, q.PageSize);

export const ownList = async (session: TenantRouteSession, q: ListQuery) =>
  pageOf(sorted(await ownTemplates(session.kindergartenId), q.category), q.PageNumber, q.PageSize);

/** One template for the form: the kindergarten's own, else a national one (to copy). */
export async function template(session: TenantRouteSession, id: string) {
  const item = (await readOwn(session.kindergartenId, id)) ?? (await readNational(id));
  if (!item) throw notFound(templateNotFound);
  return templateView(item);
}

interface TemplateBody {
  id?: string | undefined;
  version?: number | undefined;
  category: TemplateCategory;
  bookType?: AdministrationBook | undefined;
  name: string;
  text: string;
}

async function put(
  key: { PK: string; SK: string },
  session: RouteSession,
  body: TemplateBody,
  kindergartenId: string | null,
  existing?: TemplateItem,
) {
  checkPlaceholders(body.text, body.category);
  const expected = body.id ? requireVersion(body.version) : 0;
  const item: TemplateItem = {
    id: body.id ?? key.SK.slice('TEMPLATE#'.length),
    kindergartenId,
    category: body.category,
    bookType: body.bookType ?? null,
    name: body.name,
    text: body.text,
    templateBaseId: existing?.templateBaseId ?? null,
    version: expected + 1,
    createdBy: existing?.createdBy ?? session.userId,
    modifiedBy: session.userId,
  };
  const stored = { ...item, ...key, type: 'DocumentTemplate' };
  if (expected === 0) await putItem(stored, { absent: true });
  else await versionedPut(stored, { expected, missing: () => notFound(templateNotFound) });
  return saved(item.id);
}

export async function saveNational(session: RouteSession, body: TemplateBody) {
  const id = body.id ?? randomUUID();
  const existing = body.id ? await readNational(body.id) : undefined;
  if (body.id && !existing) throw notFound(templateNotFound);
  return put(templateKeys.national(id), session, body, null, existing);
}

export async function saveOwn(
  session: TenantRouteSession,
  body: TemplateBody,
  existing: TemplateItem | undefined,
) {
  const id = body.id ?? randomUUID();
  return put(templateKeys.own(session.kindergartenId, id), session, body, session.kindergartenId, existing);
}

export async function deleteNational(_session: RouteSession, id: string) {
  if (!(await removeNational(id))) throw notFound(templateNotFound);
  return saved(id);
}

export async function deleteOwn(session: TenantRouteSession, item: TemplateItem) {
  if (!(await removeOwn(session.kindergartenId, item.id))) throw notFound(templateNotFound);
  return saved(item.id);
}

/**
 * `POST save-book`: copies a national template into the kindergarten (for a book) and answers the copy with
 * its text filled from the kindergarten's record (today's date, the school year), ready to adapt.
 */
export async function saveBookTemplate(
  session: TenantRouteSession,
  body: { templateBaseId: string; bookType?: AdministrationBook | undefined; name?: string | undefined },
) {
  const base = await readNational(body.templateBaseId);
  if (!base) throw invalidField('templateBaseId', 'Полето "Шаблон": няма такъв национален шаблон.');
  const id = randomUUID();
  const item: TemplateItem = {
    ...base,
    id,
    kindergartenId: session.kindergartenId,
    bookType: body.bookType ?? base.bookType ?? null,
    name: body.name ?? base.name,
    templateBaseId: base.id,
    version: 1,
    createdBy: session.userId,
    modifiedBy: session.userId,
  };
  await putItem(
    { ...item, ...templateKeys.own(session.kindergartenId, id), type: 'DocumentTemplate' },
    { absent: true },
  );
  const year = await bookYear(session).catch(() => undefined);
  const { Номер: _n, ...values } = await fillValues({
    kindergartenId: session.kindergartenId,
    date: sofiaToday(),
    schoolYear: year?.name,
  });
  return { ...saved(id), model: { ...templateView(item), filled: fillPlaceholders(item.text, values) } };
}
