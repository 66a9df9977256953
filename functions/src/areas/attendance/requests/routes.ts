import type { attendanceRequestRoutes } from '@gradina/shared/manifest/routes/attendance/requests';
import { atRequestTime } from '../../../platform/clock';
import type { AreaImplementations, ObjectLoaders } from '../../../platform/http/area-handler';
import { type ChildRow, childObject, childOptions, readChild } from './child-access';
import { requestForm } from './form';
import { type RequestItem, readRequest } from './items';
import { applications, decideRequest, readableRequest, submitRequest, withdrawRequest } from './requests';

type RequestRouteId = (typeof attendanceRequestRoutes)[number]['id'];

/** The handler entries of the absence requests: thin calls of the domain functions. */
export const requestRoutes: AreaImplementations<RequestRouteId> = {
  'attendance.requestChildren': async ({ session }) => childOptions(session),
  'attendance.saveRequest': async ({ session, body, object, event }) =>
    atRequestTime(event.headers, () => submitRequest(session, body, object!.item as ChildRow)),
  'attendance.deleteRequest': async ({ session, object }) =>
    withdrawRequest(session, object!.item as RequestItem),
  // "This school year" depends on today; tests fix it with the clock header.
  'attendance.applications': async ({ session, query, event }) =>
    atRequestTime(event.headers, () => applications(session, query)),
  'attendance.decideRequest': async ({ session, body, object, event }) =>
    atRequestTime(event.headers, () => decideRequest(session, body, object!.item as RequestItem)),
  'attendance.requestForm': async ({ session, path }) =>
    requestForm(session.kindergartenId, await readableRequest(session, path.id)),
};

const requestObject = async (kindergartenId: string, id: string) => {
  const item = await readRequest(kindergartenId, id);
  return item && { kindergartenId, authorId: null, item };
};

/** The objects of the writes: the child a request is for, or the request (the handler narrows by role). */
export const requestObjects: ObjectLoaders<RequestRouteId> = {
  'attendance.saveRequest': async ({ session, body }) => {
    const child = await readChild(session.kindergartenId, body.studentId);
    return child && childObject(child);
  },
  'attendance.deleteRequest': ({ session, path }) => requestObject(session.kindergartenId, path.id),
  'attendance.decideRequest': ({ session, body }) => requestObject(session.kindergartenId, body.requestId),
};
