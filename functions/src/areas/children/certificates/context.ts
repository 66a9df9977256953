import { Role } from '@gradina/shared';
import type { CertificateKind } from '@gradina/shared/manifest/routes/children/certificates';
import { now } from '../../../platform/clock';
import { invalidField, notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { CertificateSnapshot, ChildRow, GroupRow, SchoolYearRow } from './items';
import { directorNameOf, getKindergarten, getSchoolYear, groupsOf, municipalityOf } from './items';
import type { CertificateDraft } from './numbering';

/** What the certificates of one kindergarten and school year have in common: read once per request. */
export interface Institution {
  kindergartenName: string;
  town: string;
  municipality: string;
  region: string;
  directorName: string;
}

/** What the certificates answer 404 with, by what is missing. */
export const notFoundText = {
  group: 'Групата не е намерена.',
  child: 'Детето не е намерено.',
  certificate: 'Удостоверението не е намерено.',
};

export const schoolYearLabel = (y: Pick<SchoolYearRow, 'yearFrom' | 'yearTo'>) => `${y.yearFrom}/${y.yearTo}`;

/** The school year a request names, else the session's, else the kindergarten's active one. */
export async function schoolYearOf(session: TenantRouteSession, periodId?: string): Promise<SchoolYearRow> {
  const id = periodId || session.periodId || (await getKindergarten(session.kindergartenId))?.activePeriodId;
  const year = id ? await getSchoolYear(session.kindergartenId, id) : undefined;
  if (!year) throw invalidField('periodId', 'Полето "Учебна година": учебната година не е намерена.');
  return year;
}

/**
 * The groups whose certificates the caller sees: undefined for the kindergarten's managers (all of them),
 * the groups naming a teacher in `teacherIds` for a teacher.
 */
export async function visibleGroups(session: TenantRouteSession): Promise<ReadonlySet<string> | undefined> {
  if (session.role !== Role.Teacher) return undefined;
  const groups = await groupsOf(session.kindergartenId);
  return new Set(groups.filter((g) => g.teacherIds?.includes(session.userId)).map((g) => g.id));
}

export async function institutionOf(kindergartenId: string): Promise<Institution> {
  const kindergarten = await getKindergarten(kindergartenId);
  if (!kindergarten) throw notFound('Детската градина не е намерена.');
  const [municipality, directorName] = await Promise.all([
    municipalityOf(kindergarten.regionCode, kindergarten.municipalityCode),
    directorNameOf(kindergartenId),
  ]);
  return {
    kindergartenName: kindergarten.name,
    town: kindergarten.town ?? '',
    municipality: municipality?.name ?? '',
    region: municipality?.regionName ?? '',
    directorName,
  };
}

/** A certificate of a child as it is issued now: everything it prints, kept with it. */
export function draftOf(
  session: TenantRouteSession,
  input: {
    kind: CertificateKind;
    child: ChildRow;
    group: GroupRow;
    year: SchoolYearRow;
    institution: Institution;
    issueDate: string;
    extra?: Partial<CertificateSnapshot>;
  },
): CertificateDraft {
  const { child, group, year, institution } = input;
  const document: CertificateSnapshot = {
    ...institution,
    firstName: child.firstName,
    middleName: child.middleName ?? '',
    lastName: child.lastName,
    identifierType: child.identifierType,
    identifier: child.identifier,
    birthDate: child.birthDate,
    birthPlace: typeof child.birthPlace === 'string' ? child.birthPlace : '',
    gender: child.gender,
    groupName: group.name,
    schoolYear: schoolYearLabel(year),
    assessment: '',
    newInstitution: '',
    newInstitutionTown: '',
    relocationDate: '',
    ...input.extra,
  };
  return {
    id: crypto.randomUUID(),
    kindergartenId: session.kindergartenId,
    kind: input.kind,
    periodId: year.id,
    issueDate: input.issueDate,
    childId: child.id,
    groupId: group.id,
    issuedBy: session.userId,
    issuedAt: now().toISOString(),
    cancelled: false,
    cancelledAt: null,
    cancelledBy: null,
    document,
  };
}

/** An issue date before the child was born cannot be right. */
export function checkIssueDate(issueDate: string, children: readonly ChildRow[], field = 'issueDate') {
  const early = children.find((c) => c.birthDate && issueDate < c.birthDate);
  if (early) throw invalidField(field, 'Полето "Дата на издаване" не може да е преди раждането на детето.');
}
