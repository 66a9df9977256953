import type { Warehouse } from '@gradina/shared/manifest/routes/storage/warehouses';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const warehouseLabels = {
  name: 'Наименование',
  location: 'Местоположение',
  keeperName: 'Материално отговорно лице',
  isActive: 'Активен',
} as const;

export interface WarehouseValues {
  id: string;
  version: number | undefined;
  name: string;
  location: string;
  keeperName: string;
  isActive: boolean;
}

export const newWarehouse = (): WarehouseValues => ({
  id: '',
  version: undefined,
  name: '',
  location: '',
  keeperName: '',
  isActive: true,
});

export const warehouseValues = (w: Warehouse): WarehouseValues => ({ ...w });

/** A warehouse on storage.saveWarehouse's schema (an edit sends its id and the version it read). */
export const warehouseFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<WarehouseValues, 'storage.saveWarehouse'> => ({
  labels: warehouseLabels,
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    name: given(v.name),
    location: v.location,
    keeperName: v.keeperName,
    isActive: v.isActive,
  }),
});
