import { describe, expect, it } from 'vitest';
import { changedMeeting } from './stream';

const keys = { PK: 'KG#kg1#EVENT#e1', SK: 'ITEM' };
const meeting = {
  parentMeeting: true,
  title: 'Среща',
  description: '',
  fromDate: '2026-10-15T15:30:00.000Z',
  allDay: false,
  recipients: { groupIds: ['g1'] },
};

describe('which stream records queue an event’s parent meeting for НЕИСПУО', () => {
  it('a meeting made, changed, unmarked or deleted', () => {
    expect(changedMeeting({ keys, newImage: meeting })).toEqual({ kindergartenId: 'kg1', eventId: 'e1' });
    expect(
      changedMeeting({ keys, oldImage: meeting, newImage: { ...meeting, title: 'Друга' } }),
    ).not.toBeNull();
    expect(
      changedMeeting({ keys, oldImage: meeting, newImage: { ...meeting, parentMeeting: false } }),
    ).not.toBeNull();
    expect(changedMeeting({ keys, oldImage: meeting })).not.toBeNull();
  });

  it('not an event that is no meeting, a change of nothing a meeting shows, nor another item', () => {
    const plain = { ...meeting, parentMeeting: false };
    expect(changedMeeting({ keys, oldImage: plain, newImage: { ...plain, title: 'Друга' } })).toBeNull();
    expect(
      changedMeeting({ keys, oldImage: meeting, newImage: { ...meeting, recipientsCount: 12, version: 2 } }),
    ).toBeNull();
    expect(
      changedMeeting({ keys: { PK: 'KG#kg1#EVENT#e1', SK: 'RCPT#0000' }, newImage: meeting }),
    ).toBeNull();
    expect(changedMeeting({ keys: { PK: 'KG#kg1#MESSAGE#m1', SK: 'ITEM' }, newImage: meeting })).toBeNull();
  });
});
