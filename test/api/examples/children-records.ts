import { makeEgn } from '../../../shared/src/egn';
import { call, signIn } from '../../support/api-client';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the children records routes on the demo kindergarten (its children come with the demo data).
 * A write acts on a child its example enrolled first, from a day far ahead: such a child may be deleted.
 */

let teacherToken: Promise<string> | undefined;

/** Two groups of the demo kindergarten: the demo teacher's (so they may read its children) and another. */
async function demoGroups(w: ExampleWorld): Promise<[string, string]> {
  teacherToken ??= signIn('teacher@demo.gradina.bg');
  const dropdown = async (token: string) =>
    (await call('GET', '/api/Students/dropdown', { token, query: { kindergartenId: w.kindergartenId } }))
      .body as { groupId: string }[];
  const own = (await dropdown(await teacherToken))[0]?.groupId;
  const other = (await dropdown(await demoDirectorToken())).find((c) => c.groupId !== own)?.groupId;
  if (!own || !other) throw new Error('the demo kindergarten lacks children in two groups');
  return [own, other];
}

const aDemoGroup = async (w: ExampleWorld) => (await demoGroups(w))[0];

/** A valid ЕГН of a child born 2021-2023, at random, so examples never meet on one identifier. */
export const aChildEgn = (gender: 1 | 2 = 1) =>
  makeEgn(
    {
      year: 2021 + Math.floor(Math.random() * 3),
      month: 1 + Math.floor(Math.random() * 12),
      day: 1 + Math.floor(Math.random() * 28),
    },
    Math.floor(Math.random() * 1000),
    gender,
  );

export const childBody = (kindergartenId: string, groupId: string) => ({
  kindergartenId,
  firstName: 'Калина',
  lastName: 'Петрова',
  identifierType: 0 as const,
  identifier: aChildEgn(2),
  address: { cityId: '56784', cityName: 'гр. Пловдив', street: 'ул. „Иван Вазов“ 1' },
  allergies: [{ allergen: 7 as const, note: 'без прясно мляко' }],
  groupId,
  enrolledOn: '2030-09-16',
  // The demo groups are full (issue #24: a full group takes a child only with the director's reason).
  overCapacityReason: 'Пример: записване над капацитета',
});

/**
 * A child of the demo kindergarten, enrolled by the demo director from a day far ahead. The identifier is
 * drawn at random from some 500,000 ЕГН, and a whole run enrols hundreds of children into the one demo
 * kindergarten: a draw that meets an earlier child (409) draws again.
 */
async function aChild(w: ExampleWorld): Promise<string> {
  const groupId = await aDemoGroup(w);
  for (let attempt = 0; ; attempt++) {
    const reply = await call('POST', '/api/Students', {
      token: await demoDirectorToken(),
      body: childBody(w.kindergartenId, groupId),
    });
    if (reply.status === 200) return String((reply.body as { entityId: string }).entityId);
    if (reply.status !== 409 || attempt >= 4)
      throw new Error(`child not enrolled: ${JSON.stringify(reply.body)}`);
  }
}

const inKindergarten = (w: ExampleWorld) => ({ query: { kindergartenId: w.kindergartenId } });

export const examples = {
  'children.children': inKindergarten,
  'children.childDropdown': inKindergarten,
  'children.childrenOverview': (w) => ({ query: { kindergartenId: w.kindergartenId, PageSize: '20' } }),
  'children.exportChildren': inKindergarten,
  'children.childrenGrouped': inKindergarten,
  'children.guestChild': async (w) => {
    const body = childBody(w.kindergartenId, await aDemoGroup(w));
    await call('POST', '/api/Students', { token: await demoDirectorToken(), body });
    return { path: { identificationNumber: body.identifier } };
  },
  'children.child': async (w) => ({ path: { id: await aChild(w) } }),
  // An edit of a child the example enrolled first: an object of the demo kindergarten (the create is in the suite).
  'children.saveChild': async (w) => {
    const { groupId: _group, enrolledOn: _day, ...record } = childBody(w.kindergartenId, await aDemoGroup(w));
    return { body: { ...record, id: await aChild(w), version: 1 } };
  },
  'children.moveChild': async (w) => ({
    path: { id: await aChild(w) },
    body: {
      kindergartenId: w.kindergartenId,
      groupId: (await demoGroups(w))[1],
      fromDate: '2031-01-10',
      overCapacityReason: 'Пример: преместване над капацитета',
      version: 1,
    },
  }),
  'children.dischargeChild': async (w) => ({
    path: { id: await aChild(w) },
    body: { kindergartenId: w.kindergartenId, status: 2 as const, leftOn: '2031-06-30', version: 1 },
  }),
  'children.deleteChild': async (w) => ({ path: { id: await aChild(w) } }),
} satisfies RouteExamples;
