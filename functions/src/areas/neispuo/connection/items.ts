import { deleteItem, getItem, keys, putItem, queryAll, tenantPrefix, updateItem } from '../../../platform/db';

/**
 * The kindergarten's НЕИСПУО connection (docs/areas/neispuo.md): one partition `KG#<kg>#NEISPUO` with the
 * settings (`SETTINGS`: institution code, school year, groups mapped to НЕИСПУО classes and their class
 * books) and a child's НЕИСПУО person id (`PERSON#<childId>`). A global marker `NEISPUO#PERSON#<personId>`
 * finds the child of a person id when a medical notice comes (НЕИСПУО's notices name no kindergarten).
 */

export const neispuoPartition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#NEISPUO`;

export interface NeispuoSettings {
  kindergartenId: string;
  institutionId: number;
  schoolYear: number;
  /** НЕИСПУО class id by group id (a group absent or null: its „Код в НЕИСПУО“ decides). */
  classes: Record<string, number | null>;
  /** НЕИСПУО class book id by group id, once created. */
  classBooks: Record<string, number>;
  connectedAt: string;
}

export interface PersonItem {
  childId: string;
  personId: number;
}

const settingsKey = (kindergartenId: string) => ({ PK: neispuoPartition(kindergartenId), SK: 'SETTINGS' });
const personKey = (kindergartenId: string, childId: string) => ({
  PK: neispuoPartition(kindergartenId),
  SK: `PERSON#${childId}`,
});
const personMarker = (personId: number) => ({ PK: `NEISPUO#PERSON#${personId}`, SK: 'PERSON' });
/** The connected kindergartens (the Master's overview, and where a medical notice may belong). */
const connectedKey = (kindergartenId: string) => ({ PK: 'NEISPUO#CONNECTED', SK: `KG#${kindergartenId}` });

/** A group's class book is an attribute of its own (`classBook#<groupId>`), so two groups' writes never meet. */
const classBookAttribute = 'classBook#';

export async function readSettings(kindergartenId: string): Promise<NeispuoSettings | undefined> {
  const item = await getItem<Omit<NeispuoSettings, 'classBooks'> & Record<string, unknown>>(
    settingsKey(kindergartenId),
    { consistent: true },
  );
  if (!item) return undefined;
  const classBooks: Record<string, number> = {};
  for (const [name, value] of Object.entries(item))
    if (name.startsWith(classBookAttribute))
      classBooks[name.slice(classBookAttribute.length)] = value as number;
  return {
    kindergartenId,
    institutionId: item.institutionId,
    schoolYear: item.schoolYear,
    classes: item.classes,
    classBooks,
    connectedAt: item.connectedAt,
  };
}

/** Saves the connection; the class books are kept unless the institution or the year changed. */
export async function saveSettings({ classBooks, ...s }: NeispuoSettings) {
  await putItem({
    ...settingsKey(s.kindergartenId),
    type: 'NeispuoSettings',
    ...s,
    ...Object.fromEntries(Object.entries(classBooks).map(([g, id]) => [`${classBookAttribute}${g}`, id])),
  });
  await putItem({ ...connectedKey(s.kindergartenId), kindergartenId: s.kindergartenId });
}

/** Records a class book created in НЕИСПУО (or forgets it: `undefined`), one attribute of the map. */
export const setClassBook = (kindergartenId: string, groupId: string, classBookId: number | undefined) =>
  updateItem(
    settingsKey(kindergartenId),
    classBookId === undefined
      ? { remove: [`${classBookAttribute}${groupId}`] }
      : { set: { [`${classBookAttribute}${groupId}`]: classBookId } },
    { exists: true },
  );

export const connectedKindergartens = async () =>
  (await queryAll<{ kindergartenId: string }>({ partition: 'NEISPUO#CONNECTED' })).map(
    (i) => i.kindergartenId,
  );

/** Every child's person id of the kindergarten (one Query). */
export const personsOf = async (kindergartenId: string) =>
  new Map(
    (await queryAll<PersonItem>({ partition: neispuoPartition(kindergartenId), beginsWith: 'PERSON#' })).map(
      (p) => [p.childId, p.personId],
    ),
  );

export async function savePerson(kindergartenId: string, childId: string, personId: number) {
  await putItem({ ...personKey(kindergartenId, childId), type: 'NeispuoPerson', childId, personId });
  await putItem({ ...personMarker(personId), kindergartenId, childId });
}

/** Forgets a child's person id (the director entered a wrong one): its days are unmatched again. */
export async function forgetPerson(kindergartenId: string, childId: string) {
  const item = await getItem<PersonItem>(personKey(kindergartenId, childId));
  if (!item) return;
  await deleteItem(personKey(kindergartenId, childId));
  await deleteItem(personMarker(item.personId));
}

export const childOfPerson = (personId: number) =>
  getItem<{ kindergartenId: string; childId: string }>(personMarker(personId));

export interface GroupChild {
  id: string;
  firstName: string;
  lastName: string;
  identifierType: number;
  identifier: string;
  groupId: string;
}

/** The children in a group today (one Query of GSI1, the children area's index of a group). */
export const childrenOfGroup = (kindergartenId: string, groupId: string) =>
  queryAll<GroupChild>({ index: 'GSI1', partition: keys.childrenOfGroup(kindergartenId, groupId).GSI1PK });
