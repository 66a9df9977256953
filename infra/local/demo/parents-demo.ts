/**
 * Parents demo data: the demo kindergarten's parents are accounts linked to their children with a relation
 * (the world's `aGuardian`), all active. This adds what the parents screens show besides: a parent invited
 * for a child who has not accepted yet (an open invitation with the child waiting on it), and the demo
 * parent's pending "add child" application for a child of another family. Written through the identity
 * area's invitation and the parents feature's own functions, so the items are exactly what the product writes.
 *
 *   await seedParentsDemo(demo);        // after the world is saved (db() / TABLE_NAME)
 */
import { randomUUID } from 'node:crypto';
import { applyForChild } from '../../../functions/src/areas/children/parents/applications';
import { createPending } from '../../../functions/src/areas/children/parents/items';
import { writeInvitation } from '../../../functions/src/areas/identity/invitations/invitations';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { GuardianRelation, Role } from '../../../shared/src/enums';
import type { Guardian } from './people-builders';
import type { DemoWorld } from './seed';

export async function seedParentsDemo(
  demo: DemoWorld,
): Promise<{ invitedParents: number; applications: number }> {
  const { main } = demo.kindergartens;
  const guardians = demo.world.items.filter((i): i is Guardian => 'type' in i && i.type === 'Guardian');
  const linked = new Set(guardians.map((g) => g.childId));
  const demoParents = new Set(
    guardians.filter((g) => g.parentUserId === demo.accounts.parent.id).map((g) => g.childId),
  );
  const inMain = demo.children.filter((c) => c.kindergartenId === main.id && !demoParents.has(c.id));
  // Children nobody is linked to first: the invited parent is then the child's only one.
  const [forInvite, forApplication] = [
    ...inMain.filter((c) => !linked.has(c.id)),
    ...inMain.filter((c) => linked.has(c.id)),
  ];
  if (!forInvite || !forApplication)
    throw new Error('parents demo: the main kindergarten has too few children');

  const id = randomUUID();
  const invitee = { email: 'pokanen.roditel@demo.gradina.bg', firstName: 'Калина', lastName: 'Стоянова' };
  const { invitation } = await writeInvitation(
    main.id,
    invitee,
    Role.Parent,
    demo.accounts.director.id,
    'account-activation',
    id,
  );
  await createPending({
    kindergartenId: main.id,
    childId: forInvite.id,
    invitationId: id,
    email: invitation.email,
    firstName: invitee.firstName,
    lastName: invitee.lastName,
    phone: null,
    relation: GuardianRelation.Mother,
    childName: `${forInvite.firstName} ${forInvite.lastName}`,
    groupId: forInvite.groupId,
    createdAt: invitation.createdAt,
  });

  const parent: TenantRouteSession = {
    userId: demo.accounts.parent.id,
    sessionId: 'demo-seed',
    role: Role.Parent,
    kindergartenId: main.id,
    periodId: main.activePeriodId ?? null,
    can: () => true,
  };
  await applyForChild(parent, {
    childIdentifierType: forApplication.identifierType,
    childIdentifier: forApplication.identifier,
    relation: GuardianRelation.Mother,
  });
  return { invitedParents: 1, applications: 1 };
}
