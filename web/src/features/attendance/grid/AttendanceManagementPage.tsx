import { Role } from '@gradina/shared';
import { Alert, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { sofiaDay } from '../../../ui/format/dates';
import { type MonthChoice, MonthFilter } from '../../../ui/forms/MonthFilter';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { ViewSwitch } from '../../../ui/ViewSwitch';
import { ParentMonthCalendar } from '../calendar/ParentMonthCalendar';
import { MonthLockPanel } from './MonthLockPanel';
import { MonthView } from './MonthView';
import { groupMonthQuery, groupsQuery, ownChildrenQuery } from './queries';
import { TodayView } from './TodayView';

const views = [
  { value: 'today', label: 'Днес' },
  { value: 'month', label: 'Месец' },
] as const;

const thisMonth = (): MonthChoice => {
  const today = sofiaDay(new Date());
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
};

/** Below Mantine's sm breakpoint: a phone, where the marking of the morning comes first. */
const onPhone = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 48em)').matches;

type View = 'today' | 'month';

/**
 * /attendances/management: for a group's teachers and the director, „Днес“ (today's marks with large
 * buttons, the first view on a phone) and „Месец“ (the month grid: mark by click or key, fill a whole day
 * or child, lock days and the month); for a parent their own child's month as a calendar, read only (the
 * same call with `studentIds`).
 */
export function AttendanceManagementPage() {
  useDocumentTitle('Присъствия | Градина');
  const user = useUserData();
  const { is } = usePermissions();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const parent = is(Role.Parent);
  const [ym, setYm] = useState<MonthChoice>(thisMonth);
  const [view, setView] = useState<View>(() => (onPhone() ? 'today' : 'month'));
  const [chosen, setChosen] = useState<string | null>(null);
  const groups = useQuery({ ...groupsQuery(kindergartenId), enabled: Boolean(kindergartenId) && !parent });
  const children = useQuery({
    ...ownChildrenQuery(kindergartenId, user.id),
    enabled: Boolean(kindergartenId) && parent,
  });
  if (!kindergartenId) return <Alert color="yellow">Присъствията се водят в детска градина.</Alert>;
  // A teacher's picker offers the groups they teach; the director's (and other staff's) every group.
  const options = parent
    ? (children.data ?? []).map((c) => ({ value: c.id, label: c.name, groupId: c.groupId }))
    : (groups.data?.result ?? [])
        .filter((g) => !is(Role.Teacher) || g.teacherIds.includes(user.id))
        .map((g) => ({ value: g.id, label: g.name, groupId: g.id }));
  const option = options.find((o) => o.value === chosen) ?? options[0];
  const pending = parent ? children.isPending : groups.isPending;
  const month = parent || view === 'month';
  return (
    <Stack gap="md" data-testid="attendance-page">
      <Stack gap={4}>
        <Title order={1}>{parent ? 'Присъствия на детето' : 'Присъствия'}</Title>
        <Text c="dimmed">
          {parent
            ? 'Месечните присъствия и отсъствия на Вашето дете.'
            : view === 'today'
              ? 'Отбележете децата за днес с бутоните до името.'
              : 'Изберете статус и щракнете клетка или я отбележете с клавиш.'}
        </Text>
      </Stack>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={parent ? 'Дете' : 'Група'}
          data={options.map(({ value, label }) => ({ value, label }))}
          value={option?.value ?? null}
          onChange={setChosen}
          allowDeselect={false}
          w={220}
          data-testid="attendance-group"
        />
        {!parent && <ViewSwitch value={view} onChange={setView} views={views} testId="attendance-view" />}
        {month && <MonthFilter value={ym} onChange={setYm} testId="attendance" />}
      </Group>
      {!parent && month && <MonthLockPanel kindergartenId={kindergartenId} ym={ym} />}
      {pending ? (
        <Loading testId="attendance-loading" />
      ) : !option ? (
        <Text data-testid="attendance-no-groups">
          {parent ? 'Няма записани деца.' : 'Няма групи, в които да отбелязвате присъствия.'}
        </Text>
      ) : parent ? (
        <ChildMonth
          kindergartenId={kindergartenId}
          groupId={option.groupId}
          studentId={option.value}
          ym={ym}
        />
      ) : view === 'today' ? (
        <TodayView kindergartenId={kindergartenId} groupId={option.groupId} />
      ) : (
        <MonthView kindergartenId={kindergartenId} groupId={option.groupId} ym={ym} />
      )}
    </Stack>
  );
}

/** A parent's child's month (the same call with `studentIds`), as a calendar. */
function ChildMonth({
  kindergartenId,
  groupId,
  studentId,
  ym,
}: {
  kindergartenId: string;
  groupId: string;
  studentId: string;
  ym: MonthChoice;
}) {
  const grid = useQuery(groupMonthQuery(kindergartenId, groupId, ym.year, ym.month, studentId));
  if (grid.isPending) return <Loading testId="attendance-loading" />;
  if (grid.isError)
    return <QueryError error={grid.error} testId="attendance-load-error" onRetry={() => grid.refetch()} />;
  return <ParentMonthCalendar grid={grid.data} today={sofiaDay(new Date())} />;
}
