import { bgMessages, LoginIdentifierKind, Role } from '@gradina/shared';
import { normalizeIdentifier } from '../../../platform/auth/identifiers';
import { conflict, invalidField, notFound } from '../../../platform/http/errors';
import { getProfile, kindergartenProfile, membershipOf, type Profile } from './items';

export const userNotFound = () => notFound('Потребителят не е намерен.');
export const emailTaken = () => conflict('Този имейл адрес вече се използва от друг потребител.');
export const phoneTaken = () => conflict('Този телефонен номер вече се използва от друг потребител.');
export const invalidLink = () =>
  invalidField('token', 'Връзката е невалидна, изтекла или вече е използвана.');

export const nowIso = () => new Date().toISOString();
export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
export const sortName = (u: { firstName: string; lastName: string }) => fullName(u).toLocaleLowerCase('bg');

/** The person columns of every account list (the kindergarten's users, the Master's account lists). */
export const personColumns = (p: {
  id: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  pendingActivation?: boolean;
}) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  fullName: fullName(p),
  email: p.email ?? null,
  phone: p.phone ?? null,
  isPendingActivation: p.pendingActivation === true,
});

/** A list's name filter: part of the full name or of the e-mail, any case. */
export const nameMatches = (needle: string | undefined) => {
  const n = needle?.trim().toLocaleLowerCase('bg');
  return (r: { fullName: string; email: string | null }) =>
    !n || r.fullName.toLocaleLowerCase('bg').includes(n) || (r.email ?? '').includes(n);
};

/** Roles whose members are staff of a kindergarten (a staff item beside the membership). */
export const staffRoleSet = new Set<number>([
  Role.Director,
  Role.Teacher,
  Role.Administrator,
  Role.ResourceSpecialist,
  Role.Manciple,
]);
export const positionOfRole: Partial<Record<number, string>> = {
  [Role.Director]: 'Директор',
  [Role.Teacher]: 'Учител',
  [Role.ResourceSpecialist]: 'Ресурсен учител',
  [Role.Manciple]: 'Домакин',
  [Role.Administrator]: 'Администратор',
};
/** Accounts with a national or municipal scope get a GSI2 entry for the Master's lists. */
export const listedRoles = new Set<number>([Role.MON, Role.Municipality]);

export async function requireProfile(userId: string): Promise<Profile> {
  const profile = await getProfile(userId, true);
  if (!profile) throw userNotFound();
  return profile;
}

/** A user who is a member of the session's kindergarten (else 404: other tenants' users do not exist here). */
export async function requireMember(
  session: { kindergartenId: string },
  userId: string,
): Promise<{ profile: Profile; role: number; kindergartenId: string }> {
  const { kindergartenId } = session;
  const [membership, profile] = await Promise.all([
    membershipOf(userId, kindergartenId),
    getProfile(userId, true),
  ]);
  if (!membership || !profile) throw userNotFound();
  return { profile, role: membership.role, kindergartenId };
}

export async function requireKindergarten(kindergartenId: string) {
  const kg = await kindergartenProfile(kindergartenId);
  if (!kg) throw notFound('Детската градина не е намерена.');
  return kg;
}

/** An e-mail or phone in its stored form, or a 400 naming the field. */
export function normalizedOrBadRequest(kind: number, raw: string, field: string, title: string): string {
  const value = normalizeIdentifier(kind, raw);
  if (!value) throw invalidField(field, bgMessages.invalid(title));
  return value;
}

export const normalizeEmail = (raw: string, field = 'email') =>
  normalizedOrBadRequest(LoginIdentifierKind.Email, raw, field, 'Имейл');
export const normalizePhone = (raw: string, field = 'phone') =>
  normalizedOrBadRequest(LoginIdentifierKind.PhoneNumber, raw, field, 'Телефон');

/** The standard reply of a create/update route. */
export { saved } from '../../../platform/http/replies';
