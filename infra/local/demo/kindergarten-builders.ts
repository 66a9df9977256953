import { keys } from '../../../functions/src/platform/db/keys';
import { GroupAgeKinds, KindergartenType } from '../../../shared/src/enums';
import type { DbItem } from '../../reference-data/batch-write';
import { groupNicknames } from './names';
import { schoolYearOf, type WorldContext } from './world-context';

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
  /** Who teaches the group (pedagogical staff of the kindergarten); the group object rule reads it. */
  teacherIds?: string[];
  /** Children in the group now, kept with every enrolment and move. */
  childrenCount?: number;
  neispuoCode?: string | null;
  closedOn?: string | null;
}

export type Partner = DbItem & { type: 'Partner'; id: string; kindergartenId: string; name: string };

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

/** Kindergartens with their branches, school years, groups and partners. */
export function kindergartenBuilders(ctx: WorldContext) {
  const { rnd, ids, add, today } = ctx;
  let kindergartenCount = 0;
  let groupCount = 0;

  const builders = {
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
      return builders.aKindergarten({
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
      const periodId = o.periodId ?? kg.activePeriodId ?? builders.aSchoolYear(kg).id;
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

    /** A partner of the kindergarten (an entry of the resources menu). */
    aPartner(kg: Kindergarten, o: { id?: string; name?: string } = {}): Partner {
      const id = o.id ?? ids.uuid();
      const name = o.name ?? `Партньор „${rnd.pick(groupNicknames)}“`;
      return add<Partner>({ ...keys.partner(kg.id, id), type: 'Partner', id, kindergartenId: kg.id, name });
    },
  };
  return builders;
}
