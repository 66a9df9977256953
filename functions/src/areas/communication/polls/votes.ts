import { keys } from '../../../platform/db/keys';
import { conflict, forbidden } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { lookup, readMany } from '../collections';
import { saved } from '../common';
import { itemKeys } from '../fanout/items';
import type { PollEntry } from '../inbox/entries';
import { inboxKeys } from '../inbox/items';
import { nameOf } from '../recipients/recipients';
import { type PollItem, pollKeys, type VoteItem, writeVote } from './items';
import { isExpired, pollNotFound, visible } from './polls';
import { checkAnswers } from './questions';

/**
 * One vote per user: the vote marker is put only if absent, in one transaction with the user's entry (must
 * exist: the poll is addressed to them, and not voted yet), their counter and the poll's vote count (which
 * also checks the deadline). A second vote answers 409.
 */
export async function vote(
  session: TenantRouteSession,
  input: { pollId: string; answers: { questionId: string; optionIds?: string[]; text?: string | null }[] },
) {
  const kg = session.kindergartenId;
  const itemKey = itemKeys.communicationItem(kg, 'POLL', input.pollId);
  const entryKey = inboxKeys.inboxEntry(kg, session.userId, 'POLL', input.pollId);
  const found = await readMany([itemKey, entryKey, keys.user(session.userId)], true);
  const poll = lookup<PollItem>(found, itemKey);
  const entry = lookup<PollEntry>(found, entryKey);
  if (!poll || !visible(session, poll, entry)) throw pollNotFound();
  if (!entry) throw forbidden('Анкетата не е адресирана до вас.');
  if (entry.voted) throw conflict('Вече сте гласували в тази анкета.');
  const now = new Date().toISOString();
  if (isExpired(poll, now)) throw conflict('Срокът за гласуване в анкетата е изтекъл.');
  const answers = checkAnswers(poll, input.answers);
  const voteItem: VoteItem = {
    ...pollKeys.pollVote(kg, poll.id, session.userId),
    type: 'PollVote',
    pollId: poll.id,
    userId: session.userId,
    userType: session.role,
    voterName: nameOf(lookup(found, keys.user(session.userId))),
    votedAt: now,
    answers,
  };
  const codes = await writeVote(voteItem, entry, now);
  if (codes) {
    if (codes[0] === 'ConditionalCheckFailed') throw conflict('Вече сте гласували в тази анкета.');
    if (codes[3] === 'ConditionalCheckFailed') throw conflict('Срокът за гласуване в анкетата е изтекъл.');
    if (codes[1] === 'ConditionalCheckFailed') throw conflict('Вече сте гласували в тази анкета.');
    throw conflict('Анкетата се промени междувременно. Опитайте отново.');
  }
  return saved(poll.id);
}
