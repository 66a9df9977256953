import type { CertificateKind } from '@gradina/shared/manifest/routes/children/certificates';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/**
 * The certificates feature's queries: the keys are the route ids, so an issue or a cancel refreshes every
 * view of them. Each sends the kindergarten the screen shows.
 */

export const schoolYearsQuery = (kindergartenId: string | undefined) =>
  apiQuery('kindergartens.schoolYears', { query: { kindergartenId } });

export const certificatesQuery = (
  kindergartenId: string,
  periodId: string | undefined,
  kind: CertificateKind | undefined,
  page: number,
  pageSize: number,
) =>
  apiQuery('children.certificates', {
    query: { kindergartenId, periodId, kind, PageNumber: page, PageSize: pageSize },
  });

export const preparatoryGroupsQuery = (kindergartenId: string) =>
  apiQuery('children.preschoolCertificateGroups', { query: { kindergartenId } });

export const preparatoryChildrenQuery = (kindergartenId: string, classId: string) =>
  apiQuery('children.preschoolCertificateChildren', { path: { classId }, query: { kindergartenId } });

export const childOptionsQuery = (kindergartenId: string) =>
  apiQuery('children.childDropdown', { query: { kindergartenId } });

const changedByACertificate = [
  'children.certificates',
  'children.preschoolCertificateGroups',
  'children.preschoolCertificateChildren',
  'children.preschoolCertificateNeispuo',
] as const;

/** A certificate issued or cancelled: the lists, the groups' counts and the children's numbers. */
export function invalidateCertificates(client: QueryClient) {
  return Promise.all(changedByACertificate.map((id) => client.invalidateQueries({ queryKey: ['api', id] })));
}
