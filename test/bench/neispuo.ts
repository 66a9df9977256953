import { syncGroupMonth } from '../../functions/src/areas/neispuo/attendance-sync/sync';
import { setClassBook } from '../../functions/src/areas/neispuo/connection/items';
import { receiveMedicalNotices } from '../../functions/src/areas/neispuo/medical-notices/receive';
import { sendGroupResults } from '../../functions/src/areas/neispuo/results/send';
import { metered } from '../../functions/src/platform/db/client';
import { neispuoCalls } from '../../functions/src/platform/neispuo/client';
import { localNeispuoSimulatorKit } from '../../infra/local/neispuo-simulator/test-kit';
import { StudentAttendanceStatus as S } from '../../shared/src/enums';
import { routeById } from '../../shared/src/manifest/index';
import { onDemoCloud, whenRunDirectly } from './demo-cloud';

/**
 * НЕИСПУО's rows of `npm run bench` (issue #31's measure) on the demo director's kindergarten and the local
 * simulator: the demo kindergarten is connected with its first group mapped and every child matched, its
 * month is sent once, then one day of the whole group is marked anew and its sending is measured in process
 * (the queue consumer's function): DynamoDB requests and simulator calls. SB.ExtApi takes one attendance per
 * POST, so the calls are one per child of the day (the issue hoped for <= 2 with a batch the API lacks).
 * Then the group's educational results are sent (twice: the second finds nothing to send) and 100 medical
 * notices from НЗИС for the group's children are received (the job's function, in process).
 * `npx tsx test/bench/neispuo.ts` runs it alone.
 */
export async function neispuoRows(baseUrl: string, token: string) {
  const call = async (id: string, body?: unknown, pathId = '') => {
    const route = routeById.get(id)!;
    const res = await fetch(new URL(route.path.replace('{id}', pathId), baseUrl), {
      method: route.method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const sim = localNeispuoSimulatorKit();
  const institutionId = 1_777_001;
  const classId = 990_001;
  type Connection = {
    classes: { groupId: string; groupName: string }[];
    unmatchedChildren: { childId: string }[];
  };
  const first = (await call('neispuo.connection')) as unknown as Connection;
  const group = first.classes[0]!;
  await sim.addInstitution({
    institutionId,
    schoolYear: 2026,
    classes: [{ classId, className: group.groupName, basicClassId: -3 }],
  });
  const body = { institutionId, schoolYear: 2026, classes: [{ groupId: group.groupId, classId }] };
  const mapped = (await call('neispuo.connect', body)) as unknown as Connection;
  await call('neispuo.connect', {
    ...body,
    persons: mapped.unmatchedChildren.map((c, i) => ({ childId: c.childId, personId: 100_000 + i })),
  });
  const books = (await call('neispuo.createClassBooks', {})) as unknown as {
    classes: { classBookId: number }[];
  };
  const classBookId = books.classes.find((c) => c.classBookId !== null)!.classBookId;
  const me = (await call('identity.userData')) as unknown as {
    kindergartens: { id: string; isSelected: boolean }[];
  };
  const kindergartenId = me.kindergartens.find((k) => k.isSelected)!.id;
  const month = '2026-11';
  await syncGroupMonth({ kindergartenId, groupId: group.groupId, month });

  // The day is marked while the group has no class book, so the stream queues nothing; its sending is then
  // measured: first the day cleared (deleted in НЕИСПУО), then marked present for every child.
  const markDetached = async (type: number | null) => {
    await setClassBook(kindergartenId, group.groupId, undefined);
    await call('attendance.markAttendance', {
      groupId: group.groupId,
      cells: mapped.unmatchedChildren.map((c) => ({ studentId: c.childId, forDate: '2026-11-20', type })),
    });
    await setClassBook(kindergartenId, group.groupId, classBookId);
  };
  await markDetached(null);
  await syncGroupMonth({ kindergartenId, groupId: group.groupId, month });
  await markDetached(S.Attendance);
  const before = neispuoCalls.count;
  const { result, meter } = await metered(() =>
    syncGroupMonth({ kindergartenId, groupId: group.groupId, month }),
  );
  console.log('\nНЕИСПУО: sending one group’s day (queue consumer, in process)');
  console.log(
    `children ${mapped.unmatchedChildren.length}, records sent ${result.sent}, DynamoDB requests ${meter.requests}, ` +
      `simulator calls ${neispuoCalls.count - before}`,
  );
  await sendResults({ kindergartenId, groupId: group.groupId });
  await receiveHundredNotices(
    sim,
    await Promise.all(
      mapped.unmatchedChildren.map(async (c, i) => {
        const page = (await call('children.child', undefined, c.childId)) as {
          record: { identifier: string };
        };
        return { personId: 100_000 + i, identifier: page.record.identifier };
      }),
    ),
  );
}

/** The group's educational results and notes (the demo's) sent once, then again with nothing changed. */
async function sendResults(group: { kindergartenId: string; groupId: string }) {
  console.log('\nНЕИСПУО: sending one group’s educational results and notes (queue consumer, in process)');
  for (const run of ['first', 'again']) {
    const before = neispuoCalls.count;
    const { result, meter } = await metered(() => sendGroupResults(group));
    console.log(
      `${run}: records sent ${result.sent}, refused ${result.refused}, DynamoDB requests ${meter.requests}, ` +
        `simulator calls ${neispuoCalls.count - before}`,
    );
  }
}

/** 100 notices of the group's children (a few days each, from December), received in one run. */
async function receiveHundredNotices(
  sim: ReturnType<typeof localNeispuoSimulatorKit>,
  persons: { personId: number; identifier: string }[],
) {
  const day = (n: number) => `2026-12-${String(1 + (n % 28)).padStart(2, '0')}`;
  await sim.queueNotices(
    Array.from({ length: 100 }, (_, n) => {
      const p = persons[n % persons.length]!;
      return { ...p, givenName: 'Дете', familyName: 'Демо', fromDate: day(n), toDate: day(n) };
    }),
  );
  const before = neispuoCalls.count;
  const { result, meter } = await metered(() => receiveMedicalNotices());
  console.log('\nНЕИСПУО: receiving 100 medical notices from НЗИС (the sync job, in process)');
  console.log(
    `received ${result.received}, waiting ${result.waiting}, DynamoDB requests ${meter.requests}, ` +
      `simulator calls ${neispuoCalls.count - before}`,
  );
}

whenRunDirectly(import.meta.url, () => onDemoCloud('neispuo', neispuoRows));
