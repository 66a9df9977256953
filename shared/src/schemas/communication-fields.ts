import { z } from 'zod';
import { Audience, Role } from '../enums';
import { attachmentsPerUpload } from '../manifest/routes/files';
import { bgMessages } from '../validation';
import { id, nullable, text } from './fields';
import { childId, groupId, memberId, referenceIds } from './ids';

/**
 * Fields the communication features share (messages, events, polls, the board, administration). Rich text
 * (`content`) is sent as HTML sanitized on the server and answered URI-encoded (`encodeURIComponent`); the
 * client decodes it for display. docs/areas/communication.md explains the data model and the decisions.
 */

const audienceValues = Object.values(Audience) as [Audience, ...Audience[]];
export const audience = z.literal(audienceValues).meta({ title: 'Получатели' });

/** Who a message, event or poll is for: an audience of the kindergarten, groups, parents of children, users. */
export const recipientFields = {
  audience: nullable(audience, 'Получатели'),
  groupIds: referenceIds(groupId(), 'Групи', 100).optional(),
  childIds: referenceIds(childId(), 'Деца', 500).optional(),
  userIds: referenceIds(memberId(), 'Потребители', 1000).optional(),
};
export const hasRecipients = (v: {
  audience?: Audience | null;
  groupIds?: string[];
  childIds?: string[];
  userIds?: string[];
}) =>
  (v.audience !== undefined && v.audience !== null) ||
  (v.groupIds?.length ?? 0) > 0 ||
  (v.childIds?.length ?? 0) > 0 ||
  (v.userIds?.length ?? 0) > 0;

export const recipientsRequired = {
  message: bgMessages.required('Получатели'),
  path: ['audience'],
};

/** The kindergarten the screen shows (optional): a request from a tab of another kindergarten gets 403. */
export const shown = { kindergartenId: id('Детска градина').optional() };
export const shownBody = z.object(shown).optional();

/**
 * Files uploaded first through `/api/files/temp/...` (their `id` is the `fileKey`); sending claims them. On an
 * update the list is the message's new list: a fileKey the message already has keeps that file.
 */
export const attachments = z
  .array(z.object({ fileKey: id('Файл'), fileName: text('Име на файл', 255) }))
  .max(attachmentsPerUpload)
  .meta({ title: 'Прикачени файлове' })
  .optional();

export const attachmentInfo = z.object({
  fileKey: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const createdBy = z.object({ id: z.string(), name: z.string(), userType: z.enum(Role) });
