import type { Theme } from '@gradina/shared/manifest/routes/planning/themes';
import {
  deleteIfExists,
  putItem,
  queryAll,
  recordKey,
  tenantPrefix,
  transact,
  versionedPut,
} from '../../../platform/db';
import { staleWrite } from '../../../platform/db/versioned-update';

/**
 * The kindergarten's own topics (docs/data-model.md, "Education"): `KG#<kg>#THEMES` / `THEME#<id>`, one
 * partition per kindergarten (a few hundred small items), so every list is one Query.
 */
export const themeKeys = {
  theme: recordKey<ThemeItem>((kindergartenId, id) => ({
    PK: `${tenantPrefix(kindergartenId)}#THEMES`,
    SK: `THEME#${id}`,
  })),
};

export type ThemeItem = Theme & { kindergartenId: string; createdBy: string };

export const themesOf = (kindergartenId: string) =>
  queryAll<ThemeItem>({ partition: themeKeys.theme(kindergartenId, '').PK, beginsWith: 'THEME#' });

const stored = (item: ThemeItem) => ({
  ...item,
  ...themeKeys.theme(item.kindergartenId, item.id),
  type: 'Theme',
});

/** A new topic (`expected` 0) or an edit of the version read (409 when stale). */
export const writeTheme = (item: ThemeItem, expected: number) =>
  expected === 0 ? putItem(stored(item), { absent: true }) : versionedPut(stored(item), { expected });

/** New topics together: all or none. */
export const createThemes = (items: readonly ThemeItem[]) =>
  transact(
    items.map((item) => ({ put: stored(item), condition: { absent: true } })),
    () => staleWrite(),
  );

export const removeTheme = (kindergartenId: string, id: string) =>
  deleteIfExists(themeKeys.theme(kindergartenId, id));
