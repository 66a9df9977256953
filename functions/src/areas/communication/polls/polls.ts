import { type Audience, PollListFilter } from '@gradina/shared';
import type { PollQuestionType } from '@gradina/shared/manifest/routes/communication/polls';
import { keys } from '../../../platform/db/keys';
import { checkVersion, requireVersion, staleWrite } from '../../../platform/db/versioned-update';
import { invalidField, notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { lookup, readMany } from '../collections';
import { createdByOf, isKindergartenManager, refused, saved } from '../common';
import { instantOf } from '../dates';
import { itemKeys, readItem } from '../fanout/items';
import { queueWithdraw, writeAndDeliver } from '../fanout/publish';
import { newId } from '../ids';
import type { PollEntry } from '../inbox/entries';
import { entriesByItem, entriesOf, inboxKeys } from '../inbox/items';
import { checkRecipients, nameOf, normalizeSpec, type RecipientSpec } from '../recipients/recipients';
import { deletePollItem, type PollItem, pollKeys, pollsByIndex, type VoteItem, votesOf } from './items';
import { buildQuestions, resultsOf } from './questions';

export interface PollInput extends RecipientSpec {
  question: string;
  description?: string | null;
  questions: { text: string; type: PollQuestionType; options?: string[]; isRequired?: boolean }[];
  expirationTime: string;
  isAnonymous?: boolean;
  /** The version the editor loaded (required when editing). */
  version?: number;
}

export const pollNotFound = () => notFound('Анкетата не е намерена.');

/** Staff who manage polls (see results, export) beyond their author. */
const managesPolls = (session: TenantRouteSession) => session.can('Polls', 'update');

function expirationOf(text: string, now = Date.now()): string {
  const ms = instantOf(text);
  if (ms <= now) throw invalidField('expirationTime', 'Крайният срок трябва да е в бъдещето.');
  return new Date(ms).toISOString();
}

/** Creates a poll, or (with `pollId`) edits it while nobody has voted: only its author or the management. */
export async function savePoll(
  session: TenantRouteSession,
  input: PollInput,
  pollId?: string,
  /** The poll as the pipeline's object check read it (consistently): not read again. */
  loaded?: PollItem,
) {
  const kg = session.kindergartenId;
  const spec = normalizeSpec(input);
  const questions = buildQuestions(input.questions);
  const expirationTime = expirationOf(input.expirationTime);
  let previous: PollItem | undefined;
  if (pollId) {
    previous = loaded ?? (await readItem<PollItem>(itemKeys.communicationItem(kg, 'POLL', pollId)));
    if (!previous) throw pollNotFound();
    if (previous.votesCount > 0)
      return refused('В анкетата вече има гласове и тя не може да се редактира.', pollId);
    checkVersion(previous, requireVersion(input.version));
  }
  // An edit keeps the poll's author: only a new poll reads the author's name.
  const found = await checkRecipients(session, spec, previous ? [] : [keys.user(session.userId)]);
  const id = previous?.id ?? newId();
  const version = (previous?.version ?? 0) + 1;
  const item: PollItem = {
    ...itemKeys.communicationItem(kg, 'POLL', id),
    ...pollKeys.pollsOfKindergarten(kg, expirationTime, id),
    type: 'Poll',
    kind: 'POLL',
    id,
    kindergartenId: kg,
    version,
    title: input.question,
    question: input.question,
    description: input.description ?? '',
    questions,
    expirationTime,
    isAnonymous: input.isAnonymous ?? false,
    votesCount: 0,
    recipients: spec,
    recipientsCount: previous?.recipientsCount ?? null,
    createdBy: previous?.createdBy ?? createdByOf(session, nameOf(lookup(found, keys.user(session.userId)))),
    creationTime: previous?.creationTime ?? new Date().toISOString(),
    modificationTime: previous ? new Date().toISOString() : null,
  };
  const written = await writeAndDeliver(
    item,
    previous ? { version: previous.version, extra: { equals: { votesCount: 0 } } } : undefined,
  );
  // Someone edited it, or the first vote came, after it was read: the reloaded poll shows which.
  if (!written) throw staleWrite();
  return saved(id);
}

export async function deletePoll(session: TenantRouteSession, pollId: string) {
  const kg = session.kindergartenId;
  if (!(await deletePollItem(kg, pollId))) throw pollNotFound();
  // A consumer withdraws it from every inbox and removes its votes.
  await queueWithdraw(kg, 'POLL', pollId);
  return saved(pollId);
}

export const isExpired = (p: PollItem, now = new Date().toISOString()) => p.expirationTime <= now;

function overview(p: PollItem, entry: PollEntry | undefined, now: string) {
  const expired = isExpired(p, now);
  return {
    id: p.id,
    question: p.question,
    description: p.description,
    expirationTime: p.expirationTime,
    creationTime: p.creationTime,
    createdBy: p.createdBy,
    canVote: !!entry && !entry.voted && !expired,
    hasVoted: entry?.voted ?? false,
    isExpired: expired,
  };
}

export const visible = (session: TenantRouteSession, p: PollItem, entry: PollEntry | undefined) =>
  !!entry || p.createdBy.id === session.userId || managesPolls(session);

export async function getPoll(session: TenantRouteSession, pollId: string) {
  const kg = session.kindergartenId;
  const itemKey = itemKeys.communicationItem(kg, 'POLL', pollId);
  const entryKey = inboxKeys.inboxEntry(kg, session.userId, 'POLL', pollId);
  const voteKey = pollKeys.pollVote(kg, pollId, session.userId);
  const found = await readMany([itemKey, entryKey, voteKey], true);
  const poll = lookup<PollItem>(found, itemKey);
  const entry = lookup<PollEntry>(found, entryKey);
  if (!poll || !visible(session, poll, entry)) throw pollNotFound();
  const mine = lookup<VoteItem>(found, voteKey);
  const isAuthor = poll.createdBy.id === session.userId;
  const results = isAuthor || managesPolls(session) ? resultsOf(poll, await votesOf(kg, pollId)) : null;
  return {
    ...overview(poll, entry, new Date().toISOString()),
    audience: (poll.recipients.audience ?? null) as Audience | null,
    groupIds: poll.recipients.groupIds ?? [],
    isAnonymous: poll.isAnonymous,
    questions: poll.questions,
    myAnswers: mine ? mine.answers : null,
    canEdit: (isAuthor || isKindergartenManager(session)) && poll.votesCount === 0,
    results,
    version: poll.version,
  };
}

/** A poll the caller may export (author or poll managers; the route needs the Polls update right). */
export async function pollForExport(session: TenantRouteSession, pollId: string) {
  const kg = session.kindergartenId;
  const poll = await readItem<PollItem>(itemKeys.communicationItem(kg, 'POLL', pollId));
  if (!poll) throw pollNotFound();
  return { poll, votes: await votesOf(kg, pollId) };
}

/**
 * Polls by the spec's filter, ordered by expiration time: Active (not expired; soonest first), Answered
 * (voted), Mine (created by the user), Expired (latest first). Parents see only polls addressed to them.
 */
export async function listPolls(
  session: TenantRouteSession,
  query: { type?: PollListFilter; PageNumber?: number; PageSize?: number },
) {
  const kg = session.kindergartenId;
  const now = new Date().toISOString();
  const type = query.type ?? PollListFilter.Active;
  let rows: { poll: PollItem; entry: PollEntry | undefined }[];
  if (type === PollListFilter.Answered) {
    const voted = await entriesOf<PollEntry>(kg, session.userId, 'POLL', {
      equals: { voted: true },
    });
    const found = await readMany(voted.map((e) => itemKeys.communicationItem(kg, 'POLL', e.itemId)));
    rows = voted
      .map((entry) => ({
        entry,
        poll: lookup<PollItem>(found, itemKeys.communicationItem(kg, 'POLL', entry.itemId))!,
      }))
      .filter((r) => r.poll)
      .sort((a, b) => b.poll.expirationTime.localeCompare(a.poll.expirationTime));
  } else {
    const polls =
      type === PollListFilter.Mine
        ? await pollsByIndex(kg, 'all', now, {
            expression: '#cb.#id = :me',
            values: { ':me': session.userId },
            names: { '#cb': 'createdBy', '#id': 'id' },
          })
        : await pollsByIndex(kg, type === PollListFilter.Expired ? 'expired' : 'active', now);
    const entries = await entriesByItem<PollEntry>(
      kg,
      session.userId,
      'POLL',
      polls.map((p) => p.id),
    );
    rows = polls
      .map((poll) => ({ poll, entry: entries.get(poll.id) }))
      .filter((r) => visible(session, r.poll, r.entry));
  }
  const size = query.PageSize ?? 20;
  const page = query.PageNumber ?? 1;
  return {
    result: rows.slice((page - 1) * size, page * size).map((r) => overview(r.poll, r.entry, now)),
    rowsCount: rows.length,
  };
}
