import type { ChildPage as ChildPageData } from '@gradina/shared/manifest/routes/children/records';
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useParams } from 'react-router';
import type { ApiArgs } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { Field, useGroupOptions } from '../../../ui/fields';
import { formatDate } from '../../../ui/format/dates';
import { type BodyOf, given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { FormFrame, type FormPageOptions, useFormPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { GrowthChartCard } from '../measurements/GrowthChartCard';
import { GuardiansCard } from '../parents/GuardiansCard';
import { ChildRecordForm } from './ChildRecordForm';
import { childStatusLabels } from './labels';
import { isOverCapacity, OverCapacityModal } from './OverCapacityModal';
import { invalidateChildren, useChild } from './queries';

const leaveKinds = [
  { value: '2', label: childStatusLabels[2]! },
  { value: '3', label: childStatusLabels[3]! },
];

type ChildRoute = 'children.moveChild' | 'children.dischargeChild';

/**
 * A form on one of the child's own routes: its fields go with the record's kindergarten and version to the
 * record's path, and the page stays after the save (read again, the history shows the change).
 */
function useChildForm<V extends FieldValues, Id extends ChildRoute>(
  routeId: Id,
  { record, kindergartenId }: { record: ChildPageData['record']; kindergartenId: string },
  form: {
    labels: ManifestFormSpec<V, Id>['labels'];
    defaultValues: DefaultValues<V>;
    fields: (values: V) => Omit<BodyOf<Id>, 'kindergartenId' | 'version'>;
  },
  options: Pick<FormPageOptions<V, Id, never>, 'onServerError' | 'onSaved'> = {},
) {
  const toBody = (v: V) => ({ ...form.fields(v), kindergartenId, version: record.version }) as BodyOf<Id>;
  return useFormPage(routeId, {
    spec: { labels: form.labels, toBody, defaultValues: form.defaultValues },
    toArgs: (v) => ({ path: { id: record.id }, body: toBody(v) }) as ApiArgs<Id>,
    refresh: invalidateChildren,
    back: '/kids/records',
    onSaved: () => undefined,
    ...options,
  });
}

/** A move to another group from a date, or the leave (discharge, relocation) on a last day. */
function PlacementActions({ kindergartenId, data }: { kindergartenId: string; data: ChildPageData }) {
  const { record } = data;
  const groups = useGroupOptions();
  const enrolled = record.status === 1;
  const [full, setFull] = useState<string | null>(null);
  const move = useChildForm(
    'children.moveChild',
    { record, kindergartenId },
    {
      labels: { groupId: 'Група', fromDate: 'От дата' },
      defaultValues: { groupId: '', fromDate: '', overCapacityReason: '' },
      fields: ({ overCapacityReason, ...v }) => ({
        groupId: given(v.groupId),
        fromDate: v.fromDate,
        ...(overCapacityReason ? { overCapacityReason } : {}),
      }),
    },
    {
      // A full group: the director is asked for a reason to move the child over the capacity.
      onServerError: (e) => {
        if (isOverCapacity(e)) setFull((e as Error).message);
        return isOverCapacity(e);
      },
      onSaved: (): void => {
        setFull(null);
        move.form.reset();
      },
    },
  );
  const leave = useChildForm(
    'children.dischargeChild',
    { record, kindergartenId },
    {
      labels: { status: 'Причина за напускане', leftOn: 'Последен ден' },
      defaultValues: { status: '2', leftOn: '' },
      fields: (v) => ({ status: Number(v.status) as 2, leftOn: v.leftOn }),
    },
  );
  const withReason = (reason: string) => move.form.setValue('overCapacityReason', reason);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <FormFrame
        page={move}
        saveLabel={enrolled ? 'Премести в групата' : 'Запиши отново'}
        onCancel={false}
        testId="child-move"
        saveTestId="child-move"
        errorTestId="child-move-error"
      >
        <Field.Select
          form={move}
          name="groupId"
          label={enrolled ? 'Нова група' : 'Записване отново в група'}
          data={groups.options.filter((g) => g.value !== record.groupId || !enrolled)}
          testId="child-move-group"
        />
        <Field.Date form={move} name="fromDate" testId="child-move-date" />
      </FormFrame>
      <OverCapacityModal
        message={full}
        pending={move.saving}
        error={full && move.formError}
        onCancel={() => {
          withReason('');
          setFull(null);
        }}
        onConfirm={(reason) => {
          withReason(reason);
          void move.submit();
        }}
      />
      {enrolled && (
        <FormFrame
          page={leave}
          saveLabel="Отпиши"
          saveColor="red"
          onCancel={false}
          testId="child-leave"
          saveTestId="child-leave"
          errorTestId="child-leave-error"
        >
          <Field.Select form={leave} name="status" data={leaveKinds} testId="child-leave-kind" />
          <Field.Date form={leave} name="leftOn" testId="child-leave-date" />
        </FormFrame>
      )}
    </SimpleGrid>
  );
}

/** The stays in groups, oldest first: where the child was on any day. */
function PlacementHistory({ kindergartenId, data }: { kindergartenId: string; data: ChildPageData }) {
  const { can } = usePermissions();
  return (
    <Paper withBorder p="md" radius="md" data-testid="child-history">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          История на групите
        </Title>
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Група</Table.Th>
                <Table.Th>От</Table.Th>
                <Table.Th>До</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.placements.map((p) => (
                <Table.Tr key={p.fromDate} data-testid="child-placement" data-group={p.groupName}>
                  <Table.Td>{p.groupName}</Table.Td>
                  <Table.Td>{formatDate(p.fromDate)}</Table.Td>
                  <Table.Td>{p.toDate ? formatDate(p.toDate) : 'досега'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data.record.leftOn && (
          <Text size="sm" data-testid="child-left">
            {data.record.leaveStatus
              ? `${childStatusLabels[data.record.leaveStatus]} след ${formatDate(data.record.leftOn)} (последен ден в градината)`
              : `${childStatusLabels[data.record.status]} на ${formatDate(data.record.leftOn)}`}
            {data.record.leaveNote ? `: ${data.record.leaveNote}` : ''}
          </Text>
        )}
        {can('Students', 'update') && <PlacementActions kindergartenId={kindergartenId} data={data} />}
      </Stack>
    </Paper>
  );
}

/**
 * /kids/records/create and /kids/records/{id}/{kindergatrenId?}: the child's page. The record form, the
 * history of groups with a move and a leave, and the cards other features add: the guardians (parents) and
 * the growth chart (measurements). A new card for the child's page is one line below.
 */
export function ChildPage() {
  const { id } = useParams();
  const creating = !id || id === 'create';
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const child = useChild(id ?? '', !creating);
  const name = child.data ? `${child.data.record.firstName} ${child.data.record.lastName}` : '';
  useDocumentTitle(`${creating ? 'Ново дете' : name || 'Дете'} | Градина`);
  if (!kindergartenId) return <Alert color="yellow">Децата се управляват в детска градина.</Alert>;
  if (creating)
    return (
      <Stack gap="lg" maw={1100} data-testid="child-page">
        <Title order={1}>Ново дете</Title>
        <ChildRecordForm kindergartenId={kindergartenId} />
      </Stack>
    );
  if (child.isPending) return <Loading />;
  if (child.isError) return <QueryError error={child.error} />;
  const { record } = child.data;
  return (
    <Stack gap="lg" maw={1100} data-testid="child-page">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{name}</Title>
        <Group gap="xs">
          <Badge variant="light" data-testid="child-status">
            {childStatusLabels[record.status]}
          </Badge>
          {record.groupName && <Badge variant="outline">{record.groupName}</Badge>}
        </Group>
      </Group>
      <ChildRecordForm kindergartenId={kindergartenId} child={child} />
      <PlacementHistory kindergartenId={kindergartenId} data={child.data} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <GuardiansCard childId={record.id} />
        <GrowthChartCard childId={record.id} />
      </SimpleGrid>
    </Stack>
  );
}
