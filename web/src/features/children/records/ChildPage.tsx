import type { ChildPage as ChildPageData } from '@gradina/shared/manifest/routes/children/records';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { Field, useGroupOptions } from '../../../ui/fields';
import { formatDate } from '../../../ui/format/dates';
import { DateField } from '../../../ui/forms/DateField';
import { Loading } from '../../../ui/Loading';
import { FormFrame, useFormPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { FailureAlert } from '../../../ui/result-message';
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

/** A move to another group from a date, or the leave (discharge, relocation) on a last day. */
function PlacementActions({ kindergartenId, data }: { kindergartenId: string; data: ChildPageData }) {
  const client = useQueryClient();
  const { record } = data;
  const groups = useGroupOptions();
  const [groupId, setGroupId] = useState<string | null>(null);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const done = () => invalidateChildren(client);
  const [full, setFull] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (overCapacityReason?: string) =>
      callApi('children.moveChild', {
        path: { id: record.id },
        body: {
          kindergartenId,
          groupId: groupId ?? '',
          fromDate: fromDate ?? '',
          version: record.version,
          ...(overCapacityReason ? { overCapacityReason } : {}),
        },
      }),
    onSuccess: () => {
      setFull(null);
      return done();
    },
    // A full group: the director is asked for a reason to move the child over the capacity.
    onError: (e) => isOverCapacity(e) && setFull(e.message),
  });
  const leaveBody = (v: { status: string; leftOn: string }) => ({
    kindergartenId,
    status: Number(v.status) as 2,
    leftOn: v.leftOn,
    version: record.version,
  });
  const leave = useFormPage('children.dischargeChild', {
    spec: {
      labels: { status: 'Причина за напускане', leftOn: 'Последен ден' },
      toBody: leaveBody,
      defaultValues: { status: '2', leftOn: '' },
    },
    toArgs: (v) => ({ path: { id: record.id }, body: leaveBody(v) }),
    refresh: invalidateChildren,
    back: '/kids/records',
    // The child's page stays: read again, it shows the leave in the history.
    onSaved: () => undefined,
  });
  const enrolled = record.status === 1;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Stack gap="xs">
        <Select
          label={enrolled ? 'Нова група' : 'Записване отново в група'}
          data={groups.options.filter((g) => g.value !== record.groupId || !enrolled)}
          value={groupId}
          onChange={setGroupId}
          data-testid="child-move-group"
        />
        <DateField label="От дата" value={fromDate} onChange={setFromDate} data-testid="child-move-date" />
        <FailureAlert text={move.isError && !full && move.error.message} testId="child-move-error" />
        <Button onClick={() => move.mutate(undefined)} loading={move.isPending} data-testid="child-move">
          {enrolled ? 'Премести в групата' : 'Запиши отново'}
        </Button>
        <OverCapacityModal
          message={full}
          pending={move.isPending}
          error={full && move.isError && !isOverCapacity(move.error) ? move.error.message : null}
          onCancel={() => setFull(null)}
          onConfirm={(reason) => move.mutate(reason)}
        />
      </Stack>
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
