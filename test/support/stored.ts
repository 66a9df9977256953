import { boardKeys } from '../../functions/src/areas/communication/board/items';
import {
  db,
  deleteItem,
  getItem,
  type Key,
  keys,
  putItem,
  queryAll,
  tableName,
  updateItem,
} from '../../functions/src/platform/db';
import { seedAccessDemo } from '../../infra/local/demo/access-demo';
import { saveAll, type World } from '../../infra/local/demo/builders';
import { buildDemoWorld } from '../../infra/local/demo/seed';

/**
 * The few reads and writes of the table the API suites need because no route shows or sets that state: a
 * stored hash, an item a refusal must not have written, a setting no screen edits yet. All go through the
 * data kit; a test file never builds a DynamoDB request itself (test/api/conventions.test.ts checks it).
 */

/** One item as stored (a consistent read), or undefined: for "this refusal left nothing behind". */
export const storedItem = (key: Key) => getItem(key, { consistent: true });

/** Every item in a user's partition, to prove a refused or declined call wrote nothing there. */
export const userPartition = (userId: string) =>
  queryAll({ partition: keys.user(userId).PK, consistent: true });

/** The sessions a user holds (the sessions index), to prove they all ended. */
export const sessionsOfUser = (userId: string) =>
  queryAll({ index: 'GSI1', partition: keys.sessionsOfUser(userId).GSI1PK });

/** The staff items of a kindergarten. */
export const staffOfKindergarten = (kindergartenId: string) =>
  queryAll({ partition: keys.staffMember(kindergartenId, '').PK });

/** The group items of a kindergarten. */
export const groupsOfKindergarten = (kindergartenId: string) =>
  queryAll({ partition: keys.group(kindergartenId, '').PK, beginsWith: keys.group(kindergartenId, '').SK });

/** The school years of a kindergarten as stored. */
export const schoolYearsOfKindergarten = (kindergartenId: string) =>
  queryAll({ partition: keys.schoolYear(kindergartenId, '').PK, beginsWith: 'PERIOD#' });

/** The children-of-parent index entries of a parent in one kindergarten. */
export function childrenOfParent(parentUserId: string, kindergartenId: string) {
  const index = keys.childrenOfParent(parentUserId, kindergartenId);
  return queryAll({ index: 'GSI1', partition: index.GSI1PK, beginsWith: index.GSI1SK });
}

/** The child items of a group (the group's children index), to pick a child no parent of a suite has. */
export function childrenOfGroup(kindergartenId: string, groupId: string) {
  return queryAll({ index: 'GSI1', partition: keys.childrenOfGroup(kindergartenId, groupId).GSI1PK });
}

/** A shortcut of the group form (`kindergartens.saveGroup`) for suites that only need a teacher on a group. */
export async function addGroupTeacher(kindergartenId: string, groupId: string, userId: string) {
  const key = keys.group(kindergartenId, groupId);
  const group = await storedItem(key);
  const teacherIds = (group?.teacherIds as string[] | undefined) ?? [];
  await updateItem(key, { set: { teacherIds: [...teacherIds, userId] } });
}

/** A recovery or activation token's hash on the user item, as the mails' routes would have written it. */
export const setUserTokenHash = (
  userId: string,
  field: 'recoveryTokenHash' | 'activationTokenHash',
  hash: string,
) => updateItem(keys.user(userId), { set: { [field]: hash } });

/** Another sign-in identifier of an account (no route adds an ЕГН to an existing account). */
export const addLoginIdentifier = (kind: number, normalized: string, userId: string) =>
  putItem({ ...keys.loginIdentifier(kind, normalized), type: 'LoginIdentifier', userId });

/** The kindergarten's communication features (no screen edits them yet); `null` goes back to the default. */
export async function setCommunicationFeatures(kindergartenId: string, flags: number | null) {
  const key = boardKeys.communicationSettings(kindergartenId);
  if (flags === null) await deleteItem(key);
  else await putItem({ ...key, messageFeatureFlags: flags });
}

/** Puts an item as it is: for state that older versions left in the table (migration and hardening tests). */
export const storeRawItem = (item: Key & Record<string, unknown>) => putItem(item);

/** Removes one item: for undoing what an example did that no route undoes. */
export const removeStoredItem = (key: Key) => deleteItem(key);

/** Saves a world of the demo builders (suites that need shapes `given` does not build yet). */
export const saveWorld = (world: World) => saveAll(db(), tableName(), world.items);

/** Seeds the access demo (user groups, locks) on a fresh demo world, as the local cloud's seed does. */
export const seedAccessDemoWorld = () => seedAccessDemo(db(), tableName(), buildDemoWorld());
