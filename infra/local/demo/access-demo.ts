/**
 * Demo data of access and the resources menu: user groups, module locks and partners. Deterministic (ids
 * derive from the demo's own ids) and written with plain puts, so seeding twice is harmless.
 *
 * Groups never give a demo account more than its role already has: the access-matrix suite expects every
 * demo account to have exactly its role's default rights.
 */
import { createHash } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../functions/src/platform/db/keys';
import { Role } from '../../../shared/src/enums';
import type { Rights } from '../../../shared/src/permissions';
import { batchWriteAll, type DbItem } from '../../reference-data/batch-write';
import type { Kindergarten, StaffMember } from './builders';
import type { DemoWorld } from './seed';

/** A UUID derived from a text: the same demo builds the same ids. */
export function demoUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const demoPartnerNames = [
  'Издателство „Просвета“',
  'Анубис',
  'Булвест 2000',
  'Издателство „Клет България“',
] as const;

const demoNow = '2026-09-01T08:00:00.000Z';

function userGroup(
  kg: Kindergarten,
  o: { name: string; isPedagogical: boolean; rights: Rights; memberIds: string[] },
): DbItem[] {
  const id = demoUuid(`user-group#${kg.id}#${o.name}`);
  const nameKey = o.name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('bg');
  return [
    {
      ...keys.userGroup(kg.id, id),
      type: 'UserGroup',
      id,
      kindergartenId: kg.id,
      name: o.name,
      nameKey,
      isPedagogical: o.isPedagogical,
      rights: o.rights,
      memberIds: o.memberIds,
      version: 1,
      createdAt: demoNow,
      updatedAt: demoNow,
    },
    { ...keys.userGroupName(kg.id, nameKey), type: 'UserGroupName', groupId: id },
  ];
}

/** The items, in memory (no I/O). */
export function buildAccessDemoItems(demo: DemoWorld): DbItem[] {
  const { main, branch, sofia } = demo.kindergartens;
  const demoIds = new Set(Object.values(demo.accounts).map((a) => a.id));
  const staff = demo.world.items.filter((i): i is StaffMember => 'type' in i && i.type === 'StaffMember');
  const teachersOf = (kg: Kindergarten) =>
    staff.filter((s) => s.kindergartenId === kg.id && s.role === Role.Teacher).map((s) => s.userId);
  const mainTeachers = teachersOf(main);
  const items: DbItem[] = [
    // Every teacher of the main kindergarten, the demo teacher too: rights teachers have anyway.
    ...userGroup(main, {
      name: 'Педагогически съвет',
      isPedagogical: true,
      rights: { EducationPlanTopics: 'r', ClassPrograms: 'r', Lessons: 'r' },
      memberIds: mainTeachers,
    }),
    // Two other teachers keep the days off and see the staff's attendance.
    ...userGroup(main, {
      name: 'Дежурни учители',
      isPedagogical: true,
      rights: { DaysOff: 'rcu', TeacherAttendances: 'r' },
      memberIds: mainTeachers.filter((id) => !demoIds.has(id)).slice(0, 2),
    }),
    ...userGroup(sofia, {
      name: 'Педагогически съвет',
      isPedagogical: true,
      rights: { EducationPlanTopics: 'r' },
      memberIds: teachersOf(sofia),
    }),
    // Fees of the Sofia kindergarten are closed for the year: only its director may change them.
    {
      ...keys.moduleSettings(sofia.id),
      type: 'ModuleSettings',
      kindergartenId: sofia.id,
      lockedModules: ['Payments'],
      version: 1,
      updatedAt: demoNow,
    },
  ];
  for (const kg of [main, branch, sofia]) {
    for (const name of demoPartnerNames) {
      const id = demoUuid(`partner#${kg.id}#${name}`);
      items.push({ ...keys.partner(kg.id, id), type: 'Partner', id, kindergartenId: kg.id, name });
    }
  }
  return items;
}

/**
 * Writes the access demo data; `seedDemoData` calls it after the demo world is saved. Returns counts for
 * the seed marker.
 */
export async function seedAccessDemo(
  client: DynamoDBDocumentClient,
  tableName: string,
  demo: DemoWorld,
): Promise<{ userGroups: number; partners: number; moduleSettings: number }> {
  const items = buildAccessDemoItems(demo);
  await batchWriteAll(client, tableName, items);
  const count = (type: string) => items.filter((i) => i.type === type).length;
  return {
    userGroups: count('UserGroup'),
    partners: count('Partner'),
    moduleSettings: count('ModuleSettings'),
  };
}
