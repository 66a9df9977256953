import type { GroupAgeKinds } from '@gradina/shared';
import type { Group } from '@gradina/shared/manifest/routes/kindergartens/groups';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const groupLabels = {
  periodId: 'Учебна година',
  name: 'Име',
  ageKind: 'Възрастова група',
  teacherIds: 'Учители',
  staffIds: 'Помощник-възпитатели и медицински сестри',
  capacity: 'Капацитет',
  neispuoCode: 'Код в НЕИСПУО',
  isForSubstitution: 'За заместване',
  closedOn: 'Закрита от',
} as const;

export interface GroupValues {
  /** Empty for a new group. */
  id: string;
  /** The version the form loaded (an edit sends it back). */
  version: number | undefined;
  periodId: string;
  name: string;
  /** The GroupAgeKinds number as the select holds it, '' when none is chosen. */
  ageKind: string;
  teacherIds: string[];
  /** Nurses and assistant teachers (a nursery's ratio counts them). */
  staffIds: string[];
  /** As typed; '' when empty. */
  capacity: string;
  neispuoCode: string;
  isForSubstitution: boolean;
  /** '' while the group is open. */
  closedOn: string;
}

export const newGroup = (periodId: string): GroupValues => ({
  id: '',
  version: undefined,
  periodId,
  name: '',
  ageKind: '',
  teacherIds: [],
  staffIds: [],
  capacity: '',
  neispuoCode: '',
  isForSubstitution: false,
  closedOn: '',
});

export const groupValues = (g: Group): GroupValues => ({
  id: g.id,
  version: g.version,
  periodId: g.periodId,
  name: g.name,
  ageKind: String(g.ageKind),
  teacherIds: g.teacherIds,
  staffIds: g.staffIds ?? [],
  capacity: String(g.capacity),
  neispuoCode: g.neispuoCode ?? '',
  isForSubstitution: g.isForSubstitution,
  closedOn: g.closedOn ?? '',
});

/** A group on kindergartens.saveGroup's schema: the form and the API refuse the same input with the same words. */
export const groupFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<GroupValues, 'kindergartens.saveGroup'> => ({
  labels: groupLabels,
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    periodId: given(v.periodId),
    name: given(v.name),
    ageKind: (v.ageKind === '' ? undefined : Number(v.ageKind)) as GroupAgeKinds,
    teacherIds: v.teacherIds,
    staffIds: v.staffIds,
    capacity: (v.capacity.trim() === '' ? undefined : Number(v.capacity)) as number,
    neispuoCode: v.neispuoCode,
    isForSubstitution: v.isForSubstitution,
    closedOn: v.closedOn === '' ? null : v.closedOn,
  }),
});
