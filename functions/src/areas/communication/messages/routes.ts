import type { communicationMessageRoutes } from '@gradina/shared/manifest/routes/communication/messages';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { saved } from '../common';
import { deleteMessage, sendMessage, updateMessage } from './messages';
import { inbox, messageAttachment, openMessage, setAllMessagesSeen, setMessageSeen } from './reading';
import { deleteReply, replyToMessage } from './replies';

/** The handler entries of the messages routes: thin calls of the feature's domain functions. */
export const messageRoutes: AreaImplementations<(typeof communicationMessageRoutes)[number]['id']> = {
  'communication.sendMessage': async ({ session, body }) => saved(await sendMessage(session, body)),
  'communication.sendDirect': async ({ session, body }) =>
    saved(
      await sendMessage(session, {
        title: body.title,
        content: body.content,
        userIds: [body.userId],
        attachments: body.attachments,
      }),
    ),
  'communication.getMessage': async ({ session, path }) => openMessage(session, path.id),
  'communication.inbox': async ({ session, query }) => inbox(session, query),
  'communication.messageAttachment': async ({ session, path }) =>
    messageAttachment(session, path.id, path.fileKey),
  'communication.setMessageSeen': async ({ session, path }) => setMessageSeen(session, path.id),
  'communication.setAllMessagesSeen': async ({ session }) => setAllMessagesSeen(session),
  'communication.replyToMessage': async ({ session, path, body }) => {
    const result = await replyToMessage(session, path.id, body);
    return typeof result === 'string' ? saved(result) : result;
  },
  'communication.deleteReply': async ({ session, path }) =>
    deleteReply(session, path.messageId, path.replyId),
  'communication.updateMessage': async ({ session, body }) => updateMessage(session, body),
  'communication.deleteMessage': async ({ session, path }) => deleteMessage(session, path.id),
};
