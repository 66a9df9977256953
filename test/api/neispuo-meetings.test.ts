import { Audience } from '@gradina/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { localNeispuoSimulatorKit } from '../../infra/local/neispuo-simulator/test-kit';
import { api } from '../support/api';
import { eventually } from '../support/eventually';
import type { GivenKindergarten } from '../support/given';
import { neispuoKindergarten } from '../support/neispuo';

/**
 * НЕИСПУО (issue #31), parent meetings against the local cloud's simulator: a calendar event marked
 * „Родителска среща“ for a group's parents reaches the group's class book (`parentMeetings`) once even when
 * НЕИСПУО's answer was lost, an edit corrects it in place (НЕИСПУО's id kept), and unmarking, addressing it
 * to the staff only or deleting the event deletes it.
 */

const sim = () => localNeispuoSimulatorKit();
const institutionId = 5_000_000 + Math.floor(Math.random() * 900_000);
const classId = 620_001;
let kg: GivenKindergarten;

beforeAll(async () => {
  ({ kg } = await neispuoKindergarten('ДГ „Родителски срещи“', { institutionId, classId }, { personId: 1 }));
});

interface Meeting {
  parentMeetingId: number;
  date: string;
  startTime: string;
  title: string;
  description?: string | null;
}
/** This kindergarten's meetings: the title carries the institution, unique among the suites running at once. */
const meetings = async () =>
  (((await sim().state()).sections.parentMeetings ?? []) as unknown as Meeting[]).filter((m) =>
    m.title.includes(String(institutionId)),
  );
const title = (text: string) => `${text} (${institutionId})`;

async function saveEvent(body: Record<string, unknown>) {
  const saved = await api(kg.director, 'communication.saveEvent', {
    body: {
      fromDate: '2026-10-15T17:30',
      toDate: '2026-10-15T18:30',
      audience: Audience.OnlyClasses,
      groupIds: [kg.group.id],
      ...body,
    } as never,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return String(saved.body.entityId);
}
const versionOf = async (id: string) =>
  (await api(kg.director, 'communication.getEvent', { path: { id } })).body.version;

describe('НЕИСПУО: parent meetings from the calendar', () => {
  it('sends a marked event to the group’s class book once, and corrects it in place', async () => {
    await sim().fault({ kind: 'lose-answer', path: 'parentMeetings' });
    const id = await saveEvent({ title: title('Родителска среща'), parentMeeting: true });
    const [lost] = await eventually(meetings, (m) => m.length >= 1, 'the meeting in НЕИСПУО');
    expect(lost).toMatchObject({ date: '2026-10-15T00:00:00', startTime: '17:30', description: null });
    expect((await api(kg.director, 'communication.getEvent', { path: { id } })).body.parentMeeting).toBe(
      true,
    );

    await saveEvent({
      id,
      version: await versionOf(id),
      title: title('Родителска среща за празника'),
      description: 'Подготовка за Коледа.',
      fromDate: '2026-10-15T18:00',
      toDate: '2026-10-15T19:00',
      parentMeeting: true,
    });
    const corrected = await eventually(
      meetings,
      (m) => m.length === 1 && m[0]!.startTime === '18:00',
      'the correction in НЕИСПУО',
    );
    expect(corrected[0]).toMatchObject({
      parentMeetingId: lost!.parentMeetingId,
      title: title('Родителска среща за празника'),
      description: 'Подготовка за Коледа.',
    });

    // Unmarked: deleted. Marked again and then for the staff only: sent, then deleted.
    await saveEvent({ id, version: await versionOf(id), title: title('Среща'), parentMeeting: false });
    await eventually(meetings, (m) => m.length === 0, 'the unmarked meeting deleted');
    await saveEvent({ id, version: await versionOf(id), title: title('Среща'), parentMeeting: true });
    await eventually(meetings, (m) => m.length === 1, 'the meeting marked again');
    await saveEvent({
      id,
      version: await versionOf(id),
      title: title('Среща'),
      parentMeeting: true,
      audience: Audience.OnlyStaff,
      groupIds: [],
    });
    await eventually(meetings, (m) => m.length === 0, 'the meeting for the staff only deleted');
  });

  it('deletes the meeting with its event, and refuses an all-day meeting', async () => {
    const id = await saveEvent({ title: title('Общо родителско събрание'), parentMeeting: true });
    await eventually(meetings, (m) => m.length === 1, 'the meeting in НЕИСПУО');
    expect((await api(kg.director, 'communication.deleteEvent', { path: { id } })).status).toBe(200);
    await eventually(meetings, (m) => m.length === 0, 'the deleted event’s meeting deleted');

    const allDay = await api(kg.director, 'communication.saveEvent', {
      body: {
        title: title('Цял ден'),
        fromDate: '2026-10-16',
        toDate: '2026-10-16',
        allDay: true,
        parentMeeting: true,
        groupIds: [kg.group.id],
      },
    });
    expect(allDay.status).toBe(400);
    expect(JSON.stringify(allDay.body)).toContain('начален час');
  });
});
