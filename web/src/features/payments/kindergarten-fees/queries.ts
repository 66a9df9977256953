import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** The kindergarten fees' invalidations (issue #33), by route id. */

/** The module switched: its settings, and the user data whose access list hides the module when off. */
export const invalidateFeeSettings = (client: QueryClient) =>
  invalidateRoutes(client, 'payments.kindergartenFeeSettings', 'identity.userData');

export const invalidateFeeTypes = (client: QueryClient) =>
  invalidateRoutes(client, 'payments.kindergartenFeeTypes');

export const invalidateExemptions = (client: QueryClient) =>
  invalidateRoutes(client, 'payments.kindergartenFeeExemptions');

/** Fees generated or corrected: the month's list, the statements and the references. */
export const invalidateKindergartenFees = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'payments.kindergartenFeesOfMonth',
    'payments.kindergartenFeeStatements',
    'payments.kindergartenFeeReport',
  );

export const invalidateHistory = (client: QueryClient) =>
  invalidateRoutes(client, 'payments.kindergartenFeeHistory', 'payments.kindergartenFeeReport');
