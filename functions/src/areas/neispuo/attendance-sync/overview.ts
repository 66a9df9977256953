import { groupsOfKindergarten } from '../../../domain/groups/group-reads';
import { sofiaToday } from '../../../platform/clock';
import { getItem, keys } from '../../../platform/db';
import { classIdOf } from '../connection/connection';
import { readSettings } from '../connection/items';
import { countsOf, groupMonthRecords } from './status';

/**
 * The sync state of a kindergarten's groups in the current month (`neispuo-classes`): each group mapped to a
 * НЕИСПУО class, its class book, and how many records of the month wait, were accepted, refused or lack a
 * person id. The Master's view lists every connected kindergarten the same way.
 */
export async function classRows(kindergartenId: string, onlyGroups?: ReadonlySet<string>) {
  const [settings, groups, kg] = await Promise.all([
    readSettings(kindergartenId),
    groupsOfKindergarten(kindergartenId),
    getItem<{ name?: string }>(keys.kindergarten(kindergartenId), { attributes: ['name'] }),
  ]);
  if (!settings) return [];
  const month = sofiaToday().slice(0, 7);
  const shown = groups.filter((g) =>
    onlyGroups
      ? onlyGroups.has(g.id)
      : settings.classBooks[g.id] !== undefined || settings.classes[g.id] != null,
  );
  return Promise.all(
    shown.map(async (g) => {
      const classBookId = settings.classBooks[g.id] ?? null;
      const counts =
        classBookId === null
          ? { waiting: 0, accepted: 0, refused: 0, unmatched: 0 }
          : countsOf(await groupMonthRecords(kindergartenId, g.id, month));
      return {
        kindergartenId,
        kindergartenName: kg?.name ?? '',
        groupId: g.id,
        groupName: g.name,
        classId: classIdOf(settings, g),
        classBookId,
        ...counts,
      };
    }),
  );
}
