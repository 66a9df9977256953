import { CertificateKind, type DocumentFormat } from '@gradina/shared/manifest/routes/children/certificates';
import { now } from '../../../platform/clock';
import { pageOf } from '../../../platform/db';
import { conflict, notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { checkIssueDate, draftOf, institutionOf, notFoundText, schoolYearOf, visibleGroups } from './context';
import { certificateFile } from './files';
import type { CertificateItem, ChildRow } from './items';
import { allCertificatesOfSchoolYear, cancel, getGroup, getSchoolYear } from './items';
import { issueNumbered } from './numbering';
import { certificateRow } from './rows';

/** The school year's certificates, by kind and number; a teacher's narrowed to their groups. */
export async function certificatesOverview(
  session: TenantRouteSession,
  query: { periodId?: string; kind?: CertificateKind; PageNumber?: number; PageSize?: number },
) {
  const [year, visible] = await Promise.all([schoolYearOf(session, query.periodId), visibleGroups(session)]);
  const items = await allCertificatesOfSchoolYear(session.kindergartenId, year.id, query.kind);
  const rows = items.filter((c) => !visible || visible.has(c.groupId)).map(certificateRow);
  return pageOf(rows, query.PageNumber, query.PageSize ?? 50);
}

/** What the relocation route's object loader read: the certificate to reprint, or the child to issue one to. */
export type RelocationObject = { certificate: CertificateItem } | { child: ChildRow };

interface RelocationBody {
  certificateId?: string;
  childId: string;
  newInstitution?: string;
  newInstitutionTown?: string;
  relocationDate?: string;
  issueDate?: string;
  format: DocumentFormat;
}

/**
 * Issues a relocation certificate and answers its document; with `certificateId` prints an issued one again
 * (same number, same bytes).
 */
export async function relocationCertificate(
  session: TenantRouteSession,
  body: RelocationBody,
  object: RelocationObject | undefined,
) {
  if (object && 'certificate' in object) {
    const item = object.certificate;
    if (item.kind !== CertificateKind.Relocation || item.childId !== body.childId)
      throw notFound(notFoundText.certificate);
    return certificateFile(item, body.format);
  }
  const child = object?.child;
  if (!child) throw notFound(notFoundText.child);
  const issueDate = body.issueDate ?? '';
  checkIssueDate(issueDate, [child]);
  const group = await getGroup(session.kindergartenId, child.groupId);
  if (!group) throw notFound(notFoundText.group);
  const [year, institution] = await Promise.all([
    getSchoolYear(session.kindergartenId, group.periodId).then((y) => y ?? schoolYearOf(session)),
    institutionOf(session.kindergartenId),
  ]);
  const draft = draftOf(session, {
    kind: CertificateKind.Relocation,
    child,
    group,
    year,
    institution,
    issueDate,
    extra: {
      newInstitution: body.newInstitution?.trim() ?? '',
      newInstitutionTown: body.newInstitutionTown?.trim() ?? '',
      relocationDate: body.relocationDate ?? '',
    },
  });
  const [issued] = await issueNumbered(session.kindergartenId, CertificateKind.Relocation, year.id, [draft]);
  return certificateFile(issued!, body.format);
}

/** Cancels a certificate: it stays listed with its number, marked cancelled; the number is never reused. */
export async function cancelCertificate(session: TenantRouteSession, item: CertificateItem) {
  if (item.kind === CertificateKind.Preschool && !session.can('PreschoolCertificates', 'delete'))
    throw notFound(notFoundText.certificate);
  if (item.cancelled) throw conflict('Удостоверението вече е анулирано.');
  const outcome = await cancel(item, session.userId, now().toISOString());
  if (!outcome.committed) throw conflict('Удостоверението вече е анулирано.');
  return { isSuccessful: true, entityId: item.id };
}
