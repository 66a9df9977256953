/**
 * The demo data of the local cloud: the national reference data, two kindergartens in Пловдив (one with a
 * branch in another district of the city) and София, their school years, groups, about 120 children with
 * parents, staff in every role, and one demo account per role. Deterministic: every run builds the same data.
 */
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../functions/src/platform/db/keys';
import { Gender, GroupAgeKinds, GuardianRelation, KindergartenType, Role } from '../../../shared/src/enums';
import { buildReferenceItems, loadReferenceData } from '../../reference-data/load';
import { seedAccessDemo } from './access-demo';
import { seedActivitiesDemo } from './activities-demo';
import { seedActivityAggregatesDemo } from './activity-aggregates-demo';
import { seedActivityEnrollmentDemo } from './activity-enrollment-demo';
import { seedActivityFeesDemo } from './activity-fees-demo';
import { seedActivityProvidersDemo } from './activity-providers-demo';
import { seedAttendanceDemo } from './attendance-demo';
import { seedAttendanceReferencesDemo } from './attendance-references-demo';
import { seedAttendanceRequestsDemo } from './attendance-requests-demo';
import { seedBooksDemo } from './books';
import {
  type Child,
  createWorld,
  demoPassword,
  type Family,
  type Group,
  type Kindergarten,
  saveAll,
  type UserSeed,
  type World,
} from './builders';
import { seedCashPaymentsDemo } from './cash-payments-demo';
import { seedCertificatesDemo } from './certificates-demo';
import { addChildDetails } from './children-records-demo';
import { seedCommunicationDemo } from './communication-demo';
import { seedDaysOffDemo } from './days-off-demo';
import { seedEducationDemo } from './education';
import { seedGroupsDemo } from './groups-demo';
import { seedKindergartenFeesDemo } from './kindergarten-fees';
import { seedKitchenCalculationsDemo } from './kitchen-calculations';
import { seedKitchenMenusDemo } from './kitchen-menus-demo';
import { seedMeasurementsPortfoliosDemo } from './measurements-portfolios-demo';
import { seedOnlinePaymentsDemo } from './online-payments-demo';
import { seedParentsDemo } from './parents-demo';
import { seedProviderInvoicesDemo } from './provider-invoices-demo';
import { seedResourcesDemo } from './resources-demo';
import { seedStaffAttendanceDemo } from './staff-attendance-demo';
import { seedStaffDemo } from './staff-demo';
import { seedStorageCatalogueDemo } from './storage-catalogue-demo';
import { seedStorageLedgerDemo } from './storage-ledger-demo';
import { seedSubstitutionsDemo } from './substitutions-demo';

export const demoMarkerKey = keys.demoMarker();

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/** One account per role, `<role>@demo.gradina.bg`, password Gradina2026. */
export const demoAccountRoles = [
  {
    role: 'director',
    baseRole: Role.Director,
    firstName: 'Елена',
    lastName: 'Димитрова',
    gender: Gender.Female,
  },
  {
    role: 'teacher',
    baseRole: Role.Teacher,
    firstName: 'Гергана',
    lastName: 'Стоянова',
    gender: Gender.Female,
  },
  { role: 'parent', baseRole: Role.Parent, firstName: 'Мария', lastName: 'Георгиева', gender: Gender.Female },
  { role: 'mon', baseRole: Role.MON, firstName: 'Петър', lastName: 'Николов', gender: Gender.Male },
  {
    role: 'municipality',
    baseRole: Role.Municipality,
    firstName: 'Стефан',
    lastName: 'Тодоров',
    gender: Gender.Male,
  },
  {
    role: 'administrator',
    baseRole: Role.Administrator,
    firstName: 'Милена',
    lastName: 'Христова',
    gender: Gender.Female,
  },
  { role: 'master', baseRole: Role.Master, firstName: 'Красимир', lastName: 'Ангелов', gender: Gender.Male },
  {
    role: 'resource-specialist',
    baseRole: Role.ResourceSpecialist,
    firstName: 'Десислава',
    lastName: 'Маринова',
    gender: Gender.Female,
  },
  {
    role: 'manciple',
    baseRole: Role.Manciple,
    firstName: 'Тодорка',
    lastName: 'Илиева',
    gender: Gender.Female,
  },
] as const;

export type DemoRole = (typeof demoAccountRoles)[number]['role'];

export const demoAccounts = (): DemoAccount[] =>
  demoAccountRoles.map((a) => ({ role: a.role, email: `${a.role}@demo.gradina.bg`, password: demoPassword }));

const childrenPerGroup = 15;

export interface DemoWorld {
  world: World;
  kindergartens: { main: Kindergarten; branch: Kindergarten; sofia: Kindergarten };
  groups: Group[];
  children: Child[];
  parents: UserSeed[];
  accounts: Record<DemoRole, UserSeed>;
}

/** Builds the demo world in memory (no I/O). */
export function buildDemoWorld(): DemoWorld {
  const w = createWorld({
    seed: 2026,
    namespace: 'demo',
    emailDomain: 'demo.gradina.bg',
    phonePrefix: '+35989',
  });

  const accounts = Object.fromEntries(
    demoAccountRoles.map((a, i) => [
      a.role,
      w.aUser({
        firstName: a.firstName,
        lastName: a.lastName,
        gender: a.gender,
        baseRole: a.baseRole,
        email: `${a.role}@demo.gradina.bg`,
        phone: `+35988800000${i + 1}`,
        identificationNumber: w.adultEgn(a.gender),
      }),
    ]),
  ) as Record<DemoRole, UserSeed>;

  const main = w.aKindergarten({
    name: 'ДГ № 12 „Слънце“',
    kindergartenType: KindergartenType.Kindergarten,
    city: 'Пловдив',
    town: 'гр. Пловдив',
    townEkatte: '56784',
    adress: 'ул. „Иван Вазов“ 12',
    municipalityCode: 'PDV22',
    regionCode: 'PDV',
  });
  const branch = w.aBranch(main, {
    name: 'ДГ № 12 „Слънце“ – филиал „Тракия“',
    adress: 'ж.к. „Тракия“, ул. „Съединение“ 84',
  });
  const sofia = w.aKindergarten({
    name: 'ДГ № 45 „Зорница“',
    kindergartenType: KindergartenType.Kindergarten,
    city: 'София',
    town: 'гр. София',
    townEkatte: '68134',
    adress: 'ул. „Шипка“ 34',
    municipalityCode: 'SOF46',
    regionCode: 'SOF',
  });
  accounts.municipality.jurisdiction = { municipalityCode: main.municipalityCode };

  for (const kg of [main, branch, sofia]) {
    w.aSchoolYear(kg, { yearFrom: 2025, active: false });
    w.aSchoolYear(kg, { yearFrom: 2026, active: true });
  }

  const groupsOf = new Map<Kindergarten, Group[]>([
    [
      main,
      [
        w.aGroup(main, { name: 'Яслена група „Пчелички“', ageKind: GroupAgeKinds.Nursery, capacity: 18 }),
        w.aGroup(main, { name: 'I група „Звездички“', ageKind: GroupAgeKinds.FirstGroup, capacity: 24 }),
        w.aGroup(main, { name: 'II група „Калинки“', ageKind: GroupAgeKinds.Kindergarten, capacity: 25 }),
        w.aGroup(main, { name: 'IV ПГ група „Слънчогледи“', ageKind: GroupAgeKinds.PGGroups, capacity: 25 }),
        // Children records (#13): six groups across the age groups and ~150 children in the director's kindergarten.
        w.aGroup(main, { name: 'II група „Делфини“', ageKind: GroupAgeKinds.Kindergarten, capacity: 25 }),
        w.aGroup(main, { name: 'III ПГ група „Пеперуди“', ageKind: GroupAgeKinds.PGGroups, capacity: 25 }),
      ],
    ],
    [
      branch,
      [
        w.aGroup(branch, { name: 'Яслена група „Мравки“', ageKind: GroupAgeKinds.Nursery, capacity: 16 }),
        w.aGroup(branch, { name: 'III група „Дъга“', ageKind: GroupAgeKinds.PGGroups, capacity: 24 }),
      ],
    ],
    [
      sofia,
      [
        w.aGroup(sofia, { name: 'Яслена група „Зайчета“', ageKind: GroupAgeKinds.Nursery, capacity: 18 }),
        w.aGroup(sofia, { name: 'II група „Мечета“', ageKind: GroupAgeKinds.Kindergarten, capacity: 26 }),
      ],
    ],
  ]);

  const children: Child[] = [];
  const parents: UserSeed[] = [accounts.parent];
  const addParents = (kg: Kindergarten, family: Family, kids: Child[], mother?: UserSeed) => {
    const guardians = [mother ?? w.aParent(kg, { family, gender: Gender.Female })];
    if (w.random.chance(0.6)) guardians.push(w.aParent(kg, { family, gender: Gender.Male }));
    for (const g of guardians.slice(mother ? 1 : 0)) parents.push(g);
    for (const kid of kids) for (const g of guardians) w.aGuardian(kid, g);
  };

  // The demo parent: two children in two groups of the main kindergarten, and their father.
  const [, mainFirst, , mainPg] = groupsOf.get(main)!;
  const demoFamily = w.aFamily({
    surname: 'Георгиев',
    father: 'Николай',
    patronymic: 'Николаев',
    mother: 'Мария',
  });
  const demoKids = [
    w.aChild(main, mainFirst!, { family: demoFamily, gender: Gender.Female, firstName: 'Виктория' }),
    w.aChild(main, mainPg!, { family: demoFamily, gender: Gender.Male, firstName: 'Александър' }),
  ];
  children.push(...demoKids);
  accounts.parent.memberships.push({ kindergartenId: main.id, role: Role.Parent });
  const demoFather = w.aParent(main, { family: demoFamily, gender: Gender.Male });
  parents.push(demoFather);
  for (const kid of demoKids) {
    w.aGuardian(kid, accounts.parent, { relation: GuardianRelation.Mother });
    w.aGuardian(kid, demoFather, { relation: GuardianRelation.Father });
  }

  // The main kindergarten's groups are full (up to 25, ~150 children); the others keep a smaller set.
  const childrenOfGroup = (kg: Kindergarten, g: Group) =>
    kg === main ? Math.min(25, g.capacity) : childrenPerGroup;
  for (const [kg, groups] of groupsOf) {
    const free = new Map(
      groups.map((g) => [g, childrenOfGroup(kg, g) - children.filter((c) => c.groupId === g.id).length]),
    );
    // A few siblings in two different groups of the same kindergarten.
    for (let pair = 0; pair < 2 && groups.length > 1; pair++) {
      const [a, b] = w.random.shuffle(groups.filter((g) => free.get(g)! > 0)).slice(0, 2);
      if (!a || !b) break;
      const family = w.aFamily();
      const kids = [w.aChild(kg, a, { family }), w.aChild(kg, b, { family })];
      free.set(a, free.get(a)! - 1);
      free.set(b, free.get(b)! - 1);
      children.push(...kids);
      addParents(kg, family, kids);
    }
    for (const group of groups) {
      for (let i = free.get(group)!; i > 0; i--) {
        const family = w.aFamily();
        const kid = w.aChild(kg, group, { family });
        children.push(kid);
        addParents(kg, family, [kid]);
      }
    }
  }

  // Staff: every role in every kindergarten, two teachers per group. The demo director leads the main
  // kindergarten and its branch; the other demo staff accounts work in the main kindergarten.
  const staffRoles = [Role.ResourceSpecialist, Role.Manciple, Role.Administrator] as const;
  const demoStaff: Partial<Record<Role, UserSeed>> = {
    [Role.ResourceSpecialist]: accounts['resource-specialist'],
    [Role.Manciple]: accounts.manciple,
    [Role.Administrator]: accounts.administrator,
  };
  for (const [kg, groups] of groupsOf) {
    const isMainOrBranch = kg === main || kg === branch;
    w.aStaffMember(kg, { role: Role.Director, ...(isMainOrBranch ? { user: accounts.director } : {}) });
    groups.forEach((group, i) => {
      const first = kg === main && i === 0 ? { user: accounts.teacher } : {};
      const teachers = [
        w.aStaffMember(kg, { role: Role.Teacher, ...first }),
        w.aStaffMember(kg, { role: Role.Teacher }),
      ];
      // Who teaches the group: the object rules (board notes of a group) read it from the group item.
      Object.assign(group, { teacherIds: teachers.map((t) => t.userId) });
    });
    for (const role of staffRoles) {
      w.aStaffMember(kg, { role, ...(kg === main ? { user: demoStaff[role]! } : {}) });
    }
  }

  addChildDetails([main, branch, sofia], children);
  return {
    world: w,
    kindergartens: { main, branch, sofia },
    groups: [...groupsOf.values()].flat(),
    children,
    parents,
    accounts,
  };
}

/**
 * Loads the reference data and the demo world, then writes the marker item; when the marker is there
 * already, does nothing. Returns the demo accounts and what was written.
 */
export async function seedDemoData(
  client: DynamoDBDocumentClient,
  tableName: string,
): Promise<{ accounts: DemoAccount[]; counts: Record<string, number> }> {
  const marker = await client.send(
    new GetCommand({ TableName: tableName, Key: demoMarkerKey, ConsistentRead: true }),
  );
  if (marker.Item)
    return { accounts: demoAccounts(), counts: (marker.Item.counts as Record<string, number>) ?? {} };

  const demo = buildDemoWorld();
  // Independent writes: the emulator keeps both busy better than one after the other.
  const [reference, written] = await Promise.all([
    loadReferenceData(client, tableName),
    saveAll(client, tableName, demo.world.items),
  ]);

  // Area demo data that refers to the demo world (user groups, partners, module settings, ...).
  const access = await seedAccessDemo(client, tableName, demo);
  const communication = await seedCommunicationDemo(demo);
  await seedResourcesDemo(demo);
  const daysOff = await seedDaysOffDemo(demo);
  const measurementsPortfolios = await seedMeasurementsPortfoliosDemo(demo);
  await seedGroupsDemo(demo);
  await seedCertificatesDemo(demo);
  await seedParentsDemo(demo);
  await seedStaffDemo(demo);
  await seedSubstitutionsDemo(demo);
  await seedAttendanceDemo(demo);
  await seedAttendanceReferencesDemo(demo);
  // After the grid's months: approvals correct days already marked, as in the product.
  await seedAttendanceRequestsDemo(demo);
  await seedStaffAttendanceDemo(demo);
  // The store's catalogue before its ledger: documents name these products, warehouses and suppliers.
  const storageCatalogue = await seedStorageCatalogueDemo(demo);
  const storageLedger = await seedStorageLedgerDemo(demo);
  await seedKitchenMenusDemo(demo);
  await seedKitchenCalculationsDemo(demo);
  // The activities' demos (providers, activities, enrolments, attendance) come before, the payments' after.
  await seedActivityProvidersDemo();
  await seedActivitiesDemo(demo);
  await seedActivityEnrollmentDemo(demo);
  await seedActivityFeesDemo(demo);
  await seedOnlinePaymentsDemo(demo);
  await seedCashPaymentsDemo(demo);
  await seedProviderInvoicesDemo(demo);
  // The kindergarten fees (issue #33): the branch plays the private kindergarten with the module on.
  await seedKindergartenFeesDemo(demo);
  // Last: the МОН references' fee aggregates from everything the activities', payments' and kindergarten
  // fees' demos wrote.
  await seedActivityAggregatesDemo(demo);
  await seedEducationDemo(demo);
  const books = await seedBooksDemo(demo);

  const countOf = (type: string) => demo.world.items.filter((i) => 'type' in i && i.type === type).length;
  const referenceItems = buildReferenceItems();
  const referenceOf = (type: string) => referenceItems.filter((i) => i.type === type).length;
  const counts: Record<string, number> = {
    kindergartens: countOf('Kindergarten'),
    schoolYears: countOf('SchoolYear'),
    groups: countOf('Group'),
    children: countOf('Child'),
    guardianLinks: countOf('Guardian'),
    parents: demo.parents.length,
    staff: countOf('StaffMember'),
    users: written.users,
    demoAccounts: demoAccountRoles.length,
    items: written.items,
    lookups: reference.items,
    regions: referenceOf('Region'),
    areas: referenceOf('Area'),
    cities: referenceOf('City'),
    districts: referenceOf('District'),
    countries: referenceOf('Country'),
    paymentTypes: referenceOf('PaymentType'),
    ...access,
    ...communication,
    ...daysOff,
    ...measurementsPortfolios,
    ...storageCatalogue,
    ...storageLedger,
    ...books,
  };
  await client.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...demoMarkerKey, type: 'DemoMarker', seededAt: new Date().toISOString(), counts },
    }),
  );
  return { accounts: demoAccounts(), counts };
}
