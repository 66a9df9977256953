import { randomUUID } from 'node:crypto';
import type { FieldError } from '@gradina/shared';
import { ThemeKind } from '@gradina/shared/education/education';
import type {
  Theme,
  ThemeBody,
  ThemesBulkBody,
  themeListQuery,
} from '@gradina/shared/manifest/routes/planning/themes';
import { bgMessages } from '@gradina/shared/validation';
import type { z } from 'zod';
import { byBulgarianName, getItem, pageOf, requireVersion } from '../../../platform/db';
import { notFound, refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  createThemes as putNewThemes,
  removeTheme,
  type ThemeItem,
  themeKeys,
  themesOf,
  writeTheme,
} from './items';

/**
 * The kindergarten's own topics (issue #30): a custom topic is planned like a publisher's, so it must name
 * the age group and area it is for; a general topic is the kindergarten's theme of a period. Any teacher
 * adds and edits them (they are the kindergarten's, not one group's); a manager deletes.
 */

const themeNotFound = 'Темата не е намерена.';

type Placement = Pick<ThemeBody, 'kind' | 'ageGroup' | 'area'>;
type Fields = Pick<ThemeBody, 'fromDate' | 'toDate'>;

/** What a topic of its kind lacks or gets wrong, each error at its field (`prefix` for a bulk row). Pure. */
export function checkTheme(placement: Placement, fields: Fields, prefix = '', row = ''): FieldError[] {
  const error = (field: string, message: string) => ({
    field: `${prefix}${field}`,
    message: `${row}${message}`,
  });
  if (placement.kind === ThemeKind.Custom) {
    const errors: FieldError[] = [];
    if (placement.ageGroup === undefined)
      errors.push(error('ageGroup', bgMessages.required('Възрастова група')));
    if (placement.area === undefined)
      errors.push(error('area', bgMessages.required('Образователно направление')));
    return errors;
  }
  if (!fields.fromDate) return [error('fromDate', bgMessages.required('От дата'))];
  if (!fields.toDate) return [error('toDate', bgMessages.required('До дата'))];
  if (fields.toDate < fields.fromDate)
    return [error('toDate', 'Полето "До дата" не може да е преди "От дата".')];
  return [];
}

/** The stored topic: a custom one keeps no dates, a general one no age group or area. */
function themeItem(
  session: TenantRouteSession,
  id: string,
  version: number,
  placement: Placement,
  fields: Fields & { title: string; expectedResults?: string | undefined },
): ThemeItem {
  const custom = placement.kind === ThemeKind.Custom;
  return {
    id,
    kindergartenId: session.kindergartenId,
    createdBy: session.userId,
    kind: placement.kind,
    title: fields.title,
    expectedResults: fields.expectedResults ?? '',
    ageGroup: custom ? (placement.ageGroup ?? null) : null,
    area: custom ? (placement.area ?? null) : null,
    fromDate: custom ? null : (fields.fromDate ?? null),
    toDate: custom ? null : (fields.toDate ?? null),
    version,
  };
}

export const themeView = (t: ThemeItem): Theme => ({
  id: t.id,
  kind: t.kind,
  title: t.title,
  expectedResults: t.expectedResults,
  ageGroup: t.ageGroup,
  area: t.area,
  fromDate: t.fromDate,
  toDate: t.toDate,
  version: t.version,
});

/** Custom topics by age group, area and title; general ones by their period, the latest first. Pure. */
export function sortThemes(themes: readonly Theme[]): Theme[] {
  return [...themes].sort(
    (a, b) =>
      (a.ageGroup ?? 0) - (b.ageGroup ?? 0) ||
      (a.area ?? 0) - (b.area ?? 0) ||
      (b.fromDate ?? '').localeCompare(a.fromDate ?? '') ||
      byBulgarianName({ name: a.title }, { name: b.title }),
  );
}

export async function themesOverview(session: TenantRouteSession, query: z.infer<typeof themeListQuery>) {
  const needle = query.name?.trim().toLocaleLowerCase('bg');
  const rows = (await themesOf(session.kindergartenId))
    .filter(
      (t) =>
        t.kind === query.kind &&
        (query.ageGroup === undefined || t.ageGroup === query.ageGroup) &&
        (query.area === undefined || t.area === query.area) &&
        (!needle || t.title.toLocaleLowerCase('bg').includes(needle)),
    )
    .map(themeView);
  return pageOf(sortThemes(rows), query.PageNumber, query.PageSize);
}

export async function theme(session: TenantRouteSession, id: string) {
  const item = await getItem<ThemeItem>(themeKeys.theme(session.kindergartenId, id));
  if (!item) throw notFound(themeNotFound);
  return themeView(item);
}

export async function saveTheme(
  session: TenantRouteSession,
  body: ThemeBody,
  existing: ThemeItem | undefined,
) {
  refuseInvalid(checkTheme(body, body));
  const expected = body.id ? requireVersion(body.version) : 0;
  const id = existing?.id ?? randomUUID();
  await writeTheme(themeItem(session, id, expected + 1, body, body), expected);
  return saved(id);
}

export async function createThemes(session: TenantRouteSession, body: ThemesBulkBody) {
  refuseInvalid(
    body.kind === ThemeKind.Custom
      ? checkTheme(body, {})
      : body.themes.flatMap((t, i) => checkTheme(body, t, `themes.${i}.`, `Ред ${i + 1}: `)),
  );
  const items = body.themes.map((t) => themeItem(session, randomUUID(), 1, body, t));
  await putNewThemes(items);
  return { ...saved(null), created: items.length };
}

export async function deleteTheme(session: TenantRouteSession, item: ThemeItem) {
  await removeTheme(session.kindergartenId, item.id);
  return saved(item.id);
}
