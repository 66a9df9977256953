import type { PollQuestionType } from '@gradina/shared/manifest/routes/communication/polls';
import { batchWrite, type Condition, deleteIfExists, queryAll, tableName } from '../../../platform/db';
import { tenantPrefix } from '../../../platform/db/keys';
import type { Item } from '../collections';
import type { CommunicationItem } from '../fanout/items';
import { itemKeys } from '../fanout/items';
import type { PollEntry } from '../inbox/entries';
import { cancellationCodes, counterUpdate, transactItems } from '../inbox/items';

/** A poll's votes (on the poll's partition) and the kindergarten's polls by expiration. Keys from the session's kindergarten only. */
export const pollKeys = {
  /** One vote per user and poll: the marker is put only if absent. */
  pollVote: (kindergartenId: string, pollId: string, userId?: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#POLL#${pollId}`,
    SK: `VOTE#${userId ?? ''}`,
  }),
  /** GSI1 on a poll: the kindergarten's polls by expiration time. */
  pollsOfKindergarten: (kindergartenId: string, expirationTime?: string, pollId?: string) => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#POLLS`,
    GSI1SK: expirationTime !== undefined ? `${expirationTime}#${pollId ?? ''}` : '',
  }),
} as const;

/** A poll (the kindergarten's item partition) and its votes (one item per voter on the same partition). */

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

export const votesOf = (kindergartenId: string, pollId: string) =>
  queryAll<VoteItem>({ partition: pollKeys.pollVote(kindergartenId, pollId).PK, beginsWith: 'VOTE#' });

/** Deletes the poll item; false when there was none. */
export const deletePollItem = (kindergartenId: string, pollId: string) =>
  deleteIfExists(itemKeys.communicationItem(kindergartenId, 'POLL', pollId));

/** Deletes every vote of a deleted poll. */
export async function deleteVotes(kindergartenId: string, pollId: string): Promise<void> {
  const votes = await queryAll<{ PK: string; SK: string }>({
    partition: pollKeys.pollVote(kindergartenId, pollId).PK,
    beginsWith: 'VOTE#',
    attributes: ['PK', 'SK'],
  });
  await batchWrite({ deletes: votes });
}

/**
 * The kindergarten's polls on the index by expiration time: active (not expired yet; soonest first),
 * expired (latest first) or all.
 */
export function pollsByIndex(
  kindergartenId: string,
  range: 'active' | 'expired' | 'all',
  now: string,
  filter?: Condition,
): Promise<PollItem[]> {
  const partition = pollKeys.pollsOfKindergarten(kindergartenId).GSI1PK;
  // Sort keys are `<expirationTime>#<pollId>`, so one that expires exactly now sorts after `now` (active).
  const between = { active: [now, '\uffff'], expired: ['0', now], all: undefined }[range] as
    | [string, string]
    | undefined;
  return queryAll<PollItem>({
    index: 'GSI1',
    partition,
    ...(between ? { between } : {}),
    filter,
    descending: range === 'expired',
  });
}

/**
 * Writes a vote in one transaction: the vote marker (only if absent), the voter's entry (still on the
 * revision read and not voted), their counter, and the poll's vote count (the poll exists and has not
 * expired). Answers the cancellation codes when it was refused, in that order.
 */
export async function writeVote(
  voteItem: VoteItem,
  entry: PollEntry,
  now: string,
): Promise<string[] | undefined> {
  const after: PollEntry = { ...entry, voted: true, rev: entry.rev + 1 };
  try {
    await transactItems([
      { Put: { TableName: tableName(), Item: voteItem, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Put: {
          TableName: tableName(),
          Item: after,
          ConditionExpression: 'rev = :rev AND voted = :f',
          ExpressionAttributeValues: { ':rev': entry.rev, ':f': false },
        },
      },
      counterUpdate(entry.kindergartenId, entry.userId, entry, after)!,
      {
        Update: {
          TableName: tableName(),
          Key: itemKeys.communicationItem(entry.kindergartenId, 'POLL', voteItem.pollId),
          UpdateExpression: 'ADD votesCount :one',
          ConditionExpression: 'attribute_exists(PK) AND expirationTime > :now',
          ExpressionAttributeValues: { ':one': 1, ':now': now },
        },
      },
    ]);
    return undefined;
  } catch (e) {
    const codes = cancellationCodes(e);
    if (!codes) throw e;
    return codes;
  }
}
