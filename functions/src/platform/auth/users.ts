import { randomUUID } from 'node:crypto';
import { LoginIdentifierKind, Role } from '@gradina/shared';
import { keys } from '../db/keys';
import { tryTransact } from '../db/transact';
import { normalizeIdentifier } from './identifiers';
import { hashPassword } from './passwords';

export interface NewUser {
  id?: string;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  /** ЕГН/ЛНЧ, used as a login identifier when given. */
  identificationNumber?: string;
  password: string;
  baseRole: Role;
  memberships: { kindergartenId: string; role: Role }[];
  /** For MON (whole country) and municipality users: the municipality code they oversee. */
  jurisdiction?: { municipalityCode?: string } | null;
  active?: boolean;
}

/** The user's id or one of the login identifiers is already taken: nothing was written. */
export class AccountTaken extends Error {
  override name = 'AccountTaken';
}

/**
 * Creates a user with their login identifiers and memberships in one transaction. Each identifier is a
 * marker item put only if absent, so two accounts can never share an e-mail, ЕГН or phone.
 */
export async function createUser(u: NewUser, passwordHash?: string): Promise<string> {
  const id = u.id ?? randomUUID();
  const hash = passwordHash ?? (await hashPassword(u.password));
  const identifiers: [number, string | undefined][] = [
    [LoginIdentifierKind.Email, u.email],
    [LoginIdentifierKind.IdentificationNumber, u.identificationNumber],
    [LoginIdentifierKind.PhoneNumber, u.phone],
  ];
  const markers = identifiers.flatMap(([kind, raw]) => {
    const normalized = raw ? normalizeIdentifier(kind, raw) : undefined;
    if (raw && !normalized) throw new Error(`invalid login identifier of kind ${kind}`);
    return normalized ? [{ kind, normalized }] : [];
  });
  const outcome = await tryTransact([
    {
      put: {
        ...keys.user(id),
        // MON and municipality accounts are listed for the Master by name.
        ...(u.baseRole === Role.MON || u.baseRole === Role.Municipality
          ? keys.accountsOfRole(u.baseRole, `${u.firstName} ${u.lastName}`.trim().toLocaleLowerCase('bg'), id)
          : {}),
        type: 'User',
        id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email ? normalizeIdentifier(LoginIdentifierKind.Email, u.email) : null,
        phone: u.phone ? normalizeIdentifier(LoginIdentifierKind.PhoneNumber, u.phone) : null,
        passwordHash: hash,
        baseRole: u.baseRole,
        active: u.active ?? true,
        jurisdiction: u.jurisdiction ?? null,
        selectedKindergartenId: u.memberships[0]?.kindergartenId ?? null,
        periodId: null,
        avatarPath: null,
        consolidation: false,
        createdAt: new Date().toISOString(),
      },
      condition: { absent: true },
    },
    ...markers.map((m) => ({
      put: { ...keys.loginIdentifier(m.kind, m.normalized), type: 'LoginIdentifier', userId: id },
      condition: { absent: true },
    })),
    ...u.memberships.map((m) => ({
      put: {
        ...keys.membership(id, m.kindergartenId),
        ...keys.membershipByKindergarten(m.kindergartenId, id),
        type: 'Membership',
        userId: id,
        kindergartenId: m.kindergartenId,
        role: m.role,
      },
    })),
  ]);
  if (!outcome.committed) throw new AccountTaken(`user ${id} or a login identifier exists`);
  return id;
}
