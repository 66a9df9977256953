import { move } from '../../../functions/src/areas/children/records/history';
import { childPartition } from '../../../functions/src/areas/children/records/items';
import { moveChild } from '../../../functions/src/areas/children/records/placement-items';
import { Allergen, ChildDiet } from '../../../shared/src/manifest/routes/children/records';
import type { Child, Kindergarten } from './builders';
import { hashSeed, seededRandom } from './random';
import type { DemoWorld } from './seed';
import { demoToday } from './world-context';

/**
 * The children records' demo details: an address in the kindergarten's town, and for some children
 * allergies and a special diet the kitchen reads. A random source of its own, so the rest of the demo world
 * (names, ЕГН) stays as it was.
 */

const streets = [
  'ул. „Родопи“',
  'ул. „Христо Ботев“',
  'бул. „Свобода“',
  'ул. „Опълченска“',
  'ул. „Славянска“',
];
const commonAllergens = [
  Allergen.Milk,
  Allergen.Eggs,
  Allergen.Gluten,
  Allergen.Nuts,
  Allergen.Peanuts,
  Allergen.Fish,
];

/** Fills in the address, health notes, allergies and diet of the demo children (before they are saved). */
export function addChildDetails(kindergartens: readonly Kindergarten[], children: readonly Child[]): void {
  const rnd = seededRandom(hashSeed('children-records'));
  const byId = new Map(kindergartens.map((k) => [k.id, k]));
  for (const child of children) {
    const kg = byId.get(child.kindergartenId)!;
    const allergies = rnd.chance(0.12) ? [{ allergen: rnd.pick(commonAllergens), note: '' }] : [];
    const diet = allergies.some((a) => a.allergen === Allergen.Milk)
      ? ChildDiet.LactoseFree
      : allergies.some((a) => a.allergen === Allergen.Gluten)
        ? ChildDiet.GlutenFree
        : rnd.chance(0.04)
          ? ChildDiet.Vegetarian
          : ChildDiet.Usual;
    Object.assign(child, {
      address: {
        cityId: kg.townEkatte,
        cityName: kg.town,
        street: `${rnd.pick(streets)} ${rnd.int(1, 120)}`,
      },
      healthNotes: rnd.chance(0.05) ? 'Астма: инхалатор в шкафчето на групата.' : '',
      allergies,
      diet,
      dietNotes: '',
    });
  }
}

/** The demo's child moved mid-month (issue #24, group history): who, from which group to which, from when. */
export interface DemoMove {
  childId: string;
  fromGroupId: string;
  toGroupId: string;
  /** The first day in the new group: the old group marks the days before it, the new one the days from it. */
  fromDate: string;
}

export const demoMoveDate = '2026-11-16';

/**
 * Who the demo moves (pure, so the seed's tests can leave the child out of its first group): the first child
 * of the demo teacher's group (the nursery „Пчелички“), not one of the demo parent's, to the next group of the
 * same age or else the next group (the first group „Звездички“: a toddler moving up mid-year).
 */
export function pickDemoMove(demo: DemoWorld) {
  const { main } = demo.kindergartens;
  const groups = demo.groups.filter(
    (g) => g.kindergartenId === main.id && g.periodId === main.activePeriodId,
  );
  const teacherId = demo.accounts.teacher.id;
  const from = groups.find((g) => (g as { teacherIds?: string[] }).teacherIds?.includes(teacherId));
  if (!from) return undefined;
  const to =
    groups.find((g) => g.id !== from.id && g.ageKind === from.ageKind) ??
    groups.find((g) => g.id !== from.id);
  const child = demo.children.find(
    (c) => c.groupId === from.id && c.lastName !== 'Георгиева' && c.lastName !== 'Георгиев',
  );
  return to && child ? { from, to, child } : undefined;
}

/**
 * Moves one child of the demo teacher's group to another group of the same age from 16.11.2026, through the
 * product's own move (the stays, both rosters, the record, the counters and the guardian links), with the
 * director's reason for the full group. The in-memory child follows, so the attendance demo marks the old
 * group before the move and the new one after it.
 */
export async function seedMovedChildDemo(demo: DemoWorld): Promise<DemoMove | undefined> {
  const { main } = demo.kindergartens;
  const picked = pickDemoMove(demo);
  if (!picked) return undefined;
  const { from, to, child } = picked;
  const { child: record, stays, others } = await childPartition(main.id, child.id);
  if (!record) return undefined;
  const change = move(stays, to.id, demoMoveDate);
  if (!change.ok) return undefined;
  await moveChild(
    record,
    record.version ?? 1,
    stays,
    {
      ...change.value,
      groupName: to.name,
      periodId: to.periodId,
      overCapacity: {
        reason: 'Преместване по молба на родителите: братовчед в групата',
        confirmedBy: demo.accounts.director.id,
        children: (to.childrenCount ?? 0) + 1,
        capacity: to.capacity,
      },
    },
    others.filter((s) => s.startsWith('GUARDIAN#')),
    demoToday,
  );
  child.groupId = to.id;
  return { childId: child.id, fromGroupId: from.id, toGroupId: to.id, fromDate: demoMoveDate };
}
