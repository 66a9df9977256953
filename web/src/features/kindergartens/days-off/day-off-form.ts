import type { DayOffType } from '@gradina/shared';
import type { DayOff } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import { periodOrder } from '../../../ui/forms/dates';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const dayOffLabels = {
  periodId: 'Учебна година',
  type: 'Вид',
  name: 'Наименование',
  fromDate: 'От дата',
  toDate: 'До дата',
  groupIds: 'Групи',
} as const;

export interface DayOffValues {
  /** Empty for a new day off. */
  id: string;
  /** The version the form loaded (an edit sends it back). */
  version: number | undefined;
  periodId: string;
  /** The DayOffType number as the select holds it, '' when none is chosen. */
  type: string;
  name: string;
  fromDate: string;
  toDate: string;
  /** None: the whole kindergarten. */
  groupIds: string[];
}

export const newDayOff = (periodId: string): DayOffValues => ({
  id: '',
  version: undefined,
  periodId,
  type: '',
  name: '',
  fromDate: '',
  toDate: '',
  groupIds: [],
});

export const dayOffValues = (d: DayOff): DayOffValues => ({
  id: d.id,
  version: d.version,
  periodId: d.periodId,
  type: String(d.type),
  name: d.name,
  fromDate: d.fromDate,
  toDate: d.toDate,
  groupIds: d.groupIds,
});

/**
 * A day off on kindergartens.saveDayOff's schema; the order of the dates is the page's words too, so it shows
 * before the save (the API checks it again, with the school year's dates and the groups).
 */
export const dayOffFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<DayOffValues, 'kindergartens.saveDayOff'> => ({
  labels: dayOffLabels,
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    periodId: given(v.periodId),
    type: (v.type === '' ? undefined : Number(v.type)) as DayOffType,
    name: given(v.name),
    fromDate: v.fromDate,
    toDate: v.toDate,
    groupIds: v.groupIds,
  }),
  check: (v) => ({ toDate: periodOrder(v, dayOffLabels) }),
});
