import { KindergartenType, Role } from '../../../shared/src/enums';
import { call, signIn } from '../../support/api-client';
import { eventually } from '../../support/eventually';
import type { RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';

/**
 * The Master's kindergartens and the database exports (issue #32). The edits act on a kindergarten the
 * examples open themselves, never on the demo kindergarten every suite shares, so only the Master may make
 * them; the exports are the demo kindergarten's (they only read it).
 */

/** A body for a new kindergarten in Plovdiv (ЕКАТТЕ 56784), unique by name. */
export const newKindergartenBody = (name = `ДГ „Пример“ ${crypto.randomUUID().slice(0, 8)}`) => ({
  name,
  kindergartenType: KindergartenType.Kindergarten,
  motherKindergartenId: null,
  regionCode: 'PDV',
  municipalityCode: 'PDV22',
  townEkatte: '56784',
  adress: 'ул. „Гладстон“ 10',
  eik: '175074752',
  institutionCode: '1690001',
  phone: '032 123 456',
  email: 'dg-primer@test.gradina.bg',
});

let opened: Promise<string> | undefined;
/** The examples' own kindergarten, opened once by the Master. */
const examplesKindergarten = () => {
  opened ??= (async () => {
    const token = await signIn('master@demo.gradina.bg');
    const reply = await call('POST', '/api/administration/Kindergarten/create-empty-kindergarten', {
      token,
      body: newKindergartenBody(),
    });
    if (reply.status !== 200) throw new Error(`kindergarten not opened: ${JSON.stringify(reply.body)}`);
    return String((reply.body as { entityId: string }).entityId);
  })();
  return opened;
};

/** Only the Master may act on a kindergarten nobody else works in (403 for every other caller). */
const masterOnly = async ({ token }: { token: string }) => {
  const me = (await call('GET', '/api/identity/user-data', { token })).body as { userType?: number };
  return { forbidden: me.userType !== Role.Master };
};

/** The examples' kindergarten's data as stored now, as an update's body (its version included). */
async function currentData(kindergartenId: string) {
  const token = await signIn('master@demo.gradina.bg');
  const reply = await call('GET', '/api/administration/kindergarten/kindergarten-data/', {
    token,
    query: { kindergartenId },
  });
  const d = reply.body as Record<string, unknown>;
  return {
    ...newKindergartenBody(String(d.name)),
    kindergartenId,
    automaticExcuseWithMedicalNote: true,
    openingTime: '07:00',
    closingTime: '18:30',
    version: Number(d.version),
  };
}

/** A ready archive of the demo kindergarten, asked for by the demo director (made once for the examples). */
let readyExport: Promise<string> | undefined;
const aReadyExport = (kindergartenId: string) => {
  readyExport ??= (async () => {
    const token = await demoDirectorToken();
    const asked = await call('POST', '/api/Kindergartens/database-exports', {
      token,
      body: { kindergartenId },
    });
    const id = String((asked.body as { entityId: string }).entityId);
    await eventually(
      async () =>
        (await call('GET', '/api/Kindergartens/database-exports', { token, query: { kindergartenId } }))
          .body as { id: string; state: string }[],
      (list) => list.some((e) => e.id === id && e.state === 'ready'),
      'the examples’ database archive',
    );
    return id;
  })();
  return readyExport;
};

export const examples = {
  'kindergartens.kindergartenData': async () => ({
    query: { kindergartenId: await examplesKindergarten() },
    asCaller: masterOnly,
  }),
  'kindergartens.updateKindergarten': async () => ({
    body: await currentData(await examplesKindergarten()),
    asCaller: async (caller) => ({
      ...(await masterOnly(caller)),
      // Read just before the call: another principal's save moved the version on.
      body: await currentData(await examplesKindergarten()),
    }),
  }),
  'kindergartens.groupInstitutions': () => ({ query: { Name: 'ДГ', PageSize: '5' } }),
  'kindergartens.createEmptyKindergarten': () => ({ body: newKindergartenBody() }),
  'kindergartens.invalidateProfileCache': (w) => ({ path: { id: w.userIds.teacher! } }),
  'kindergartens.databaseExports': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'kindergartens.requestDatabaseExport': (w) => ({ body: { kindergartenId: w.kindergartenId } }),
  'kindergartens.downloadDatabaseExport': async (w) => ({
    path: { id: await aReadyExport(w.kindergartenId) },
  }),
} satisfies RouteExamples;
