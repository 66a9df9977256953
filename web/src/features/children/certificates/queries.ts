import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A certificate issued or cancelled: the lists, the groups' counts and the children's numbers. */
export const invalidateCertificates = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'children.certificates',
    'children.preschoolCertificateGroups',
    'children.preschoolCertificateChildren',
    'children.preschoolCertificateNeispuo',
  );
