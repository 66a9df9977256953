import { Audience, bgMessages } from '@gradina/shared';
import { sofiaWallClock } from '../../../ui/format/calendar';
import type { RecipientsValue } from '../recipients';

/** The event form as the user fills it: Sofia dates (`YYYY-MM-DD`) and times (`HH:mm`). */
export interface EventFormValues {
  title: string;
  description: string;
  allDay: boolean;
  fromDate: string | null;
  fromTime: string;
  toDate: string | null;
  toTime: string;
  /** Sent to НЕИСПУО as the parent meeting of the groups it is for (functions/src/areas/neispuo/parent-meetings). */
  parentMeeting: boolean;
}

export type EventFormErrors = Partial<Record<keyof EventFormValues | 'recipients' | 'form', string>>;

export const eventLabels = {
  title: 'Заглавие',
  description: 'Описание',
  allDay: 'Целодневно',
  fromDate: 'От дата',
  fromTime: 'От час',
  toDate: 'До дата',
  toTime: 'До час',
  parentMeeting: 'Родителска среща',
} as const;

/** The server's limits (functions/src/areas/communication/events.ts and the manifest's event body). */
export const maxTitleLength = 200;
export const maxDescriptionLength = 4000;
export const maxEventDays = 184;
/** НЕИСПУО's limits of a parent meeting (SB.ExtApi's ParentMeetingDO). */
export const maxMeetingTitleLength = 100;
export const maxMeetingDescriptionLength = 1000;
export const endBeforeStart = 'Краят на събитието трябва да е след началото му.';

/** A new event on a day: 9:00 to 10:00, the usual length of a meeting with parents. */
export const newEventValues = (day: string): EventFormValues => ({
  title: '',
  description: '',
  allDay: false,
  fromDate: day,
  fromTime: '09:00',
  toDate: day,
  toTime: '10:00',
  parentMeeting: false,
});

/** The form filled with a saved event (timed events in Sofia time). */
export function valuesOfEvent(e: {
  title: string;
  description: string;
  fromDate: string;
  toDate: string;
  allDay: boolean;
  parentMeeting?: boolean;
}): EventFormValues {
  const parentMeeting = e.parentMeeting ?? false;
  if (e.allDay)
    return {
      title: e.title,
      description: e.description,
      parentMeeting,
      allDay: true,
      fromDate: e.fromDate.slice(0, 10),
      fromTime: '09:00',
      toDate: e.toDate.slice(0, 10),
      toTime: '10:00',
    };
  const from = sofiaWallClock(e.fromDate);
  const to = sofiaWallClock(e.toDate);
  return {
    title: e.title,
    description: e.description,
    parentMeeting,
    allDay: false,
    fromDate: from.date,
    fromTime: from.time,
    toDate: to.date,
    toTime: to.time,
  };
}

const isTime = (t: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(t);
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const minutesOf = (date: string, time: string) =>
  dayNumber(date) * 1440 + +time.slice(0, 2) * 60 + +time.slice(3);

/** The form's messages in Bulgarian, by field; empty when the event can be sent. */
export function validateEvent(v: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {};
  if (!v.title.trim()) errors.title = bgMessages.required(eventLabels.title);
  else if (v.title.trim().length > maxTitleLength)
    errors.title = bgMessages.maxLength(eventLabels.title, maxTitleLength);
  if (v.description.trim().length > maxDescriptionLength)
    errors.description = bgMessages.maxLength(eventLabels.description, maxDescriptionLength);
  if (v.parentMeeting) meetingErrors(v, errors);
  if (!v.fromDate) errors.fromDate = bgMessages.required(eventLabels.fromDate);
  if (!v.toDate) errors.toDate = bgMessages.required(eventLabels.toDate);
  if (!v.allDay) {
    if (!v.fromTime) errors.fromTime = bgMessages.required(eventLabels.fromTime);
    else if (!isTime(v.fromTime)) errors.fromTime = bgMessages.invalid(eventLabels.fromTime);
    if (!v.toTime) errors.toTime = bgMessages.required(eventLabels.toTime);
    else if (!isTime(v.toTime)) errors.toTime = bgMessages.invalid(eventLabels.toTime);
  }
  if (!v.fromDate || !v.toDate || errors.fromTime || errors.toTime) return errors;
  if (v.allDay) {
    const days = dayNumber(v.toDate) - dayNumber(v.fromDate) + 1;
    if (days < 1) errors.toDate = endBeforeStart;
    else if (days > maxEventDays) errors.toDate = `Събитието не може да е по-дълго от ${maxEventDays} дни.`;
    return errors;
  }
  const minutes = minutesOf(v.toDate, v.toTime) - minutesOf(v.fromDate, v.fromTime);
  if (minutes < 0) errors[v.toDate === v.fromDate ? 'toTime' : 'toDate'] = endBeforeStart;
  else if (minutes > maxEventDays * 1440)
    errors.toDate = `Събитието не може да е по-дълго от ${maxEventDays} дни.`;
  return errors;
}

/** A parent meeting has a start time and НЕИСПУО's shorter texts. */
function meetingErrors(v: EventFormValues, errors: EventFormErrors) {
  if (v.allDay) errors.parentMeeting = 'Родителската среща има начален час: махнете „Целодневно“.';
  if (!errors.title && v.title.trim().length > maxMeetingTitleLength)
    errors.title = `Заглавието на родителска среща е до ${maxMeetingTitleLength} знака.`;
  if (!errors.description && v.description.trim().length > maxMeetingDescriptionLength)
    errors.description = `Описанието на родителска среща е до ${maxMeetingDescriptionLength} знака.`;
}

/** The dates as the API takes them: dates for all-day events, Sofia wall-clock times (no offset) otherwise. */
export function eventDates(v: EventFormValues): { fromDate: string; toDate: string; allDay: boolean } {
  if (v.allDay) return { fromDate: v.fromDate!, toDate: v.toDate!, allDay: true };
  return { fromDate: `${v.fromDate}T${v.fromTime}`, toDate: `${v.toDate}T${v.toTime}`, allDay: false };
}

/**
 * The recipients picker's value for a saved event, or undefined when the picker cannot show them (chosen
 * users or children, or every parent): such an event keeps its recipients unless the editor picks new ones.
 */
export function recipientsOfEvent(e: {
  audience: Audience | null;
  groupIds: readonly string[];
}): RecipientsValue | undefined {
  if (e.audience === Audience.All) return { choice: 'all', groupIds: [] };
  if (e.audience === Audience.OnlyStaff) return { choice: 'staff', groupIds: [] };
  if (e.audience === Audience.OnlyClasses && e.groupIds.length > 0)
    return { choice: 'groups', groupIds: [...e.groupIds] };
  return undefined;
}

/** Who an event is for, as the details show it. */
export function audienceText(
  e: { audience: Audience | null; groupIds: readonly string[] },
  groupNames: ReadonlyMap<string, string>,
): string {
  if (e.audience === Audience.All) return 'Всички';
  if (e.audience === Audience.OnlyStaff) return 'Служители';
  const names = e.groupIds
    .map((g) => groupNames.get(g))
    .filter((n): n is string => !!n)
    .sort(new Intl.Collator('bg').compare);
  if (e.groupIds.length > 0) return names.length > 0 ? `Групи: ${names.join(', ')}` : 'Групи';
  return e.audience === Audience.OnlyClasses ? 'Всички родители' : 'Избрани получатели';
}

/** The day a new event starts on: the chosen day, else today when on screen, else the period's first day. */
export function defaultDay(days: readonly string[], today: string, chosen?: string): string {
  if (chosen) return chosen;
  if (days.includes(today)) return today;
  const firstOfMonth = days.find((d) => d.endsWith('-01')) ?? days[0]!;
  return days.length > 7 ? firstOfMonth : days[0]!;
}
