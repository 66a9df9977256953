import { Role, type StudentAttendanceStatus } from '@gradina/shared';
import type { GroupAttendanceMonth } from '@gradina/shared/manifest/routes/attendance/grid';
import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { formatDateDigits, sofiaDay } from '../../../ui/format/dates';
import { type MonthChoice, MonthFilter } from '../../../ui/forms/MonthFilter';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { AttendanceGrid } from './AttendanceGrid';
import { statusesFirst } from './day-types';
import { MonthLockPanel } from './MonthLockPanel';
import { groupMonthQuery, groupsQuery, invalidateAttendance, ownChildrenQuery } from './queries';
import { keyLegend, markableStatuses, statusName, statusOfKey, statusShort } from './statuses';

type Cell = { studentId: string; forDate: string; type: StudentAttendanceStatus | null };

const thisMonth = (): MonthChoice => {
  const today = sofiaDay(new Date());
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
};

/**
 * /attendances/management: the month grid of a group for its teachers and the director (mark by click or
 * key, a whole day or a whole child, lock days and the month), and for a parent their own child's month
 * with the same colours, read only (the same call with `studentIds`).
 */
export function AttendanceManagementPage() {
  useDocumentTitle('Присъствия | Градина');
  const user = useUserData();
  const { is } = usePermissions();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const parent = is(Role.Parent);
  const [ym, setYm] = useState<MonthChoice>(thisMonth);
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
  return (
    <Stack gap="md" data-testid="attendance-page">
      <Stack gap={4}>
        <Title order={1}>{parent ? 'Присъствия на детето' : 'Присъствия'}</Title>
        <Text c="dimmed">
          {parent
            ? 'Месечните присъствия и отсъствия на Вашето дете.'
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
        <MonthFilter value={ym} onChange={setYm} testId="attendance" />
      </Group>
      {!parent && <MonthLockPanel kindergartenId={kindergartenId} ym={ym} />}
      {pending ? (
        <Loading testId="attendance-loading" />
      ) : !option ? (
        <Text data-testid="attendance-no-groups">
          {parent ? 'Няма записани деца.' : 'Няма групи, в които да отбелязвате присъствия.'}
        </Text>
      ) : (
        <MonthView
          kindergartenId={kindergartenId}
          groupId={option.groupId}
          studentId={parent ? option.value : undefined}
          ym={ym}
        />
      )}
    </Stack>
  );
}

function MonthView({
  kindergartenId,
  groupId,
  studentId,
  ym,
}: {
  kindergartenId: string;
  groupId: string;
  studentId: string | undefined;
  ym: MonthChoice;
}) {
  const client = useQueryClient();
  const msg = useMessage();
  const [status, setStatus] = useState<StudentAttendanceStatus>(2);
  const [lockDay, setLockDay] = useState<string | null>(null);
  const grid = useQuery(groupMonthQuery(kindergartenId, groupId, ym.year, ym.month, studentId));
  if (grid.isPending) return <Loading testId="attendance-loading" />;
  if (grid.isError)
    return <QueryError error={grid.error} testId="attendance-load-error" onRetry={() => grid.refetch()} />;
  const data: GroupAttendanceMonth = grid.data;
  // A month the kindergarten locked takes no marks from anyone, the director included (MonthLockPanel).
  const editable = data.canMark && !data.isKindergartenMonthLocked;

  const send = async (body: { cells?: Cell[]; lock?: object }, done: string) => {
    try {
      await callApi('attendance.markAttendance', {
        body: {
          kindergartenId,
          groupId,
          cells: body.cells ?? [],
          ...(body.lock ? { lock: body.lock } : {}),
        } as never,
      });
      msg.ok(done);
    } catch (e) {
      msg.fail(e);
    }
    await invalidateAttendance(client);
  };
  const markable = (s: GroupAttendanceMonth['students'][number], date: string) => {
    const a = s.attendances.find((x) => x.forDate === date);
    return a && !a.isDayOff && a.isEnrolled && (data.canLock || !a.isDayLocked);
  };
  const month = `${ym.year}-${String(ym.month).padStart(2, '0')}`;
  const workingDays = data.days.filter((d) => !d.isDayOff);
  return (
    <Stack gap="md">
      <MessageAlert msg={msg} testId="attendance-message" errorTestId="attendance-error" />
      {editable && (
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label="Статус за отбелязване"
            data={statusesFirst(
              markableStatuses,
              data.days.map((d) => d.dayOffType),
            ).map((s) => ({
              value: String(s),
              label: `${statusShort(s)} – ${statusName(s)}`,
            }))}
            value={String(status)}
            onChange={(v) => v && setStatus(Number(v) as StudentAttendanceStatus)}
            allowDeselect={false}
            w={260}
            data-testid="attendance-status"
          />
        </Group>
      )}
      {editable && (
        <Text fz="sm" c="dimmed" data-testid="attendance-keys">
          Клавиши: {keyLegend.join(' · ')}. Стрелките местят избора; щракване върху ден или име отбелязва
          цялата колона или ред.
        </Text>
      )}
      {data.canLock && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Ден за заключване"
            data={workingDays.map((d) => ({ value: d.date, label: formatDateDigits(d.date) }))}
            value={lockDay}
            onChange={setLockDay}
            w={160}
            data-testid="attendance-lock-day"
          />
          <Button
            variant="light"
            disabled={!lockDay}
            onClick={() => {
              const locked = !data.days.find((d) => d.date === lockDay)?.isDayLocked;
              void send(
                { lock: { dates: [lockDay], locked } },
                locked ? 'Денят е заключен.' : 'Денят е отключен.',
              );
            }}
            data-testid="attendance-lock-day-button"
          >
            {data.days.find((d) => d.date === lockDay)?.isDayLocked ? 'Отключи деня' : 'Заключи деня'}
          </Button>
          <Button
            variant={data.isMonthLocked ? 'light' : 'filled'}
            onClick={() =>
              send(
                { lock: { dates: [], month, locked: !data.isMonthLocked } },
                data.isMonthLocked ? 'Месецът е отключен.' : 'Месецът е заключен.',
              )
            }
            data-testid="attendance-lock-month"
          >
            {data.isMonthLocked ? 'Отключи месеца на групата' : 'Заключи месеца на групата'}
          </Button>
        </Group>
      )}
      {data.isMonthLocked && !data.isKindergartenMonthLocked && (
        <Alert color="gray" data-testid="attendance-locked">
          Месецът е заключен: само директорът може да променя присъствията.
        </Alert>
      )}
      <Group gap="lg" data-testid="attendance-summary">
        <Text fz="sm">Работни дни: {data.workingDays}</Text>
        <Text fz="sm" data-testid="attendance-rate">
          Посещаемост: {data.attendanceRate === null ? '—' : `${data.attendanceRate}%`}
        </Text>
      </Group>
      {data.students.length === 0 ? (
        <Text data-testid="attendance-empty">В групата няма деца през този месец.</Text>
      ) : (
        <Card withBorder p="xs">
          <AttendanceGrid
            grid={data}
            editable={editable}
            testId="attendance-grid"
            onKey={(id, date, key) => {
              const s = statusOfKey(key);
              if (s === undefined) return false;
              void send(
                { cells: [{ studentId: id, forDate: date, type: s }] },
                s === null ? 'Клетката е изчистена.' : `Отбелязано: ${statusName(s)}.`,
              );
              return true;
            }}
            onActivate={(id, date) =>
              send(
                { cells: [{ studentId: id, forDate: date, type: status }] },
                `Отбелязано: ${statusName(status)}.`,
              )
            }
            onDay={(date) =>
              send(
                {
                  cells: data.students
                    .filter((s) => markable(s, date))
                    .map((s) => ({ studentId: s.studentId, forDate: date, type: status })),
                },
                `Денят е отбелязан за всички: ${statusName(status)}.`,
              )
            }
            onChild={(id) => {
              const s = data.students.find((x) => x.studentId === id)!;
              void send(
                {
                  cells: workingDays
                    .filter((d) => markable(s, d.date))
                    .map((d) => ({ studentId: id, forDate: d.date, type: status })),
                },
                `Месецът на ${s.studentName} е отбелязан: ${statusName(status)}.`,
              );
            }}
          />
        </Card>
      )}
    </Stack>
  );
}
