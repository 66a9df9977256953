import { GroupAgeKinds, isCompulsoryAgeOn } from '@gradina/shared';
import { maskEgn } from '@gradina/shared/egn';
import { CertificateKind, type DocumentFormat } from '@gradina/shared/manifest/routes/children/certificates';
import { pick } from '@gradina/shared/record-fields';
import { childrenResults, endResultsText } from '../../../domain/education/child-results';
import { conflict, invalidField, notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  checkIssueDate,
  draftOf,
  institutionOf,
  notFoundText,
  schoolYearLabel,
  schoolYearOf,
  visibleGroups,
} from './context';
import { preschoolRefusal } from './eligibility';
import { certificateFile, layoutFile } from './files';
import type { CertificateItem, ChildRow, GroupRow, SchoolYearRow } from './items';
import {
  allCertificatesOfSchoolYear,
  childrenByIds,
  childrenOfGroup,
  childrenWithPreschoolCertificate,
  getCertificate,
  getGroup,
  getSchoolYear,
  groupsOf,
  preschoolCertificatesOfGroup,
} from './items';
import { childFullName, commonProtocolLayout, receiptLayout, registrationNumber } from './layout';
import { alreadyIssued, issueNumbered } from './numbering';
import { certificateRow } from './rows';

const collator = new Intl.Collator('bg', { sensitivity: 'base' });
const nameOf = (c: ChildRow) => [c.firstName, c.middleName, c.lastName].filter(Boolean).join(' ');
const valid = (certificates: readonly CertificateItem[]) => certificates.filter((c) => !c.cancelled);

/** The preparatory groups (the compulsory preschool years) of a school year the caller sees. */
export async function preschoolGroups(session: TenantRouteSession, query: { periodId?: string }) {
  const [year, groups, visible] = await Promise.all([
    schoolYearOf(session, query.periodId),
    groupsOf(session.kindergartenId),
    visibleGroups(session),
  ]);
  const preparatory = groups.filter(
    (g) => g.periodId === year.id && g.ageKind === GroupAgeKinds.PGGroups && (!visible || visible.has(g.id)),
  );
  const rows = await Promise.all(
    preparatory.map(async (g) => {
      const [children, certificates] = await Promise.all([
        childrenOfGroup(session.kindergartenId, g.id),
        preschoolCertificatesOfGroup(session.kindergartenId, g.id),
      ]);
      return {
        ...pick(g, 'id', 'name'),
        childrenCount: children.length,
        issuedCount: valid(certificates).length,
      };
    }),
  );
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}

async function groupOf(session: TenantRouteSession, groupId: string): Promise<GroupRow> {
  const group = await getGroup(session.kindergartenId, groupId);
  if (!group) throw notFound(notFoundText.group);
  return group;
}

/** A preparatory group's children, each with the valid certificate issued to them (a teacher's groups only). */
export async function preschoolChildren(session: TenantRouteSession, groupId: string) {
  const [group, visible] = await Promise.all([groupOf(session, groupId), visibleGroups(session)]);
  if (visible && !visible.has(group.id)) return [];
  const [children, certificates] = await Promise.all([
    childrenOfGroup(session.kindergartenId, group.id),
    preschoolCertificatesOfGroup(session.kindergartenId, group.id),
  ]);
  const byChild = new Map(valid(certificates).map((c) => [c.childId, c]));
  return children
    .map((c) => {
      const certificate = byChild.get(c.id);
      return {
        id: c.id,
        name: nameOf(c),
        identifier: maskEgn(c.identifier),
        birthDate: c.birthDate,
        certificateId: certificate?.id ?? null,
        number: certificate?.number ?? null,
        issueDate: certificate?.issueDate ?? null,
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

function requirePreparatory(group: GroupRow) {
  if (group.ageKind !== GroupAgeKinds.PGGroups)
    throw invalidField(
      'classId',
      'Полето "Група": удостоверения се издават само на деца от подготвителна група (IV ПГ).',
    );
}

/**
 * The certificate closes compulsory preschool education (ЗПУО чл. 8, ал. 1; Наредба № 5 чл. 55), so it goes only
 * to a child of compulsory age on the issue date (the shared rule), whatever group the child is in.
 */
const notCompulsory = (children: readonly ChildRow[], issueDate: string) =>
  children.filter((c) => !isCompulsoryAgeOn(c.birthDate, issueDate));

function requireCompulsory(children: readonly ChildRow[], issueDate: string) {
  const young = notCompulsory(children, issueDate);
  if (young.length === 0) return;
  const message = `Полето "Деца": ${young.map(nameOf).join(', ')} не е в задължителна предучилищна възраст към датата на издаване.`;
  throw invalidField('childIds', message);
}

async function yearOf(session: TenantRouteSession, group: GroupRow): Promise<SchoolYearRow> {
  const year = await getSchoolYear(session.kindergartenId, group.periodId);
  if (!year) throw notFound('Учебната година на групата не е намерена.');
  return year;
}

async function issue(
  session: TenantRouteSession,
  group: GroupRow,
  year: SchoolYearRow,
  children: readonly ChildRow[],
  body: { issueDate: string; assessment?: string },
) {
  const [institution, results] = await Promise.all([
    institutionOf(session.kindergartenId),
    childrenResults(
      session.kindergartenId,
      group.id,
      children.map((c) => c.id),
    ),
  ]);
  const sorted = [...children].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
  const drafts = sorted.map((child) =>
    draftOf(session, {
      kind: CertificateKind.Preschool,
      child,
      group,
      year,
      institution,
      issueDate: body.issueDate,
      // The child's end-of-year educational results are printed under the assessment (issue #30).
      extra: {
        assessment: body.assessment?.trim() ?? '',
        results: endResultsText(results.get(child.id) ?? []),
      },
    }),
  );
  const issued = await issueNumbered(session.kindergartenId, CertificateKind.Preschool, year.id, drafts);
  return { isSuccessful: true, certificates: issued.map(certificateRow) };
}

/** Issues certificates to the chosen children of a preparatory group, numbered by name. */
export async function issuePreschoolCertificates(
  session: TenantRouteSession,
  group: GroupRow,
  body: { childIds: string[]; issueDate: string; assessment?: string },
) {
  requirePreparatory(group);
  const ids = [...new Set(body.childIds)];
  const children = await childrenByIds(session.kindergartenId, ids);
  if (children.length < ids.length) throw notFound(notFoundText.child);
  const outside = children.find((c) => c.groupId !== group.id);
  if (outside) throw invalidField('childIds', `Полето "Деца": ${nameOf(outside)} не е от избраната група.`);
  checkIssueDate(body.issueDate, children);
  requireCompulsory(children, body.issueDate);
  const year = await yearOf(session, group);
  const refused = children.flatMap((c) => preschoolRefusal(c, year, body.issueDate) ?? []);
  if (refused.length > 0) throw invalidField('childIds', `Полето "Деца": ${refused.join('; ')}.`);
  if ((await childrenWithPreschoolCertificate(session.kindergartenId, ids)).size > 0)
    throw conflict(alreadyIssued);
  return issue(session, group, year, children, body);
}

/** Issues certificates to every child of the group that has no valid one yet. */
export async function issueGroupPreschoolCertificates(
  session: TenantRouteSession,
  group: GroupRow,
  body: { issueDate: string; assessment?: string },
) {
  requirePreparatory(group);
  const [children, year] = await Promise.all([
    childrenOfGroup(session.kindergartenId, group.id),
    yearOf(session, group),
  ]);
  const issued = await childrenWithPreschoolCertificate(
    session.kindergartenId,
    children.map((c) => c.id),
  );
  // A child under compulsory age (or without a birth date), enrolled later or not in the last preschool year
  // is left for a chosen-children issue to explain.
  const young = new Set(notCompulsory(children, body.issueDate).map((c) => c.id));
  const refused = new Set(children.filter((c) => preschoolRefusal(c, year, body.issueDate)).map((c) => c.id));
  const pending = children.filter((c) => !issued.has(c.id) && !young.has(c.id) && !refused.has(c.id));
  if (pending.length === 0)
    throw conflict(
      young.size + refused.size > 0
        ? 'Няма деца без удостоверение, записани към датата на издаване и в последната си предучилищна година.'
        : 'Всички деца от групата вече имат удостоверение.',
    );
  checkIssueDate(body.issueDate, pending);
  return issue(session, group, year, pending, body);
}

/** The preschool certificate's document (printed by those who issue them: the route's right). */
export function preschoolCertificateFile(item: CertificateItem | undefined, format: DocumentFormat) {
  if (!item || item.kind !== CertificateKind.Preschool) throw notFound(notFoundText.certificate);
  return certificateFile(item, format);
}

/** The receipt the parent signs when the certificate (either kind) is handed over. */
export async function applicationReceipt(
  session: TenantRouteSession,
  query: { certificateId: string; format: DocumentFormat },
) {
  const item = await getCertificate(session.kindergartenId, query.certificateId);
  if (!item) throw notFound(notFoundText.certificate);
  if (item.cancelled) throw conflict('Удостоверението е анулирано.');
  return layoutFile(receiptLayout(item), query.format);
}

/** The group's common protocol: its preschool certificates by number, cancelled ones marked. */
export async function commonProtocol(
  session: TenantRouteSession,
  query: { classId: string; format: DocumentFormat },
) {
  const group = await groupOf(session, query.classId);
  const [year, institution, certificates] = await Promise.all([
    getSchoolYear(session.kindergartenId, group.periodId),
    institutionOf(session.kindergartenId),
    preschoolCertificatesOfGroup(session.kindergartenId, group.id),
  ]);
  const layout = commonProtocolLayout(
    {
      name: group.name,
      schoolYear: year ? schoolYearLabel(year) : '',
      kindergartenName: institution.kindergartenName,
      directorName: institution.directorName,
    },
    certificates,
  );
  return layoutFile(layout, query.format);
}

/** The school year's valid preschool certificates as НЕИСПУО takes them (identifiers masked). */
export async function neispuoData(session: TenantRouteSession, query: { periodId?: string }) {
  const [year, visible] = await Promise.all([schoolYearOf(session, query.periodId), visibleGroups(session)]);
  const certificates = await allCertificatesOfSchoolYear(
    session.kindergartenId,
    year.id,
    CertificateKind.Preschool,
  );
  return valid(certificates)
    .filter((c) => !visible || visible.has(c.groupId))
    .map((c) => ({
      certificateId: c.id,
      registrationNumber: registrationNumber(c),
      issueDate: c.issueDate,
      childName: childFullName(c.document),
      identifierType: c.document.identifierType,
      identifier: maskEgn(c.document.identifier),
      birthDate: c.document.birthDate,
      groupName: c.document.groupName,
      schoolYear: c.document.schoolYear,
    }));
}
