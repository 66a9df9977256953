import type { attendanceRequestRoutes } from '@gradina/shared/manifest/routes/attendance/requests';
import { childNotFound, childOptions, readChild } from '../../../domain/children/access';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { notFound } from '../../../platform/http/errors';
import { entry } from '../../../platform/http/route-entries';
import { familyLimitRulesView, saveFamilyLimits } from './family-rules';
import { requestForm } from './form';
import { readRequest } from './items';
import { applications, decideRequest, readableRequest, submitRequest, withdrawRequest } from './requests';

/** The request a write names, under the session's kindergarten's key (404 when there is none). */
async function namedRequest(kindergartenId: string, id: string) {
  const item = await readRequest(kindergartenId, id);
  if (!item) throw notFound('Заявлението не е намерено.');
  return item;
}

/**
 * The handler entries of the absence requests: thin calls of the domain functions, which decide by the child
 * who may act (the routes' object rule is 'none'). "This school year" depends on today: the clock header.
 */
export const requestRoutes: FeatureRoutes<typeof attendanceRequestRoutes> = {
  'attendance.requestChildren': entry.session(childOptions),
  'attendance.saveRequest': async ({ session, body, event }) => {
    const child = await readChild(session.kindergartenId, body.studentId);
    if (!child) throw notFound(childNotFound);
    return atRequestTime(event.headers, () => submitRequest(session, body, child));
  },
  'attendance.deleteRequest': async ({ session, path }) =>
    withdrawRequest(session, await namedRequest(session.kindergartenId, path.id)),
  'attendance.applications': entry.clockedQuery(applications),
  'attendance.decideRequest': async ({ session, body, event }) => {
    const item = await namedRequest(session.kindergartenId, body.requestId);
    return atRequestTime(event.headers, () => decideRequest(session, body, item));
  },
  'attendance.requestForm': async ({ session, path }) =>
    requestForm(session.kindergartenId, await readableRequest(session, path.id)),
  'attendance.familyLimitRules': async ({ event }) => atRequestTime(event.headers, familyLimitRulesView),
  'attendance.saveFamilyLimitRules': entry.body(saveFamilyLimits),
};
