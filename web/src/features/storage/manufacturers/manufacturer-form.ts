import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export interface ManufacturerValues {
  name: string;
}

/** A manufacturer on storage.createManufacturer's schema. */
export const manufacturerFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<ManufacturerValues, 'storage.createManufacturer'> => ({
  labels: { name: 'Наименование' },
  toBody: (v) => ({ kindergartenId, name: given(v.name) }),
});
