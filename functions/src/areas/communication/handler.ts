import { communicationAdministrationRoutes } from '@gradina/shared/manifest/routes/communication/administration';
import { communicationBoardRoutes } from '@gradina/shared/manifest/routes/communication/board';
import { communicationDashboardRoutes } from '@gradina/shared/manifest/routes/communication/dashboard';
import { communicationEventRoutes } from '@gradina/shared/manifest/routes/communication/events';
import { communicationMessageRoutes } from '@gradina/shared/manifest/routes/communication/messages';
import { communicationPollRoutes } from '@gradina/shared/manifest/routes/communication/polls';
import { communicationRecipientRoutes } from '@gradina/shared/manifest/routes/communication/recipients';
import { createAreaHandler } from '../../platform/http/area-handler';
import { fileReply } from '../../platform/http/replies';
import {
  acknowledgeMaintenanceMessage,
  administrativeMessages,
  clearMaintenanceMessage,
  createMaintenanceMessage,
  currentMaintenanceMessages,
  maintenanceMessages,
  sendAdministrativeMessage,
  sendToKindergartens,
} from './administration/administration';
import {
  boardMessages,
  deleteBoardMessage,
  markBoardSeen,
  orderBoard,
  saveBoardMessage,
} from './board/board';
import { saved } from './common';
import { badgesOf, dashboardOf, studentDashboard } from './dashboard/dashboard';
import {
  calendarOfUser,
  deleteEvent,
  eventForDownload,
  getEvent,
  listEvents,
  saveEvent,
  setAllEventsSeen,
  setEventSeen,
} from './events/events';
import { toIcs } from './events/ics';
import { deleteMessage, sendMessage, updateMessage } from './messages/messages';
import {
  inbox,
  messageAttachment,
  openMessage,
  setAllMessagesSeen,
  setMessageSeen,
} from './messages/reading';
import { deleteReply, replyToMessage } from './messages/replies';
import { communicationObjects } from './objects';
import { pollToExcel, pollToWord } from './polls/poll-export';
import { deletePoll, getPoll, listPolls, pollForExport, savePoll } from './polls/polls';
import { vote } from './polls/votes';
import { recipientOptions } from './recipients/recipient-options';

const ics = (body: string, fileName: string) =>
  fileReply(fileName, 'text/calendar; charset=utf-8', Buffer.from(body, 'utf8'));

const publicUrl = () => process.env.PUBLIC_URL ?? '';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes = [
  communicationAdministrationRoutes,
  communicationBoardRoutes,
  communicationDashboardRoutes,
  communicationEventRoutes,
  communicationMessageRoutes,
  communicationPollRoutes,
  communicationRecipientRoutes,
];

/** The communication Lambda: messages, calendar, polls, the board, badges, administrative messages. */
export const handler = createAreaHandler(
  'communication',
  areaRoutes,
  {
    // Messages
    'communication.sendMessage': async ({ session, body }) => saved(await sendMessage(session, body)),
    'communication.recipientOptions': async ({ session }) => recipientOptions(session),
    'communication.sendToKindergartens': async ({ session, body }) => sendToKindergartens(session, body),
    'communication.inbox': async ({ session, query }) => inbox(session, query),
    'communication.getMessage': async ({ session, path }) => openMessage(session, path.id),
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
    'communication.sendDirect': async ({ session, body }) =>
      saved(
        await sendMessage(session, {
          title: body.title,
          content: body.content,
          userIds: [body.userId],
          attachments: body.attachments,
        }),
      ),
    'communication.updateMessage': async ({ session, body }) => updateMessage(session, body),
    'communication.deleteMessage': async ({ session, path }) => deleteMessage(session, path.id),

    // Events
    'communication.events': async ({ session, query }) => listEvents(session, query),
    'communication.calendarIcs': async ({ session }) => {
      const events = await calendarOfUser(session);
      const url = publicUrl();
      return ics(
        toIcs(
          events.map((e) => ({ ...e, url: url ? `${url}/calendar?id=${e.id}` : undefined })),
          'Градина: календар',
        ),
        'Календар.ics',
      );
    },
    'communication.eventIcs': async ({ session, path }) => {
      const e = await eventForDownload(session, path.id);
      const url = publicUrl();
      return ics(
        toIcs([{ ...e, url: url ? `${url}/calendar?id=${e.id}` : undefined }], e.title),
        `${
          e.title
            .replace(/[\\/:*?"<>|\r\n\t]+/g, ' ')
            .slice(0, 80)
            .trim() || 'Събитие'
        }.ics`,
      );
    },
    'communication.getEvent': async ({ session, path }) => getEvent(session, path.id),
    'communication.saveEvent': async ({ session, body }) => saveEvent(session, body),
    'communication.deleteEvent': async ({ session, path }) => deleteEvent(session, path.id),
    'communication.setEventSeen': async ({ session, path }) => setEventSeen(session, path.id),
    'communication.setAllEventsSeen': async ({ session }) => setAllEventsSeen(session),

    // Polls
    'communication.polls': async ({ session, query }) => listPolls(session, query),
    'communication.getPoll': async ({ session, path }) => getPoll(session, path.id),
    'communication.createPoll': async ({ session, body }) => savePoll(session, body),
    'communication.updatePoll': async ({ session, path, body }) => savePoll(session, body, path.id),
    'communication.deletePoll': async ({ session, path }) => deletePoll(session, path.id),
    'communication.vote': async ({ session, body }) => vote(session, body),
    'communication.exportPollWord': async ({ session, path }) => {
      const { poll, votes } = await pollForExport(session, path.id);
      return pollToWord(poll, votes);
    },
    'communication.exportPollExcel': async ({ session, path }) => {
      const { poll, votes } = await pollForExport(session, path.id);
      return pollToExcel(poll, votes);
    },

    // Dashboards
    'communication.dashboard': async ({ session }) => dashboardOf(session),
    'communication.badges': async ({ session }) => badgesOf(session),
    'communication.boardMessages': async ({ session, query }) => boardMessages(session, query),
    'communication.saveBoardMessage': async ({ session, body }) => saveBoardMessage(session, body),
    'communication.deleteBoardMessage': async ({ session, path }) => deleteBoardMessage(session, path.id),
    'communication.orderBoardMessages': async ({ session, body }) => orderBoard(session, body),
    'communication.boardSeen': async ({ session, body }) => markBoardSeen(session, body),
    'communication.studentDashboard': async ({ session, path }) => studentDashboard(session, path.studentId),

    // Administration
    'communication.administrativeMessages': async ({ query }) => administrativeMessages(query),
    'communication.sendAdministrativeMessage': async ({ session, body }) =>
      sendAdministrativeMessage(session, body),
    'communication.maintenanceMessages': async ({ query }) => maintenanceMessages(query),
    'communication.createMaintenanceMessage': async ({ session, body }) =>
      createMaintenanceMessage(session, body),
    'communication.clearMaintenanceMessage': async ({ path }) => clearMaintenanceMessage(path.id),
    'communication.currentMaintenanceMessages': async ({ session }) => currentMaintenanceMessages(session),
    'communication.acknowledgeMaintenanceMessage': async ({ session, path }) =>
      acknowledgeMaintenanceMessage(session, path.id),
  },
  { objects: communicationObjects },
);
