import type { communicationEventRoutes } from '@gradina/shared/manifest/routes/communication/events';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { fileReply } from '../../../platform/http/replies';
import { entry } from '../../../platform/http/route-entries';
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

const ics = (body: string, fileName: string) =>
  fileReply(fileName, 'text/calendar; charset=utf-8', Buffer.from(body, 'utf8'));

const publicUrl = () => process.env.PUBLIC_URL ?? '';

/** The handler entries of the events routes: thin calls of the feature's domain functions. */
export const eventRoutes: AreaImplementations<(typeof communicationEventRoutes)[number]['id']> = {
  'communication.events': entry.query(listEvents),
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
  'communication.getEvent': entry.pathId(getEvent),
  'communication.saveEvent': entry.body(saveEvent),
  'communication.deleteEvent': entry.pathId(deleteEvent),
  'communication.setEventSeen': entry.pathId(setEventSeen),
  'communication.setAllEventsSeen': entry.session(setAllEventsSeen),
};
