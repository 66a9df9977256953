import { randomUUID } from 'node:crypto';
import { GuardianRelation, LoginIdentifierKind, RequestStatus, Role } from '@gradina/shared';
import { orNull, pick } from '@gradina/shared/record-fields';
import { hashPassword } from '../../../platform/auth/passwords';
import { botVerifier } from '../../../platform/bot-protection/index';
import { getItem, getOrNotFound, putItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { pageOf, queryAll } from '../../../platform/db/query';
import { conflict, invalidField } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { addMembership, createAccount } from '../accounts/accounts';
import type { LabelledOp } from '../accounts/items';
import {
  getProfile,
  guardianPut,
  kindergartenProfile,
  membershipOf,
  transact,
  userIdOfIdentifier,
} from '../accounts/items';
import { normalizeEmail, normalizePhone, nowIso, saved } from '../accounts/records';
import { loginLink, recoveryRequestLink } from '../links/links';
import { sendAccountMail } from '../mails/send';
import {
  registrationApprovedMail,
  registrationReceivedMail,
  registrationRejectedMail,
  registrationWithExistingAccountMail,
} from '../mails/templates';

/**
 * Parent self-registration. The public form creates a request in the chosen kindergarten (nothing else: no
 * account, no membership, no link to a child); the kindergarten's director or administrator approves it,
 * and only then the account, the membership and the guardian link to the child with that ЕГН/ЛНЧ are
 * written, in one transaction with the request's new status.
 */
export interface RegistrationRequest {
  id: string;
  kindergartenId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  passwordHash?: string;
  childFirstName: string | null;
  childLastName: string | null;
  childIdentifierType: number;
  childIdentifier: string;
  relation: number | null;
  status: number;
  createdAt: string;
  decidedAt: string | null;
  decidedBy?: string | null;
  rejectionReason: string | null;
  parentUserId: string | null;
}

export interface RegistrationBody {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  childFirstName?: string;
  childLastName?: string;
  childIdentifierType: number;
  childIdentifier: string;
  relation?: number;
  kindergartenId: string;
  captchaToken?: string;
}

const maskChild = (identifier: string) => `${identifier.slice(0, 5)}*****`;

export async function registerParent(body: RegistrationBody, remoteIp?: string) {
  const check = await botVerifier().verify(body.captchaToken, 'register_parent', remoteIp);
  if (!check.human) {
    const message = 'Проверката срещу автоматизирани заявки не бе успешна. Опитайте отново.';
    throw invalidField('captchaToken', message);
  }
  const kg = await kindergartenProfile(body.kindergartenId);
  if (!kg) {
    const message = 'Детската градина не е намерена.';
    throw invalidField('kindergartenId', message);
  }
  const email = normalizeEmail(body.email);
  const phone = normalizePhone(body.phone);
  const existingId = await userIdOfIdentifier(LoginIdentifierKind.Email, email);
  if (existingId) {
    // Same answer as a new registration: the form does not tell who has an account. The owner is told.
    const existing = await getProfile(existingId);
    await sendAccountMail(
      email,
      registrationWithExistingAccountMail({
        firstName: existing?.firstName ?? body.firstName,
        kindergartenName: kg.name,
        loginLink: loginLink(),
        recoveryLink: recoveryRequestLink(),
      }),
    );
    return saved(null);
  }
  const id = randomUUID();
  const createdAt = nowIso();
  const request: RegistrationRequest = {
    id,
    kindergartenId: kg.id,
    firstName: body.firstName,
    lastName: body.lastName,
    email,
    phone,
    passwordHash: await hashPassword(body.password),
    childFirstName: body.childFirstName || null,
    childLastName: body.childLastName || null,
    childIdentifierType: body.childIdentifierType,
    childIdentifier: body.childIdentifier,
    relation: body.relation ?? null,
    status: RequestStatus.Pending,
    createdAt,
    decidedAt: null,
    rejectionReason: null,
    parentUserId: null,
  };
  await putItem(
    {
      type: 'ParentRegistration',
      ...request,
      ...keys.registrationRequest(kg.id, id),
      ...keys.registrationsByStatus(kg.id, RequestStatus.Pending, createdAt, id),
    },
    { absent: true },
  );
  await sendAccountMail(
    email,
    registrationReceivedMail({ firstName: body.firstName, kindergartenName: kg.name }),
  );
  return saved(null);
}

export function registrationView(r: RegistrationRequest) {
  return {
    ...pick(r, 'id', 'firstName', 'lastName', 'email'),
    ...orNull(r, 'phone', 'childFirstName', 'childLastName'),
    childIdentifierType: r.childIdentifierType as 0 | 1 | 2,
    childIdentifier: maskChild(r.childIdentifier),
    relation: r.relation ?? null,
    status: r.status as 0 | 1 | 2,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt ?? null,
    rejectionReason: r.rejectionReason ?? null,
  };
}

/** The kindergarten's requests of one status (pending by default), oldest first: one Query of GSI1. */
export async function listRegistrationRequests(
  session: TenantRouteSession,
  q: { kindergartenId?: string; status?: number; PageNumber?: number; PageSize?: number },
) {
  const { kindergartenId } = session;
  const status = q.status ?? RequestStatus.Pending;
  const index = keys.registrationsByStatus(kindergartenId, status);
  // Pending requests oldest first (first come, first served); decided ones newest first.
  const items = await queryAll<RegistrationRequest>({
    index: 'GSI1',
    partition: index.GSI1PK,
    descending: status !== RequestStatus.Pending,
  });
  const rows = items.map(registrationView);
  return pageOf(rows, q.PageNumber ?? 1, q.PageSize ?? Math.max(rows.length, 1));
}

async function readRequest(kindergartenId: string, id: string): Promise<RegistrationRequest> {
  return getOrNotFound<RegistrationRequest>(
    keys.registrationRequest(kindergartenId, id),
    'Заявката не е намерена.',
    { consistent: true },
  );
}

/** The child of the kindergarten with the request's ЕГН/ЛНЧ (unique-identifier marker, then the profile). */
async function matchChild(kindergartenId: string, r: RegistrationRequest) {
  const marker = await getItem<Record<string, unknown>>(
    keys.childIdentifier(kindergartenId, r.childIdentifierType, r.childIdentifier),
  );
  const childId = marker?.childId as string | undefined;
  if (!childId) return undefined;
  const child = await getItem<Record<string, unknown>>(keys.child(kindergartenId, childId));
  if (!child) return undefined;
  return {
    id: childId,
    name: `${child.firstName ?? ''} ${child.lastName ?? ''}`.trim(),
    groupId: (child.groupId as string | undefined) ?? null,
  };
}

export async function getRegistrationRequest(session: TenantRouteSession, id: string) {
  const { kindergartenId } = session;
  const r = await readRequest(kindergartenId, id);
  const matchedChild = r.status === RequestStatus.Pending ? await matchChild(kindergartenId, r) : undefined;
  return { ...registrationView(r), matchedChild: matchedChild ?? null, parentUserId: r.parentUserId ?? null };
}

function decisionItem(
  kindergartenId: string,
  r: RegistrationRequest,
  status: number,
  set: Record<string, unknown>,
  decidedBy: string,
): LabelledOp {
  return {
    label: 'request',
    op: {
      update: keys.registrationRequest(kindergartenId, r.id),
      changes: {
        set: {
          ...set,
          status,
          decidedAt: nowIso(),
          decidedBy,
          ...keys.registrationsByStatus(kindergartenId, status, r.createdAt, r.id),
        },
        remove: ['passwordHash'],
      },
      condition: { equals: { status: RequestStatus.Pending } },
    },
  };
}

const alreadyDecided = () => conflict('Заявката вече е разгледана.');

/**
 * Approves a pending request: the parent's account (with the password they chose), the membership and the
 * guardian link to the matched child, and the request's status, all in one transaction. When the e-mail
 * has an account by now, that account gets the membership and the link instead.
 */
export async function approveRegistration(session: TenantRouteSession, id: string, relation?: number) {
  const { kindergartenId } = session;
  const r = await readRequest(kindergartenId, id);
  if (r.status !== RequestStatus.Pending) throw alreadyDecided();
  const child = await matchChild(kindergartenId, r);
  if (!child)
    throw conflict(
      'В детската градина няма дете с посоченото ЕГН/ЛНЧ. Добавете детето или отхвърлете заявката.',
    );
  const kg = await kindergartenProfile(kindergartenId);

  const existingId = await userIdOfIdentifier(LoginIdentifierKind.Email, r.email);
  const userId = existingId ?? randomUUID();
  const guardian = guardianPut({
    kindergartenId,
    child,
    parentUserId: userId,
    relation: relation ?? r.relation ?? GuardianRelation.Other,
  });
  const decision = decisionItem(
    kindergartenId,
    r,
    RequestStatus.Approved,
    { parentUserId: userId },
    session.userId,
  );
  const onConflict = (label: string) =>
    label === 'request'
      ? alreadyDecided()
      : label === 'guardian'
        ? conflict('Родителят вече е свързан с това дете.')
        : undefined;

  if (existingId) {
    const existing = await getProfile(existingId, true);
    if (!existing) throw conflict('Записът беше променен междувременно. Опитайте отново.');
    if (await membershipOf(existingId, kindergartenId)) {
      await transact([decision, guardian], onConflict);
    } else {
      await addMembership(existing, { kindergartenId, role: Role.Parent }, [decision, guardian]);
    }
  } else {
    const phoneFree = r.phone ? !(await userIdOfIdentifier(LoginIdentifierKind.PhoneNumber, r.phone)) : false;
    await createAccount({
      id: userId,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: phoneFree ? (r.phone ?? undefined) : undefined,
      baseRole: Role.Parent,
      memberships: [{ kindergartenId, role: Role.Parent }],
      active: true,
      pendingActivation: false,
      passwordHash: r.passwordHash ?? null,
      extra: [decision, guardian],
    });
  }
  await sendAccountMail(
    r.email,
    registrationApprovedMail({
      firstName: r.firstName,
      kindergartenName: kg?.name ?? '',
      loginLink: loginLink(),
    }),
  );
  return saved(userId);
}

export async function rejectRegistration(session: TenantRouteSession, id: string, reason?: string) {
  const { kindergartenId } = session;
  const r = await readRequest(kindergartenId, id);
  if (r.status !== RequestStatus.Pending) throw alreadyDecided();
  await transact(
    [
      decisionItem(
        kindergartenId,
        r,
        RequestStatus.Rejected,
        { rejectionReason: reason || null },
        session.userId,
      ),
    ],
    (label) => (label === 'request' ? alreadyDecided() : undefined),
  );
  const kg = await kindergartenProfile(kindergartenId);
  await sendAccountMail(
    r.email,
    registrationRejectedMail({
      firstName: r.firstName,
      kindergartenName: kg?.name ?? '',
      reason: reason || null,
    }),
  );
  return saved(r.id);
}
