import type { RouteId } from '../../shared/src/manifest/index';
import { examples as activities } from './examples/activities';
import { examples as activityEnrollment } from './examples/activity-enrollment';
import { examples as activityFees } from './examples/activity-fees';
import { examples as activityProviders } from './examples/activity-providers';
import { examples as activityReports } from './examples/activity-reports';
import { examples as anthropometrics } from './examples/anthropometrics';
import { examples as attendanceGrid } from './examples/attendance-grid';
import { examples as attendanceMonthLock } from './examples/attendance-month-lock';
import { examples as attendanceReferences } from './examples/attendance-references';
import { examples as attendanceRequests } from './examples/attendance-requests';
import { examples as books } from './examples/books';
import { examples as cashPayments } from './examples/cash-payments';
import { examples as certificates } from './examples/certificates';
import { examples as childrenRecords } from './examples/children-records';
import { examples as communication } from './examples/communication';
import { examples as daysOff } from './examples/days-off';
import { examples as education } from './examples/education';
import { examples as educationThemes } from './examples/education-themes';
import { examples as files } from './examples/files';
import { examples as frame } from './examples/frame';
import { examples as groups } from './examples/groups';
import { examples as identityAccess } from './examples/identity-access';
import { examples as identityAccounts } from './examples/identity-accounts';
import { examples as kindergartenFees } from './examples/kindergarten-fees';
import { examples as kindergartenMaster } from './examples/kindergarten-master';
import { examples as kindergartens } from './examples/kindergartens';
import { examples as kitchenCalculations } from './examples/kitchen-calculations';
import { examples as kitchenRecipesMenus } from './examples/kitchen-recipes-menus';
import { examples as neispuo } from './examples/neispuo';
import { examples as onlinePayments } from './examples/online-payments';
import { examples as overpayments } from './examples/overpayments';
import { examples as parents } from './examples/parents';
import { examples as portfolios } from './examples/portfolios';
import { examples as providerInvoices } from './examples/provider-invoices';
import { examples as monReferences } from './examples/references';
import { examples as activityReferences } from './examples/references-activities';
import { examples as resources } from './examples/resources';
import { examples as schoolReferences } from './examples/school-references';
import { examples as staffAttendance } from './examples/staff-attendance';
import { examples as staffRecords } from './examples/staff-records';
import { examples as staffSubstitutions } from './examples/staff-substitutions';
import { examples as storageCatalogue } from './examples/storage-catalogue';
import { examples as storageLedger } from './examples/storage-ledger';

/** The world a route example may refer to: the demo data as the suites see it. */
export interface ExampleWorld {
  directorEmail: string;
  /** The demo director's kindergarten (selected at sign-in), its branch, and a kindergarten of another tenant. */
  kindergartenId: string;
  branchKindergartenId: string | null;
  otherKindergartenId: string;
  /** userId of each demo account by role name ('director', 'parent', ...). */
  userIds: Record<string, string>;
}

export interface RouteExample {
  path?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  /**
   * The time the call runs at (the local cloud's `X-Gradina-Now`), for a write that the clock decides: a mark of
   * a far month no suite touches is made as on a day after it, since marks are taken only up to today.
   */
  now?: string;
  /** The call ends or changes the caller's session: the suites sign in anew for it. */
  consumesSession?: boolean;
  /**
   * Prepares what only the caller can own (their own upload, an invitation to their address): the suites call
   * it with the caller's token before the request and `cleanUp` after it.
   */
  asCaller?: (caller: { token: string }) => Promise<CallerExample>;
}

export interface CallerExample extends Pick<RouteExample, 'path' | 'query' | 'body'> {
  /** The route's own rule refuses this caller although the permission allows it (403): e.g. МОН joining a kindergarten. */
  forbidden?: boolean;
  cleanUp?: () => Promise<void>;
}

/** An example may prepare what it needs first (create the record a DELETE removes), so it may be async. */
export type ExampleFn = (world: ExampleWorld) => RouteExample | Promise<RouteExample>;

/**
 * One valid request per manifest route. The access matrix and the fuzz suite start from it, and a test
 * fails when a route has none, so every new route is covered the day it is added.
 */
export type RouteExamples = Partial<Record<RouteId, ExampleFn>>;

/** Each area's examples live in `examples/<area>.ts`; this record must name every manifest route. */
export const routeExamples: Record<RouteId, ExampleFn> = {
  ...activityEnrollment,
  ...identityAccounts,
  ...identityAccess,
  ...kindergartens,
  ...activityFees,
  ...kindergartenFees,
  ...kindergartenMaster,
  ...daysOff,
  ...groups,
  ...files,
  ...communication,
  ...certificates,
  ...frame,
  ...childrenRecords,
  ...parents,
  ...anthropometrics,
  ...attendanceReferences,
  ...attendanceRequests,
  ...attendanceGrid,
  ...attendanceMonthLock,
  ...portfolios,
  ...staffRecords,
  ...monReferences,
  ...activityReferences,
  ...staffAttendance,
  ...staffSubstitutions,
  ...onlinePayments,
  ...overpayments,
  ...activityProviders,
  ...activities,
  ...cashPayments,
  ...providerInvoices,
  ...activityReports,
  ...storageCatalogue,
  ...storageLedger,
  ...neispuo,
  ...books,
  ...education,
  ...educationThemes,
  ...kitchenCalculations,
  ...kitchenRecipesMenus,
  ...resources,
  ...schoolReferences,
  'identity.login': (w) => ({
    body: { identifier: w.directorEmail, password: 'Gradina2026', identifierKind: 0 },
  }),
  'identity.userData': () => ({}),
  'identity.logout': () => ({ consumesSession: true }),
  'identity.realtimeTicket': () => ({}),
  'lookups.paymentTypes': () => ({}),
  'lookups.regions': () => ({}),
  'lookups.areas': () => ({ query: { regionId: 'PDV' } }),
  'lookups.cities': () => ({ query: { regionId: 'PDV', areaId: 'PDV22' } }),
  'lookups.countries': () => ({}),
  'lookups.districts': () => ({ query: { cityId: '56784' } }),
};

/** The headers an example's call carries: its clock, when it names one. */
export const exampleHeaders = (example: Pick<RouteExample, 'now'>): Record<string, string> =>
  example.now ? { 'x-gradina-now': example.now } : {};
