import type { ComboboxItem } from '@mantine/core';
import { useRouteQuery } from '../../api/query';
import { useKindergartenId } from '../../app/auth/user-data';

/**
 * The option lists every area picks from, each read through one route query of the kindergarten the user
 * works in (so a school year list or a children's dropdown is one cache entry, whatever screen shows it).
 * For filters: `<Select data={useGroupOptions(periodId).options} … />`; in forms the pickers use them.
 */

export interface Options {
  options: ComboboxItem[];
  isPending: boolean;
  error: Error | null;
}

const named = (rows: readonly { id: string; name: string }[] | undefined): ComboboxItem[] =>
  (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

function optionsOf(
  query: { data?: ComboboxItem[]; isPending: boolean; error: Error | null },
  enabled: boolean,
): Options {
  return { options: query.data ?? [], isPending: enabled && query.isPending, error: query.error };
}

/** The kindergarten's school years, newest first as the API sends them. */
export function useSchoolYearOptions(): Options {
  const kindergartenId = useKindergartenId();
  const enabled = Boolean(kindergartenId);
  const q = useRouteQuery(
    'kindergartens.schoolYears',
    { query: { kindergartenId } },
    { enabled, staleTime: 5 * 60_000, select: (r) => named(r.result) },
  );
  return optionsOf(q, enabled);
}

/** The open groups of a school year (the session's when none is given), regular ones first. */
export function useGroupOptions(periodId?: string): Options {
  const kindergartenId = useKindergartenId() ?? '';
  const enabled = Boolean(kindergartenId);
  const q = useRouteQuery(
    'kindergartens.groupList',
    { query: { kindergartenId, periodId: periodId || undefined } },
    { enabled, select: named },
  );
  return optionsOf(q, enabled);
}

/** The children enrolled now, of one group when given, by name. */
export function useChildOptions(groupId?: string): Options {
  const kindergartenId = useKindergartenId() ?? '';
  const enabled = Boolean(kindergartenId);
  const q = useRouteQuery(
    'children.childDropdown',
    { query: { kindergartenId, groupId: groupId || undefined } },
    { enabled, select: named },
  );
  return optionsOf(q, enabled);
}

/** Which staff a picker offers: everyone, those who may lead activities, the teachers and pedagogues. */
export type StaffScope = 'all' | 'activities' | 'pedagogues';
const staffRoutes = {
  all: 'staff.staffForKindergarten',
  activities: 'staff.staffForActivities',
  pedagogues: 'staff.teachersPedagogues',
} as const;

/** The kindergarten's staff members (without leavers), by name. */
export function useStaffOptions(scope: StaffScope = 'all'): Options {
  const kindergartenId = useKindergartenId() ?? '';
  const enabled = Boolean(kindergartenId);
  // The three routes take and answer the same shapes.
  const route = staffRoutes[scope] as 'staff.staffForKindergarten';
  const q = useRouteQuery(route, { query: { kindergartenId } }, { enabled, select: named });
  return optionsOf(q, enabled);
}

/** The activity providers whose online payments are enabled, by name. */
export function useProviderOptions(): Options {
  const kindergartenId = useKindergartenId() ?? '';
  const enabled = Boolean(kindergartenId);
  const q = useRouteQuery(
    'activities.providers',
    { query: { kindergartenId, PageSize: 500 } },
    { enabled, select: (r) => named(r.result) },
  );
  return optionsOf(q, enabled);
}

/** The kindergarten's activities, by name. */
export function useActivityOptions(): Options {
  const kindergartenId = useKindergartenId() ?? '';
  const enabled = Boolean(kindergartenId);
  const q = useRouteQuery(
    'activities.activityOptions',
    { query: { kindergartenId } },
    { enabled, select: named },
  );
  return optionsOf(q, enabled);
}
