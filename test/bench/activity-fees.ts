import { randomUUID } from 'node:crypto';
import { routeById } from '../../shared/src/manifest/index';
import { anActivity, enrol } from '../support/activities/fees';
import { onDemoCloud, whenRunDirectly } from './demo-cloud';

/**
 * Fee generation rows of `npm run bench` (issue #16's measure): an activity of the demo kindergarten with 150
 * children enrolled, its November generated twice (the second run finds every fee and writes nothing): the
 * DynamoDB requests of each run and per child, from the local cloud's meter header (handler only). The reads
 * are fixed (the activity, the activities, the enrolments, the attendance and calendar BatchGet, the
 * discounts, the month's fees) but for the children's records (their leave: one BatchGet per 100 children);
 * the writes are one transaction per 100 new fees.
 * `npx tsx test/bench/activity-fees.ts` runs it alone.
 */
export const benchChildren = 150;

export async function activityFeesRows(baseUrl: string, token: string, kindergartenId: string) {
  const activity = await anActivity(kindergartenId, { name: 'Бенчмарк: танци', fromDate: '2026-09-01' });
  for (let i = 0; i < benchChildren; i += 25)
    await Promise.all(
      Array.from({ length: Math.min(25, benchChildren - i) }, (_, n) =>
        enrol(activity, {
          id: randomUUID(),
          firstName: 'Дете',
          lastName: String(i + n + 1),
          groupId: 'bench',
        }),
      ),
    );
  const route = routeById.get('payments.generateProformaInvoices')!;
  const generate = async () => {
    const res = await fetch(new URL(route.path, baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kindergartenId, year: 2026, month: 11, activityId: activity.id }),
    });
    const reply = (await res.json()) as { count?: number; created?: number };
    const requests = Number(/requests=(\d+)/.exec(res.headers.get('x-gradina-db') ?? '')?.[1] ?? Number.NaN);
    return { status: res.status, reply, requests };
  };
  const first = await generate();
  const again = await generate();
  console.log(`\nActivity fees: generating November 2026 for ${benchChildren} children of one activity`);
  console.log(`${'run'.padEnd(40)} ${'status'.padStart(6)} ${'requests'.padStart(8)} ${'fees'.padStart(6)}`);
  for (const [label, r] of [
    ['first run (creates every fee)', first],
    ['second run (nothing changed)', again],
  ] as const)
    console.log(
      `${label.padEnd(40)} ${String(r.status).padStart(6)} ${String(r.requests).padStart(8)} ${String(r.reply.count ?? '-').padStart(6)}`,
    );
  console.log(
    `DynamoDB requests per child to generate a month's fees for ${benchChildren} children: ${(first.requests / benchChildren).toFixed(3)}`,
  );
}

whenRunDirectly(import.meta.url, () =>
  onDemoCloud('fees', async (url, token) => {
    const me = await fetch(`${url}${routeById.get('identity.userData')!.path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { kindergartens } = (await me.json()) as { kindergartens: { id: string; isSelected: boolean }[] };
    await activityFeesRows(url, token, kindergartens.find((k) => k.isSelected)?.id ?? '');
  }),
);
