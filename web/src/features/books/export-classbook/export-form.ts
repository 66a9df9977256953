import type { ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export interface ClassBookExportValues {
  groupId: string;
  fromDate: string;
  toDate: string;
}

export const newClassBookExport = (): ClassBookExportValues => ({ groupId: '', fromDate: '', toDate: '' });

/** A group's diary for a period on planning.createClassBookExport's schema (the period's order and length too). */
export const classBookExportFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<ClassBookExportValues, 'planning.createClassBookExport'> => ({
  labels: { groupId: 'Група', fromDate: 'От дата', toDate: 'До дата' },
  toBody: (v) => ({ kindergartenId, groupId: v.groupId, fromDate: v.fromDate, toDate: v.toDate }),
});
