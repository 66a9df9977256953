import type { RequestDetail } from '@gradina/shared/manifest/routes/storage/stock-requests';
import type { ManifestFormSpec } from '../../../ui/forms/useManifestForm';
import { type LineValues, lineLabels, lineValues, movementBody, newLine } from '../stock-lines/lines';

export interface RequestValues {
  id: string;
  version: number | undefined;
  date: string;
  warehouseId: string;
  purpose: string;
  note: string;
  lines: LineValues[];
}

export const newRequest = (today: string): RequestValues => ({
  id: '',
  version: undefined,
  date: today,
  warehouseId: '',
  purpose: 'Кухня',
  note: '',
  lines: [newLine()],
});

export const requestValues = (r: RequestDetail): RequestValues => ({
  id: r.id,
  version: r.version,
  date: r.date,
  warehouseId: r.warehouseId,
  purpose: r.purpose,
  note: r.note,
  lines: r.lines.map(lineValues),
});

/** A request to the kitchen on storage.createRequest's schema (a draft: an edit sends its id). */
export const requestFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<RequestValues, 'storage.createRequest'> => ({
  labels: { date: 'Дата', warehouseId: 'Склад', purpose: 'Предназначение', note: 'Бележка', ...lineLabels },
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    date: v.date,
    warehouseId: v.warehouseId,
    purpose: v.purpose,
    note: v.note,
    lines: v.lines.map(movementBody),
  }),
});
