import { keys, tenantPrefix } from '../../platform/db/keys';

/**
 * Keys of the education records (issue #30; docs/data-model.md, "Education"):
 * - national: the publishers `EDU#PUBLISHERS` / `PUBLISHER#<id>`; a publisher's topic sets
 *   `EDU#PUBLISHER#<id>` / `TOPICS#<age>#<area>` (one item per set, its topics in order); the Master's
 *   results template `EDU#TEMPLATES` / `RESULTS`;
 * - a kindergarten's: the groups' programmes `KG#<kg>#PROGRAMS` / `PROGRAM#<id>`; a group's year plans
 *   `KG#<kg>#PLAN#<group>` / `SUBJECT#<subject>` (a whole year's topics in one item); a group's lesson days
 *   `KG#<kg>#LESSONS#<group>` / `DAY#<date>`; a group's results of its school year
 *   `KG#<kg>#RESULTS#<group>` / `CHILD#<child>`; the kindergarten's adapted template `KG#<kg>` /
 *   `RESULTS_TEMPLATE`; a child's support `KG#<kg>#SUPPORT` / `CHILD#<child>` (one partition per kindergarten:
 *   an item per child with special educational needs or support written).
 * A group belongs to one school year, so a group's partitions never outgrow it.
 */
export const educationKeys = {
  publisher: (publisherId: string) => ({ PK: 'EDU#PUBLISHERS', SK: `PUBLISHER#${publisherId}` }),
  topicSet: (publisherId: string, ageGroup: number, area: number) => ({
    PK: `EDU#PUBLISHER#${publisherId}`,
    SK: `TOPICS#${ageGroup}#${area}`,
  }),
  masterTemplate: () => ({ PK: 'EDU#TEMPLATES', SK: 'RESULTS' }),
  program: (kindergartenId: string, programId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#PROGRAMS`,
    SK: `PROGRAM#${programId}`,
  }),
  plan: (kindergartenId: string, groupId: string, subjectId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#PLAN#${groupId}`,
    SK: `SUBJECT#${subjectId}`,
  }),
  lessonDay: (kindergartenId: string, groupId: string, date: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#LESSONS#${groupId}`,
    SK: `DAY#${date}`,
  }),
  result: (kindergartenId: string, groupId: string, childId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#RESULTS#${groupId}`,
    SK: `CHILD#${childId}`,
  }),
  kindergartenTemplate: (kindergartenId: string) => ({
    PK: tenantPrefix(kindergartenId),
    SK: 'RESULTS_TEMPLATE',
  }),
  /** A child's special educational needs and the support given (personal educational work). */
  support: (kindergartenId: string, childId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#SUPPORT`,
    SK: `CHILD#${childId}`,
  }),
  group: keys.group,
  schoolYear: keys.schoolYear,
  subjects: keys.subjectList,
  kindergarten: keys.kindergarten,
};
