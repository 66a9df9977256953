import type { communicationMessageRoutes } from '@gradina/shared/manifest/routes/communication/messages';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
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
  'communication.getMessage': entry.pathId(openMessage),
  'communication.inbox': entry.query(inbox),
  'communication.messageAttachment': async ({ session, path }) =>
    messageAttachment(session, path.id, path.fileKey),
  'communication.setMessageSeen': entry.pathId(setMessageSeen),
  'communication.setAllMessagesSeen': entry.session(setAllMessagesSeen),
  'communication.replyToMessage': async ({ session, path, body }) => {
    const result = await replyToMessage(session, path.id, body);
    return typeof result === 'string' ? saved(result) : result;
  },
  'communication.deleteReply': async ({ session, path }) =>
    deleteReply(session, path.messageId, path.replyId),
  'communication.updateMessage': entry.body(updateMessage),
  'communication.deleteMessage': entry.pathId(deleteMessage),
};
