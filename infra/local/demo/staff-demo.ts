/**
 * Staff records demo data: the staff the demo world already has (a director, two teachers per group, the
 * resource specialist, the manciple, the administrator, all with accounts) get their positions, working
 * times, ЕГН and hiring dates, and the main kindergarten gets the staff without accounts a kindergarten has
 * (a deputy director, a cook and an assistant cook, an assistant per group, a nurse, an accountant, a music
 * teacher), about 25 people. Written through the feature's own items, then the `staff-count` aggregates of
 * the school year's months up to today for every demo kindergarten (the seed runs before the stream poller).
 *
 *   await seedStaffDemo(demo);  // after the world is saved
 */
import { createHash } from 'node:crypto';
import { writeStaffCount } from '../../../functions/src/areas/staff/records/counts';
import { listStaff, type StaffItem, writeStaff } from '../../../functions/src/areas/staff/records/items';
import { occupationById } from '../../../functions/src/areas/staff/records/rules';
import { keys, updateItem } from '../../../functions/src/platform/db';
import { Gender, GroupAgeKinds, IdentifierType, Role, WorkingTime } from '../../../shared/src/enums';
import type { DemoWorld } from './seed';

/** Deterministic ids (uuid-shaped), so every seed of the demo builds the same records. */
const demoId = (name: string) => {
  const h = createHash('sha256').update(`demo-staff#${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

const occupationOfRole: Partial<Record<number, number>> = {
  [Role.Director]: 1,
  [Role.Teacher]: 5,
  [Role.ResourceSpecialist]: 7,
  [Role.Manciple]: 16,
  [Role.Administrator]: 18,
};

/** The main kindergarten's staff without accounts: occupation, names, gender, working time. */
const withoutAccounts: [number, string, string, Gender, WorkingTime][] = [
  [2, 'Снежана', 'Костадинова', Gender.Female, WorkingTime.FullDay],
  [6, 'Веселин', 'Марков', Gender.Male, WorkingTime.Hourly],
  [13, 'Радка', 'Стоянова', Gender.Female, WorkingTime.FullDay],
  [14, 'Петко', 'Ангелов', Gender.Male, WorkingTime.FullDay],
  [15, 'Донка', 'Милева', Gender.Female, WorkingTime.HalfDay],
  [17, 'Валентина', 'Русева', Gender.Female, WorkingTime.HalfDay],
];
const assistants: [string, string][] = [
  ['Гинка', 'Павлова'],
  ['Станка', 'Димова'],
  ['Латинка', 'Колева'],
  ['Цветана', 'Янева'],
  ['Румяна', 'Тодорова'],
  ['Живка', 'Христова'],
];

/** The school year's months up to the demo's today. */
const demoMonths = ['2026-09', '2026-10', '2026-11'];

export async function seedStaffDemo(demo: DemoWorld): Promise<{ staff: number }> {
  const { main, branch, sofia } = demo.kindergartens;
  const w = demo.world;
  const birth = { from: 1965, to: 1998 };
  let n = 0;
  // One ЕГН a person: the demo director works in the main kindergarten and its branch.
  // The demo accounts sign in with an ЕГН too: their records carry the same one.
  const egns = new Map<string, string>(
    Object.values(demo.accounts).flatMap((u) =>
      u.identificationNumber ? [[u.id, u.identificationNumber]] : [],
    ),
  );
  // Everyone the world made has an account: complete their records (version 0: identity wrote no version).
  for (const kg of [main, branch, sofia]) {
    for (const s of await listStaff(kg.id)) {
      const egn = egns.get(s.userId) ?? w.adultEgn(Gender.Female, birth);
      egns.set(s.userId, egn);
      // Two teachers a group: every other one a senior teacher, as staff schedules have it.
      const byRole = occupationOfRole[s.role] ?? 5;
      const occupationId = byRole === 5 && n % 2 === 0 ? 4 : byRole;
      await writeStaff({
        item: {
          ...s,
          occupationId,
          // Two teachers a group: the older one a senior teacher, as schedules have it.
          ...(occupationId === 5 && n % 2 === 0 ? { occupationId: 4, position: 'Старши учител' } : {}),
          workingTime: WorkingTime.FullDay,
          isDirector: s.role === Role.Director,
          identifierType: IdentifierType.EGN,
          identifier: egn,
          qualification: s.role === Role.Teacher ? 'Магистър по предучилищна педагогика' : '',
          hiredOn: `${2005 + (n % 18)}-09-01`,
          leftOn: null,
        },
        expected: 0,
        previousIdentifier: null,
        groupOps: [],
      });
      n += 1;
    }
  }
  const people: StaffItem[] = [
    ...withoutAccounts.map(([occupationId, firstName, lastName, gender, workingTime], i) => ({
      occupationId,
      firstName,
      lastName,
      gender,
      workingTime,
      // The nurse came in October: the months' counts differ.
      hiredOn: occupationId === 13 ? '2026-10-01' : `${2010 + i}-09-15`,
    })),
    ...assistants.map(([firstName, lastName], i) => ({
      occupationId: 12,
      firstName,
      lastName,
      gender: Gender.Female,
      workingTime: WorkingTime.FullDay,
      hiredOn: `${2012 + i}-10-01`,
    })),
  ].map((p) => ({
    userId: demoId(`${p.firstName} ${p.lastName}`),
    kindergartenId: main.id,
    role: p.occupationId === 2 || p.occupationId === 6 ? Role.Teacher : 0,
    position: occupationById(p.occupationId)!.name,
    occupationId: p.occupationId,
    firstName: p.firstName,
    lastName: p.lastName,
    workingTime: p.workingTime,
    isDirector: false,
    identifierType: IdentifierType.EGN,
    identifier: w.adultEgn(p.gender, birth),
    qualification: '',
    email: null,
    phone: null,
    account: 'none' as const,
    hiredOn: p.hiredOn,
    leftOn: null,
  }));
  // A cook who left at the end of September: kept for history, counted in September only.
  people.push({
    ...people.find((p) => p.occupationId === 14)!,
    userId: demoId('Иван Шишков'),
    firstName: 'Иван',
    lastName: 'Шишков',
    identifier: w.adultEgn(Gender.Male, birth),
    hiredOn: '2019-09-01',
    leftOn: '2026-09-30',
  });
  for (const item of people) await writeStaff({ item, previousIdentifier: null, groupOps: [] });
  // Issue #24: the nursery group's care staff (the nurse and an assistant teacher) count in its ratio.
  const nursery = demo.groups.find(
    (g) =>
      g.kindergartenId === main.id &&
      g.periodId === main.activePeriodId &&
      g.ageKind === GroupAgeKinds.Nursery,
  );
  const careStaff = [
    people.find((p) => p.occupationId === 13 && !p.leftOn),
    people.find((p) => p.occupationId === 12 && !p.leftOn),
  ].flatMap((p) => (p ? [p.userId] : []));
  if (nursery && careStaff.length > 0)
    await updateItem(keys.group(main.id, nursery.id), { set: { staffIds: careStaff } });
  for (const kg of [main, branch, sofia]) {
    const staff = await listStaff(kg.id);
    for (const month of demoMonths) await writeStaffCount(kg.id, month, staff);
  }
  return { staff: n + people.length };
}
