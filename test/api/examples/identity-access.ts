import { Role } from '../../../shared/src/enums';
import { call } from '../../support/api-client';
import { staffOfKindergarten } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { activeSchoolYearOf, demoDirectorToken } from './kindergartens';

/**
 * A teacher of the kindergarten who is not a demo account: groups the examples create may give rights to
 * such a member without changing what the access matrix expects of the demo accounts.
 */
export async function nonDemoTeacher(w: ExampleWorld): Promise<string> {
  const demo = new Set(Object.values(w.userIds));
  const teacher = (await staffOfKindergarten(w.kindergartenId)).find(
    // A staff record without an account (`account` set: none or invited) is no member to give rights to.
    (i) => Number(i.role) === Role.Teacher && !demo.has(String(i.userId)) && !i.account,
  );
  if (!teacher) throw new Error('the demo kindergarten has no teacher besides the demo account');
  return String(teacher.userId);
}

const uniqueName = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 8)}`;

export async function groupBody(w: ExampleWorld) {
  return {
    kindergartenId: w.kindergartenId,
    name: uniqueName('Старши учители'),
    isPedagogical: true,
    access: [{ resource: 'DaysOff', read: true, create: true, update: true, delete: false }],
    memberIds: [await nonDemoTeacher(w)],
  };
}

/** A user group of the main kindergarten, created by the demo director. */
export async function aUserGroup(w: ExampleWorld): Promise<{ id: string; version: number }> {
  const reply = await call('POST', '/api/UserRoles', {
    token: await demoDirectorToken(),
    body: await groupBody(w),
  });
  if (reply.status !== 200) throw new Error(`group not created: ${JSON.stringify(reply.body)}`);
  const body = reply.body as { entityId: string; version: number };
  return { id: body.entityId, version: body.version };
}

export const examples = {
  'identity.userRoles': (w) => ({ query: { IncludeMembers: 'true', kindergartenId: w.kindergartenId } }),
  'identity.userRolesExtended': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'identity.userRole': async (w) => ({ path: { id: (await aUserGroup(w)).id } }),
  'identity.saveUserRole': async (w) => ({ body: await groupBody(w) }),
  'identity.deleteUserRole': async (w) => ({ path: { id: (await aUserGroup(w)).id } }),
  'identity.rebuildAccess': (w) => ({ body: { kindergartenId: w.kindergartenId } }),
  'identity.moduleSettings': () => ({}),
  'identity.saveModuleSettings': (w) => ({
    body: { kindergartenId: w.kindergartenId, modules: [{ module: 'Storage', isLocked: false }] },
  }),
  // The active year is every session's default: choosing it changes nothing.
  'identity.changeSchoolYear': async (w) => ({
    path: { id: await activeSchoolYearOf(w.kindergartenId) },
    consumesSession: true,
  }),
  'identity.kindergartenAudit': (w) => ({
    query: { kindergartenId: w.kindergartenId, event: 'login.locked', from: '2026-01-01' },
  }),
  'identity.platformAudit': () => ({ query: { month: new Date().toISOString().slice(0, 7) } }),
} satisfies RouteExamples;
