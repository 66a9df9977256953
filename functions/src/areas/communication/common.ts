import { bgMessages } from '@gradina/shared';
import { invalidField } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { sanitizeRichText } from './content';
import type { CreatedBy } from './inbox/entries';

export { saved } from '../../platform/http/replies';

/**
 * A refused change of someone else's record. The spec's create/update/delete reply carries `isSuccessful`
 * and an `errorMessage` the client shows; docs/areas/communication.md explains when this is used.
 */
export const refused = (errorMessage: string, entityId: string | null = null) => ({
  isSuccessful: false,
  entityId,
  errorMessage,
});

/** Directors and administrators manage the kindergarten's polls and board beyond their own. */
export { isKindergartenManager } from '../../platform/http/object-access';

export const createdByOf = (session: SessionContext, name: string): CreatedBy => ({
  id: session.userId,
  name,
  userType: session.role,
});

/** Sanitizes rich text; text that is empty after sanitizing is refused like a missing field. */
export function cleanRichText(html: string, field: string, title: string): string {
  const clean = sanitizeRichText(html);
  if (!clean) {
    const message = bgMessages.required(title);
    throw invalidField(field, message);
  }
  return clean;
}
