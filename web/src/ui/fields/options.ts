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

/** A switched-off query (no kindergarten yet) is not loading: `isLoading` is pending and fetching. */
const optionsOf = (query: { data?: ComboboxItem[]; isLoading: boolean; error: Error | null }): Options => ({
  options: query.data ?? [],
  isPending: query.isLoading,
  error: query.error,
});

/**
 * The kindergarten's school years, newest first as the API sends them, whole (the header's menu marks the
 * active and the chosen one); the frame's reply after sign-in fills this query, so it asks nothing then.
 */
export function useSchoolYears(enabled = true) {
  const kindergartenId = useKindergartenId();
  return useRouteQuery(
    'kindergartens.schoolYears',
    { query: { kindergartenId } },
    { enabled: enabled && Boolean(kindergartenId), staleTime: 5 * 60_000 },
  );
}

/** The kindergarten's school years as options. */
export function useSchoolYearOptions(): Options {
  const q = useSchoolYears();
  return optionsOf({ ...q, data: named(q.data?.result) });
}

/** The open groups of a school year (the session's when none is given), regular ones first. */
export function useGroupOptions(periodId?: string): Options {
  const kindergartenId = useKindergartenId() ?? '';
  const q = useRouteQuery(
    'kindergartens.groupList',
    { query: { kindergartenId, periodId: periodId || undefined } },
    { enabled: Boolean(kindergartenId), select: named },
  );
  return optionsOf(q);
}

/** The children enrolled now, of one group when given, by name. */
export function useChildOptions(groupId?: string): Options {
  const kindergartenId = useKindergartenId() ?? '';
  const q = useRouteQuery(
    'children.childDropdown',
    { query: { kindergartenId, groupId: groupId || undefined } },
    { enabled: Boolean(kindergartenId), select: named },
  );
  return optionsOf(q);
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
  // The three routes take and answer the same shapes.
  const route = staffRoutes[scope] as 'staff.staffForKindergarten';
  const q = useRouteQuery(
    route,
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId), select: named },
  );
  return optionsOf(q);
}

/** The activity providers whose online payments are enabled, by name. */
export function useProviderOptions(): Options {
  const kindergartenId = useKindergartenId() ?? '';
  const q = useRouteQuery(
    'activities.providers',
    { query: { kindergartenId, PageSize: 500 } },
    { enabled: Boolean(kindergartenId), select: (r) => named(r.result) },
  );
  return optionsOf(q);
}

/** The kindergarten's activities, by name. */
export function useActivityOptions(): Options {
  const kindergartenId = useKindergartenId() ?? '';
  const q = useRouteQuery(
    'activities.activityOptions',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId), select: named },
  );
  return optionsOf(q);
}
