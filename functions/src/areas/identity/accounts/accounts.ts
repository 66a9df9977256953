import { randomUUID } from 'node:crypto';
import { LoginIdentifierKind, type Role } from '@gradina/shared';
import { batchGet } from '../../../platform/db/batch';
import { keys } from '../../../platform/db/keys';
import { checkVersion, staleWrite } from '../../../platform/db/versioned-update';
import { type ApiError, conflict } from '../../../platform/http/errors';
import { loadUserWithMemberships } from '../session/user-records';
import type { LabelledOp, Profile } from './items';
import {
  allOf,
  markerDelete,
  markerPut,
  membershipPut,
  profilePut,
  profileUpdate,
  selectedKindergartenUpdate,
  staffNamesUpdate,
  staffPut,
  staffRosterOp,
  transact,
} from './items';
import {
  emailTaken,
  listedRoles,
  nowIso,
  phoneTaken,
  positionOfRole,
  sortName,
  staffRoleSet,
} from './records';

export interface NewAccount {
  id?: string;
  firstName: string;
  lastName: string;
  /** Normalised (lower-case) e-mail: the login and the address of every mail. */
  email?: string;
  /** Normalised phone (+359…). */
  phone?: string;
  baseRole: Role;
  memberships: { kindergartenId: string; role: Role; position?: string }[];
  jurisdiction?: { municipalityCode?: string } | null;
  active: boolean;
  pendingActivation: boolean;
  passwordHash: string | null;
  activationTokenHash?: string;
  /** More items for the same transaction (a registration request's decision, a guardian link). */
  extra?: LabelledOp[];
}

const conflicts = (label: string): ApiError | undefined => {
  if (label === 'email-marker') return emailTaken();
  if (label === 'phone-marker') return phoneTaken();
  if (label === 'membership') return conflict('Потребителят вече е член на тази детска градина.');
  return undefined;
};

export function membershipItems(
  userId: string,
  m: { kindergartenId: string; role: number; position?: string },
  names: { firstName: string; lastName: string },
): LabelledOp[] {
  const items = [membershipPut(userId, m.kindergartenId, m.role)];
  if (staffRoleSet.has(m.role)) {
    const position = m.position ?? positionOfRole[m.role] ?? 'Служител';
    items.push(
      staffPut(userId, m.kindergartenId, {
        role: m.role,
        position,
        firstName: names.firstName,
        lastName: names.lastName,
      }),
      staffRosterOp(m.kindergartenId, userId, { names, position }),
    );
  }
  return items;
}

/**
 * Creates an account with its login identifiers (unique markers), memberships and staff items in one
 * transaction; a taken e-mail or phone answers 409.
 */
export async function createAccount(a: NewAccount): Promise<string> {
  const id = a.id ?? randomUUID();
  const profile = {
    ...keys.user(id),
    ...(listedRoles.has(a.baseRole) ? keys.accountsOfRole(a.baseRole, sortName(a), id) : {}),
    type: 'User',
    id,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email ?? null,
    phone: a.phone ?? null,
    passwordHash: a.passwordHash,
    baseRole: a.baseRole,
    active: a.active,
    pendingActivation: a.pendingActivation,
    activationTokenHash: a.activationTokenHash ?? null,
    emailNotifications: true,
    jurisdiction: a.jurisdiction ?? null,
    selectedKindergartenId: a.memberships[0]?.kindergartenId ?? null,
    periodId: null,
    avatarPath: null,
    consolidation: false,
    createdAt: nowIso(),
  };
  const items = [
    profilePut(profile),
    ...(a.email ? [markerPut(LoginIdentifierKind.Email, a.email, id, 'email-marker')] : []),
    ...(a.phone ? [markerPut(LoginIdentifierKind.PhoneNumber, a.phone, id, 'phone-marker')] : []),
    ...a.memberships.flatMap((m) => membershipItems(id, m, a)),
    ...(a.extra ?? []),
  ];
  await transact(items, conflicts);
  return id;
}

/** Adds a membership (and a staff item for staff roles) to an existing user; 409 if already a member. */
export async function addMembership(
  profile: Profile,
  m: { kindergartenId: string; role: number; position?: string },
  extra: LabelledOp[] = [],
): Promise<void> {
  const items = [...membershipItems(profile.id, m, profile), ...extra];
  if (!profile.selectedKindergartenId) items.push(selectedKindergartenUpdate(profile.id, m.kindergartenId));
  await transact(items, conflicts);
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  /** A new normalised e-mail. */
  email?: string;
  /** A new normalised phone, or null to remove it. */
  phone?: string | null;
  emailNotifications?: boolean;
  jurisdiction?: { municipalityCode?: string } | null;
}

/**
 * Saves profile changes in one transaction. A new e-mail or phone moves its unique marker: the old marker is
 * deleted and the new one put only if absent, so a taken value answers 409 and nothing changes. Names are
 * copied to the user's staff items and to the Master's account lists. Every save bumps the profile's
 * version; an edit of the whole profile names the version it edits (`expected`), and a stale one gets 409.
 */
export async function saveProfileChanges(
  profile: Profile,
  changes: ProfileChanges,
  expected?: number,
): Promise<boolean> {
  if (expected !== undefined) checkVersion(profile, expected);
  const set: Record<string, unknown> = {};
  const items: LabelledOp[] = [];
  const names = {
    firstName: changes.firstName ?? profile.firstName,
    lastName: changes.lastName ?? profile.lastName,
  };
  const namesChanged = names.firstName !== profile.firstName || names.lastName !== profile.lastName;
  if (namesChanged) Object.assign(set, names);
  if (
    changes.emailNotifications !== undefined &&
    changes.emailNotifications !== (profile.emailNotifications ?? true)
  )
    set.emailNotifications = changes.emailNotifications;
  if (changes.jurisdiction !== undefined) set.jurisdiction = changes.jurisdiction;
  if (namesChanged && profile.GSI2PK)
    set.GSI2SK = keys.accountsOfRole(profile.baseRole, sortName(names), profile.id).GSI2SK;

  const equals: Record<string, unknown> = {};
  const unset: string[] = [];
  const moves: [number, 'email' | 'phone', string | null | undefined][] = [
    [LoginIdentifierKind.Email, 'email', changes.email],
    [LoginIdentifierKind.PhoneNumber, 'phone', changes.phone],
  ];
  for (const [kind, attr, next] of moves) {
    const current = profile[attr] ?? null;
    if (next === undefined || next === current) continue;
    set[attr] = next;
    if (current === null) unset.push(attr);
    else {
      equals[attr] = current;
      items.push(markerDelete(kind, current, profile.id, `${attr}-old-marker`));
    }
    if (next !== null) items.push(markerPut(kind, next, profile.id, `${attr}-marker`));
  }
  if (Object.keys(set).length === 0) return false;

  // The identifiers it moves must still be what was read: unset (or null), or the old value.
  const condition = {
    equals,
    ...(unset.length
      ? {
          expression: allOf(
            unset.map((a) => `attribute_not_exists(#${a}) OR attribute_type(#${a}, :nullType)`),
          ),
          names: Object.fromEntries(unset.map((a) => [`#${a}`, a])),
          values: { ':nullType': 'NULL' },
        }
      : {}),
  };
  items.unshift(profileUpdate(profile.id, set, condition, expected));
  if (namesChanged) items.push(...(await staffNameItems(profile.id, names)));
  await transact(items, (label) => {
    if (label === 'email-marker') return emailTaken();
    if (label === 'phone-marker') return phoneTaken();
    return label === 'profile' && expected !== undefined ? staleWrite() : undefined;
  });
  return true;
}

/** Updates of the names copied on the user's staff items (only the ones that exist). */
async function staffNameItems(
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<LabelledOp[]> {
  const record = await loadUserWithMemberships(userId);
  const staffKgs = (record?.memberships ?? [])
    .filter((m) => staffRoleSet.has(m.role))
    .map((m) => m.kindergartenId);
  if (staffKgs.length === 0) return [];
  const existing = await batchGet<{ PK: string; SK: string }>(
    staffKgs.map((kg) => keys.staffMember(kg, userId)),
  );
  return existing.flatMap((k) => {
    const kg = staffKgs.find((g) => keys.staffMember(g, userId).PK === k.PK);
    return kg ? [staffNamesUpdate(k, names), staffRosterOp(kg, userId, { names })] : [];
  });
}
