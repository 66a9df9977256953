import { call } from '../../support/api-client';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the staff records routes on the demo kindergarten. A save that edits acts on a record its
 * example created first (no e-mail, so no invitation is sent), with the version 1 it was created with.
 */

const staffBody = (w: ExampleWorld) => ({
  kindergartenId: w.kindergartenId,
  firstName: 'Пример',
  lastName: 'Служителски',
  occupationId: 13,
  workingTime: 1 as const,
  groupIds: [],
  isDirector: false,
});

async function aStaffRecord(w: ExampleWorld): Promise<string> {
  const reply = await call('POST', '/api/Teachers/save', {
    token: await demoDirectorToken(),
    body: staffBody(w),
  });
  if (reply.status !== 200) throw new Error(`staff record not created: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

const guard = (w: ExampleWorld) => ({ query: { kindergartenId: w.kindergartenId } });

export const examples = {
  'staff.teachers': guard,
  'staff.staffOverview': (w) => ({
    query: { kindergartenId: w.kindergartenId, kind: '1', PageNumber: '1', PageSize: '20' },
  }),
  'staff.exportStaff': (w) => ({ query: { kindergartenId: w.kindergartenId, kind: '2' } }),
  'staff.staffForKindergarten': guard,
  'staff.staffForActivities': guard,
  'staff.staffMember': (w) => ({
    path: { id: w.userIds.teacher ?? 'none', kindergartenId: w.kindergartenId },
  }),
  'staff.staffByKindergarten': guard,
  'staff.staffByKind': (w) => ({ query: { kindergartenId: w.kindergartenId, kind: '1' } }),
  'staff.teachersPedagogues': guard,
  'staff.directors': guard,
  'staff.occupations': guard,
  'staff.saveStaff': async (w) => ({ body: { ...staffBody(w), id: await aStaffRecord(w), version: 1 } }),
} satisfies RouteExamples;
