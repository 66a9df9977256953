import type { identityRegistrationRoutes as manifest } from '@gradina/shared/manifest/routes/identity/registration';
import { recordAudit } from '../../../platform/audit/audit';
import { keys } from '../../../platform/db';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import {
  approveRegistration,
  getRegistrationRequest,
  listRegistrationRequests,
  registerParent,
  rejectRegistration,
} from './registration';

/** A parent's registration request and its answer by the kindergarten. Thin entries over the feature's functions. */
export const registrationRoutes: FeatureRoutes<typeof manifest, typeof registrationObjects> = {
  'identity.registerParent': async ({ body, event }) =>
    registerParent(body, event.requestContext?.identity?.sourceIp ?? undefined),
  'identity.registrationRequests': entry.query(listRegistrationRequests),
  'identity.registrationRequest': entry.pathId(getRegistrationRequest),
  'identity.approveRegistration': async ({ session, path, body }) => {
    const reply = await approveRegistration(session, path.id, body.relation);
    await recordAudit({
      kindergartenId: session.kindergartenId,
      event: 'membership.accepted',
      actorUserId: session.userId,
      subjectUserId: String(reply.entityId),
      details: { via: 'registration-request' },
    });
    return reply;
  },
  'identity.rejectRegistration': async ({ session, path, body }) =>
    rejectRegistration(session, path.id, body.reason),
};

/** The registration request an answer acts on, under the session's kindergarten's key. */
export const registrationObjects = {
  'identity.approveRegistration': kindergartenItemAtPath(keys.registrationRequest),
  'identity.rejectRegistration': kindergartenItemAtPath(keys.registrationRequest),
} satisfies FeatureLoaders<typeof manifest>;
