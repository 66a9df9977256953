import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useRouteMutation } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { DateField } from '../../../ui/forms/DateField';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { invalidateActivities, useActivityClasses, useGroupChildren } from './queries';

const groupChanges = [
  { action: 'enroll', label: 'Запиши избраните', testId: 'activity-groups-enroll' },
  {
    action: 'remove',
    label: 'Отпиши избраните',
    testId: 'activity-groups-remove',
    variant: 'light',
    color: 'red',
  },
] as const;

/**
 * /activities/groups: per kindergarten group, its activities and its children with the activities they
 * take part in; staff with the right put the chosen children on an activity from a date, or take them off
 * with that date as their last day, without a parent's request.
 */
export function ActivityGroupsPage() {
  const { can } = usePermissions();
  const kindergartenId = useKindergartenId() ?? '';
  const classes = useActivityClasses(kindergartenId);
  const [chosenGroup, setChosenGroup] = useState<string | null>(null);
  const groupId = chosenGroup ?? classes.data?.[0]?.id ?? '';
  const group = classes.data?.find((g) => g.id === groupId);
  const children = useGroupChildren(kindergartenId, groupId);
  const [selected, setSelected] = useState<string[]>([]);
  const [activityId, setActivityId] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const msg = useMessage();
  const change = useRouteMutation('activities.saveActivityStudents', {
    refresh: invalidateActivities,
    onSuccess: (_, { body }) => {
      setSelected([]);
      msg.ok(
        body.action === 'enroll' ? 'Децата са записани в дейността.' : 'Децата са отписани от дейността.',
      );
    },
    onError: (error) => msg.fail(error),
  });
  const changeAll = (action: 'enroll' | 'remove') =>
    change.mutate({
      body: { kindergartenId, activityId: activityId ?? '', action, studentIds: selected, date: date ?? '' },
    });

  if (!kindergartenId) return <Alert color="yellow">Дейностите по групи се виждат в детска градина.</Alert>;
  if (classes.isPending) return <Loading />;
  if (classes.isError) return <QueryError error={classes.error} onRetry={() => classes.refetch()} />;
  const canChange = can('Activities', 'update');
  const ready = Boolean(activityId && date && selected.length > 0);

  return (
    <Stack gap="lg" maw={1000} data-testid="activity-groups-page">
      <PageHeader title="Дейности по групи" intro="Децата на всяка група и дейностите, в които участват." />
      {classes.data.length === 0 ? (
        <Alert color="gray" data-testid="activity-groups-empty">
          В учебната година още няма групи.
        </Alert>
      ) : (
        <Select
          label="Група"
          data={classes.data.map((g) => ({ value: g.id, label: g.name }))}
          value={groupId}
          onChange={(v) => {
            setChosenGroup(v);
            setSelected([]);
            setActivityId(null);
          }}
          allowDeselect={false}
          maw={320}
          data-testid="activity-groups-group"
        />
      )}
      {group && (
        <Group gap="xs" data-testid="activity-groups-activities">
          <Text size="sm">Дейности на групата:</Text>
          {group.activities.length === 0 && <Text size="sm">няма</Text>}
          {group.activities.map((a) => (
            <Badge key={a.id} variant="light">
              {a.name} ({a.enrolledCount})
            </Badge>
          ))}
        </Group>
      )}
      <MessageAlert msg={msg} testId="activity-groups-message" errorTestId="activity-groups-error" />
      {canChange && group && group.activities.length > 0 && (
        <Group align="flex-end" wrap="wrap" data-testid="activity-groups-change">
          <Select
            label="Дейност"
            data={group.activities.map((a) => ({ value: a.id, label: a.name }))}
            value={activityId}
            onChange={setActivityId}
            maw={260}
            data-testid="activity-groups-activity"
          />
          <DateField
            label="Дата (от / последен ден)"
            value={date}
            onChange={(v) => setDate(v ?? null)}
            maw={220}
            data-testid="activity-groups-date"
          />
          {groupChanges.map(({ action, label, testId, ...look }) => (
            <Button
              key={action}
              {...look}
              disabled={!ready}
              loading={change.isPending}
              onClick={() => changeAll(action)}
              data-testid={testId}
            >
              {label}
            </Button>
          ))}
        </Group>
      )}
      {children.isError && <QueryError error={children.error} onRetry={() => children.refetch()} />}
      {children.isPending && groupId && <Loading />}
      {children.data && children.data.length === 0 && (
        <Alert color="gray" data-testid="activity-groups-no-children">
          В групата няма деца.
        </Alert>
      )}
      {children.data && children.data.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table striped withTableBorder data-testid="activity-groups-children">
            <Table.Thead>
              <Table.Tr>
                {canChange && (
                  <Table.Th w={40}>
                    <VisuallyHidden>Избор</VisuallyHidden>
                  </Table.Th>
                )}
                <Table.Th>Дете</Table.Th>
                <Table.Th>Дейности</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {children.data.map((c) => (
                <Table.Tr key={c.childId} data-testid="activity-groups-child" data-name={c.childName}>
                  {canChange && (
                    <Table.Td>
                      <Checkbox
                        aria-label={`Избери ${c.childName}`}
                        checked={selected.includes(c.childId)}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setSelected((s) => (on ? [...s, c.childId] : s.filter((x) => x !== c.childId)));
                        }}
                        data-testid="activity-groups-select"
                      />
                    </Table.Td>
                  )}
                  <Table.Td>{c.childName}</Table.Td>
                  <Table.Td data-testid="activity-groups-child-activities">
                    {c.activities.map((a) => `${a.activityName} (от ${formatDate(a.from)})`).join(', ') ||
                      '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
