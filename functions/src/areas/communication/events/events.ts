import { type Audience, authored } from '@gradina/shared';
import { hasRecipients } from '@gradina/shared/schemas/communication-fields';
import { keys } from '../../../platform/db/keys';
import { checkVersion, requireVersion, staleWrite } from '../../../platform/db/versioned-update';
import { invalidField, notFound } from '../../../platform/http/errors';
import { objectVerdict } from '../../../platform/http/object-access';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { type Item, lookup, readMany } from '../collections';
import { createdByOf, saved } from '../common';
import { addDays, dateOf, instantOf, isDateOnly, sofiaDate, startOfSofiaDay } from '../dates';
import { type CommunicationItem, itemKeys, readItem } from '../fanout/items';
import { queueWithdraw, writeAndDeliver } from '../fanout/publish';
import { newId } from '../ids';
import type { EventEntry } from '../inbox/entries';
import { transition, transitionMany } from '../inbox/inbox';
import { entriesByItem, entriesOf, inboxKeys } from '../inbox/items';
import { checkRecipients, nameOf, normalizeSpec, type RecipientSpec } from '../recipients/recipients';
import { deleteEventItem, eventKeys, eventsStartingBetween } from './items';

export interface EventItem extends CommunicationItem {
  kind: 'EVENT';
  description: string;
  fromDate: string;
  toDate: string;
  allDay: boolean;
  /** A parent meeting: НЕИСПУО's area sends it to the class books of the groups it is addressed to. */
  parentMeeting?: boolean;
}

export interface EventInput extends RecipientSpec {
  id?: string | null;
  title: string;
  description?: string | null;
  fromDate: string;
  toDate: string;
  allDay?: boolean;
  parentMeeting?: boolean;
  /** The version the editor loaded (required with `id`). */
  version?: number;
}

/** Longest event we index: a range query looks back this far for events still running in the range. */
export const maxEventDays = 184;
const dayMs = 86_400_000;

const eventNotFound = () => notFound('Събитието не е намерено.');

/** Start and end instants of an event (an all-day event runs from Sofia midnight to the midnight after). */
export function eventSpan(e: Pick<EventItem, 'fromDate' | 'toDate' | 'allDay'>): [number, number] {
  if (e.allDay) return [startOfSofiaDay(e.fromDate), startOfSofiaDay(addDays(e.toDate, 1))];
  return [Date.parse(e.fromDate), Date.parse(e.toDate)];
}

/** Normalizes the dates of an event: dates for all-day events, UTC instants otherwise. */
export function normalizeEventDates(input: Pick<EventInput, 'fromDate' | 'toDate' | 'allDay'>) {
  const allDay = input.allDay ?? (isDateOnly(input.fromDate) && isDateOnly(input.toDate));
  const fromDate = allDay ? dateOf(input.fromDate) : new Date(instantOf(input.fromDate)).toISOString();
  const toDate = allDay
    ? dateOf(input.toDate)
    : new Date(
        isDateOnly(input.toDate) ? startOfSofiaDay(addDays(input.toDate, 1)) - 1000 : instantOf(input.toDate),
      ).toISOString();
  const [start, end] = eventSpan({ fromDate, toDate, allDay });
  if (end < start || (!allDay && end === start && fromDate !== toDate))
    throw invalidField('toDate', 'Краят на събитието трябва да е след началото му.');
  if (end - start > maxEventDays * dayMs)
    throw invalidField('toDate', `Събитието не може да е по-дълго от ${maxEventDays} дни.`);
  return { fromDate, toDate, allDay };
}

/**
 * НЕИСПУО's parent meeting (ParentMeetingDO) has a start time, a title of up to 100 and a description of up
 * to 1000 characters: a meeting that cannot be sent is refused here, not later in НЕИСПУО.
 */
function checkParentMeeting(input: EventInput, allDay: boolean) {
  if (allDay) throw invalidField('allDay', 'Родителската среща има начален час: махнете „Целодневно“.');
  if (input.title.trim().length > 100)
    throw invalidField('title', 'Заглавието на родителска среща е до 100 знака.');
  if ((input.description ?? '').trim().length > 1000)
    throw invalidField('description', 'Описанието на родителска среща е до 1000 знака.');
}

const isManager = (session: TenantRouteSession) => session.can('Events', 'update');

function view(session: TenantRouteSession, e: EventItem, entry: EventEntry | undefined) {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    fromDate: e.fromDate,
    toDate: e.toDate,
    allDay: e.allDay,
    parentMeeting: e.parentMeeting ?? false,
    audience: (e.recipients.audience ?? null) as Audience | null,
    groupIds: e.recipients.groupIds ?? [],
    creationTime: e.creationTime,
    createdBy: e.createdBy,
    seenByCurrentUser: entry ? entry.seen : true,
    // The same policy the pipeline applies to the edit and the delete.
    canEdit:
      objectVerdict(authored, session, {
        kindergartenId: e.kindergartenId ?? '',
        authorId: e.createdBy.id,
      }) === 'allowed',
    version: e.version,
  };
}

/**
 * Who sees an event: its recipients (they have an entry), its author, and the staff who manage the
 * calendar (Events update right). A parent sees only what is addressed to them.
 */
const visible = (session: TenantRouteSession, e: EventItem, entry: EventEntry | undefined) =>
  !!entry || e.createdBy.id === session.userId || isManager(session);

/** Events overlapping [from, to): one Query on the calendar index, entries of the user in one BatchGet. */
export async function eventsInRange(session: TenantRouteSession, from: number, to: number) {
  const kg = session.kindergartenId;
  const items = await eventsStartingBetween(
    kg,
    sofiaDate(from - (maxEventDays + 1) * dayMs),
    `${sofiaDate(to + dayMs)}~`,
  );
  const overlapping = items.filter((e) => {
    const [s, end] = eventSpan(e);
    return s < to && (end > from || (s === end && s >= from));
  });
  const entries = await entriesByItem<EventEntry>(
    session.kindergartenId,
    session.userId,
    'EVENT',
    overlapping.map((e) => e.id),
  );
  return overlapping
    .map((e) => ({ item: e, entry: entries.get(e.id) }))
    .filter((x) => visible(session, x.item, x.entry))
    .sort((a, b) => eventSpan(a.item)[0] - eventSpan(b.item)[0] || a.item.id.localeCompare(b.item.id));
}

export interface EventsQuery {
  fromDate?: string;
  toDate?: string;
  onlyUnseen?: boolean;
  PageNumber?: number;
  PageSize?: number;
}

function currentMonth(now = Date.now()): [string, string] {
  const today = sofiaDate(now);
  const first = `${today.slice(0, 8)}01`;
  return [first, addDays(addDays(first, 32).slice(0, 8).concat('01'), -1)];
}

export async function listEvents(session: TenantRouteSession, query: EventsQuery) {
  let rows: { item: EventItem; entry: EventEntry | undefined }[];
  if (query.onlyUnseen) {
    const unseen = await entriesOf<EventEntry>(session.kindergartenId, session.userId, 'EVENT', {
      equals: { seen: false },
    });
    const found = await readMany(
      unseen.map((e) => itemKeys.communicationItem(session.kindergartenId, 'EVENT', e.itemId)),
    );
    rows = unseen
      .map((entry) => ({
        entry,
        item: lookup<EventItem>(
          found,
          itemKeys.communicationItem(session.kindergartenId, 'EVENT', entry.itemId),
        )!,
      }))
      .filter((r) => r.item)
      .sort((a, b) => eventSpan(a.item)[0] - eventSpan(b.item)[0]);
  } else {
    const [monthFrom, monthTo] = currentMonth();
    const fromText = query.fromDate ?? monthFrom;
    const toText = query.toDate ?? monthTo;
    const from = instantOf(fromText);
    const to = isDateOnly(toText) ? startOfSofiaDay(addDays(toText, 1)) : instantOf(toText);
    if (to <= from) throw invalidField('toDate', 'Крайната дата трябва да е след началната.');
    if (to - from > 400 * dayMs)
      throw invalidField('toDate', 'Периодът не може да е по-дълъг от една година.');
    rows = await eventsInRange(session, from, to);
  }
  const size = query.PageSize ?? Math.max(rows.length, 1);
  const page = query.PageNumber ?? 1;
  return {
    result: rows.slice((page - 1) * size, page * size).map((r) => view(session, r.item, r.entry)),
    rowsCount: rows.length,
  };
}

async function readEvent(session: TenantRouteSession, eventId: string) {
  const kg = session.kindergartenId;
  const itemKey = itemKeys.communicationItem(kg, 'EVENT', eventId);
  const entryKey = inboxKeys.inboxEntry(kg, session.userId, 'EVENT', eventId);
  const found = await readMany([itemKey, entryKey], true);
  const item = lookup<EventItem>(found, itemKey);
  const entry = lookup<EventEntry>(found, entryKey);
  if (!item || !visible(session, item, entry)) throw eventNotFound();
  return { item, entry };
}

const markSeen = (session: TenantRouteSession, entry: EventEntry) =>
  transition<EventEntry>(
    session.kindergartenId,
    session.userId,
    'EVENT',
    entry.itemId,
    (e) => (e.seen ? undefined : { ...e, seen: true }),
    entry,
  );

export async function getEvent(session: TenantRouteSession, eventId: string) {
  const { item, entry } = await readEvent(session, eventId);
  if (entry && !entry.seen) await markSeen(session, entry);
  return { ...view(session, item, entry), seenByCurrentUser: true };
}

/** The visible event (for the .ics download), not marked seen. */
export async function eventForDownload(session: TenantRouteSession, eventId: string) {
  return (await readEvent(session, eventId)).item;
}

/** Creates (no id) or edits an event; recipients are (re)computed for the new version. */
export async function saveEvent(session: TenantRouteSession, input: EventInput) {
  const kg = session.kindergartenId;
  const dates = normalizeEventDates(input);
  if (input.parentMeeting) checkParentMeeting(input, dates.allDay);
  let previous: EventItem | undefined;
  if (input.id) {
    previous = await readItem<EventItem>(itemKeys.communicationItem(kg, 'EVENT', input.id));
    if (!previous) throw eventNotFound();
    checkVersion(previous, requireVersion(input.version));
  }
  // An edit that names no recipients keeps the event's own.
  const spec = normalizeSpec(previous && !hasRecipients(input) ? previous.recipients : input);
  const found = await checkRecipients(session, spec, [keys.user(session.userId)]);
  const id = previous?.id ?? newId();
  const version = (previous?.version ?? 0) + 1;
  const item: EventItem = {
    type: 'Event',
    kind: 'EVENT',
    id,
    kindergartenId: kg,
    version,
    title: input.title,
    description: input.description ?? '',
    ...dates,
    parentMeeting: input.parentMeeting ?? false,
    ...itemKeys.communicationItem(kg, 'EVENT', id),
    ...eventKeys.calendarOfKindergarten(kg, dates.fromDate, id),
    recipients: spec,
    recipientsCount: previous?.recipientsCount ?? null,
    createdBy: previous?.createdBy ?? createdByOf(session, nameOf(lookup(found, keys.user(session.userId)))),
    creationTime: previous?.creationTime ?? new Date().toISOString(),
    modificationTime: previous ? new Date().toISOString() : null,
  };
  const written = await writeAndDeliver(item, previous ? { version: previous.version } : undefined);
  if (!written) throw staleWrite();
  return saved(id);
}

export async function deleteEvent(session: TenantRouteSession, eventId: string) {
  const kg = session.kindergartenId;
  if (!(await deleteEventItem(kg, eventId))) throw eventNotFound();
  // A consumer withdraws it from every inbox.
  await queueWithdraw(kg, 'EVENT', eventId);
  return saved(eventId);
}

export async function setEventSeen(session: TenantRouteSession, eventId: string) {
  const { entry } = await readEvent(session, eventId);
  if (entry) await markSeen(session, entry);
  return saved(eventId);
}

export async function setAllEventsSeen(session: TenantRouteSession) {
  const unseen = await entriesOf<EventEntry>(session.kindergartenId, session.userId, 'EVENT', {
    equals: { seen: false },
  });
  await transitionMany<EventEntry>(session.kindergartenId, session.userId, unseen, (e) =>
    e.seen ? undefined : { ...e, seen: true },
  );
  return saved();
}

/** The user's calendar for the .ics download: a year back and two years ahead. */
export async function calendarOfUser(session: TenantRouteSession, now = Date.now()) {
  const rows = await eventsInRange(session, now - 365 * dayMs, now + 730 * dayMs);
  return rows.map((r) => r.item);
}

export type { Item };
