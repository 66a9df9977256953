import { randomUUID } from 'node:crypto';
import {
  type AgeGroup,
  type EducationalArea,
  parseTopicSetId,
  topicSetId,
} from '@gradina/shared/education/education';
import type {
  PublisherRow,
  TopicSet,
  TopicSetRow,
} from '@gradina/shared/manifest/routes/planning/publishers';
import { educationKeys } from '../../../domain/education/keys';
import { byBulgarianName, pageOf, transact } from '../../../platform/db';
import { staleWrite } from '../../../platform/db/versioned-update';
import { sheetRows } from '../../../platform/documents/sheet-rows';
import { badRequest, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import {
  type PublisherItem,
  publisherCountsOp,
  putSetOp,
  readPublisher,
  readPublishers,
  readSetWithPublisher,
  setKey,
  setsOfPublisher,
  type TopicSetItem,
} from './items';
import { parseTopicsSheet } from './topics-sheet';

/**
 * The national publishers and their topic sets (issue #30), kept by the Master. Lists: one Query of the
 * publishers. A set: one BatchGet with its publisher. A save or an upload: one transaction with the
 * publisher's counts, conditioned on the versions read, so nothing is half-written.
 */

const publisherMissing = 'Издателството не е намерено.';
const setMissing = 'Наборът от теми не е намерен.';

const rowOf = (p: PublisherItem): PublisherRow => ({
  id: p.id,
  name: p.name,
  topicSets: Object.values(p.sets ?? {}).filter((n) => n > 0).length,
  version: p.version,
});

export async function publisherRows(name?: string): Promise<PublisherRow[]> {
  const needle = name?.trim().toLocaleLowerCase('bg');
  return (await readPublishers())
    .filter((p) => !needle || p.name.toLocaleLowerCase('bg').includes(needle))
    .sort(byBulgarianName)
    .map(rowOf);
}

export const publisherOptions = async () => (await publisherRows()).map(({ id, name }) => ({ id, name }));

export async function publisherPage(q: {
  name?: string | undefined;
  PageNumber?: number;
  PageSize?: number;
}) {
  return pageOf(await publisherRows(q.name), q.PageNumber ?? 1, q.PageSize ?? 20);
}

export async function savePublisher(body: {
  id?: string | undefined;
  name: string;
  version?: number | undefined;
}) {
  const all = await readPublishers();
  const same = all.find(
    (p) => p.id !== body.id && p.name.toLocaleLowerCase('bg') === body.name.toLocaleLowerCase('bg'),
  );
  if (same) throw invalidField('name', `Издателство „${body.name}“ вече има.`);
  if (!body.id) {
    const id = randomUUID();
    await transact([
      {
        put: { ...educationKeys.publisher(id), type: 'Publisher', id, name: body.name, sets: {}, version: 1 },
        condition: { absent: true },
      },
    ]);
    return saved(id);
  }
  const current = all.find((p) => p.id === body.id);
  if (!current) throw notFound(publisherMissing);
  if (body.version !== undefined && body.version !== current.version) throw staleWrite();
  await transact(
    [
      {
        update: educationKeys.publisher(current.id),
        changes: { set: { name: body.name, version: current.version + 1 } },
        condition: { equals: { version: current.version } },
      },
    ],
    () => staleWrite(),
  );
  return saved(current.id);
}

/** The publisher and its sets in one transaction (at most 29 items). Plans keep their own copy of topics. */
export async function deletePublisher(id: string) {
  const [publisher, sets] = await Promise.all([readPublisher(id), setsOfPublisher(id)]);
  if (!publisher) throw notFound(publisherMissing);
  await transact(
    [
      { delete: educationKeys.publisher(id) },
      ...sets.map((s) => ({ delete: educationKeys.topicSet(id, s.ageGroup, s.area) })),
    ],
    'Издателството е променено междувременно. Опитайте отново.',
  );
  return saved(id);
}

interface SetFilters {
  publisherId?: string | undefined;
  ageGroup?: number | undefined;
  area?: number | undefined;
}

/** The sets as rows, from the publishers' counts alone (one Query). */
export async function topicSetRows(f: SetFilters): Promise<TopicSetRow[]> {
  const rows: TopicSetRow[] = [];
  for (const p of (await readPublishers()).sort(byBulgarianName)) {
    if (f.publisherId && p.id !== f.publisherId) continue;
    for (const [key, count] of Object.entries(p.sets ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
      const [ageGroup, area] = key.split('.').map(Number) as [AgeGroup, EducationalArea];
      if (count === 0 || (f.ageGroup && ageGroup !== f.ageGroup) || (f.area && area !== f.area)) continue;
      rows.push({
        id: topicSetId(p.id, ageGroup, area),
        publisherId: p.id,
        publisherName: p.name,
        ageGroup,
        area,
        topicsCount: count,
      });
    }
  }
  return rows;
}

export async function topicSetPage(q: SetFilters & { PageNumber?: number; PageSize?: number }) {
  return pageOf(await topicSetRows(q), q.PageNumber ?? 1, q.PageSize ?? 20);
}

/** A set by its id; a set never written yet answers empty (version 0), so the editor can start it. */
export async function topicSet(id: string): Promise<TopicSet> {
  const parsed = parseTopicSetId(id);
  if (!parsed) throw notFound(setMissing);
  const { publisher, set } = await readSetWithPublisher(parsed.publisherId, parsed.ageGroup, parsed.area);
  if (!publisher) throw notFound(publisherMissing);
  return {
    id,
    publisherId: publisher.id,
    publisherName: publisher.name,
    ageGroup: parsed.ageGroup,
    area: parsed.area,
    topics: set?.topics ?? [],
    version: set?.version ?? 0,
  };
}

export async function saveTopicSet(body: {
  publisherId: string;
  ageGroup: AgeGroup;
  area: EducationalArea;
  topics: { id?: string | undefined; title: string; expectedResults?: string | undefined }[];
  version?: number | undefined;
}) {
  const { publisher, set } = await readSetWithPublisher(body.publisherId, body.ageGroup, body.area);
  if (!publisher) throw invalidField('publisherId', publisherMissing);
  const version = set?.version ?? 0;
  if (body.version !== undefined && body.version !== version) throw staleWrite();
  const next: TopicSetItem = {
    publisherId: publisher.id,
    ageGroup: body.ageGroup,
    area: body.area,
    topics: body.topics.map((t) => ({
      id: t.id ?? randomUUID(),
      title: t.title,
      expectedResults: t.expectedResults ?? '',
    })),
    version: version + 1,
  };
  await transact(
    [
      { ...putSetOp(next), condition: set ? { equals: { version } } : { absent: true } },
      publisherCountsOp(publisher, {
        ...publisher.sets,
        [setKey(body.ageGroup, body.area)]: next.topics.length,
      }),
    ],
    () => staleWrite(),
  );
  return saved(topicSetId(publisher.id, body.ageGroup, body.area));
}

export async function deleteTopicSet(id: string) {
  const parsed = parseTopicSetId(id);
  if (!parsed) throw notFound(setMissing);
  const { publisher, set } = await readSetWithPublisher(parsed.publisherId, parsed.ageGroup, parsed.area);
  if (!publisher || !set) throw notFound(setMissing);
  const { [setKey(parsed.ageGroup, parsed.area)]: _gone, ...rest } = publisher.sets;
  await transact(
    [
      { delete: educationKeys.topicSet(publisher.id, parsed.ageGroup, parsed.area) },
      publisherCountsOp(publisher, rest),
    ],
    () => staleWrite(),
  );
  return saved(id);
}

/**
 * The upload: the file's sets replace the publisher's sets of the same age group and area, every one in a
 * single transaction with the publisher's counts (at most 28 sets + 1), or nothing when a row is wrong. The
 * publisher's version guards the whole: a set saved meanwhile changed it, and the upload answers 409.
 */
export async function uploadTopics(body: {
  publisherId: string;
  file: { data: Uint8Array; truncated: boolean };
}) {
  if (body.file.truncated) throw invalidField('file', 'Файлът е твърде голям.');
  const [publisher, stored] = await Promise.all([
    readPublisher(body.publisherId),
    setsOfPublisher(body.publisherId),
  ]);
  if (!publisher) throw invalidField('publisherId', publisherMissing);
  const versions = new Map(stored.map((s) => [setKey(s.ageGroup, s.area), s.version]));
  const rows = await sheetRows(body.file.data);
  if (rows === null) throw invalidField('file', 'Файлът не е Excel работна книга (.xlsx).');
  const outcome = parseTopicsSheet(rows);
  if ('errors' in outcome) throw badRequest(outcome.errors[0]!.message, outcome.errors);
  const counts = { ...publisher.sets };
  const ops = outcome.sets.map((s) => {
    counts[setKey(s.ageGroup, s.area)] = s.topics.length;
    return putSetOp({
      publisherId: publisher.id,
      ageGroup: s.ageGroup,
      area: s.area,
      topics: s.topics.map((t) => ({ id: randomUUID(), ...t })),
      version: (versions.get(setKey(s.ageGroup, s.area)) ?? 0) + 1,
    });
  });
  await transact([...ops, publisherCountsOp(publisher, counts)], () => staleWrite());
  const topics = outcome.sets.reduce((n, s) => n + s.topics.length, 0);
  return { ...saved(publisher.id), topics, sets: outcome.sets.length };
}
