import { enqueue } from '../../../platform/queue/send';
import { underLease } from '../attendance-sync/sync';
import { readSettings } from '../connection/items';
import { neispuoClient, performSection, sending, type Where } from '../results/sections';
import { forgetSentMeeting, readMeetingEvent, saveSentMeeting, sentMeetings } from './items';
import { type MeetingAction, planMeetings, type SentMeeting, wantedMeetings } from './plan';

/**
 * Sends a calendar event marked „Родителска среща“ to the class books of its groups (НЕИСПУО's
 * `parentMeetings`): the work queue's consumer of `neispuo.parentMeeting`, queued by the table's stream
 * when the event changes or is deleted (stream.ts). The event is read by the table's keys (never the
 * communication area); the plan (plan.ts) says what to create, correct in place or delete, and the calls
 * are the results' (results/sections.ts). A lost answer is found in НЕИСПУО by the meeting's date, start
 * time and title, so a retry keeps НЕИСПУО's id and never creates a second meeting.
 */

export const parentMeetingMessageType = 'neispuo.parentMeeting';

export interface EventMeeting {
  kindergartenId: string;
  eventId: string;
}

/** Queues an event's meetings (the key keeps two asks apart: the later one may follow a change). */
export const queueParentMeeting = (work: EventMeeting, at: string | number = Date.now()) =>
  enqueue('work', {
    type: parentMeetingMessageType,
    key: `${work.kindergartenId}#${work.eventId}#meeting#${at}`,
    payload: work satisfies EventMeeting,
  });

const leaseMs = 60_000;

export async function sendParentMeeting({ kindergartenId, eventId }: EventMeeting) {
  const settings = await readSettings(kindergartenId);
  if (!settings) return { sent: 0, refused: 0 };
  return underLease({ kindergartenId, scope: eventId, part: 'meeting', ms: leaseMs }, async () => {
    const [event, sent] = await Promise.all([
      readMeetingEvent(kindergartenId, eventId),
      sentMeetings(kindergartenId, eventId),
    ]);
    const whereOf = (r: { classBookId: number }): Where => [
      settings.schoolYear,
      settings.institutionId,
      r.classBookId,
    ];
    const settled = await Promise.all(sent.map((r) => settleUncertain(whereOf(r), r)));
    let [done, refused] = [0, 0];
    for (const action of planMeetings(wantedMeetings(event, settings.classBooks), settled)) {
      if ((await perform(kindergartenId, eventId, whereOf, action)) === 'refused') refused++;
      else done++;
    }
    return { sent: done, refused };
  });
}

/** A meeting whose create's answer was lost: found in the class book, it keeps НЕИСПУО's id. */
async function settleUncertain(where: Where, r: SentMeeting): Promise<SentMeeting> {
  if (r.state !== 'sending') return r;
  const body = JSON.parse(r.sent) as Record<string, unknown>;
  const there = await neispuoClient().sectionRecords<Record<string, unknown>>(where, 'parentMeetings');
  const found = there.find((x) => ['date', 'startTime', 'title'].every((f) => x[f] === body[f]));
  return found ? { ...r, state: 'accepted', recordId: found.parentMeetingId as number } : r;
}

const perform = (
  kindergartenId: string,
  eventId: string,
  whereOf: (r: { classBookId: number }) => Where,
  action: MeetingAction,
) =>
  performSection(action, {
    section: 'parentMeetings',
    where: whereOf,
    recordOf: ({ groupId, classBookId, body }) => ({ groupId, classBookId, ...sending(body) }),
    save: (r) => saveSentMeeting(kindergartenId, eventId, r),
    forget: (r) => forgetSentMeeting(kindergartenId, eventId, r),
  });
