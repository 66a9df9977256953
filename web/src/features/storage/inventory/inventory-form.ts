import { parseDecimal } from '../../../ui/forms/numbers';
import type { ManifestFormSpec } from '../../../ui/forms/useManifestForm';
import { commissionOf } from '../scrappings/scrapping-form';

export interface CountLineValues {
  productId: string;
  countedQuantity: string;
  unitOfMeasure: string;
  unitPrice: number | null;
}

export interface InventoryValues {
  date: string;
  warehouseId: string;
  commission: string;
  note: string;
  lines: CountLineValues[];
}

export const newCountLine = (): CountLineValues => ({
  productId: '',
  countedQuantity: '',
  unitOfMeasure: '3',
  unitPrice: null,
});

export const newInventory = (today: string): InventoryValues => ({
  date: today,
  warehouseId: '',
  commission: '',
  note: '',
  lines: [newCountLine()],
});

/** An inventory on storage.saveInventory's schema: the count posted and its month closed when saved. */
export const inventoryFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<InventoryValues, 'storage.saveInventory'> => ({
  labels: {
    date: 'Дата',
    warehouseId: 'Склад',
    commission: 'Комисия (по един член на ред)',
    note: 'Бележка',
    lines: 'Преброени продукти',
    'lines.*.productId': 'Продукт',
    'lines.*.countedQuantity': 'Преброено количество',
    'lines.*.unitOfMeasure': 'Мерна единица',
    'lines.*.unitPrice': 'Единична цена',
  },
  toBody: (v) => ({
    kindergartenId,
    date: v.date,
    warehouseId: v.warehouseId,
    commission: commissionOf(v.commission),
    note: v.note,
    lines: v.lines.map((l) => ({
      productId: l.productId,
      countedQuantity: parseDecimal(l.countedQuantity) as number,
      unitOfMeasure: Number(l.unitOfMeasure) as 1 | 2 | 3 | 4 | 5,
      ...(l.unitPrice !== null ? { unitPrice: l.unitPrice } : {}),
    })),
  }),
});
