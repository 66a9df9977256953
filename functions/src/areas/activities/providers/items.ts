import type {
  ActivityItem,
  EnrollmentItem,
  KindergartenWithActivitiesItem,
  ProviderItem,
} from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import {
  batchGet,
  getItem,
  keys,
  putItem,
  queryAll,
  staleWrite,
  transact,
  updateItem,
} from '../../../platform/db';
import { conflict, notFound } from '../../../platform/http/errors';

/**
 * The providers' items and every request this feature makes (docs/areas/activity-providers.md):
 * `PROVIDER#<id>` / `PROFILE` with GSI1 `PROVIDERS` / `<lower-case name>#<id>` (the directory: one Query),
 * the kindergarten's activities (`KG#<kg>#ACTIVITIES`: one Query), a child's enrolments (GSI1 per child)
 * and the kindergartens-with-activities markers (`ACTIVITY_KINDERGARTENS`: one Query) joined with the
 * kindergartens' names (one BatchGet).
 */

export const providerNotFound = 'Доставчикът не е намерен.';
export const providerInUse = 'Доставчикът има дейности и не може да бъде изтрит.';

const sortName = (name: string) => name.trim().toLocaleLowerCase('bg');

const indexed = (item: ProviderItem) => ({
  ...item,
  ...activityKeys.provider(item.id),
  ...activityKeys.providerDirectory(sortName(item.name), item.id),
});

export const readProvider = (id: string) =>
  getItem<ProviderItem>(activityKeys.provider(id), { consistent: true });

export async function providerOrNotFound(id: string): Promise<ProviderItem> {
  const item = await readProvider(id);
  if (!item) throw notFound(providerNotFound);
  return item;
}

/** Every provider by name: one Query of the directory. */
export const allProviders = () =>
  queryAll<ProviderItem>({ index: 'GSI1', partition: activityKeys.providerDirectory().GSI1PK });

export const createProvider = (item: ProviderItem) => putItem(indexed(item), { absent: true });

/**
 * Replaces a provider while it has the version and the configuration the editor's save read (a webhook
 * test finishing in between changes the configuration: the save is answered 409 and read again).
 */
export async function replaceProvider(item: ProviderItem, expected: number, configuration: number) {
  await transact(
    [
      {
        put: indexed(item),
        condition: { exists: true, equals: { version: expected, configuration } },
      },
    ],
    () => staleWrite(),
  );
}

/** Deletes a provider no activity uses (409 while `usedBy` > 0). */
export async function deleteProvider(id: string) {
  await transact(
    [
      {
        delete: activityKeys.provider(id),
        condition: {
          exists: true,
          expression: 'attribute_not_exists(#u) OR #u <= :zero',
          names: { '#u': 'usedBy' },
          values: { ':zero': 0 },
        },
      },
    ],
    () => conflict(providerInUse),
  );
}

/**
 * Sets the configuration (and error) while the provider still has the flags and the secret read: a save of
 * a new КИН or secret meanwhile wins, and this write is dropped (false).
 */
export async function setConfiguration(
  current: Pick<ProviderItem, 'id' | 'configuration' | 'sealedSecret' | 'min'>,
  configuration: number,
  configurationError: string | null,
): Promise<boolean> {
  try {
    await updateItem(
      activityKeys.provider(current.id),
      { set: { configuration, configurationError } },
      {
        exists: true,
        // The credentials as read (absent ones: no test runs without them, a reset needs no check).
        equals: {
          configuration: current.configuration,
          ...(current.sealedSecret ? { sealedSecret: current.sealedSecret } : {}),
          ...(current.min ? { min: current.min } : {}),
        },
      },
    );
    return true;
  } catch (e) {
    if ((e as Error).name === 'ConditionalCheckFailedException') return false;
    throw e;
  }
}

/** A fresh INVOICE number of the provider's merchant account (ADD 1: never given twice). */
export async function nextInvoice(providerId: string): Promise<number> {
  const after = await updateItem<ProviderItem>(
    activityKeys.provider(providerId),
    { add: { lastInvoice: 1 } },
    { exists: true },
  );
  return Number(after.lastInvoice);
}

/** The kindergarten's activities: one Query of its activities partition. */
export const activitiesOf = (kindergartenId: string) =>
  queryAll<ActivityItem>({
    partition: activityKeys.activity(kindergartenId, '').PK,
    beginsWith: 'ACTIVITY#',
    attributes: ['id', 'name', 'providerId', 'providerName', 'enrolledCount'],
  });

/** A child's enrolments (open and closed): one Query of GSI1. */
export function enrollmentsOfChild(kindergartenId: string, childId: string) {
  const index = activityKeys.activitiesOfChild(kindergartenId, childId);
  return queryAll<EnrollmentItem>({
    index: 'GSI1',
    partition: index.GSI1PK,
    beginsWith: index.GSI1SK,
    attributes: ['activityId', 'activityName', 'providerId', 'childId', 'periods'],
  });
}

/** Providers by id (one BatchGet). */
export const providersByIds = (ids: readonly string[]) =>
  ids.length ? batchGet<ProviderItem>(ids.map((id) => activityKeys.provider(id))) : Promise.resolve([]);

/** The kindergartens with activities and their names: one Query and one BatchGet. */
export async function kindergartensWithActivities() {
  const markers = (
    await queryAll<KindergartenWithActivitiesItem>({ partition: 'ACTIVITY_KINDERGARTENS', beginsWith: 'KG#' })
  ).filter((m) => Number(m.activitiesCount) > 0);
  const kindergartens = markers.length
    ? await batchGet<{ id: string; name: string }>(markers.map((m) => keys.kindergarten(m.kindergartenId)))
    : [];
  const names = new Map(kindergartens.map((k) => [String(k.id), k.name]));
  return markers.map((m) => ({
    kindergartenId: m.kindergartenId,
    kindergartenName: names.get(m.kindergartenId) ?? '',
    activitiesCount: Number(m.activitiesCount),
  }));
}
