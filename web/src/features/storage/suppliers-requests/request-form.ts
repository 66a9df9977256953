import type { SupplierRequest } from '@gradina/shared/manifest/routes/storage/suppliers-requests';
import { orEmpty, pick } from '@gradina/shared/record-fields';
import { parseDecimal } from '../../../ui/forms/numbers';
import type { ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const requestLabels = {
  supplierId: 'Доставчик',
  date: 'Дата',
  deliveryDate: 'Дата на доставка',
  note: 'Бележка',
  lines: 'Продукти',
  'lines.*.productId': 'Продукт',
  'lines.*.quantity': 'Количество',
  'lines.*.unitOfMeasure': 'Мерна единица',
} as const;

export interface RequestLineValues {
  productId: string;
  /** As typed, up to 3 decimals. */
  quantity: string;
  unitOfMeasure: string;
}

export interface RequestValues {
  id: string;
  version: number | undefined;
  supplierId: string;
  date: string;
  deliveryDate: string;
  note: string;
  lines: RequestLineValues[];
}

export const newLine = (): RequestLineValues => ({ productId: '', quantity: '', unitOfMeasure: '3' });

export const newRequest = (today: string): RequestValues => ({
  id: '',
  version: undefined,
  supplierId: '',
  date: today,
  deliveryDate: '',
  note: '',
  lines: [newLine()],
});

export const requestValues = (r: SupplierRequest): RequestValues => ({
  ...pick(r, 'id', 'version', 'supplierId', 'date', 'note'),
  ...orEmpty(r, 'deliveryDate'),
  lines: r.lines.map((l) => ({
    productId: l.productId,
    quantity: String(l.quantity),
    unitOfMeasure: String(l.unitOfMeasure),
  })),
});

/** An order on storage.saveSupplierRequest's schema (an edit sends its id and the version it read). */
export const requestFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<RequestValues, 'storage.saveSupplierRequest'> => ({
  labels: requestLabels,
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    supplierId: v.supplierId,
    date: v.date,
    deliveryDate: v.deliveryDate || null,
    note: v.note,
    lines: v.lines.map((l) => ({
      productId: l.productId,
      quantity: parseDecimal(l.quantity) as number,
      unitOfMeasure: Number(l.unitOfMeasure) as 1 | 2 | 3 | 4 | 5,
    })),
  }),
});
