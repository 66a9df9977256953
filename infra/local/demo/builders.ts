/**
 * Test data builders (eVaka style): each function builds one entity with sensible defaults, takes
 * overrides for what a test cares about, and records what it built in its world; `saveAll` writes a world.
 * The demo data of the local cloud and the integration tests are built from the same functions.
 *
 *   const w = createWorld();                 // ids and e-mails unique to this world
 *   const kg = w.aKindergarten();
 *   const group = w.aGroup(kg, { ageKind: GroupAgeKinds.Nursery });
 *   const child = w.aChild(kg, group);
 *   w.aGuardian(child, w.aParent(kg));
 *   await saveAll(db(), tableName(), w.items);
 *
 * Names and dates come from a seeded PRNG (`seed`), ids from one seeded by `namespace` as well: a world
 * built twice with the same options is the same world; a world with the default (random) namespace shares
 * no id, e-mail or phone with any other.
 */
import { randomBytes } from 'node:crypto';
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { hashPassword } from '../../../functions/src/platform/auth/passwords';
import { createUser, type NewUser } from '../../../functions/src/platform/auth/users';
import { keys } from '../../../functions/src/platform/db/keys';
import { makeEgn } from '../../../shared/src/egn';
import {
  Gender,
  GroupAgeKinds,
  GuardianRelation,
  IdentifierType,
  KindergartenType,
  Role,
} from '../../../shared/src/enums';
import { batchWriteAll, type DbItem } from '../../reference-data/batch-write';
import {
  boysNames,
  familyNames,
  feminine,
  girlsNames,
  groupNicknames,
  menNames,
  transliterate,
  womenNames,
} from './names';
import { hashSeed, seededRandom } from './random';

/** The demo's "today": dates (ages, the active school year) are relative to it. */
export const demoToday = '2026-11-21';
export const demoPassword = 'Gradina2026';

export type Kindergarten = DbItem & KindergartenFields & { type: 'Kindergarten' };

export interface KindergartenFields {
  id: string;
  name: string;
  kindergartenType: KindergartenType;
  /** Settlement name, e.g. 'Пловдив'. */
  city: string;
  /** With its kind, e.g. 'гр. Пловдив'. */
  town: string;
  townEkatte: string;
  /** Spelled as in the spec. */
  adress: string;
  municipalityCode: string;
  regionCode: string;
  /** The mother kindergarten's id for a branch (филиал), else null. */
  motherKindergartenId: string | null;
  activePeriodId: string | null;
  automaticExcuseWithMedicalNote: boolean;
}

export type SchoolYear = DbItem & SchoolYearFields & { type: 'SchoolYear' };

export interface SchoolYearFields {
  id: string;
  kindergartenId: string;
  name: string;
  yearFrom: number;
  yearTo: number;
  fromDate: string;
  toDate: string;
  active: boolean;
}

export type Group = DbItem & GroupFields & { type: 'Group' };

export interface GroupFields {
  id: string;
  kindergartenId: string;
  periodId: string;
  name: string;
  ageKind: GroupAgeKinds;
  isForSubstitution: boolean;
  capacity: number;
}

export type Child = DbItem & ChildFields & { type: 'Child' };

export interface ChildFields {
  id: string;
  kindergartenId: string;
  groupId: string;
  periodId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  identifierType: IdentifierType;
  identifier: string;
  birthDate: string;
  gender: Gender;
}

export type Guardian = DbItem & GuardianFields & { type: 'Guardian' };

export interface GuardianFields {
  kindergartenId: string;
  childId: string;
  parentUserId: string;
  relation: GuardianRelation;
  childName: string;
  groupId: string;
}

export type StaffMember = DbItem & StaffMemberFields & { type: 'StaffMember' };

export interface StaffMemberFields {
  userId: string;
  kindergartenId: string;
  role: Role;
  position: string;
  firstName: string;
  lastName: string;
}

/** A user to create with `createUser` (profile, login-identifier markers and memberships in one transaction). */
export interface UserSeed extends NewUser {
  id: string;
  /** Not stored: decides the name's form and the ЕГН's gender digit. */
  gender: Gender;
}

export type SeedItem = DbItem | UserSeed;

export const isUserSeed = (item: SeedItem): item is UserSeed => !('PK' in item);
export const isDbItem = (item: SeedItem): item is DbItem => 'PK' in item;

/** A family: children take the father's patronymic and the family name in their own gender's form. */
export interface Family {
  /** Masculine form, e.g. 'Иванов'. */
  surname: string;
  father: string;
  /** Masculine form of the patronymic from the father's name, e.g. 'Георгиев'. */
  patronymic: string;
  mother: string;
}

export const positionOfRole: Partial<Record<Role, string>> = {
  [Role.Director]: 'Директор',
  [Role.Teacher]: 'Учител',
  [Role.ResourceSpecialist]: 'Ресурсен учител',
  [Role.Manciple]: 'Домакин',
  [Role.Administrator]: 'Администратор',
};

/** Age in whole years, [from, to), a child of each group kind has on `today`. */
export const agesOfGroupKind: Record<GroupAgeKinds, readonly [number, number]> = {
  [GroupAgeKinds.Nursery]: [1, 3],
  [GroupAgeKinds.FirstGroup]: [3, 4],
  [GroupAgeKinds.Kindergarten]: [4, 5],
  [GroupAgeKinds.PGGroups]: [5, 7],
};

const groupNamePrefix: Record<GroupAgeKinds, string> = {
  [GroupAgeKinds.Nursery]: 'Яслена група',
  [GroupAgeKinds.FirstGroup]: 'I група',
  [GroupAgeKinds.Kindergarten]: 'II група',
  [GroupAgeKinds.PGGroups]: 'IV ПГ група',
};

const streets = [
  'Иван Вазов',
  'Христо Ботев',
  'Васил Левски',
  'Граф Игнатиев',
  'Шипка',
  'Цар Симеон',
  'Гео Милев',
];

/** The school year (by its starting year) a date falls in: 15 September to 14 September. */
export function schoolYearOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return m > 9 || (m === 9 && d >= 15) ? y : y - 1;
}

/** Whole years from `birthDate` to `date` (both 'YYYY-MM-DD'). */
export function ageOn(birthDate: string, date: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const yearsBefore = (date: string, years: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y - years, m - 1, d);
};
const dayMs = 86_400_000;

export interface WorldOptions {
  /** Seeds names, dates and ЕГН. Default 1. */
  seed?: number;
  /** Makes ids and e-mail addresses unique to the world. Default: random. */
  namespace?: string;
  /** Domain of generated e-mail addresses. Default `<namespace>.test.gradina.bg`. */
  emailDomain?: string;
  /** When set (e.g. '+35989'), users get unique phone numbers with it; default: no phone. */
  phonePrefix?: string;
  /** Every user's password unless overridden. Default 'Gradina2026'. */
  password?: string;
  /** The date ages and the active school year are relative to. Default 2026-11-21. */
  today?: string;
}

export type World = ReturnType<typeof createWorld>;

export function createWorld(options: WorldOptions = {}) {
  const seed = options.seed ?? 1;
  const namespace = options.namespace ?? randomBytes(6).toString('hex');
  const emailDomain = options.emailDomain ?? `${namespace}.test.gradina.bg`;
  const password = options.password ?? demoPassword;
  const today = options.today ?? demoToday;
  const rnd = seededRandom(seed);
  const ids = seededRandom(hashSeed(`${namespace}#${seed}`));
  const items: SeedItem[] = [];
  const egns = new Set<string>();
  const emails = new Set<string>();
  let kindergartenCount = 0;
  let groupCount = 0;
  let emailCount = 0;
  let phoneCount = 0;

  const add = <T extends SeedItem>(item: T): T => {
    items.push(item);
    return item;
  };

  /** A valid ЕГН for the date and gender, unique in this world. */
  const egnFor = (birthDate: string, gender: Gender) => {
    const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
    let sequence = rnd.int(0, 999);
    for (let i = 0; i < 500; i++, sequence += 2) {
      const egn = makeEgn({ year, month, day }, sequence, gender);
      if (!egns.has(egn)) {
        egns.add(egn);
        return egn;
      }
    }
    throw new Error(`no free ЕГН left for ${birthDate}`);
  };

  const randomDate = (fromMs: number, toMs: number) =>
    isoDate(fromMs + rnd.int(0, Math.floor((toMs - fromMs) / dayMs)) * dayMs);

  const nextEmail = (firstName: string, lastName: string) => {
    let email: string;
    do {
      emailCount += 1;
      email = `${transliterate(firstName)}.${transliterate(lastName)}.${emailCount}@${emailDomain}`;
    } while (emails.has(email));
    emails.add(email);
    return email;
  };

  const nextPhone = () => {
    if (!options.phonePrefix) return undefined;
    phoneCount += 1;
    const width = 12 - options.phonePrefix.replace(/\D/g, '').length;
    const digits = String(phoneCount);
    if (digits.length > width) throw new Error('phone numbers exhausted for this prefix');
    return `${options.phonePrefix}${digits.padStart(width, '0')}`;
  };

  const world = {
    namespace,
    today,
    /** Everything built so far, in order; pass it to `saveAll`. */
    items,
    /** A new unique id. */
    id: () => ids.uuid(),
    random: rnd,

    aFamily(o: Partial<Family> = {}): Family {
      const [father, patronymic] = rnd.pick(menNames);
      return { surname: rnd.pick(familyNames), father, patronymic, mother: rnd.pick(womenNames), ...o };
    },

    /** A valid ЕГН of an adult (born 1970-1995 unless given), unique in this world. */
    adultEgn(gender: Gender, { from = 1970, to = 1995 }: { from?: number; to?: number } = {}): string {
      return egnFor(randomDate(Date.UTC(from, 0, 1), Date.UTC(to, 11, 31)), gender);
    },

    aKindergarten(o: Partial<KindergartenFields> = {}): Kindergarten {
      kindergartenCount += 1;
      const id = o.id ?? ids.uuid();
      const city = o.city ?? 'Пловдив';
      const k = {
        id,
        name: `ДГ № ${kindergartenCount} „${rnd.pick(groupNicknames)}“`,
        kindergartenType: KindergartenType.Kindergarten,
        city,
        town: `гр. ${city}`,
        townEkatte: '56784',
        adress: `ул. „${rnd.pick(streets)}“ ${rnd.int(1, 60)}`,
        municipalityCode: 'PDV22',
        regionCode: 'PDV',
        motherKindergartenId: null,
        activePeriodId: null,
        automaticExcuseWithMedicalNote: true,
        ...o,
      };
      return add<Kindergarten>({
        ...keys.kindergarten(id),
        ...keys.kindergartensOfMunicipality(k.municipalityCode, id),
        ...keys.kindergartenDirectory(k.name, id),
        type: 'Kindergarten',
        ...k,
      });
    },

    /** A branch (филиал) of `mother`: same municipality and type unless overridden. */
    aBranch(mother: Kindergarten, o: Partial<KindergartenFields> = {}): Kindergarten {
      return world.aKindergarten({
        name: `${mother.name} – филиал`,
        kindergartenType: mother.kindergartenType,
        city: mother.city,
        town: mother.town,
        townEkatte: mother.townEkatte,
        municipalityCode: mother.municipalityCode,
        regionCode: mother.regionCode,
        ...o,
        motherKindergartenId: mother.id,
      });
    },

    /** A school year (15.09-14.09); the active one (by default the one `today` falls in) becomes the kindergarten's. */
    aSchoolYear(kg: Kindergarten, o: { id?: string; yearFrom?: number; active?: boolean } = {}): SchoolYear {
      const yearFrom = o.yearFrom ?? schoolYearOf(today);
      const active = o.active ?? yearFrom === schoolYearOf(today);
      const id = o.id ?? ids.uuid();
      if (active) kg.activePeriodId = id;
      return add<SchoolYear>({
        ...keys.schoolYear(kg.id, id),
        type: 'SchoolYear',
        id,
        kindergartenId: kg.id,
        name: `${yearFrom}/${yearFrom + 1}`,
        yearFrom,
        yearTo: yearFrom + 1,
        fromDate: `${yearFrom}-09-15`,
        toDate: `${yearFrom + 1}-09-14`,
        active,
      });
    },

    /** A group of the kindergarten's active school year (created first when there is none). */
    aGroup(kg: Kindergarten, o: Partial<Omit<GroupFields, 'kindergartenId'>> = {}): Group {
      groupCount += 1;
      const id = o.id ?? ids.uuid();
      const ageKind = o.ageKind ?? GroupAgeKinds.Kindergarten;
      const periodId = o.periodId ?? kg.activePeriodId ?? world.aSchoolYear(kg).id;
      return add<Group>({
        ...keys.group(kg.id, id),
        type: 'Group',
        id,
        kindergartenId: kg.id,
        periodId,
        name: `${groupNamePrefix[ageKind]} „${groupNicknames[(groupCount - 1) % groupNicknames.length]}“`,
        ageKind,
        isForSubstitution: false,
        capacity: ageKind === GroupAgeKinds.Nursery ? 18 : 25,
        ...o,
      });
    },

    /**
     * A child of a group with a valid ЕГН matching the birth date and gender, born so that the child has the
     * group's age on `today`. Siblings share a `family`; the child's unique-ЕГН marker is built with it.
     */
    aChild(
      kg: Kindergarten,
      group: Group,
      o: Partial<Omit<ChildFields, 'kindergartenId' | 'groupId' | 'periodId'>> & { family?: Family } = {},
    ): Child {
      if (group.kindergartenId !== kg.id) throw new Error('the group belongs to another kindergarten');
      const { family = world.aFamily(), ...rest } = o;
      const id = rest.id ?? ids.uuid();
      const gender = rest.gender ?? (rnd.chance(0.5) ? Gender.Male : Gender.Female);
      const [minAge, maxAge] = agesOfGroupKind[group.ageKind];
      const birthDate =
        rest.birthDate ?? randomDate(yearsBefore(today, maxAge) + dayMs, yearsBefore(today, minAge));
      const identifier = rest.identifier ?? egnFor(birthDate, gender);
      const c = {
        id,
        gender,
        firstName: rnd.pick(gender === Gender.Male ? boysNames : girlsNames),
        middleName: gender === Gender.Male ? family.patronymic : feminine(family.patronymic),
        lastName: gender === Gender.Male ? family.surname : feminine(family.surname),
        identifierType: IdentifierType.EGN,
        identifier,
        birthDate,
        ...rest,
      };
      const sortName = `${c.firstName} ${c.lastName}`.toLocaleLowerCase('bg');
      const child = add<Child>({
        ...keys.child(kg.id, id),
        ...keys.childrenOfGroup(kg.id, group.id, sortName, id),
        type: 'Child',
        kindergartenId: kg.id,
        groupId: group.id,
        periodId: group.periodId,
        ...c,
      });
      add({
        ...keys.childIdentifier(kg.id, c.identifierType, c.identifier),
        type: 'ChildIdentifier',
        childId: id,
      });
      return child;
    },

    /** A user; by default with a generated e-mail (and phone when the world has a phone prefix). */
    aUser(
      o: Partial<Omit<UserSeed, 'email' | 'phone'>> & { email?: string | null; phone?: string | null } = {},
    ): UserSeed {
      const gender = o.gender ?? (rnd.chance(0.5) ? Gender.Male : Gender.Female);
      const firstName =
        o.firstName ?? (gender === Gender.Male ? rnd.pick(menNames)[0] : rnd.pick(womenNames));
      const surname = rnd.pick(familyNames);
      const lastName = o.lastName ?? (gender === Gender.Male ? surname : feminine(surname));
      const { email, phone, ...rest } = o;
      return add<UserSeed>({
        id: ids.uuid(),
        password,
        baseRole: Role.Parent,
        memberships: [],
        jurisdiction: null,
        ...rest,
        gender,
        firstName,
        lastName,
        email: email === null ? undefined : (email ?? nextEmail(firstName, lastName)),
        phone: phone === null ? undefined : (phone ?? nextPhone()),
      });
    },

    /** A parent user, a member (role Parent) of `kg` when given; named after `family` (mother by default). */
    aParent(
      kg: Kindergarten | null,
      o: Partial<Omit<UserSeed, 'email' | 'phone'>> & {
        email?: string | null;
        phone?: string | null;
        family?: Family;
      } = {},
    ): UserSeed {
      const { family = world.aFamily(), ...rest } = o;
      const gender = rest.gender ?? Gender.Female;
      return world.aUser({
        firstName: gender === Gender.Male ? family.father : family.mother,
        lastName: gender === Gender.Male ? family.surname : feminine(family.surname),
        baseRole: Role.Parent,
        memberships: kg ? [{ kindergartenId: kg.id, role: Role.Parent }] : [],
        ...rest,
        gender,
      });
    },

    /** Links a parent to a child (child -> parent on the child's partition, parent -> child on GSI1). */
    aGuardian(child: Child, parent: UserSeed, o: { relation?: GuardianRelation } = {}): Guardian {
      if (!parent.memberships.some((m) => m.kindergartenId === child.kindergartenId)) {
        parent.memberships.push({ kindergartenId: child.kindergartenId, role: Role.Parent });
      }
      return add<Guardian>({
        ...keys.guardianOfChild(child.kindergartenId, child.id, parent.id),
        ...keys.childrenOfParent(parent.id, child.kindergartenId, child.id),
        type: 'Guardian',
        kindergartenId: child.kindergartenId,
        childId: child.id,
        parentUserId: parent.id,
        relation:
          o.relation ?? (parent.gender === Gender.Male ? GuardianRelation.Father : GuardianRelation.Mother),
        childName: `${child.firstName} ${child.lastName}`,
        groupId: child.groupId,
      });
    },

    /**
     * A staff member of `kg` (a teacher unless `role` says otherwise). Pass `user` to make an existing user
     * staff here too (the membership is added to it); otherwise a new user is built.
     */
    aStaffMember(
      kg: Kindergarten,
      o: {
        role?: Role;
        position?: string;
        user?: UserSeed;
        gender?: Gender;
        firstName?: string;
        lastName?: string;
      } = {},
    ): StaffMember {
      const role = o.role ?? Role.Teacher;
      const user =
        o.user ??
        world.aUser({
          baseRole: role,
          gender: o.gender ?? (rnd.chance(0.8) ? Gender.Female : Gender.Male),
          ...(o.firstName ? { firstName: o.firstName } : {}),
          ...(o.lastName ? { lastName: o.lastName } : {}),
        });
      if (!user.memberships.some((m) => m.kindergartenId === kg.id)) {
        user.memberships.push({ kindergartenId: kg.id, role });
      }
      return add<StaffMember>({
        ...keys.staffMember(kg.id, user.id),
        type: 'StaffMember',
        userId: user.id,
        kindergartenId: kg.id,
        role,
        position: o.position ?? positionOfRole[role] ?? 'Служител',
        firstName: user.firstName,
        lastName: user.lastName,
      });
    },
  };
  return world;
}

/**
 * createUser writes through the process-wide client (`db()`, configured by DYNAMODB_ENDPOINT) into
 * TABLE_NAME; make sure that is the table the other items go to.
 */
function useTableForUsers(tableName: string) {
  if (!process.env.TABLE_NAME) process.env.TABLE_NAME = tableName;
  else if (process.env.TABLE_NAME !== tableName) {
    throw new Error(
      `saveAll: users are created in TABLE_NAME=${process.env.TABLE_NAME}, not in ${tableName}`,
    );
  }
}

/**
 * Writes a world: plain items with BatchWrite, users with `createUser` (each password hashed once, since
 * scrypt is slow). Saving the same deterministic world again is harmless: puts overwrite and a user whose
 * profile already exists is skipped.
 */
export async function saveAll(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: readonly SeedItem[],
  { concurrency = 8 }: { concurrency?: number } = {},
): Promise<{ items: number; users: number }> {
  const dbItems = items.filter(isDbItem);
  const users = items.filter(isUserSeed);
  await batchWriteAll(client, tableName, dbItems, { concurrency });
  if (users.length > 0) {
    useTableForUsers(tableName);
    const hashes = new Map<string, Promise<string>>();
    const hashOf = (password: string) => {
      let hash = hashes.get(password);
      if (!hash) {
        hash = hashPassword(password);
        hashes.set(password, hash);
      }
      return hash;
    };
    let next = 0;
    const worker = async () => {
      while (next < users.length) {
        const { gender: _gender, ...user } = users[next++]!;
        try {
          await createUser(user, await hashOf(user.password));
        } catch (error) {
          if ((error as Error).name !== 'TransactionCanceledException') throw error;
          const existing = await client.send(
            new GetCommand({ TableName: tableName, Key: keys.user(user.id) }),
          );
          if (!existing.Item) throw error; // an identifier taken by another user
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, users.length) }, worker));
  }
  return { items: dbItems.length, users: users.length };
}
