import { pages as activitiesPages } from '../features/activities/pages';
import { pages as adminPages } from '../features/admin/pages';
import { pages as attendancePages } from '../features/attendance/pages';
import { pages as booksPages } from '../features/books/pages';
import { pages as childrenPages } from '../features/children/pages';
import { pages as communicationPages } from '../features/communication/pages';
import { pages as educationPages } from '../features/education/pages';
import { pages as homePages } from '../features/home/pages';
import { pages as identityPages } from '../features/identity/pages';
import { pages as kindergartensPages } from '../features/kindergartens/pages';
import { pages as kitchenPages } from '../features/kitchen/pages';
import { pages as neispuoPages } from '../features/neispuo/pages';
import { pages as parentsPages } from '../features/parents/pages';
import { pages as paymentsPages } from '../features/payments/pages';
import { pages as platformPages } from '../features/platform/pages';
import { pages as profilePages } from '../features/profile/pages';
import { pages as referencesPages } from '../features/references/pages';
import { pages as resourcesPages } from '../features/resources/pages';
import { pages as schoolReferencesPages } from '../features/school-references/pages';
import { pages as staffPages } from '../features/staff/pages';
import { pages as storagePages } from '../features/storage/pages';
import type { PageDef } from './pages';

/**
 * Every area's pages. Adding an area's `pages.ts` here is the only shared edit a new screen area needs;
 * the router, the router's spec check and `npm run coverage:spec` all read this list.
 */
export const allPages: PageDef[] = [
  ...homePages,
  ...identityPages,
  ...platformPages,
  ...profilePages,
  ...adminPages,
  ...communicationPages,
  ...parentsPages,
  ...kindergartensPages,
  ...childrenPages,
  ...attendancePages,
  ...educationPages,
  ...staffPages,
  ...referencesPages,
  ...schoolReferencesPages,
  ...resourcesPages,
  ...activitiesPages,
  ...paymentsPages,
  ...storagePages,
  ...kitchenPages,
  ...booksPages,
  ...neispuoPages,
];

export const pagePaths: string[] = allPages.map((p) => p.path);
