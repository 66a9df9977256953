import { GuardianRelation, IdentifierType, RequestStatus } from '@gradina/shared';

export const relationOptions = [
  { value: String(GuardianRelation.Mother), label: 'Майка' },
  { value: String(GuardianRelation.Father), label: 'Баща' },
  { value: String(GuardianRelation.Guardian), label: 'Настойник' },
  { value: String(GuardianRelation.Other), label: 'Друго' },
];

export function relationLabel(relation: number | null | undefined): string {
  return relationOptions.find((o) => o.value === String(relation))?.label ?? '—';
}

export const identifierTypeLabels: Record<IdentifierType, string> = {
  [IdentifierType.EGN]: 'ЕГН',
  [IdentifierType.ForeignerID]: 'ЛНЧ',
  [IdentifierType.IdentificationNumber]: 'ИДН',
};

export const statusOptions = [
  { value: String(RequestStatus.Pending), label: 'Чакащи' },
  { value: String(RequestStatus.Approved), label: 'Одобрени' },
  { value: String(RequestStatus.Rejected), label: 'Отхвърлени' },
];

export const statusLabels: Record<RequestStatus, string> = {
  [RequestStatus.Pending]: 'Чака решение',
  [RequestStatus.Approved]: 'Одобрена',
  [RequestStatus.Rejected]: 'Отхвърлена',
};
