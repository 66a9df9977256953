import type { AdministrationBook } from '@gradina/shared';
import type { TemplateCategory } from '@gradina/shared/books/books';
import { deleteIfExists, getItem, queryAll, recordKey, tenantPrefix } from '../../../platform/db';

/**
 * Templates (docs/data-model.md, "Books"): the Master's national ones in `TEMPLATES` / `TEMPLATE#<id>`, a
 * kindergarten's own in `KG#<kg>#TEMPLATES` / `TEMPLATE#<id>`; each list is one Query.
 */
export const templateKeys = {
  national: (id: string) => ({ PK: 'TEMPLATES', SK: `TEMPLATE#${id}` }),
  own: recordKey<TemplateItem>((kindergartenId, id) => ({
    PK: `${tenantPrefix(kindergartenId)}#TEMPLATES`,
    SK: `TEMPLATE#${id}`,
  })),
} as const;

export interface TemplateItem {
  id: string;
  kindergartenId?: string | null;
  category: TemplateCategory;
  bookType?: AdministrationBook | null;
  name: string;
  text: string;
  templateBaseId?: string | null;
  version: number;
  createdBy: string;
  modifiedBy: string;
}

export const nationalTemplates = () =>
  queryAll<TemplateItem>({ partition: 'TEMPLATES', beginsWith: 'TEMPLATE#' });
export const ownTemplates = (kindergartenId: string) =>
  queryAll<TemplateItem>({ partition: templateKeys.own(kindergartenId, '').PK, beginsWith: 'TEMPLATE#' });

export const readNational = (id: string) => getItem<TemplateItem>(templateKeys.national(id));
export const readOwn = (kindergartenId: string, id: string) =>
  getItem<TemplateItem>(templateKeys.own(kindergartenId, id));

export const removeNational = (id: string) => deleteIfExists(templateKeys.national(id));
export const removeOwn = (kindergartenId: string, id: string) =>
  deleteIfExists(templateKeys.own(kindergartenId, id));
