import { ClassSubjectType } from '@gradina/shared';
import { AgeGroup, ageGroupNames, educationalAreaNames } from '@gradina/shared/education/education';
import type { ProgramSubject } from '@gradina/shared/manifest/routes/planning/class-programs';
import { Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { weekdayShortNames } from '../../../ui/format/dates';
import { subjectTypeLabels } from '../../../ui/format/labels';
import { Loading } from '../../../ui/Loading';
import { ExportButton } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { invalidatePrograms } from '../queries';
import { ProgramEditor } from './ProgramEditor';

const kinds = [
  ClassSubjectType.Mandatory,
  ClassSubjectType.Optional,
  ClassSubjectType.Facultative,
  ClassSubjectType.Specialized,
] as const;
const yearlyKey = { 1: 'mandatory', 2: 'optional', 3: 'facultative', 4: 'specialized' } as const;

/** A subject's block: its area, weekdays, situations a week and a year, and the way to its year plan. */
function SubjectBlock({
  subject,
  yearly,
  onPlan,
}: {
  subject: ProgramSubject;
  yearly: { weekly: number; yearly: number } | undefined;
  onPlan: () => void;
}) {
  return (
    <Paper withBorder p="sm" data-testid="program-block" data-name={subject.name}>
      <Stack gap={6}>
        <Text fw={600}>{subject.name}</Text>
        <Text fz="sm" c="dimmed">
          {educationalAreaNames[subject.area]}
        </Text>
        <Group gap={4}>
          {subject.weekdays.map((d) => (
            <Badge key={d} variant="light" size="sm">
              {weekdayShortNames[d - 1]}
            </Badge>
          ))}
        </Group>
        {yearly && (
          <Text fz="sm" data-testid="program-block-count">
            {yearly.weekly} седмично, {yearly.yearly} за годината
          </Text>
        )}
        <Button size="xs" variant="light" onClick={onPlan} data-testid="program-block-plan">
          Годишен план
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The group's programme where its year plan starts (issue #30): the programme of each term as blocks of
 * subjects by kind (ClassSubjectType 1-4), each with its area, weekdays and the situations it gets a week and
 * a year; a block opens the subject's year plan. The group's teachers and the managers make, change (copying
 * another group's subjects), print and delete the programme (asked in a modal).
 */
export function GroupProgram({ classId, onPlan }: { classId: string; onPlan: (subjectId: string) => void }) {
  const { can } = usePermissions();
  const [term, setTerm] = useState<1 | 2>(1);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const msg = useMessage();
  const names = useRouteQuery('planning.classProgramNames', { path: { classId } });
  const current = names.data?.find((p) => p.term === term);
  const other = names.data?.find((p) => p.term !== term);
  const program = useRouteQuery(
    'planning.classProgram',
    { path: { id: current?.id ?? '' } },
    { enabled: Boolean(current) },
  );
  const sibling = useRouteQuery(
    'planning.classProgram',
    { path: { id: other?.id ?? '' } },
    { enabled: Boolean(other) && !current },
  );
  const yearly = useRouteQuery('planning.yearlySchoolPlan', { path: { classId } });
  const remove = useRouteMutation('planning.deleteClassProgram', {
    refresh: invalidatePrograms,
    onSuccess: () => {
      setAsking(false);
      msg.ok('Програмата е изтрита.');
    },
    onError: (e) => {
      setAsking(false);
      msg.fail(e);
    },
  });
  if (names.isPending) return <Loading />;
  if (names.error) return <QueryError error={names.error} onRetry={() => names.refetch()} />;
  const counts = new Map(
    kinds.flatMap((k) => (yearly.data?.[yearlyKey[k]] ?? []).map((r) => [r.id, r] as const)),
  );
  const subjects = current ? (program.data?.subjects ?? []) : [];
  return (
    <Stack gap="sm" data-testid="program">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          Програма на групата
        </Title>
        <SegmentedControl
          value={String(term)}
          onChange={(v) => {
            setTerm(Number(v) as 1 | 2);
            setEditing(false);
          }}
          data={[
            { value: '1', label: 'I срок' },
            { value: '2', label: 'II срок' },
          ]}
          data-testid="program-term"
        />
      </Group>
      <MessageAlert msg={msg} testId="program-message" errorTestId="program-error" />
      {editing ? (
        <ProgramEditor
          key={`${term}-${program.data?.version ?? 0}`}
          classId={classId}
          term={term}
          program={current ? program.data : undefined}
          defaultAgeGroup={sibling.data?.ageGroup ?? AgeGroup.First}
          onDone={(text) => {
            setEditing(false);
            if (text) msg.ok(text);
          }}
        />
      ) : (
        <>
          {current && program.data && (
            <Text c="dimmed">
              {program.data.name} · {ageGroupNames[program.data.ageGroup]}
            </Text>
          )}
          {!current && (
            <Text c="dimmed" data-testid="program-none">
              Групата няма програма за този срок. Годишният план започва от направленията на програмата.
            </Text>
          )}
          {kinds.map((k) => {
            const ofKind = subjects.filter((s) => s.type === k);
            if (ofKind.length === 0) return null;
            return (
              <Stack key={k} gap="xs">
                <Text fw={600}>{subjectTypeLabels[k]} направления</Text>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                  {ofKind.map((s) => (
                    <SubjectBlock
                      key={s.id}
                      subject={s}
                      yearly={counts.get(s.id)}
                      onPlan={() => onPlan(s.id)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            );
          })}
          <Group>
            {can('ClassPrograms', current ? 'update' : 'create') && (
              <Button variant="light" onClick={() => setEditing(true)} data-testid="program-edit">
                {current ? 'Промени програмата' : 'Създай програма'}
              </Button>
            )}
            {current && (
              <ExportButton
                label="Програмата за печат (Excel)"
                run={() => callApi('planning.classProgramReceipt', { path: { id: current.id } })}
                testId="program-receipt"
              />
            )}
            {current && can('ClassPrograms', 'delete') && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => setAsking(true)}
                data-testid="program-delete"
              >
                Изтрий програмата
              </Button>
            )}
          </Group>
        </>
      )}
      <ConfirmModal
        opened={asking}
        title="Изтриване на програма"
        pending={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => current && remove.mutate({ path: { id: current.id } })}
        confirmLabel="Изтрий"
        confirmColor="red"
        testId="program-delete"
      >
        Да бъде ли изтрита програмата за {term === 1 ? 'I' : 'II'} срок? Годишните планове на групата остават.
      </ConfirmModal>
    </Stack>
  );
}
