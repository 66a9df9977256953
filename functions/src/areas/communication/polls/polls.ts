import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type Audience, PollListFilter } from '@gradina/shared';
import { PollQuestionType } from '@gradina/shared/manifest/routes/communication/polls';
import { db, tableName } from '../../../platform/db/client';
import { keys } from '../../../platform/db/keys';
import { checkVersion, requireVersion, staleWrite } from '../../../platform/db/versioned-update';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import {
  can,
  createdByOf,
  fieldError,
  isKindergartenManager,
  refused,
  saved,
  type TenantSession,
} from '../common';
import { instantOf } from '../dates';
import { writeAndDeliver } from '../events/events';
import { type CommunicationItem, withdrawAll } from '../fanout/fanout';
import { newId, shortId } from '../ids';
import { counterUpdate, entriesOf, type PollEntry } from '../inbox/inbox';
import { checkRecipients, nameOf, normalizeSpec, type RecipientSpec } from '../recipients/recipients';
import {
  batchGet,
  batchWrite,
  cancellationCodes,
  chunked,
  getItem,
  type Item,
  type Key,
  lookup,
  queryPartition,
  transact,
} from '../store';

type QuestionType = (typeof PollQuestionType)[keyof typeof PollQuestionType];

export interface PollQuestion {
  id: string;
  text: string;
  type: QuestionType;
  options: { id: string; text: string }[];
  isRequired: boolean;
}

export interface PollItem extends CommunicationItem {
  kind: 'POLL';
  question: string;
  description: string;
  questions: PollQuestion[];
  expirationTime: string;
  isAnonymous: boolean;
  votesCount: number;
}

export interface PollInput extends RecipientSpec {
  question: string;
  description?: string | null;
  questions: { text: string; type: QuestionType; options?: string[]; isRequired?: boolean }[];
  expirationTime: string;
  isAnonymous?: boolean;
  /** The version the editor loaded (required when editing). */
  version?: number;
}

export interface Answer {
  questionId: string;
  optionIds: string[];
  text: string | null;
}

export interface VoteItem extends Item {
  pollId: string;
  userId: string;
  voterName: string;
  votedAt: string;
  answers: Answer[];
}

const pollNotFound = () => notFound('Анкетата не е намерена.');

/** Staff who manage polls (see results, export) beyond their author. */
const managesPolls = (session: TenantSession) => can(session, 'Polls', 'update');

export function buildQuestions(input: PollInput['questions']): PollQuestion[] {
  return input.map((q, i) => {
    const options = (q.options ?? []).map((text, n) => ({ id: shortId('o', n), text }));
    if (q.type === PollQuestionType.FreeText) {
      if (options.length > 0)
        throw fieldError(`questions.${i}.options`, 'Въпрос със свободен отговор няма възможни отговори.');
    } else if (options.length < 2) {
      throw fieldError(
        `questions.${i}.options`,
        'Полето "Възможни отговори" трябва да съдържа поне два отговора',
      );
    }
    return { id: shortId('q', i), text: q.text, type: q.type, options, isRequired: q.isRequired ?? true };
  });
}

function expirationOf(text: string, now = Date.now()): string {
  const ms = instantOf(text);
  if (ms <= now) throw fieldError('expirationTime', 'Крайният срок трябва да е в бъдещето.');
  return new Date(ms).toISOString();
}

export async function createPoll(session: TenantSession, input: PollInput) {
  return savePoll(session, input);
}

/** Creates a poll, or (with `pollId`) edits it while nobody has voted: only its author or the management. */
export async function savePoll(session: TenantSession, input: PollInput, pollId?: string) {
  const kg = session.kindergartenId;
  const spec = normalizeSpec(input);
  const questions = buildQuestions(input.questions);
  const expirationTime = expirationOf(input.expirationTime);
  let previous: PollItem | undefined;
  if (pollId) {
    previous = await getItem<PollItem>(keys.communicationItem(kg, 'POLL', pollId), true);
    if (!previous) throw pollNotFound();
    if (previous.votesCount > 0)
      return refused('В анкетата вече има гласове и тя не може да се редактира.', pollId);
    checkVersion(previous, requireVersion(input.version));
  }
  const found = await checkRecipients(session, spec, [keys.user(session.userId)]);
  const id = previous?.id ?? newId();
  const version = (previous?.version ?? 0) + 1;
  const item: PollItem = {
    ...keys.communicationItem(kg, 'POLL', id),
    ...keys.pollsOfKindergarten(kg, expirationTime, id),
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
    spec,
    previous
      ? { version: previous.version, extraCondition: 'votesCount = :zero', extraValues: { ':zero': 0 } }
      : undefined,
  );
  // Someone edited it, or the first vote came, after it was read: the reloaded poll shows which.
  if (!written) throw staleWrite();
  return saved(id);
}

export async function deletePoll(session: TenantSession, pollId: string) {
  const kg = session.kindergartenId;
  const item = await getItem<PollItem>(keys.communicationItem(kg, 'POLL', pollId), true);
  if (!item) throw pollNotFound();
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.communicationItem(kg, 'POLL', pollId),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
  } catch (e) {
    if ((e as Error).name === 'ConditionalCheckFailedException') throw pollNotFound();
    throw e;
  }
  await withdrawAll(kg, 'POLL', pollId);
  const votes = await queryPartition<Key>(keys.pollVote(kg, pollId).PK, 'VOTE#', {
    ProjectionExpression: 'PK, SK',
  });
  await batchWrite([], votes);
  return saved(pollId);
}

const isExpired = (p: PollItem, now = new Date().toISOString()) => p.expirationTime <= now;

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

const visible = (session: TenantSession, p: PollItem, entry: PollEntry | undefined) =>
  !!entry || p.createdBy.id === session.userId || managesPolls(session);

/** Validates answers against the poll's questions. */
export function checkAnswers(
  poll: PollItem,
  raw: { questionId: string; optionIds?: string[]; text?: string | null }[],
): Answer[] {
  const byId = new Map(raw.map((a) => [a.questionId, a]));
  for (const a of raw)
    if (!poll.questions.some((q) => q.id === a.questionId))
      throw badRequest('Отговорът е за въпрос, който не е в анкетата.', [
        { field: 'answers', message: 'Непознат въпрос' },
      ]);
  return poll.questions.map((q, i) => {
    const a = byId.get(q.id);
    const optionIds = [...new Set(a?.optionIds ?? [])];
    const text = a?.text?.trim() || null;
    const field = `answers.${i}`;
    const missing = () => fieldError(field, `Въпросът "${q.text}" е задължителен.`);
    if (q.type === PollQuestionType.FreeText) {
      if (optionIds.length > 0) throw fieldError(field, `Въпросът "${q.text}" е със свободен отговор.`);
      if (q.isRequired && !text) throw missing();
      return { questionId: q.id, optionIds: [], text };
    }
    if (optionIds.some((o) => !q.options.some((x) => x.id === o)))
      throw fieldError(field, `Непознат отговор на въпроса "${q.text}".`);
    if (q.type === PollQuestionType.SingleChoice && optionIds.length > 1)
      throw fieldError(field, `На въпроса "${q.text}" се избира един отговор.`);
    if (q.isRequired && optionIds.length === 0) throw missing();
    return { questionId: q.id, optionIds, text: null };
  });
}

/**
 * One vote per user: the vote marker is put only if absent, in one transaction with the user's entry (must
 * exist: the poll is addressed to them, and not voted yet), their counter and the poll's vote count (which
 * also checks the deadline). A second vote answers 409.
 */
export async function vote(
  session: TenantSession,
  input: { pollId: string; answers: { questionId: string; optionIds?: string[]; text?: string | null }[] },
) {
  const kg = session.kindergartenId;
  const itemKey = keys.communicationItem(kg, 'POLL', input.pollId);
  const entryKey = keys.inboxEntry(kg, session.userId, 'POLL', input.pollId);
  const found = await batchGet([itemKey, entryKey, keys.user(session.userId)], true);
  const poll = lookup<PollItem>(found, itemKey);
  const entry = lookup<PollEntry>(found, entryKey);
  if (!poll || !visible(session, poll, entry)) throw pollNotFound();
  if (!entry) throw forbidden('Анкетата не е адресирана до вас.');
  if (entry.voted) throw conflict('Вече сте гласували в тази анкета.');
  const now = new Date().toISOString();
  if (isExpired(poll, now)) throw conflict('Срокът за гласуване в анкетата е изтекъл.');
  const answers = checkAnswers(poll, input.answers);
  const voteItem: VoteItem = {
    ...keys.pollVote(kg, poll.id, session.userId),
    type: 'PollVote',
    pollId: poll.id,
    userId: session.userId,
    userType: session.role,
    voterName: nameOf(lookup(found, keys.user(session.userId))),
    votedAt: now,
    answers,
  };
  const after: PollEntry = { ...entry, voted: true, rev: entry.rev + 1 };
  try {
    await transact([
      { Put: { TableName: tableName(), Item: voteItem, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Put: {
          TableName: tableName(),
          Item: after,
          ConditionExpression: 'rev = :rev AND voted = :f',
          ExpressionAttributeValues: { ':rev': entry.rev, ':f': false },
        },
      },
      counterUpdate(kg, session.userId, entry, after)!,
      {
        Update: {
          TableName: tableName(),
          Key: itemKey,
          UpdateExpression: 'ADD votesCount :one',
          ConditionExpression: 'attribute_exists(PK) AND expirationTime > :now',
          ExpressionAttributeValues: { ':one': 1, ':now': now },
        },
      },
    ]);
  } catch (e) {
    const codes = cancellationCodes(e);
    if (!codes) throw e;
    if (codes[0] === 'ConditionalCheckFailed') throw conflict('Вече сте гласували в тази анкета.');
    if (codes[3] === 'ConditionalCheckFailed') throw conflict('Срокът за гласуване в анкетата е изтекъл.');
    if (codes[1] === 'ConditionalCheckFailed') throw conflict('Вече сте гласували в тази анкета.');
    throw conflict('Анкетата се промени междувременно. Опитайте отново.');
  }
  return saved(poll.id);
}

export async function votesOf(kindergartenId: string, pollId: string): Promise<VoteItem[]> {
  return queryPartition<VoteItem>(keys.pollVote(kindergartenId, pollId).PK, 'VOTE#');
}

export function resultsOf(poll: PollItem, votes: VoteItem[]) {
  return {
    votesCount: votes.length,
    recipientsCount: Number(poll.recipientsCount ?? 0),
    questions: poll.questions.map((q) => {
      const answers = votes.map((v) => v.answers.find((a) => a.questionId === q.id));
      return {
        questionId: q.id,
        text: q.text,
        type: q.type,
        options: q.options.map((o) => ({
          id: o.id,
          text: o.text,
          votes: answers.filter((a) => a?.optionIds.includes(o.id)).length,
        })),
        textAnswers: answers.flatMap((a) => (a?.text ? [a.text] : [])),
      };
    }),
  };
}

export async function getPoll(session: TenantSession, pollId: string) {
  const kg = session.kindergartenId;
  const itemKey = keys.communicationItem(kg, 'POLL', pollId);
  const entryKey = keys.inboxEntry(kg, session.userId, 'POLL', pollId);
  const voteKey = keys.pollVote(kg, pollId, session.userId);
  const found = await batchGet([itemKey, entryKey, voteKey], true);
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
export async function pollForExport(session: TenantSession, pollId: string) {
  const kg = session.kindergartenId;
  const poll = await getItem<PollItem>(keys.communicationItem(kg, 'POLL', pollId), true);
  if (!poll) throw pollNotFound();
  return { poll, votes: await votesOf(kg, pollId) };
}

async function pollsByIndex(
  kindergartenId: string,
  range: 'active' | 'expired' | 'all',
  now: string,
  filter?: { expression: string; values: Record<string, unknown>; names?: Record<string, string> },
): Promise<PollItem[]> {
  const index = keys.pollsOfKindergarten(kindergartenId);
  const conditions = {
    active: { expr: 'GSI1PK = :pk AND GSI1SK > :now', values: { ':now': now } },
    expired: { expr: 'GSI1PK = :pk AND GSI1SK < :now', values: { ':now': now } },
    all: { expr: 'GSI1PK = :pk', values: {} },
  }[range];
  const out: PollItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: conditions.expr,
        ExpressionAttributeValues: { ':pk': index.GSI1PK, ...conditions.values, ...(filter?.values ?? {}) },
        ...(filter ? { FilterExpression: filter.expression } : {}),
        ...(filter?.names ? { ExpressionAttributeNames: filter.names } : {}),
        ScanIndexForward: range !== 'expired',
        ExclusiveStartKey: start,
      }),
    );
    out.push(...((res.Items ?? []) as PollItem[]));
    start = res.LastEvaluatedKey;
  } while (start);
  return out;
}

async function pollEntries(session: TenantSession, ids: string[]): Promise<Map<string, PollEntry>> {
  const out = new Map<string, PollEntry>();
  for (const part of chunked(ids, 100)) {
    const found = await batchGet(
      part.map((id) => keys.inboxEntry(session.kindergartenId, session.userId, 'POLL', id)),
    );
    for (const item of found.values()) out.set(String(item.itemId), item as unknown as PollEntry);
  }
  return out;
}

/**
 * Polls by the spec's filter, ordered by expiration time: Active (not expired; soonest first), Answered
 * (voted), Mine (created by the user), Expired (latest first). Parents see only polls addressed to them.
 */
export async function listPolls(
  session: TenantSession,
  query: { type?: PollListFilter; PageNumber?: number; PageSize?: number },
) {
  const kg = session.kindergartenId;
  const now = new Date().toISOString();
  const type = query.type ?? PollListFilter.Active;
  let rows: { poll: PollItem; entry: PollEntry | undefined }[];
  if (type === PollListFilter.Answered) {
    const voted = await entriesOf<PollEntry>(kg, session.userId, 'POLL', {
      expression: 'voted = :t',
      values: { ':t': true },
    });
    const found = await batchGet(voted.map((e) => keys.communicationItem(kg, 'POLL', e.itemId)));
    rows = voted
      .map((entry) => ({
        entry,
        poll: lookup<PollItem>(found, keys.communicationItem(kg, 'POLL', entry.itemId))!,
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
    const entries = await pollEntries(
      session,
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
