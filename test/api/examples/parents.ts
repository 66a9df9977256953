import { randomUUID } from 'node:crypto';
import { keys } from '../../../functions/src/platform/db/keys';
import { GuardianRelation, IdentifierType, Role } from '../../../shared/src/enums';
import { anAccount, testPassword } from '../../support/accounts';
import { call, signIn } from '../../support/api-client';
import { childrenOfGroup, childrenOfParent, groupsOfKindergarten, storedItem } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the parents routes in the demo kindergarten: the demo parent's children, and a child of no
 * demo account. Writes act on parents the example invites first, so every call has its own.
 */

/** The demo parent's children (the demo parent has two, in different groups). */
export async function demoParentChildren(w: ExampleWorld): Promise<string[]> {
  const links = await childrenOfParent(w.userIds.parent!, w.kindergartenId);
  return links.map((l) => String(l.childId));
}

/** A child of the demo kindergarten that is not the demo parent's. */
export async function anotherFamilysChild(w: ExampleWorld): Promise<string> {
  const own = new Set(await demoParentChildren(w));
  for (const g of await groupsOfKindergarten(w.kindergartenId)) {
    const child = (await childrenOfGroup(w.kindergartenId, String(g.id))).find((c) => !own.has(String(c.id)));
    if (child) return String(child.id);
  }
  throw new Error('the demo kindergarten has no child outside the demo parent');
}

export const exampleEmail = () => `parent-${randomUUID().slice(0, 8)}@test.gradina.bg`;

/** A parent the demo director invites for a child: the invitation's id, which names the parent. */
export async function anInvitedParent(w: ExampleWorld, childId: string): Promise<string> {
  const reply = await call('POST', '/api/Parents', {
    token: await demoDirectorToken(),
    body: {
      kindergartenId: w.kindergartenId,
      childId,
      firstName: 'Мария',
      lastName: 'Примерна',
      email: exampleEmail(),
      relation: GuardianRelation.Mother,
    },
  });
  if (reply.status !== 200) throw new Error(`parent not invited: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

/** A pending "add child" application of a parent account of its own, for a child of another family. */
async function anApplication(w: ExampleWorld): Promise<string> {
  const parent = await anAccount({ kindergartenId: w.kindergartenId, role: Role.Parent, active: true });
  const child = await storedItem(keys.child(w.kindergartenId, await anotherFamilysChild(w)));
  const reply = await call('POST', '/api/Parents/child-applications', {
    token: await signIn(parent.email, testPassword),
    body: {
      kindergartenId: w.kindergartenId,
      childIdentifierType: child?.identifierType ?? IdentifierType.EGN,
      childIdentifier: String(child?.identifier),
      relation: GuardianRelation.Father,
    },
  });
  if (reply.status !== 200) throw new Error(`application not made: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

const firstChild = async (w: ExampleWorld) => (await demoParentChildren(w))[0]!;

export const examples = {
  'children.parents': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'children.exportParents': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'children.parent': (w) => ({ path: { id: w.userIds.parent! } }),
  'children.childGuardians': async (w) => ({ path: { childId: await firstChild(w) } }),
  'children.createParent': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      childId: await firstChild(w),
      firstName: 'Петър',
      lastName: 'Примерен',
      email: exampleEmail(),
      phone: '0888123456',
      relation: GuardianRelation.Father,
    },
  }),
  'children.linkChild': async (w) => {
    const [first, second] = await demoParentChildren(w);
    return {
      path: { id: await anInvitedParent(w, first!) },
      body: { childId: second!, relation: GuardianRelation.Mother },
    };
  },
  'children.changeRelation': async (w) => {
    const childId = await firstChild(w);
    return {
      path: { id: await anInvitedParent(w, childId), childId },
      body: { relation: GuardianRelation.Guardian, version: 0 },
    };
  },
  'children.unlinkChild': async (w) => {
    const childId = await firstChild(w);
    return { path: { id: await anInvitedParent(w, childId), childId } };
  },
  'children.applyForChild': (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      childIdentifierType: IdentifierType.IdentificationNumber,
      childIdentifier: 'PRIMER123',
      relation: GuardianRelation.Mother,
    },
  }),
  'children.myChildApplications': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'children.childApplications': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'children.approveChildApplication': async (w) => ({ path: { id: await anApplication(w) } }),
  'children.rejectChildApplication': async (w) => ({ path: { id: await anApplication(w) }, body: {} }),
} satisfies RouteExamples;
