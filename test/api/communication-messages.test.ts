import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { eventually } from '../support/eventually';
import { type GivenKindergarten, given } from '../support/given';

/**
 * A message to a group, end to end through the queue: it reaches that group's parents with their badge
 * counted, opens sanitized, stays hidden from other groups and kindergartens, takes replies with their
 * counters, and is edited only by its sender. Two kindergartens of their own.
 */
let home: GivenKindergarten;
let away: GivenKindergarten;
let groupParent: Principal;
let otherGroupParent: Principal;

beforeAll(async () => {
  [home, away] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Съобщения“' })
      .teacher()
      .group({ name: 'Пчелички' })
      .child()
      .parent()
      .group({ name: 'Звездички' })
      .child()
      .parent(),
    given.kindergarten({ name: 'ДГ „Чужда“' }),
  ]);
  [groupParent, otherGroupParent] = home.parents as [Principal, Principal];
});

const inboxOf = async (user: Principal) =>
  (await api(user, 'communication.inbox', { query: { PageSize: 50 } })).body;
const badges = async (user: Principal) => (await api(user, 'communication.badges')).body;

describe('messages to a group', () => {
  let messageId: string;
  let before: Awaited<ReturnType<typeof badges>>;

  it('reach the parents of that group through the queue, with their badge counted', async () => {
    before = await badges(groupParent);
    const sent = await api(home.director, 'communication.sendMessage', {
      body: {
        title: 'Здравен преглед в яслената група',
        content: '<p>Утре идва <b>педиатърът</b>.</p><script>alert(1)</script>',
        groupIds: [home.groups[0]!.id],
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.isSuccessful).toBe(true);
    messageId = String(sent.body.entityId);

    const inbox = await eventually(
      () => inboxOf(groupParent),
      (b) => b.result.some((m) => m.id === messageId),
      'the message in the parent inbox',
    );
    const item = inbox.result.find((m) => m.id === messageId)!;
    expect(item.seenByCurrentUser).toBe(false);
    expect(item.createdBy).toMatchObject({ id: home.director.id, userType: Role.Director });
    expect(decodeURIComponent(item.content)).toContain('педиатърът');
    expect(inbox.result[0]!.id).toBe(messageId);
    expect((await badges(groupParent)).unseenMessages).toBe(before.unseenMessages + 1);
  });

  it('opens with sanitized content, becomes seen and leaves the badge', async () => {
    const opened = await api(groupParent, 'communication.getMessage', { path: { id: messageId } });
    expect(opened.status).toBe(200);
    const html = decodeURIComponent(opened.body.content);
    expect(html).toContain('<b>педиатърът</b>');
    expect(html).not.toContain('script');
    expect((await badges(groupParent)).unseenMessages).toBe(before.unseenMessages);
  });

  it('is not readable by a parent of another group nor by another kindergarten', async () => {
    const foreignParent = await api(otherGroupParent, 'communication.getMessage', {
      path: { id: messageId },
    });
    expect(foreignParent.status).toBe(404);
    const reply = await api(away.director, 'communication.getMessage', { path: { id: messageId } });
    expect([403, 404]).toContain(reply.status);
    expect(reply.error?.errorMessage).toMatch(/[а-я]/);
    expect((await inboxOf(otherGroupParent)).result.some((m) => m.id === messageId)).toBe(false);
  });

  it('lets the parent reply; the director sees the unseen reply until opening it', async () => {
    const directorBadge = await badges(home.director);
    const reply = await api(groupParent, 'communication.replyToMessage', {
      path: { id: messageId },
      body: { content: '<p>Благодарим, ще бъдем там.</p>' },
    });
    expect(reply.body.isSuccessful).toBe(true);
    const mine = (await inboxOf(home.director)).result.find((m) => m.id === messageId)!;
    expect(mine.numberOfUnseenReplies).toBe(1);
    expect((await badges(home.director)).unseenMessages).toBe(directorBadge.unseenMessages + 1);

    const opened = await api(home.director, 'communication.getMessage', { path: { id: messageId } });
    expect(opened.body.replies.map((r) => decodeURIComponent(r.content))).toEqual([
      '<p>Благодарим, ще бъдем там.</p>',
    ]);
    expect(opened.body.replies[0]!.canDelete).toBe(false);
    expect((await badges(home.director)).unseenMessages).toBe(directorBadge.unseenMessages);
    const after = (await inboxOf(home.director)).result.find((m) => m.id === messageId)!;
    expect(after.numberOfUnseenReplies).toBe(0);

    // Only the author deletes a reply; private correspondence does not exist for anyone else (404).
    const replyPath = { messageId, replyId: String(reply.body.entityId) };
    expect((await api(home.director, 'communication.deleteReply', { path: replyPath })).status).toBe(404);
    const own = await api(groupParent, 'communication.deleteReply', { path: replyPath });
    expect(own.body.isSuccessful).toBe(true);
  });

  it('is edited only by its sender and deleted for everyone', async () => {
    const { version } = (await api(home.director, 'communication.getMessage', { path: { id: messageId } }))
      .body;
    const refused = await api(home.teacher, 'communication.updateMessage', {
      body: { id: messageId, title: 'x', content: '<p>x</p>', version },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(404);
    const edited = await api(home.director, 'communication.updateMessage', {
      body: { id: messageId, title: 'Здравен преглед (ново време)', content: '<p>В 10:00 ч.</p>', version },
    });
    expect(edited.body.isSuccessful).toBe(true);
    // The queue refreshes the recipients' entries and, after the delete, withdraws them (at once locally).
    await eventually(
      () => inboxOf(groupParent),
      (inbox) => inbox.result.find((m) => m.id === messageId)?.title === 'Здравен преглед (ново време)',
      "the edited title in the parent's inbox",
    );
    await api(home.director, 'communication.deleteMessage', { path: { id: messageId } });
    expect((await api(groupParent, 'communication.getMessage', { path: { id: messageId } })).status).toBe(
      404,
    );
    await eventually(
      () => inboxOf(groupParent),
      (inbox) => !inbox.result.some((m) => m.id === messageId),
      "the deleted message gone from the parent's inbox",
    );
  });
});
