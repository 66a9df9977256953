import { GuardianRelation, LoginIdentifierKind, Role } from '@gradina/shared';

export const identifierKinds = [
  { kind: LoginIdentifierKind.Email, label: 'Имейл', type: 'email' },
  { kind: LoginIdentifierKind.IdentificationNumber, label: 'ЕГН/ЛНЧ', type: 'text' },
  { kind: LoginIdentifierKind.PhoneNumber, label: 'Телефон', type: 'tel' },
] as const;

export function identifierKindLabel(kind: number): string {
  return identifierKinds.find((k) => k.kind === kind)?.label ?? 'Идентификатор';
}

export const relationOptions = [
  { value: String(GuardianRelation.Mother), label: 'Майка' },
  { value: String(GuardianRelation.Father), label: 'Баща' },
  { value: String(GuardianRelation.Guardian), label: 'Настойник' },
  { value: String(GuardianRelation.Other), label: 'Друго' },
];

export function relationLabel(relation: number | null | undefined): string {
  return relationOptions.find((o) => o.value === String(relation))?.label ?? '—';
}

/** The roles a kindergarten's staff can have (attach-staff-to-account, update-staff-info). */
export const staffRoles = [
  Role.Director,
  Role.Teacher,
  Role.Administrator,
  Role.ResourceSpecialist,
  Role.Manciple,
] as const;
export const staffRoleSet: ReadonlySet<number> = new Set(staffRoles);
