import { Role } from '@gradina/shared';
import type { CertificateKind } from '@gradina/shared/manifest/routes/children/certificates';
import type { Key, TransactOp } from '../../../platform/db';
import {
  batchGet,
  getItem,
  keys,
  queryAll,
  tenantPrefix,
  tryTransact,
  updateItem,
} from '../../../platform/db';
import type { ChildItem } from '../records/items';

/**
 * The certificates' items (docs/areas/children-certificates.md). One partition per kindergarten holds the
 * certificates, one counter per kind and school year (the last number issued) and a marker per child with a
 * valid preschool certificate. GSI1 lists a school year's certificates by kind and number, GSI2 a group's
 * preschool certificates by number. Children, groups, school years and kindergartens are read, never written.
 */

const partition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#CERTIFICATES`;
/** Numbers sort as text in the indexes: zero-padded. */
const padded = (n: number) => String(n).padStart(6, '0');

export const certificateKeys = {
  certificate: (kindergartenId: string, id: string) => ({ PK: partition(kindergartenId), SK: `CERT#${id}` }),
  counter: (kindergartenId: string, kind: CertificateKind, periodId: string) => ({
    PK: partition(kindergartenId),
    SK: `COUNTER#${kind}#${periodId}`,
  }),
  /** Marker: a child has one valid preschool certificate; cancelling it frees the child for a new one. */
  preschoolOfChild: (kindergartenId: string, childId: string) => ({
    PK: partition(kindergartenId),
    SK: `PRESCHOOL#${childId}`,
  }),
  ofSchoolYear: (kindergartenId: string, periodId: string, kind?: CertificateKind, number?: number) => ({
    GSI1PK: `${partition(kindergartenId)}#PERIOD#${periodId}`,
    GSI1SK: kind === undefined ? '' : `${kind}#${number === undefined ? '' : padded(number)}`,
  }),
  ofGroup: (kindergartenId: string, groupId: string, number?: number) => ({
    GSI2PK: `${partition(kindergartenId)}#GROUP#${groupId}`,
    GSI2SK: number === undefined ? '' : padded(number),
  }),
};

/** What a printed certificate says, kept as issued so a reprint is the same document. */
export interface CertificateSnapshot
  extends Pick<
    ChildItem,
    'firstName' | 'middleName' | 'lastName' | 'identifierType' | 'identifier' | 'birthDate' | 'gender'
  > {
  kindergartenName: string;
  town: string;
  municipality: string;
  region: string;
  birthPlace: string;
  groupName: string;
  schoolYear: string;
  directorName: string;
  assessment: string;
  /** The child's end-of-year educational results as issued (issue #30); absent on older certificates. */
  results?: string;
  newInstitution: string;
  newInstitutionTown: string;
  relocationDate: string;
}

export interface CertificateItem {
  id: string;
  kindergartenId: string;
  kind: CertificateKind;
  number: number;
  periodId: string;
  issueDate: string;
  childId: string;
  groupId: string;
  issuedBy: string;
  issuedAt: string;
  cancelled: boolean;
  cancelledAt: string | null;
  cancelledBy: string | null;
  document: CertificateSnapshot;
}

/** What a certificate reads of the child record (its place of birth printed, its enrolment checked). */
export type ChildRow = Pick<
  ChildItem,
  | 'id'
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'identifierType'
  | 'identifier'
  | 'birthDate'
  | 'gender'
  | 'groupId'
  | 'birthPlace'
  | 'enrolledOn'
>;

export interface GroupRow {
  id: string;
  name: string;
  periodId: string;
  ageKind?: number;
  teacherIds?: string[];
}

export interface SchoolYearRow {
  id: string;
  name?: string;
  yearFrom: number;
  yearTo: number;
  active?: boolean;
}

export interface KindergartenRow {
  id: string;
  name: string;
  town?: string;
  municipalityCode?: string;
  regionCode?: string;
  activePeriodId?: string | null;
}

const withIndexes = (c: CertificateItem) => ({
  ...certificateKeys.certificate(c.kindergartenId, c.id),
  ...certificateKeys.ofSchoolYear(c.kindergartenId, c.periodId, c.kind, c.number),
  ...(c.kind === 1 ? certificateKeys.ofGroup(c.kindergartenId, c.groupId, c.number) : {}),
  type: 'Certificate',
  ...c,
});

export const getCertificate = (kindergartenId: string, id: string) =>
  getItem<CertificateItem>(certificateKeys.certificate(kindergartenId, id), { consistent: true });

/** The last number of a series (0 before the first), read consistently before a numbered write. */
export async function lastNumber(kindergartenId: string, kind: CertificateKind, periodId: string) {
  const counter = await getItem<{ last: number }>(certificateKeys.counter(kindergartenId, kind, periodId), {
    consistent: true,
  });
  return counter?.last ?? 0;
}

/**
 * Writes the certificates with the numbers after `last`, advancing the counter in the same transaction only
 * if it still is `last` (so two issuers never take one number and none is skipped), with the preschool
 * markers of their children. `committed: false` tells the caller to read the counter again and retry.
 */
export function writeNumbered(
  kindergartenId: string,
  kind: CertificateKind,
  periodId: string,
  last: number,
  certificates: readonly CertificateItem[],
) {
  const counter = certificateKeys.counter(kindergartenId, kind, periodId);
  const ops: TransactOp[] = [
    last === 0
      ? {
          put: { ...counter, type: 'CertificateCounter', last: certificates.length },
          condition: { absent: true },
        }
      : {
          update: counter,
          changes: { set: { last: last + certificates.length } },
          condition: { equals: { last } },
        },
    ...certificates.map((c) => ({ put: withIndexes(c), condition: { absent: true } })),
    ...(kind === 1
      ? certificates.map((c) => ({
          put: {
            ...certificateKeys.preschoolOfChild(kindergartenId, c.childId),
            type: 'PreschoolCertificateMarker',
            certificateId: c.id,
          },
          condition: { absent: true },
        }))
      : []),
  ];
  return tryTransact(ops);
}

/** Children that already have a valid preschool certificate, among `childIds`: one BatchGet. */
export async function childrenWithPreschoolCertificate(kindergartenId: string, childIds: readonly string[]) {
  const markers = await batchGet<{ SK: string }>(
    childIds.map((c) => certificateKeys.preschoolOfChild(kindergartenId, c)),
  );
  return new Set(markers.map((m) => m.SK.slice('PRESCHOOL#'.length)));
}

/** Marks a certificate cancelled (number kept) and frees its child's preschool marker, in one transaction. */
export function cancel(item: CertificateItem, userId: string, at: string) {
  const ops: TransactOp[] = [
    {
      update: certificateKeys.certificate(item.kindergartenId, item.id),
      changes: { set: { cancelled: true, cancelledAt: at, cancelledBy: userId } },
      condition: { equals: { cancelled: false } },
    },
  ];
  if (item.kind === 1)
    ops.push({
      delete: certificateKeys.preschoolOfChild(item.kindergartenId, item.childId),
      condition: { equals: { certificateId: item.id } },
    });
  return tryTransact(ops);
}

/** A school year's certificates, of one kind or both, by kind and number: one Query of GSI1 (a few hundred a year). */
export const allCertificatesOfSchoolYear = (
  kindergartenId: string,
  periodId: string,
  kind?: CertificateKind,
) => {
  const index = certificateKeys.ofSchoolYear(kindergartenId, periodId, kind);
  return queryAll<CertificateItem>({
    index: 'GSI1',
    partition: index.GSI1PK,
    ...(kind === undefined ? {} : { beginsWith: index.GSI1SK }),
  });
};

/** A group's preschool certificates by number: one Query of GSI2. */
export const preschoolCertificatesOfGroup = (kindergartenId: string, groupId: string) =>
  queryAll<CertificateItem>({
    index: 'GSI2',
    partition: certificateKeys.ofGroup(kindergartenId, groupId).GSI2PK,
  });

// Reads of other features' items (the children records, the kindergartens area): never written here.

export const getGroup = (kindergartenId: string, groupId: string) =>
  getItem<GroupRow>(keys.group(kindergartenId, groupId), { consistent: true });

/** Every group of the kindergarten (all school years): one Query. */
export const groupsOf = (kindergartenId: string) =>
  queryAll<GroupRow>({ partition: keys.group(kindergartenId, '').PK, beginsWith: 'GROUP#' });

export const getChild = (kindergartenId: string, childId: string) =>
  getItem<ChildRow>(keys.child(kindergartenId, childId), { consistent: true });

export const childrenByIds = (kindergartenId: string, childIds: readonly string[]) =>
  batchGet<ChildRow>(childIds.map((c) => keys.child(kindergartenId, c)));

/** The children currently in a group: one Query of GSI1. */
export const childrenOfGroup = (kindergartenId: string, groupId: string) =>
  queryAll<ChildRow>({ index: 'GSI1', partition: keys.childrenOfGroup(kindergartenId, groupId).GSI1PK });

export const getSchoolYear = (kindergartenId: string, periodId: string) =>
  getItem<SchoolYearRow>(keys.schoolYear(kindergartenId, periodId));

export const getKindergarten = (kindergartenId: string) =>
  getItem<KindergartenRow>(keys.kindergarten(kindergartenId));

/** The municipality and region of a kindergarten from the ЕКАТТЕ lists: one GetItem. */
export async function municipalityOf(regionCode: string | undefined, municipalityCode: string | undefined) {
  if (!regionCode || !municipalityCode) return undefined;
  return getItem<{ name: string; regionName: string }>(
    keys.lookup('AREAS', `${regionCode}#${municipalityCode}`) as Key,
  );
}

/** The kindergarten's director as the staff list names them: one Query of the staff partition. */
export async function directorNameOf(kindergartenId: string) {
  const staff = await queryAll<{ role: number; firstName: string; lastName: string }>({
    partition: keys.staffMember(kindergartenId, '').PK,
    beginsWith: 'USER#',
  });
  const director = staff.find((s) => s.role === Role.Director);
  return director ? `${director.firstName} ${director.lastName}` : '';
}

/** Keeps the generated file's S3 key on the certificate, so a reprint serves the same bytes. */
export const rememberFile = (item: CertificateItem, format: string, key: string) =>
  updateItem(certificateKeys.certificate(item.kindergartenId, item.id), {
    set: { [`file_${format}`]: key },
  });
