import { randomUUID } from 'node:crypto';
import { RequestStatus } from '@gradina/shared';
import type { ChildApplication } from '@gradina/shared/manifest/routes/children/parents';
import { pageOf } from '../../../platform/db';
import { conflict } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { ApplicationItem } from './items';
import {
  applicationsOfParent,
  applicationsOfStatus,
  childIdOfIdentifier,
  childOf,
  createApplication,
  decideApplication,
  linkOf,
  profileOf,
} from './items';

/**
 * A signed-in parent's request to be linked to another child by the child's identifier ("add child",
 * /parent-child-application), and the director's decision. The identity area's registration requests are
 * for people without an account; this is an account asking for one more child, so it is a list of its own
 * beside them (docs/areas/parents.md).
 */

/** ЕГН/ЛНЧ are personal data: lists show the first five characters only. */
export const maskIdentifier = (identifier: string) =>
  identifier.slice(0, 5) + '*'.repeat(Math.max(0, identifier.length - 5));

export const applicationView = (a: ApplicationItem): ChildApplication => ({
  id: a.id,
  parentUserId: a.parentUserId,
  parentName: a.parentName,
  childIdentifierType: a.childIdentifierType as ChildApplication['childIdentifierType'],
  childIdentifier: maskIdentifier(a.childIdentifier),
  childName: a.childName,
  relation: a.relation as ChildApplication['relation'],
  status: a.status,
  createdAt: a.createdAt,
  decidedAt: a.decidedAt,
  rejectionReason: a.rejectionReason,
});

export const alreadyDecidedMessage = 'Заявката вече е решена.';
export const noSuchChildMessage =
  'В детската градина няма дете с този идентификатор: проверете го с родителя или отхвърлете заявката.';

/** POST /api/Parents/child-applications */
export async function applyForChild(
  session: TenantRouteSession,
  body: {
    childIdentifierType: number;
    childIdentifier: string;
    childName?: string | undefined;
    relation: number;
  },
) {
  const kg = session.kindergartenId;
  const identifier = body.childIdentifier.trim().toUpperCase();
  const [profile, childId] = await Promise.all([
    profileOf(session.userId),
    childIdOfIdentifier(kg, body.childIdentifierType, identifier),
  ]);
  // Only a child already theirs is named in the answer: any other identifier gets the same reply.
  if (childId && (await linkOf(kg, childId, session.userId)))
    throw conflict('Вече сте свързани с това дете.');
  const id = randomUUID();
  await createApplication({
    id,
    kindergartenId: kg,
    parentUserId: session.userId,
    parentName: profile ? `${profile.firstName} ${profile.lastName}` : '',
    childIdentifierType: body.childIdentifierType,
    childIdentifier: identifier,
    childName: body.childName?.trim() || null,
    relation: body.relation,
    status: RequestStatus.Pending,
    createdAt: new Date().toISOString(),
    decidedAt: null,
    rejectionReason: null,
  });
  return saved(id);
}

/** GET /api/Parents/child-applications/mine: the caller's own, newest first. */
export async function myApplications(session: TenantRouteSession) {
  return (await applicationsOfParent(session.kindergartenId, session.userId)).map(applicationView);
}

/** GET /api/Parents/child-applications: one status (pending by default), oldest first. */
export async function listApplications(
  session: TenantRouteSession,
  q: { status?: number | undefined; PageNumber?: number | undefined; PageSize?: number | undefined },
) {
  const items = await applicationsOfStatus(session.kindergartenId, q.status ?? RequestStatus.Pending);
  return pageOf(items.map(applicationView), q.PageNumber, q.PageSize ?? 50);
}

/** POST …/{id}/approve: the parent is linked to the child with that identifier, in one transaction. */
export async function approveApplication(session: TenantRouteSession, application: ApplicationItem) {
  if (application.status !== RequestStatus.Pending) throw conflict(alreadyDecidedMessage);
  const kg = session.kindergartenId;
  const childId = await childIdOfIdentifier(kg, application.childIdentifierType, application.childIdentifier);
  const child = childId ? await childOf(kg, childId) : undefined;
  if (!child) throw conflict(noSuchChildMessage);
  const decidedAt = new Date().toISOString();
  await decideApplication(
    application,
    { status: RequestStatus.Approved, decidedAt, rejectionReason: null },
    {
      kindergartenId: kg,
      childId: child.id,
      parentUserId: application.parentUserId,
      relation: application.relation,
      childName: `${child.firstName} ${child.lastName}`,
      groupId: child.groupId,
      createdAt: decidedAt,
    },
  );
  return saved(application.id);
}

/** POST …/{id}/reject */
export async function rejectApplication(application: ApplicationItem, reason: string | undefined) {
  if (application.status !== RequestStatus.Pending) throw conflict(alreadyDecidedMessage);
  await decideApplication(application, {
    status: RequestStatus.Rejected,
    decidedAt: new Date().toISOString(),
    rejectionReason: reason?.trim() || null,
  });
  return saved(application.id);
}
