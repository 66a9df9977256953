import { actions, defaultRights, type Resource, type Role, resources, type UserData } from '@gradina/shared';
import { notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { loadKindergartens, loadUserWithMemberships } from './user-records';

/** The access list the shell asks: one entry per resource the role may touch at all. */
export function accessList(role: Role): UserData['access'] {
  const rights = defaultRights[role] ?? {};
  return resources
    .filter((r) => (rights[r as Resource] ?? '') !== '')
    .map((resource) => {
      const letters = rights[resource] ?? '';
      const [read, create, update, del] = actions.map((a) => letters.includes(a[0]!));
      return {
        resource,
        group: null,
        canView: read!,
        canCreate: create!,
        canEdit: update!,
        read: read!,
        create: create!,
        update: update!,
        delete: del!,
      };
    });
}

export async function userData(session: SessionContext): Promise<UserData> {
  const record = await loadUserWithMemberships(session.userId);
  if (!record) throw notFound('Потребителят не е намерен.');
  const kindergartens = await loadKindergartens(record.memberships.map((m) => m.kindergartenId));
  const collator = new Intl.Collator('bg');
  const { user } = record;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    avatarPath: user.avatarPath,
    userType: session.role,
    baseRoleType: user.baseRole as Role,
    periodId: session.periodId,
    consolidation: user.consolidation === true,
    kindergartens: kindergartens
      .map((k) => ({
        id: k.id,
        name: k.name,
        city: k.city,
        town: k.town,
        adress: k.adress,
        isSelected: k.id === session.kindergartenId,
        isMother: kindergartens.some((other) => other.motherKindergartenId === k.id),
        motherKindergartenId: k.motherKindergartenId ?? null,
      }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    access: accessList(session.role),
  };
}
