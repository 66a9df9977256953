import { ScheduleItemType } from '@gradina/shared';
import { ageGroupNames, ageGroups } from '@gradina/shared/books/weekly-norm';
import type { WeeklySchedule } from '@gradina/shared/manifest/routes/planning/weekly-schedule';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { useGroupOptions } from '../../../ui/fields/options';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { invalidateSchedules } from './queries';
import { countsOf, daysOf, type WeekCounts, WeekTable } from './WeekTable';

type Day = WeeklySchedule['days'][number];

/** A day's items besides the situations (activities, breaks, a day off), which the grid leaves as they were. */
const othersOf = (days: readonly Day[]) =>
  new Map(
    days.map((d) => [
      d.weekday,
      d.items
        .filter((i) => i.type !== ScheduleItemType.ClassSubject)
        .map((i) => ({
          type: i.type,
          ...(i.areaId ? { areaId: i.areaId } : {}),
          ...(i.name ? { name: i.name } : {}),
          ...(i.start ? { start: i.start } : {}),
          ...(i.end ? { end: i.end } : {}),
        })),
    ]),
  );

/**
 * /administration/weekly-schedule/create and /{id?}: a group's week of pedagogical situations by educational
 * area; the save checks the week against the norm of Наредба № 5/2016 for the age group and says what is
 * missing. An edit keeps the day's activities, breaks and days off as they were.
 */
export function WeeklyScheduleEditPage() {
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  const existing = useRouteQuery('planning.weeklySchedule', { path: { id: id ?? '' } }, { enabled: editing });
  if (!editing) return <ScheduleEditor />;
  if (existing.isError) return <QueryError error={existing.error} onRetry={() => void existing.refetch()} />;
  if (!existing.data) return <Loading />;
  return <ScheduleEditor key={existing.data.id} record={existing.data} />;
}

function ScheduleEditor({ record }: { record?: WeeklySchedule }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const groups = useGroupOptions(record?.periodId ?? user.periodId ?? undefined);
  const [groupId, setGroupId] = useState<string | null>(record?.groupId ?? null);
  const [ageGroup, setAgeGroup] = useState<string | null>(record ? String(record.ageGroup) : null);
  const [validFrom, setValidFrom] = useState(record?.validFrom ?? '');
  const [name, setName] = useState(record?.name ?? '');
  const [counts, setCounts] = useState<WeekCounts>(() => (record ? countsOf(record.days) : {}));
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(
    (location.state as { saved?: boolean } | null)?.saved
      ? { ok: true, text: 'Разписанието е записано.' }
      : null,
  );
  const total = Object.values(counts).reduce((n, d) => n + Object.values(d).reduce((s, v) => s + v, 0), 0);
  const save = async () => {
    const others = othersOf(record?.days ?? []);
    try {
      const reply = await callApi('planning.saveWeeklySchedule', {
        body: {
          kindergartenId,
          ...(record ? { id: record.id, version: record.version } : {}),
          groupId: groupId ?? '',
          ...(name.trim() ? { name: name.trim() } : {}),
          validFrom,
          ageGroup: Number(ageGroup) as 1,
          days: daysOf(counts).map((d) => ({ ...d, items: [...d.items, ...(others.get(d.weekday) ?? [])] })),
        },
      });
      await invalidateSchedules(client);
      if (!record) navigate(`/administration/weekly-schedule/${reply.entityId}`, { state: { saved: true } });
      else setOutcome({ ok: true, text: 'Разписанието е записано.' });
    } catch (e) {
      setOutcome({ ok: false, text: (e as Error).message });
    }
  };
  return (
    <Stack data-testid="weekly-schedule-page">
      <PageHeader
        title={record ? `Седмично разписание на ${record.groupName}` : 'Ново седмично разписание'}
      />
      <Group align="flex-end">
        <Select
          label="Група"
          data={groups.options}
          value={groupId}
          onChange={setGroupId}
          disabled={Boolean(record)}
          data-testid="schedule-group"
        />
        <Select
          label="Възрастова група"
          data={ageGroups.map((a) => ({ value: String(a), label: ageGroupNames[a] }))}
          value={ageGroup}
          onChange={setAgeGroup}
          data-testid="schedule-age"
        />
        <TextInput
          label="В сила от (ГГГГ-ММ-ДД)"
          value={validFrom}
          onChange={(e) => setValidFrom(e.currentTarget.value)}
          data-testid="schedule-from"
        />
        <TextInput
          label="Наименование"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-testid="schedule-name"
        />
      </Group>
      <WeekTable counts={counts} onChange={setCounts} />
      <Text data-testid="schedule-total">Педагогически ситуации седмично: {total}</Text>
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} role="alert" data-testid="schedule-outcome">
          {outcome.text}
        </Alert>
      )}
      <Group>
        <Button onClick={save} data-testid="schedule-save">
          Запази
        </Button>
        <Button variant="default" onClick={() => navigate('/administration/weekly-schedule')}>
          Към списъка
        </Button>
      </Group>
    </Stack>
  );
}
