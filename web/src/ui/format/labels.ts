import {
  ClassSubjectType,
  DayOffType,
  GuardianRelation,
  IdentifierType,
  LoginIdentifierKind,
  RequestStatus,
  Role,
} from '@gradina/shared';

/** The one place for how the shared enums read in Bulgarian (spec enums.json). */

/** The roles as users read them (spec enum Roles). */
export const roleLabels: Record<Role, string> = {
  [Role.Director]: 'Директор',
  [Role.Teacher]: 'Учител',
  [Role.Parent]: 'Родител',
  [Role.MON]: 'МОН',
  [Role.Municipality]: 'Община',
  [Role.Administrator]: 'Администратор',
  [Role.Master]: 'Главен администратор',
  [Role.ResourceSpecialist]: 'Ресурсен специалист',
  [Role.Manciple]: 'Домакин',
};

export const relationOptions = [
  { value: String(GuardianRelation.Mother), label: 'Майка' },
  { value: String(GuardianRelation.Father), label: 'Баща' },
  { value: String(GuardianRelation.Guardian), label: 'Настойник' },
  { value: String(GuardianRelation.Other), label: 'Друго' },
];

export function relationLabel(relation: number | null | undefined): string {
  return relationOptions.find((o) => o.value === String(relation))?.label ?? '—';
}

export const identifierKinds = [
  { kind: LoginIdentifierKind.Email, label: 'Имейл', type: 'email' },
  { kind: LoginIdentifierKind.IdentificationNumber, label: 'ЕГН/ЛНЧ', type: 'text' },
  { kind: LoginIdentifierKind.PhoneNumber, label: 'Телефон', type: 'tel' },
] as const;

export function identifierKindLabel(kind: number): string {
  return identifierKinds.find((k) => k.kind === kind)?.label ?? 'Идентификатор';
}

export const identifierTypeLabels: Record<IdentifierType, string> = {
  [IdentifierType.EGN]: 'ЕГН',
  [IdentifierType.ForeignerID]: 'ЛНЧ',
  [IdentifierType.IdentificationNumber]: 'ИДН',
};

/** The registration requests' filter (plural: the requests that are ...). */
export const requestStatusOptions = [
  { value: String(RequestStatus.Pending), label: 'Чакащи' },
  { value: String(RequestStatus.Approved), label: 'Одобрени' },
  { value: String(RequestStatus.Rejected), label: 'Отхвърлени' },
];

export const requestStatusLabels: Record<RequestStatus, string> = {
  [RequestStatus.Pending]: 'Чака решение',
  [RequestStatus.Approved]: 'Одобрена',
  [RequestStatus.Rejected]: 'Отхвърлена',
};

/** The kinds of a kindergarten's days off (spec enum DayOffType). */
export const dayOffTypeLabels: Record<DayOffType, string> = {
  [DayOffType.DayOff]: 'Почивен ден',
  [DayOffType.Quarantine]: 'Карантина',
  [DayOffType.FluVacation]: 'Грипна ваканция',
  [DayOffType.Vacation]: 'Ваканция',
};

/** The kinds of a group's subjects (spec enum ClassSubjectType). */
export const subjectTypeLabels: Record<ClassSubjectType, string> = {
  [ClassSubjectType.Mandatory]: 'Задължително',
  [ClassSubjectType.Optional]: 'Избираемо',
  [ClassSubjectType.Facultative]: 'Факултативно',
  [ClassSubjectType.Specialized]: 'Специализирано',
};
