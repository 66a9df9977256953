import type { ScrappingDetail } from '@gradina/shared/manifest/routes/storage/stock-scrappings';
import type { ScrappingType } from '@gradina/shared/storage/ledger';
import type { ManifestFormSpec } from '../../../ui/forms/useManifestForm';
import { type LineValues, lineLabels, lineValues, movementBody, newLine } from '../stock-lines/lines';

export interface ScrappingValues {
  id: string;
  version: number | undefined;
  date: string;
  warehouseId: string;
  type: string;
  reason: string;
  /** One member of the commission per line. */
  commission: string;
  note: string;
  lines: LineValues[];
}

export const newScrapping = (today: string): ScrappingValues => ({
  id: '',
  version: undefined,
  date: today,
  warehouseId: '',
  type: '1',
  reason: '',
  commission: '',
  note: '',
  lines: [newLine()],
});

export const scrappingValues = (s: ScrappingDetail): ScrappingValues => ({
  id: s.id,
  version: s.version,
  date: s.date,
  warehouseId: s.warehouseId,
  type: String(s.type),
  reason: s.reason,
  commission: s.commission.join('\n'),
  note: s.note,
  lines: s.lines.map(lineValues),
});

/** The members typed one per line. Pure. */
export const commissionOf = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/** A scrapping protocol on storage.saveScrapping's schema (a draft: an edit sends its id). */
export const scrappingFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<ScrappingValues, 'storage.saveScrapping'> => ({
  labels: {
    date: 'Дата',
    warehouseId: 'Склад',
    type: 'Вид бракуване',
    reason: 'Причина',
    commission: 'Комисия (по един член на ред)',
    note: 'Бележка',
    ...lineLabels,
  },
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    date: v.date,
    warehouseId: v.warehouseId,
    type: Number(v.type) as ScrappingType,
    reason: v.reason,
    commission: commissionOf(v.commission),
    note: v.note,
    lines: v.lines.map(movementBody),
  }),
});
