import type { Key } from '../../../platform/db';
import {
  deleteIfExists,
  getItem,
  putItem,
  queryAll,
  tenantPrefix,
  versionedPut,
  withoutKeys,
} from '../../../platform/db';

/**
 * HACCP journal entries: `KG#<kg>#HACCP` / `ENTRY#<id>`, GSI1 `KG#<kg>#HACCP#<journal>` / `<date>#<id>`
 * (a journal's period is one Query).
 */

export interface HaccpItem {
  id: string;
  journal: number;
  date: string;
  person: string;
  supplierName: string;
  productName: string;
  batch: string;
  place: string;
  temperature: number | null;
  agent: string;
  accepted: boolean | null;
  note: string;
  version: number;
}

export const haccpKeys = {
  entry: (kindergartenId: string, id: string): Key => ({
    PK: `${tenantPrefix(kindergartenId)}#HACCP`,
    SK: `ENTRY#${id}`,
  }),
  byDate: (kindergartenId: string, journal: number, date: string, id: string) => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#HACCP#${journal}`,
    GSI1SK: `${date}#${id}`,
  }),
};

export const getHaccpEntry = async (kindergartenId: string, id: string) => {
  const item = await getItem<HaccpItem & Key>(haccpKeys.entry(kindergartenId, id));
  return item && withoutKeys<HaccpItem>(item);
};

export const haccpEntriesIn = async (kindergartenId: string, journal: number, from: string, to: string) =>
  (
    await queryAll<HaccpItem & Key>({
      index: 'GSI1',
      partition: `${tenantPrefix(kindergartenId)}#HACCP#${journal}`,
      between: [`${from}#`, `${to}#~`],
      descending: true,
    })
  ).map((item) => withoutKeys<HaccpItem>(item));

const stored = (kindergartenId: string, item: HaccpItem) => ({
  ...item,
  ...haccpKeys.entry(kindergartenId, item.id),
  ...haccpKeys.byDate(kindergartenId, item.journal, item.date, item.id),
  type: 'HaccpEntry',
});

/** Puts a new entry (absent, version 1) or an edit of the version read (409 naming `version` when stale). */
export const putHaccpEntry = (kindergartenId: string, item: HaccpItem, expected: number | null) =>
  expected === null
    ? putItem(stored(kindergartenId, item), { absent: true })
    : versionedPut(stored(kindergartenId, item), { expected });

export const deleteHaccpEntry = (kindergartenId: string, id: string) =>
  deleteIfExists(haccpKeys.entry(kindergartenId, id));
