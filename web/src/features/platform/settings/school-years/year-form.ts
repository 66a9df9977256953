import type { ManifestFormSpec } from '../../../../ui/forms/useManifestForm';

export const yearLabels = { yearFrom: 'Начална година', fromDate: 'От дата', toDate: 'До дата' } as const;

export interface YearFormValues {
  yearFrom: string;
  fromDate: string;
  toDate: string;
  active: boolean;
}

/** A school year runs from 15 September to 14 September (the demo data and the daily rollover use it). */
export const yearDefaults = (yearFrom: number): YearFormValues => ({
  yearFrom: String(yearFrom),
  fromDate: `${yearFrom}-09-15`,
  toDate: `${yearFrom + 1}-09-14`,
  active: false,
});

/**
 * A new school year on kindergartens.saveSchoolYear's schema. The page words the year's range and the order of the
 * dates its own way (and stops at 2998, so the year after it is still one the API takes).
 */
export const yearFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<YearFormValues, 'kindergartens.saveSchoolYear'> => ({
  labels: yearLabels,
  toBody: (v) => ({
    kindergartenId,
    yearFrom: (v.yearFrom ? Number(v.yearFrom) : undefined) as number,
    yearTo: Number(v.yearFrom) + 1,
    fromDate: v.fromDate,
    toDate: v.toDate,
    active: v.active,
  }),
  check: (v) => {
    const year = Number(v.yearFrom);
    return {
      yearFrom:
        v.yearFrom !== '' && (year < 2000 || year > 2998)
          ? `Полето "${yearLabels.yearFrom}" трябва да е между 2000 и 2998`
          : undefined,
      toDate:
        v.fromDate && v.toDate && v.fromDate >= v.toDate
          ? 'Крайната дата трябва да е след началната.'
          : undefined,
    };
  },
});
