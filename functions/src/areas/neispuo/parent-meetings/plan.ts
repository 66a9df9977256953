import { Audience } from '@gradina/shared';
import { wallClock } from '@gradina/shared/format-dates';
import { planSections, type SectionAction, type SentState } from '../results/sections';

/**
 * What a calendar event marked „Родителска среща“ must be in НЕИСПУО against what was sent, pure: one
 * ParentMeetingDO (SB.ExtApi: date, start time, title, description) in the class book of each group the
 * meeting is for. Each is created, corrected in place (PUT keeps НЕИСПУО's id) or deleted when the event is
 * deleted or unmarked, or the group is no longer among its recipients.
 */

/** The event as the table keeps it (communication's EventItem), only what a meeting needs. */
export interface MeetingEvent {
  id: string;
  title: string;
  description: string;
  fromDate: string;
  allDay: boolean;
  parentMeeting?: boolean;
  recipients: { audience?: Audience | null; groupIds?: string[] };
}

export interface WantedMeeting {
  groupId: string;
  classBookId: number;
  /** The data object sent (ParentMeetingDO without its id). */
  body: Record<string, unknown>;
}

export interface SentMeeting extends SentState {
  groupId: string;
  classBookId: number;
}

export type MeetingAction = SectionAction<WantedMeeting, SentMeeting>;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The groups whose class books keep the meeting: the chosen groups of an event for the groups' parents;
 * every connected group when it is for all parents (everyone, or the parents without a chosen group); none
 * for the staff only.
 */
export function meetingGroups(event: MeetingEvent, classBooks: Readonly<Record<string, number>>) {
  const { audience = null, groupIds = [] } = event.recipients;
  if (audience === Audience.OnlyStaff) return [];
  const everyParent =
    audience === Audience.All || (audience === Audience.OnlyClasses && groupIds.length === 0);
  const groups = everyParent ? Object.keys(classBooks) : groupIds;
  return groups.filter((g) => classBooks[g] !== undefined);
}

/** The meetings an event asks for: none unless it is a timed event marked as a parent meeting. */
export function wantedMeetings(
  event: MeetingEvent | undefined,
  classBooks: Readonly<Record<string, number>>,
): WantedMeeting[] {
  if (!event?.parentMeeting || event.allDay) return [];
  const at = wallClock(event.fromDate);
  if (!at) return [];
  const body = {
    date: `${at.year}-${two(at.month)}-${two(at.day)}T00:00:00`,
    startTime: `${two(at.hour)}:${two(at.minute)}`,
    location: null,
    title: event.title.trim().slice(0, 100),
    description: event.description.trim().slice(0, 1000) || null,
  };
  return meetingGroups(event, classBooks).map((groupId) => ({
    groupId,
    classBookId: classBooks[groupId]!,
    body,
  }));
}

/** A meeting is the group's: the group's new class book deletes the old book's meeting and creates it anew. */
export const planMeetings = (
  wanted: readonly WantedMeeting[],
  sent: readonly SentMeeting[],
): MeetingAction[] =>
  planSections(
    wanted,
    sent,
    (r) => r.groupId,
    (r) => r.classBookId,
  );
