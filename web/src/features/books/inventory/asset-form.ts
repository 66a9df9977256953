import type { InventoryItem } from '@gradina/shared/manifest/routes/books/inventory';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export interface AssetValues {
  id: string;
  version: number | undefined;
  inventoryNumber: string;
  name: string;
  /** The kind's number as the select holds it. */
  kind: string;
  /** Whole numbers as the field holds them. */
  quantity: string;
  unitValueCents: number | null;
  acquiredOn: string;
  location: string;
  responsible: string;
  writtenOffOn: string;
  writeOffReason: string;
}

export const newAsset = (): AssetValues => ({
  id: '',
  version: undefined,
  inventoryNumber: '',
  name: '',
  kind: '',
  quantity: '1',
  unitValueCents: null,
  acquiredOn: '',
  location: '',
  responsible: '',
  writtenOffOn: '',
  writeOffReason: '',
});

/** The record's values: as they are, but for the numbers and the date the fields hold as text. */
export const assetValues = ({
  kindName: _kindName,
  kind,
  quantity,
  writtenOffOn,
  ...same
}: InventoryItem): AssetValues => ({
  ...same,
  kind: String(kind),
  quantity: String(quantity),
  writtenOffOn: writtenOffOn ?? '',
});

/** An asset on books.saveInventoryItem's schema (the write-off's date and reason go together). */
export const assetFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<AssetValues, 'books.saveInventoryItem'> => ({
  labels: {
    inventoryNumber: 'Инвентарен номер',
    name: 'Наименование',
    kind: 'Вид',
    quantity: 'Количество',
    unitValueCents: 'Единична стойност',
    acquiredOn: 'Дата на придобиване',
    location: 'Местонахождение',
    responsible: 'Материално отговорно лице',
    writtenOffOn: 'Дата на отписване',
    writeOffReason: 'Основание за отписване',
  },
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    inventoryNumber: given(v.inventoryNumber),
    name: given(v.name),
    kind: Number(v.kind),
    quantity: Number(v.quantity),
    unitValueCents: v.unitValueCents ?? 0,
    acquiredOn: v.acquiredOn,
    location: given(v.location),
    responsible: given(v.responsible),
    ...(v.writtenOffOn ? { writtenOffOn: v.writtenOffOn } : {}),
    writeOffReason: given(v.writeOffReason),
  }),
});
