import type { HaccpEntry } from '@gradina/shared/manifest/routes/storage/haccp';
import { parseDecimal } from '../../../ui/forms/numbers';
import type { ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export interface HaccpValues {
  id: string;
  version: number | undefined;
  journal: string;
  date: string;
  person: string;
  supplierName: string;
  productName: string;
  batch: string;
  place: string;
  temperature: string;
  agent: string;
  accepted: boolean;
  note: string;
}

export const newHaccpEntry = (journal: string, today: string): HaccpValues => ({
  id: '',
  version: undefined,
  journal,
  date: today,
  person: '',
  supplierName: '',
  productName: '',
  batch: '',
  place: '',
  temperature: '',
  agent: '',
  accepted: true,
  note: '',
});

export const haccpValues = (e: HaccpEntry): HaccpValues => ({
  id: e.id,
  version: e.version,
  journal: String(e.journal),
  date: e.date,
  person: e.person,
  supplierName: e.supplierName,
  productName: e.productName,
  batch: e.batch,
  place: e.place,
  temperature: e.temperature === null ? '' : String(e.temperature),
  agent: e.agent,
  accepted: e.accepted ?? false,
  note: e.note,
});

/** An entry of a HACCP journal on storage.saveHaccpEntry's schema (an edit sends the version it read). */
export const haccpFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<HaccpValues, 'storage.saveHaccpEntry'> => ({
  labels: {
    journal: 'Дневник',
    date: 'Дата',
    person: 'Отговорно лице',
    supplierName: 'Доставчик',
    productName: 'Продукт',
    batch: 'Партида',
    place: 'Хладилник / помещение',
    temperature: 'Температура (°C)',
    agent: 'Препарат и начин',
    accepted: 'Приета',
    note: 'Бележка',
  },
  toBody: (v) => {
    const journal = Number(v.journal) as 1 | 2 | 3;
    const temperature = parseDecimal(v.temperature);
    return {
      ...(v.id ? { id: v.id, version: v.version } : {}),
      kindergartenId,
      journal,
      date: v.date,
      person: v.person,
      note: v.note,
      ...(journal === 1
        ? { supplierName: v.supplierName, productName: v.productName, batch: v.batch, accepted: v.accepted }
        : {}),
      ...(journal !== 3 && temperature !== undefined ? { temperature } : {}),
      ...(journal !== 1 ? { place: v.place } : {}),
      ...(journal === 3 ? { agent: v.agent } : {}),
    };
  },
});
