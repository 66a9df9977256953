/**
 * The activities catalogue's demo data: four activities of the main demo kindergarten run by the two demo
 * providers (the providers' and types' demo comes first and registers them), with teachers and groups of
 * the kindergarten, and about 60% of each group's children enrolled in each from 15.09.2026, the demo
 * parent's two children among them. Written with the feature's own ops (the activity with the catalogue's
 * counters, the enrolments with `enrollment-ops`), so it is exactly what the product writes.
 *
 *   await seedActivitiesDemo(demo);   // after the providers' demo, before the enrolment and fees demos
 */
import { createHash } from 'node:crypto';
import { newActivityOps } from '../../../functions/src/areas/activities/catalogue/activities';
import {
  enrolledCountChange,
  enrollmentStartOps,
} from '../../../functions/src/domain/activities/enrollment-ops';
import type {
  ActivityItem,
  ActivityTypeItem,
  ProviderItem,
  ScheduleSlot,
} from '../../../functions/src/domain/activities/items';
import { activityKeys } from '../../../functions/src/domain/activities/keys';
import { keys, queryAll, type TransactOp, transact } from '../../../functions/src/platform/db';
import { FeeAmountBasis } from '../../../shared/src/enums';
import type { Child } from './people-builders';
import type { DemoWorld } from './seed';
import { isDbItem } from './world-context';

const seasonFrom = '2026-09-15';
const seasonTo = '2027-06-30';

interface DemoActivity {
  name: string;
  type: RegExp;
  provider: RegExp;
  /** Indexes of the main kindergarten's groups (seed.ts: 0 nursery … 5 the III PG group). */
  groups: number[];
  /** The group whose second teacher leads it; none: the managers mark its attendance. */
  teacherOf: number | null;
  schedule: ScheduleSlot[];
  pricing: ActivityItem['pricing'];
  priceCents: number;
  delistment: boolean;
}

const slot = (weekday: number, from: string, to: string) => ({ weekday, from, to });
const rhythm = /Ритъм/;
const englishKids = /Инглиш/;

const demoActivities: DemoActivity[] = [
  {
    name: 'Английски език',
    type: /англ/i,
    provider: englishKids,
    groups: [3, 5],
    teacherOf: 3,
    schedule: [slot(2, '16:00', '16:45'), slot(4, '16:00', '16:45')],
    pricing: 'month',
    priceCents: 4000,
    delistment: true,
  },
  {
    name: 'Народни танци',
    type: /танц/i,
    provider: rhythm,
    groups: [1, 2, 4],
    teacherOf: 2,
    schedule: [slot(1, '16:00', '16:40'), slot(3, '16:00', '16:40')],
    pricing: 'session',
    priceCents: 800,
    delistment: true,
  },
  {
    name: 'Плуване',
    type: /плув/i,
    provider: rhythm,
    groups: [3, 5],
    teacherOf: null,
    schedule: [slot(5, '15:30', '16:30')],
    pricing: 'month',
    priceCents: 5500,
    delistment: false,
  },
  {
    name: 'Шах',
    type: /шах/i,
    provider: englishKids,
    groups: [2, 3, 4, 5],
    teacherOf: 5,
    schedule: [slot(3, '16:45', '17:30')],
    pricing: 'month',
    priceCents: 3000,
    delistment: true,
  },
];

/** A stable id per demo activity, so a re-seed of a fresh table gives the same links. */
const demoId = (name: string) =>
  createHash('sha256').update(`demo-activity|${name}`).digest('hex').slice(0, 32);

/** Every 5 children of a group: 3 enrolled (60%), starting at a different place per activity. */
const enrolledOf = (children: Child[], offset: number, must: Set<string>) =>
  children.filter((c, i) => must.has(c.id) || (i + offset) % 5 < 3);

export async function seedActivitiesDemo(
  demo: DemoWorld,
): Promise<{ activities: number; enrolments: number }> {
  const { main } = demo.kindergartens;
  const [types, providers] = await Promise.all([
    queryAll<ActivityTypeItem>({ partition: activityKeys.activityType('').PK, beginsWith: 'TYPE#' }),
    queryAll<ProviderItem>({
      index: 'GSI1',
      partition: activityKeys.providerDirectory().GSI1PK,
    }),
  ]);
  const groups = demo.groups.filter((g) => g.kindergartenId === main.id);
  const staff = new Map(
    demo.world.items
      .filter(isDbItem)
      .filter((i) => i.type === 'StaffMember' && i.PK === keys.staffMember(main.id, '').PK)
      .map((i) => [String(i.userId), `${String(i.firstName)} ${String(i.lastName)}`]),
  );
  const demoKids = new Set(
    demo.children.filter((c) => c.lastName === 'Георгиева' || c.lastName === 'Георгиев').map((c) => c.id),
  );
  let activities = 0;
  let enrolments = 0;
  for (const [n, d] of demoActivities.entries()) {
    const type = types.find((t) => d.type.test(t.name));
    const provider = providers.find((p) => d.provider.test(p.name));
    // Without the providers' demo (it registers the providers and types) there is nothing to run them.
    if (!type || !provider) continue;
    const teacherId =
      d.teacherOf === null
        ? null
        : ((groups[d.teacherOf] as { teacherIds?: string[] }).teacherIds?.[1] ?? null);
    const activity: ActivityItem = {
      id: demoId(d.name),
      kindergartenId: main.id,
      name: d.name,
      typeId: type.id,
      typeName: type.name,
      providerId: provider.id,
      providerName: provider.name,
      teacherId,
      teacherName: teacherId ? (staff.get(teacherId) ?? null) : null,
      groupIds: d.groups.map((i) => groups[i]!.id),
      schedule: d.schedule,
      pricing: d.pricing,
      priceCents: d.priceCents,
      kindergartenSharePercent: 10,
      shareBasis: FeeAmountBasis.PaidAmount,
      delistmentEnabled: d.delistment,
      delistmentNoticeDays: d.delistment ? 14 : 0,
      enrollmentOpen: true,
      fromDate: seasonFrom,
      toDate: seasonTo,
      enrolledCount: 0,
      version: 1,
      createdAt: '2026-09-01T08:00:00.000Z',
    };
    await transact(newActivityOps(activity));
    activities++;
    const kids = activity.groupIds.flatMap((groupId) =>
      enrolledOf(
        demo.children.filter((c) => c.groupId === groupId),
        n,
        demoKids,
      ),
    );
    // One transaction per 90 children: their enrolment items and one move of the activity's count.
    for (let i = 0; i < kids.length; i += 90) {
      const chunk = kids.slice(i, i + 90);
      const ops: TransactOp[] = chunk.map(
        (c) =>
          enrollmentStartOps(
            activity,
            { id: c.id, name: `${c.firstName} ${c.lastName}`, groupId: c.groupId },
            seasonFrom,
            undefined,
          ).ops[0]!,
      );
      await transact([...ops, enrolledCountChange(main.id, activity.id, chunk.length)]);
      enrolments += chunk.length;
    }
  }
  return { activities, enrolments };
}
