import { Audience } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { type MeetingEvent, meetingGroups, planMeetings, type SentMeeting, wantedMeetings } from './plan';

const books = { g1: 301, g2: 302 };
const event: MeetingEvent = {
  id: 'e1',
  title: ' Родителска среща на група „Звездички“ ',
  description: '',
  // 15:30 UTC is 18:30 on the Sofia wall clock in October (summer time).
  fromDate: '2026-10-15T15:30:00.000Z',
  allDay: false,
  parentMeeting: true,
  recipients: { audience: Audience.OnlyClasses, groupIds: ['g1', 'g3'] },
};
const kinds = (actions: ReturnType<typeof planMeetings>) =>
  actions.map((a) => [a.kind, 'wanted' in a ? a.wanted.groupId : a.record.groupId]);

describe('a calendar event as НЕИСПУО’s parent meeting', () => {
  it('is a meeting on the Sofia date and start time in each chosen group’s class book', () => {
    expect(wantedMeetings(event, books)).toEqual([
      {
        groupId: 'g1',
        classBookId: 301,
        body: {
          date: '2026-10-15T00:00:00',
          startTime: '18:30',
          location: null,
          title: 'Родителска среща на група „Звездички“',
          description: null,
        },
      },
    ]);
  });

  it('is nothing unmarked, all day, or deleted', () => {
    expect(wantedMeetings({ ...event, parentMeeting: false }, books)).toEqual([]);
    expect(wantedMeetings({ ...event, parentMeeting: undefined }, books)).toEqual([]);
    expect(wantedMeetings({ ...event, allDay: true, fromDate: '2026-10-15' }, books)).toEqual([]);
    expect(wantedMeetings(undefined, books)).toEqual([]);
  });

  it('goes to every connected group for all parents, to none for the staff only', () => {
    const to = (recipients: MeetingEvent['recipients']) => meetingGroups({ ...event, recipients }, books);
    expect(to({ audience: Audience.All, groupIds: ['g1'] })).toEqual(['g1', 'g2']);
    expect(to({ audience: Audience.OnlyClasses, groupIds: [] })).toEqual(['g1', 'g2']);
    expect(to({ audience: null, groupIds: ['g2'] })).toEqual(['g2']);
    expect(to({ audience: Audience.OnlyStaff, groupIds: ['g1'] })).toEqual([]);
  });

  it('is created, corrected in place, deleted for a group removed, and moved to a new class book', () => {
    const [wanted] = wantedMeetings(event, books);
    const sent = (over: Partial<SentMeeting>): SentMeeting => ({
      groupId: 'g1',
      classBookId: 301,
      recordId: 77,
      state: 'accepted',
      sent: JSON.stringify(wanted!.body),
      message: null,
      ...over,
    });
    expect(kinds(planMeetings([wanted!], []))).toEqual([['create', 'g1']]);
    expect(kinds(planMeetings([wanted!], [sent({})]))).toEqual([]);
    expect(kinds(planMeetings([wanted!], [sent({ sent: '{}' })]))).toEqual([['update', 'g1']]);
    expect(kinds(planMeetings([], [sent({}), sent({ groupId: 'g2' })]))).toEqual([
      ['delete', 'g1'],
      ['delete', 'g2'],
    ]);
    expect(kinds(planMeetings([wanted!], [sent({ classBookId: 299 })]))).toEqual([
      ['delete', 'g1'],
      ['create', 'g1'],
    ]);
    // A refusal waits for a change; a create whose answer was lost and not found is sent again.
    expect(kinds(planMeetings([wanted!], [sent({ state: 'refused', recordId: null })]))).toEqual([]);
    expect(kinds(planMeetings([wanted!], [sent({ state: 'sending', recordId: null })]))).toEqual([
      ['create', 'g1'],
    ]);
  });
});
