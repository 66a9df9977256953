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
} from './administration';
import { boardMessages, deleteBoardMessage, markBoardSeen, orderBoard, saveBoardMessage } from './board';
import { saved, tenant } from './common';
import { badgesOf, dashboardOf, studentDashboard } from './dashboard';
import {
  calendarOfUser,
  deleteEvent,
  eventForDownload,
  getEvent,
  listEvents,
  saveEvent,
  setAllEventsSeen,
  setEventSeen,
} from './events';
import { toIcs } from './ics';
import {
  deleteMessage,
  deleteReply,
  inbox,
  messageAttachment,
  openMessage,
  replyToMessage,
  sendMessage,
  setAllMessagesSeen,
  setMessageSeen,
  updateMessage,
} from './messages';
import { pollToExcel, pollToWord } from './poll-export';
import { deletePoll, getPoll, listPolls, pollForExport, savePoll, vote } from './polls';
import { recipientOptions } from './recipient-options';

const ics = (body: string, fileName: string) =>
  fileReply(fileName, 'text/calendar; charset=utf-8', Buffer.from(body, 'utf8'));

const publicUrl = () => process.env.PUBLIC_URL ?? '';

/** The communication Lambda: messages, calendar, polls, the board, badges, administrative messages. */
export const handler = createAreaHandler('communication', {
  // Messages
  'communication.sendMessage': async ({ session, body }) =>
    saved(await sendMessage(tenant(session, body.kindergartenId), body)),
  'communication.recipientOptions': async ({ session, query }) =>
    recipientOptions(tenant(session, query.kindergartenId)),
  'communication.sendToKindergartens': async ({ session, body }) => sendToKindergartens(session, body),
  'communication.inbox': async ({ session, query }) => inbox(tenant(session, query.kindergartenId), query),
  'communication.getMessage': async ({ session, path }) => openMessage(tenant(session), path.id),
  'communication.messageAttachment': async ({ session, path }) =>
    messageAttachment(tenant(session), path.id, path.fileKey),
  'communication.setMessageSeen': async ({ session, path }) => setMessageSeen(tenant(session), path.id),
  'communication.setAllMessagesSeen': async ({ session, body }) =>
    setAllMessagesSeen(tenant(session, body?.kindergartenId)),
  'communication.replyToMessage': async ({ session, path, body }) => {
    const result = await replyToMessage(tenant(session), path.id, body);
    return typeof result === 'string' ? saved(result) : result;
  },
  'communication.deleteReply': async ({ session, path }) =>
    deleteReply(tenant(session), path.messageId, path.replyId),
  'communication.sendDirect': async ({ session, body }) =>
    saved(
      await sendMessage(tenant(session, body.kindergartenId), {
        title: body.title,
        content: body.content,
        userIds: [body.userId],
        attachments: body.attachments,
      }),
    ),
  'communication.updateMessage': async ({ session, body }) => updateMessage(tenant(session), body),
  'communication.deleteMessage': async ({ session, path }) => deleteMessage(tenant(session), path.id),

  // Events
  'communication.events': async ({ session, query }) =>
    listEvents(tenant(session, query.kindergartenId), query),
  'communication.calendarIcs': async ({ session, query }) => {
    const events = await calendarOfUser(tenant(session, query.kindergartenId));
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
    const e = await eventForDownload(tenant(session), path.id);
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
  'communication.getEvent': async ({ session, path }) => getEvent(tenant(session), path.id),
  'communication.saveEvent': async ({ session, body }) =>
    saveEvent(tenant(session, body.kindergartenId), body),
  'communication.deleteEvent': async ({ session, path }) => deleteEvent(tenant(session), path.id),
  'communication.setEventSeen': async ({ session, path }) => setEventSeen(tenant(session), path.id),
  'communication.setAllEventsSeen': async ({ session, body }) =>
    setAllEventsSeen(tenant(session, body?.kindergartenId)),

  // Polls
  'communication.polls': async ({ session, query }) =>
    listPolls(tenant(session, query.kindergartenId), query),
  'communication.getPoll': async ({ session, path }) => getPoll(tenant(session), path.id),
  'communication.createPoll': async ({ session, body }) =>
    savePoll(tenant(session, body.kindergartenId), body),
  'communication.updatePoll': async ({ session, path, body }) =>
    savePoll(tenant(session, body.kindergartenId), body, path.id),
  'communication.deletePoll': async ({ session, path }) => deletePoll(tenant(session), path.id),
  'communication.vote': async ({ session, body }) => vote(tenant(session), body),
  'communication.exportPollWord': async ({ session, path }) => {
    const { poll, votes } = await pollForExport(tenant(session), path.id);
    return pollToWord(poll, votes);
  },
  'communication.exportPollExcel': async ({ session, path }) => {
    const { poll, votes } = await pollForExport(tenant(session), path.id);
    return pollToExcel(poll, votes);
  },

  // Dashboards
  'communication.dashboard': async ({ session, query }) => dashboardOf(tenant(session, query.kindergartenId)),
  'communication.badges': async ({ session }) => badgesOf(session),
  'communication.boardMessages': async ({ session, query }) =>
    boardMessages(tenant(session, query.kindergartenId), query),
  'communication.saveBoardMessage': async ({ session, body }) =>
    saveBoardMessage(tenant(session, body.kindergartenId), body),
  'communication.deleteBoardMessage': async ({ session, path }) =>
    deleteBoardMessage(tenant(session), path.id),
  'communication.orderBoardMessages': async ({ session, body }) =>
    orderBoard(tenant(session, body.kindergartenId), body),
  'communication.boardSeen': async ({ session, body }) =>
    markBoardSeen(tenant(session, body?.kindergartenId), body),
  'communication.studentDashboard': async ({ session, path }) =>
    studentDashboard(tenant(session), path.studentId),

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
});
