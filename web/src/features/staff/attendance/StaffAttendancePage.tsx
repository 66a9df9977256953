import { Role, type TeacherAttendanceKind } from '@gradina/shared';
import { Alert, Button, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { MonthFilter, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import {
  keyLegend,
  kindColor,
  kindLabel,
  kindOfKey,
  kindShort,
  kindsWithHours,
  markableKinds,
} from './kinds';
import { invalidateStaffAttendance, staffMonthQuery } from './queries';
import { StaffMonthOf } from './StaffMonthGrid';

interface Cell {
  teacherId: string;
  forDate: string;
  type: TeacherAttendanceKind | null;
  hours?: number | null;
}

/**
 * /staff/attendances: the staff month grid. A cell takes the chosen kind on a click or a key (the legend
 * names them), a day's header marks the whole column; the director locks and unlocks the month.
 */
export function StaffAttendancePage() {
  useDocumentTitle('Присъствия на персонала | Градина');
  const user = useUserData();
  const { can, is } = usePermissions();
  const client = useQueryClient();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const [ym, setYm] = useMonthChoice();
  const [kind, setKind] = useState<TeacherAttendanceKind>(8);
  const [hours, setHours] = useState<number | ''>('');
  const msg = useMessage();
  const grid = useQuery({
    ...staffMonthQuery(kindergartenId ?? '', ym.year, ym.month),
    enabled: Boolean(kindergartenId),
  });
  if (!kindergartenId)
    return <Alert color="yellow">Присъствията на персонала се водят в детска градина.</Alert>;
  const canMark = can('TeacherAttendances', 'update');
  const locked = grid.data?.isLocked ?? false;

  const send = async (cells: Cell[], done: string) => {
    try {
      await callApi('staff.markStaffAttendance', { body: { kindergartenId, cells } });
      msg.ok(done);
    } catch (e) {
      msg.fail(e);
    }
    await invalidateStaffAttendance(client);
  };
  const withHours = (k: number) =>
    kindsWithHours.includes(k) && hours !== '' ? { hours: Number(hours) } : {};
  const markOne = (teacherId: string, forDate: string, k: TeacherAttendanceKind | null) =>
    send(
      [{ teacherId, forDate, type: k, ...(k === null ? {} : withHours(k)) }],
      k === null ? 'Клетката е изчистена.' : `Отбелязано: ${kindLabel(k)}.`,
    );
  const lock = async (next: boolean) => {
    try {
      await callApi('staff.lockStaffAttendanceMonth', {
        path: { month: ym.month, year: ym.year },
        body: { kindergartenId, locked: next },
      });
      msg.ok(next ? 'Месецът е заключен.' : 'Месецът е отключен.');
    } catch (e) {
      msg.fail(e);
    }
    await invalidateStaffAttendance(client);
  };
  const rows = grid.data?.teachers ?? [];

  return (
    <Stack gap="md" data-testid="staff-attendance-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Присъствия на персонала</Title>
          <Text c="dimmed">Изберете вид и щракнете клетка или я отбележете с клавиш.</Text>
        </Stack>
        {is(Role.Director, Role.Administrator) && grid.data && (
          <Button
            variant={locked ? 'light' : 'filled'}
            onClick={() => lock(!locked)}
            data-testid="staff-attendance-lock"
          >
            {locked ? 'Отключи месеца' : 'Заключи месеца'}
          </Button>
        )}
      </Group>
      <MessageAlert msg={msg} testId="staff-attendance-message" errorTestId="staff-attendance-error" />
      <Group align="flex-end" gap="md" wrap="wrap">
        <MonthFilter value={ym} onChange={setYm} testId="staff-attendance" />
        {canMark && (
          <>
            <Select
              label="Вид за отбелязване"
              data={markableKinds.map((k) => ({
                value: String(k),
                label: `${kindShort(k)} – ${kindLabel(k)}`,
              }))}
              value={String(kind)}
              onChange={(v) => v && setKind(Number(v) as TeacherAttendanceKind)}
              allowDeselect={false}
              w={220}
              data-testid="staff-attendance-kind"
            />
            <NumberInput
              label="Часове (по избор)"
              min={0.5}
              max={8}
              step={0.5}
              decimalScale={1}
              value={hours}
              onChange={(v) => setHours(typeof v === 'number' ? v : '')}
              w={150}
              data-testid="staff-attendance-hours"
            />
          </>
        )}
      </Group>
      {canMark && (
        <Text fz="sm" c="dimmed" data-testid="staff-attendance-keys">
          Клавиши: {keyLegend.join(' · ')}. Стрелките местят избора.
        </Text>
      )}
      {locked && (
        <Alert color="gray" data-testid="staff-attendance-locked">
          Месецът е заключен (вид „{kindLabel(0)}“): промени са възможни, след като директорът го отключи.
        </Alert>
      )}
      <StaffMonthOf
        month={grid}
        staff={rows}
        cellOf={(id, date) => {
          const a = rows.find((t) => t.teacherId === id)?.attendances.find((x) => x.forDate === date);
          if (!a) return undefined;
          return {
            text: a.hours === null ? kindShort(a.type) : `${kindShort(a.type)}${a.hours}`,
            color: kindColor[a.type],
            label: a.hours === null ? kindLabel(a.type) : `${kindLabel(a.type)}, ${a.hours} ч.`,
          };
        }}
        onKey={(id, date, key) => {
          // Enter and Space click the cell's button, which marks the chosen kind.
          const k = kindOfKey(key);
          if (k === undefined) return false;
          void markOne(id, date, k);
          return true;
        }}
        onActivate={(id, date) => markOne(id, date, kind)}
        onDayHeader={(date) =>
          send(
            rows.map((t) => ({ teacherId: t.teacherId, forDate: date, type: kind, ...withHours(kind) })),
            `Денят е отбелязан за всички: ${kindLabel(kind)}.`,
          )
        }
        disabled={!canMark || locked}
        testId="staff-attendance"
      />
    </Stack>
  );
}
