import { routeById } from '../../shared/src/manifest/index';
import { onDemoCloud } from './demo-cloud';

/**
 * `npx tsx test/bench/groups.ts`: DynamoDB requests of the groups screens' reads on the demo kindergarten,
 * from the local cloud's X-Gradina-Db header (handler only; the authorizer's session read is one more).
 * Figures, not a test: the group list must stay at 2 requests (the groups partition and the staff
 * partition, side by side) however many groups and teachers the kindergarten has.
 */
onDemoCloud('groups', async (cloudUrl, token) => {
  const get = async (id: string, query: Record<string, string> = {}) => {
    const url = new URL(routeById.get(id)!.path, cloudUrl);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { rowsCount?: number; length?: number };
    const meter = res.headers.get('x-gradina-db') ?? '';
    const rows = body.rowsCount ?? body.length ?? '';
    console.log(`${id.padEnd(36)} ${String(res.status).padStart(6)} ${String(rows).padStart(5)}  ${meter}`);
  };
  console.log(`${'route'.padEnd(36)} ${'status'.padStart(6)} ${'rows'.padStart(5)}  DynamoDB (handler only)`);
  await get('kindergartens.groupOverview', { PageSize: '20' });
  await get('kindergartens.groupList');
  await get('kindergartens.groupsGrouped');
  await get('communication.kindergartenFigures');
}).catch((e) => {
  console.error(e);
  process.exit(1);
});
