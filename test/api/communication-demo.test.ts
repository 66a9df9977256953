import { describe, expect, it } from 'vitest';
import { seedCommunicationDemo } from '../../infra/local/demo/communication-demo';
import { buildDemoWorld } from '../../infra/local/demo/seed';
import { call, signIn } from '../support/api-client';

/** The communication demo data, seeded into the running local cloud and read back as the demo accounts. */
describe('communication demo data', () => {
  it("fills the demo parent's inbox, calendar, polls and board with real items", async () => {
    const counts = await seedCommunicationDemo(buildDemoWorld());
    expect(counts).toEqual({ messages: 3, replies: 1, events: 3, polls: 1, votes: 1, boardMessages: 3 });
    const parent = await signIn('parent@demo.gradina.bg');
    const get = async <T>(path: string, query?: Record<string, string>) =>
      (await call('GET', path, { token: parent, query })).body as T;
    const inbox = await get<{ result: { title: string }[] }>('/api/Messages/overview-models', {
      PageSize: '50',
    });
    expect(inbox.result.map((m) => m.title)).toEqual(
      expect.arrayContaining(['Медицинска бележка', 'Родителска среща на I група „Звездички“']),
    );
    expect(inbox.result.map((m) => m.title)).not.toContain('График на персонала за декември');
    const events = await get<{ result: { title: string }[] }>('/api/Events/overview-models', {
      onlyUnseen: 'true',
    });
    expect(events.result.map((e) => e.title)).toEqual(
      expect.arrayContaining(['Коледно тържество', 'Зимна ваканция', 'Родителска среща на I група']),
    );
    const polls = await get<{ result: { question: string; canVote: boolean }[] }>('/api/Polls', {
      type: '1',
      PageSize: '500',
    });
    expect(polls.result.find((p) => p.question === 'Коледен подарък за децата')?.canVote).toBe(true);
    const board = await get<{ result: { title: string }[] }>('/api/Dashboards/messages/overview-models');
    expect(board.result.map((m) => m.title)).toContain('I група: носете пантофки');
    const director = await signIn('director@demo.gradina.bg');
    const directorInbox = (await call('GET', '/api/Messages/overview-models', { token: director })).body as {
      result: { title: string; numberOfUnseenReplies: number }[];
    };
    expect(directorInbox.result.find((m) => m.title === 'Медицинска бележка')?.numberOfUnseenReplies).toBe(1);
  });
});
