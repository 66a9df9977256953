import { ageGroupNames, ageGroups } from '@gradina/shared/books/weekly-norm';
import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { invalidateRoutes } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { useGroupOptions } from '../../../ui/fields/options';
import { daysOf, type WeekCounts, WeekTable } from './WeekTable';

/**
 * /administration/weekly-schedule: a group's week of pedagogical situations by educational area; the save
 * checks the week against the norm of Наредба № 5/2016 for the age group and says what is missing.
 */
export function WeeklySchedulePage() {
  const client = useQueryClient();
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const groups = useGroupOptions(user.periodId ?? undefined);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [ageGroup, setAgeGroup] = useState<string | null>(null);
  const [validFrom, setValidFrom] = useState('');
  const [counts, setCounts] = useState<WeekCounts>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const total = Object.values(counts).reduce((n, d) => n + Object.values(d).reduce((s, v) => s + v, 0), 0);
  const save = async () => {
    try {
      await callApi('planning.saveWeeklySchedule', {
        body: {
          kindergartenId,
          groupId: groupId ?? '',
          validFrom,
          ageGroup: Number(ageGroup) as 1,
          days: daysOf(counts),
        },
      });
      await invalidateRoutes(client, 'planning.weeklyScheduleOverview', 'planning.groupWeeklySchedule');
      setOutcome({ ok: true, text: 'Разписанието е записано.' });
    } catch (e) {
      setOutcome({ ok: false, text: (e as Error).message });
    }
  };
  return (
    <Stack data-testid="weekly-schedule-page">
      <Title order={1}>Седмично разписание</Title>
      <Group align="flex-end">
        <Select
          label="Група"
          data={groups.options}
          value={groupId}
          onChange={setGroupId}
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
      </Group>
    </Stack>
  );
}
