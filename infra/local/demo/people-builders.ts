import { childRecordKeys } from '../../../functions/src/areas/children/records/items';
import { guardianIndex } from '../../../functions/src/domain/children/guardians';
import { rosterAttribute, rosterEntryOf } from '../../../functions/src/domain/groups/roster';
import { staffRosterKey, staffRosterWrite } from '../../../functions/src/domain/staff-roster/roster';
import { keys } from '../../../functions/src/platform/db/keys';
import { Gender, GroupAgeKinds, GuardianRelation, IdentifierType, Role } from '../../../shared/src/enums';
import { ChildStatus, PlacementKind } from '../../../shared/src/manifest/routes/children/records';
import type { DbItem } from '../../reference-data/batch-write';
import type { Group, Kindergarten } from './kindergarten-builders';
import { boysNames, familyNames, feminine, girlsNames, menNames, womenNames } from './names';
import { dayMs, type UserSeed, type WorldContext, yearsBefore } from './world-context';

export type Child = DbItem & ChildFields & { type: 'Child' };

export interface ChildFields {
  id: string;
  status?: number;
  /** The first day in the kindergarten: the school year's start, or the birthday of a younger baby. */
  enrolledOn: string;
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
  /** Relation edits (PUT /api/Parents/{id}/children/{childId}) send the version they read. */
  version?: number;
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

type UserOverrides = Partial<Omit<UserSeed, 'email' | 'phone'>> & {
  email?: string | null;
  phone?: string | null;
};

/** A demo child's first day: 15 September of the school year `today` is in (or the birthday, if later). */
function enrolmentDay(today: string, birthDate: string): string {
  const year = Number(today.slice(0, 4)) - (today.slice(5) < '09-15' ? 1 : 0);
  const start = `${year}-09-15`;
  return birthDate > start ? birthDate : start;
}

/** Users (parents, staff), families, children and the guardian links between them. */
export function peopleBuilders(ctx: WorldContext) {
  const { rnd, ids, add, today, password } = ctx;
  const staffRosters = new Map<string, Record<string, unknown>>();

  const builders = {
    aFamily(o: Partial<Family> = {}): Family {
      const [father, patronymic] = rnd.pick(menNames);
      return { surname: rnd.pick(familyNames), father, patronymic, mother: rnd.pick(womenNames), ...o };
    },

    /** A valid ЕГН of an adult (born 1970-1995 unless given), unique in this world. */
    adultEgn(gender: Gender, { from = 1970, to = 1995 }: { from?: number; to?: number } = {}): string {
      return ctx.egnFor(ctx.randomDate(Date.UTC(from, 0, 1), Date.UTC(to, 11, 31)), gender);
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
      const { family = builders.aFamily(), ...rest } = o;
      const id = rest.id ?? ids.uuid();
      const gender = rest.gender ?? (rnd.chance(0.5) ? Gender.Male : Gender.Female);
      const [minAge, maxAge] = agesOfGroupKind[group.ageKind];
      const birthDate =
        rest.birthDate ?? ctx.randomDate(yearsBefore(today, maxAge) + dayMs, yearsBefore(today, minAge));
      const identifier = rest.identifier ?? ctx.egnFor(birthDate, gender);
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
        ...childRecordKeys.childrenOfKindergarten(kg.id, sortName, id),
        type: 'Child',
        kindergartenId: kg.id,
        groupId: group.id,
        periodId: group.periodId,
        status: ChildStatus.Enrolled,
        enrolledOn: enrolmentDay(today, c.birthDate),
        version: 1,
        ...c,
      });
      // The stay in the group, as an enrolment writes it (children records: history of groups).
      add({
        ...childRecordKeys.placement(kg.id, id, child.enrolledOn),
        type: 'Placement',
        childId: id,
        kind: PlacementKind.Enrolment,
        groupId: group.id,
        groupName: group.name,
        fromDate: child.enrolledOn,
        toDate: null,
      });
      // The group's children counter (the group list reads it), as an enrolment's transaction moves it.
      group.childrenCount = (group.childrenCount ?? 0) + 1;
      // Its roster entry (the attendance grid's rows), as the same transaction writes it.
      (group as unknown as Record<string, unknown>)[rosterAttribute(id)] = rosterEntryOf(child);
      add({
        ...keys.childIdentifier(kg.id, c.identifierType, c.identifier),
        type: 'ChildIdentifier',
        childId: id,
      });
      return child;
    },

    /** A user; by default with a generated e-mail (and phone when the world has a phone prefix). */
    aUser(o: UserOverrides = {}): UserSeed {
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
        email: email === null ? undefined : (email ?? ctx.nextEmail(firstName, lastName)),
        phone: phone === null ? undefined : (phone ?? ctx.nextPhone()),
      });
    },

    /** A parent user, a member (role Parent) of `kg` when given; named after `family` (mother by default). */
    aParent(kg: Kindergarten | null, o: UserOverrides & { family?: Family } = {}): UserSeed {
      const { family = builders.aFamily(), ...rest } = o;
      const gender = rest.gender ?? Gender.Female;
      return builders.aUser({
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
        ...guardianIndex(child.kindergartenId, parent.id, child.id),
        type: 'Guardian',
        kindergartenId: child.kindergartenId,
        childId: child.id,
        parentUserId: parent.id,
        relation:
          o.relation ?? (parent.gender === Gender.Male ? GuardianRelation.Father : GuardianRelation.Mother),
        childName: `${child.firstName} ${child.lastName}`,
        groupId: child.groupId,
        version: 1,
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
        builders.aUser({
          baseRole: role,
          gender: o.gender ?? (rnd.chance(0.8) ? Gender.Female : Gender.Male),
          ...(o.firstName ? { firstName: o.firstName } : {}),
          ...(o.lastName ? { lastName: o.lastName } : {}),
        });
      if (!user.memberships.some((m) => m.kindergartenId === kg.id)) {
        user.memberships.push({ kindergartenId: kg.id, role });
      }
      const position = o.position ?? positionOfRole[role] ?? 'Служител';
      // The staff grid's roster item of the kindergarten (one per kindergarten), as identity's write keeps it.
      const roster = staffRosters.get(kg.id) ?? add({ ...staffRosterKey(kg.id), type: 'StaffRoster' });
      staffRosters.set(kg.id, roster);
      Object.assign(
        roster,
        staffRosterWrite(kg.id, user.id, {
          names: { firstName: user.firstName, lastName: user.lastName },
          position,
        }).changes.set,
      );
      return add<StaffMember>({
        ...keys.staffMember(kg.id, user.id),
        type: 'StaffMember',
        userId: user.id,
        kindergartenId: kg.id,
        role,
        position,
        firstName: user.firstName,
        lastName: user.lastName,
      });
    },
  };
  return builders;
}
