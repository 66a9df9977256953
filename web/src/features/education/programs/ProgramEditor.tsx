import type { ClassSubjectType, Weekday } from '@gradina/shared';
import {
  type AgeGroup,
  ageGroupNames,
  ageGroups,
  type EducationalArea,
  educationalAreaNames,
  educationalAreas,
} from '@gradina/shared/education/education';
import type { ClassProgram, ProgramSubject } from '@gradina/shared/manifest/routes/planning/class-programs';
import { Button, Chip, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { weekdayShortNames } from '../../../ui/format/dates';
import { subjectTypeLabels } from '../../../ui/format/labels';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { invalidatePrograms } from '../queries';
import { RemoveButton } from '../RemoveButton';

type Row = Pick<ProgramSubject, 'id' | 'type' | 'area' | 'weekdays'>;

const weekdays = [1, 2, 3, 4, 5] as const;
const ageOptions = ageGroups.map((a) => ({ value: String(a), label: ageGroupNames[a] }));
const areaOptions = educationalAreas.map((a) => ({ value: String(a), label: educationalAreaNames[a] }));
const typeOptions = Object.entries(subjectTypeLabels).map(([value, label]) => ({ value, label }));

/**
 * A group's programme of a term being made or changed: its age group and its subjects (blocks), each with its
 * kind (ClassSubjectType), its educational area and the weekdays it is held on; the subjects of another
 * group's programme can be copied in. Saved whole; the API names a wrong subject by its number.
 */
export function ProgramEditor({
  classId,
  term,
  program,
  defaultAgeGroup,
  onDone,
}: {
  classId: string;
  term: 1 | 2;
  program: ClassProgram | undefined;
  defaultAgeGroup: AgeGroup;
  onDone: (message?: string) => void;
}) {
  const kindergartenId = useKindergartenId() ?? '';
  const subjects = useRouteQuery('kindergartens.subjects', { query: { kindergartenId } });
  const options = useRouteQuery('planning.classProgramOptions', { path: { classId } });
  const [ageGroup, setAgeGroup] = useState<AgeGroup>(program?.ageGroup ?? defaultAgeGroup);
  const [rows, setRows] = useState<Row[]>(
    (program?.subjects ?? []).map(({ id, type, area, weekdays: days }) => ({
      id,
      type,
      area,
      weekdays: days,
    })),
  );
  const msg = useMessage();
  const [copyFrom, setCopyFrom] = useState<string | null>(null);
  const save = useRouteMutation('planning.saveClassProgram', {
    refresh: invalidatePrograms,
    onSuccess: () => onDone('Програмата е запазена.'),
    onError: (e) => msg.fail(e),
  });
  const names = new Map((subjects.data ?? []).map((s) => [s.id, s]));
  const free = (subjects.data ?? []).filter((s) => !rows.some((r) => r.id === s.id));
  const change = (id: string, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const copy = async (id: string | null) => {
    setCopyFrom(id);
    if (!id) return;
    const copied = await callApi('planning.classProgramSubjectsCopy', { path: { id } }).catch((e) => {
      msg.fail(e);
      return null;
    });
    if (copied)
      setRows(copied.map(({ id: s, type, area, weekdays: days }) => ({ id: s, type, area, weekdays: days })));
  };
  return (
    <Stack gap="sm" data-testid="program-editor">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Възрастова група"
          data={ageOptions}
          value={String(ageGroup)}
          allowDeselect={false}
          onChange={(v) => v && setAgeGroup(Number(v) as AgeGroup)}
          data-testid="program-age"
        />
        <Select
          label="Копирай направленията от"
          placeholder="Програма на друга група"
          clearable
          data={options.data?.map((o) => ({ value: o.id, label: o.name })) ?? []}
          value={copyFrom}
          onChange={copy}
          data-testid="program-copy"
        />
      </SimpleGrid>
      {rows.map((r, i) => (
        <Paper key={r.id} withBorder p="sm" data-testid="program-row" data-name={names.get(r.id)?.name}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>
                {i + 1}. {names.get(r.id)?.name ?? 'Направление, което градината вече няма'}
              </Text>
              <RemoveButton onClick={() => setRows((all) => all.filter((x) => x.id !== r.id))} />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Вид"
                data={typeOptions}
                value={String(r.type)}
                allowDeselect={false}
                onChange={(v) => v && change(r.id, { type: Number(v) as ClassSubjectType })}
              />
              <Select
                label="Образователно направление"
                data={areaOptions}
                value={String(r.area)}
                allowDeselect={false}
                onChange={(v) => v && change(r.id, { area: Number(v) as EducationalArea })}
                data-testid="program-row-area"
              />
            </SimpleGrid>
            <Chip.Group
              multiple
              value={r.weekdays.map(String)}
              onChange={(days) => change(r.id, { weekdays: days.map(Number).sort() })}
            >
              <Group gap="xs" aria-label="Дни от седмицата">
                {weekdays.map((d) => (
                  <Chip key={d} value={String(d)} size="sm" data-testid={`program-row-day-${d}`}>
                    {weekdayShortNames[d - 1]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        </Paper>
      ))}
      <Select
        label="Добави направление"
        placeholder={free.length === 0 ? 'Всички направления са добавени' : 'Изберете направление'}
        data={free.map((s) => ({ value: s.id, label: s.name }))}
        value={null}
        disabled={free.length === 0}
        onChange={(id) => {
          const s = id ? names.get(id) : undefined;
          if (s) setRows((all) => [...all, { id: s.id, type: s.type, area: 1, weekdays: [1] }]);
        }}
        data-testid="program-add"
      />
      <MessageAlert msg={msg} testId="program-message" errorTestId="program-error" />
      <Group>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate({
              body: {
                ...(program ? { id: program.id, version: program.version } : {}),
                classId,
                term,
                ageGroup,
                subjects: rows.map((r) => ({ ...r, weekdays: r.weekdays as Weekday[] })),
              },
            })
          }
          data-testid="program-save"
        >
          Запази програмата
        </Button>
        <Button variant="default" onClick={() => onDone()}>
          Откажи
        </Button>
      </Group>
    </Stack>
  );
}
