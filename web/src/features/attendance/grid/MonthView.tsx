import type { StudentAttendanceStatus } from '@gradina/shared';
import type { GroupAttendanceMonth } from '@gradina/shared/manifest/routes/attendance/grid';
import { Alert, Button, Card, Collapse, Group, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateDigits, sofiaDay } from '../../../ui/format/dates';
import type { MonthChoice } from '../../../ui/forms/MonthFilter';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { AttendanceGrid } from './AttendanceGrid';
import { columnCells, rowCells } from './bulk';
import { statusesFirst } from './day-types';
import { useMarking } from './marking';
import { groupMonthQuery } from './queries';
import { keyLegend, markableStatuses, statusName, statusOfKey, statusShort } from './statuses';

/**
 * A group's month for its teachers and the director: the status to mark with, the keys (folded behind
 * „Клавиши“), the director's day and month locks, the totals and the grid. A day's header or a child's
 * name fills the empty cells only (bulk.ts).
 */
export function MonthView({
  kindergartenId,
  groupId,
  ym,
}: {
  kindergartenId: string;
  groupId: string;
  ym: MonthChoice;
}) {
  const msg = useMessage();
  const [status, setStatus] = useState<StudentAttendanceStatus>(2);
  const [lockDay, setLockDay] = useState<string | null>(null);
  const [keysShown, keys] = useDisclosure(false);
  const { send, bulk } = useMarking(kindergartenId, groupId, msg);
  const grid = useQuery(groupMonthQuery(kindergartenId, groupId, ym.year, ym.month));
  if (grid.isPending) return <Loading testId="attendance-loading" />;
  if (grid.isError)
    return <QueryError error={grid.error} testId="attendance-load-error" onRetry={() => grid.refetch()} />;
  const data: GroupAttendanceMonth = grid.data;
  // A month the kindergarten locked takes no marks from anyone, the director included (MonthLockPanel).
  const editable = data.canMark && !data.isKindergartenMonthLocked;
  const month = `${ym.year}-${String(ym.month).padStart(2, '0')}`;
  const workingDays = data.days.filter((d) => !d.isDayOff);
  const lockedDay = data.days.find((d) => d.date === lockDay)?.isDayLocked;
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
          <Button
            variant="subtle"
            onClick={keys.toggle}
            aria-expanded={keysShown}
            data-testid="attendance-keys-toggle"
          >
            Клавиши
          </Button>
        </Group>
      )}
      {editable && (
        <Collapse expanded={keysShown}>
          <Text fz="sm" c="dimmed" data-testid="attendance-keys">
            {keyLegend.join(' · ')}. След отбелязване изборът слиза на следващото дете; стрелките го местят
            свободно. Щракване върху ден или име отбелязва само неотбелязаните клетки на колоната или реда.
          </Text>
        </Collapse>
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
            onClick={() =>
              send(
                { lock: { dates: [lockDay], locked: !lockedDay } },
                lockedDay ? 'Денят е отключен.' : 'Денят е заключен.',
              )
            }
            data-testid="attendance-lock-day-button"
          >
            {lockedDay ? 'Отключи деня' : 'Заключи деня'}
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
            key={`${groupId}-${month}`}
            grid={data}
            editable={editable}
            today={sofiaDay(new Date())}
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
            onDay={(date) => bulk(columnCells(data, date), status)}
            onChild={(id) => bulk(rowCells(data, id), status)}
          />
        </Card>
      )}
    </Stack>
  );
}
