/**
 * Groups demo data: the НЕИСПУО codes of the main demo kindergarten's groups of its active school year and
 * its subject list, written through the groups and subjects features' own domain functions, so the items
 * are exactly what the product writes.
 *
 *   await seedGroupsDemo(demo);        // after the world is saved (db() / TABLE_NAME)
 */
import { saveGroup } from '../../../functions/src/areas/kindergartens/groups/groups';
import { updateSubjects } from '../../../functions/src/areas/kindergartens/subjects/subjects';
import type { GroupItem } from '../../../functions/src/domain/groups/group-reads';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { ClassSubjectType, Role } from '../../../shared/src/enums';
import type { DemoWorld } from './seed';

const subjects = [
  { name: 'Български език и литература', type: ClassSubjectType.Mandatory },
  { name: 'Математика', type: ClassSubjectType.Mandatory },
  { name: 'Околен свят', type: ClassSubjectType.Mandatory },
  { name: 'Изобразително изкуство', type: ClassSubjectType.Mandatory },
  { name: 'Музика', type: ClassSubjectType.Mandatory },
  { name: 'Конструиране и технологии', type: ClassSubjectType.Mandatory },
  { name: 'Физическа култура', type: ClassSubjectType.Mandatory },
  { name: 'Английски език', type: ClassSubjectType.Optional },
  { name: 'Народни танци', type: ClassSubjectType.Facultative },
  { name: 'Логопедия', type: ClassSubjectType.Specialized },
];

export async function seedGroupsDemo(demo: DemoWorld): Promise<{ groupCodes: number; subjects: number }> {
  const { main } = demo.kindergartens;
  const director: TenantRouteSession = {
    userId: demo.accounts.director.id,
    sessionId: 'demo-seed',
    role: Role.Director,
    kindergartenId: main.id,
    periodId: main.activePeriodId,
    can: () => true,
  };
  const groups = demo.groups.filter(
    (g) => g.kindergartenId === main.id && g.periodId === main.activePeriodId,
  );
  for (const [i, g] of groups.entries())
    await saveGroup(
      director,
      {
        id: g.id,
        version: 0,
        periodId: g.periodId,
        name: g.name,
        ageKind: g.ageKind,
        teacherIds: g.teacherIds ?? [],
        capacity: g.capacity,
        isForSubstitution: g.isForSubstitution,
        neispuoCode: `ПД-${String(i + 1).padStart(2, '0')}`,
        closedOn: null,
      },
      g as unknown as GroupItem,
    );
  await updateSubjects(director, { subjects, version: 0 });
  return { groupCodes: groups.length, subjects: subjects.length };
}
