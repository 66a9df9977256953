import type { KindergartenFeeType } from '@gradina/shared/manifest/routes/payments/kindergarten-fees';
import { parseInteger } from '../../../ui/forms/numbers';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

/** The fee type's form (`payments.saveKindergartenFeeType`): the model, the amounts in cents, the dates. */
export interface FeeTypeValues {
  id: string;
  version: number;
  name: string;
  pricing: string;
  priceCents: number | null;
  variableCents: number | null;
  groupIds: string[];
  siblingSecondPercent: string;
  siblingThirdFree: boolean;
  fromDate: string;
  toDate: string;
}

export const newFeeType = (today: string): FeeTypeValues => ({
  id: '',
  version: 0,
  name: 'Месечна такса',
  pricing: 'month',
  priceCents: null,
  variableCents: null,
  groupIds: [],
  siblingSecondPercent: '0',
  siblingThirdFree: false,
  fromDate: today,
  toDate: '',
});

export const feeTypeValues = (t: KindergartenFeeType): FeeTypeValues => ({
  id: t.id,
  version: t.version,
  name: t.name,
  pricing: t.pricing,
  priceCents: t.priceCents,
  variableCents: t.variableCents || null,
  groupIds: t.groupIds,
  siblingSecondPercent: String(t.siblingSecondPercent),
  siblingThirdFree: t.siblingThirdFree,
  fromDate: t.fromDate,
  toDate: t.toDate ?? '',
});

export const feeTypeFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<FeeTypeValues, 'payments.saveKindergartenFeeType'> => ({
  labels: {
    name: 'Наименование',
    pricing: 'Модел',
    priceCents: 'Сума (месечна, фиксирана част или за ден)',
    variableCents: 'Част според посещенията',
    groupIds: 'Групи (празно: всички)',
    siblingSecondPercent: 'Отстъпка за второ дете (%)',
    siblingThirdFree: 'Трето и следващо дете – безплатно',
    fromDate: 'В сила от',
    toDate: 'В сила до',
  },
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    name: given(v.name),
    pricing: v.pricing as KindergartenFeeType['pricing'],
    priceCents: v.priceCents ?? 0,
    variableCents: v.pricing === 'mixed' ? (v.variableCents ?? 0) : 0,
    groupIds: v.groupIds,
    siblingSecondPercent: parseInteger(v.siblingSecondPercent) ?? 0,
    siblingThirdFree: v.siblingThirdFree,
    fromDate: v.fromDate,
    toDate: v.toDate || null,
  }),
});
