import type { Topic } from '@gradina/shared/manifest/routes/planning/publishers';
import { educationKeys } from '../../../domain/education/keys';
import { batchGet, getItem, queryAll, type TransactOp } from '../../../platform/db';

/**
 * The publishers' items (docs/data-model.md, "Education"): the national list `EDU#PUBLISHERS` (one Query;
 * each publisher carries the topics count of each of its sets, so the lists need no second read) and one
 * item per set of topics under the publisher. A save writes the set and the publisher's counts together.
 */
export interface PublisherItem {
  id: string;
  name: string;
  /** Topics per set, by `<age>.<area>`. */
  sets: Record<string, number>;
  version: number;
}

export interface TopicSetItem {
  publisherId: string;
  ageGroup: number;
  area: number;
  topics: Topic[];
  version: number;
}

export const setKey = (ageGroup: number, area: number) => `${ageGroup}.${area}`;

export const readPublishers = () =>
  queryAll<PublisherItem>({ partition: educationKeys.publisher('').PK, beginsWith: 'PUBLISHER#' });

export const readPublisher = (id: string) =>
  getItem<PublisherItem>(educationKeys.publisher(id), { consistent: true });

/** A set and its publisher: one BatchGet. */
export async function readSetWithPublisher(publisherId: string, ageGroup: number, area: number) {
  const items = await batchGet<Record<string, unknown>>([
    educationKeys.publisher(publisherId),
    educationKeys.topicSet(publisherId, ageGroup, area),
  ]);
  return {
    publisher: items.find((i) => String(i.SK).startsWith('PUBLISHER#')) as PublisherItem | undefined,
    set: items.find((i) => String(i.SK).startsWith('TOPICS#')) as TopicSetItem | undefined,
  };
}

/** Every set of a publisher (one Query of its partition; at most 28 items). */
export const setsOfPublisher = (publisherId: string) =>
  queryAll<TopicSetItem>({ partition: educationKeys.topicSet(publisherId, 0, 0).PK, beginsWith: 'TOPICS#' });

export const putSetOp = (set: TopicSetItem): TransactOp => ({
  put: { ...educationKeys.topicSet(set.publisherId, set.ageGroup, set.area), type: 'TopicSet', ...set },
});

/** The publisher's new counts, written while it still has the version read (409 otherwise). */
export const publisherCountsOp = (p: PublisherItem, sets: Record<string, number>): TransactOp => ({
  update: educationKeys.publisher(p.id),
  changes: { set: { sets, version: p.version + 1 } },
  condition: { equals: { version: p.version } },
});
