import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useRouteMutation, useRouteQuery } from '../../api/query';
import type { ApiReply } from '../../api/routes';
import { formatDate } from '../../ui/format/dates';
import { MonthFilter, monthKey, useMonthChoice } from '../../ui/forms/MonthFilter';
import { MessageAlert, useMessage } from '../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../ui/table/EntityTable';
import { invalidateNeispuo } from './queries';

type ClassRow = ApiReply<'neispuo.classes'>[number];
type SentDay = ApiReply<'neispuo.studentAttendances'>[number];

const states = {
  waiting: { label: 'Чака', color: 'yellow' },
  accepted: { label: 'Приет', color: 'green' },
  refused: { label: 'Отказан', color: 'red' },
  unmatched: { label: 'Без ЛИН', color: 'gray' },
} as const;

const typeNames: Record<number, string> = { 1: 'Присъствие', 2: 'Неизвинено', 3: 'Извинено' };
const reasonNames: Record<number, string> = { 1: 'здравословни', 2: 'семейни', 3: 'други' };

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

const classColumns: EntityColumn<ClassRow>[] = [
  { id: 'group', header: 'Група', cell: (r) => r.groupName, td: { fw: 600 } },
  ...(['waiting', 'accepted', 'refused', 'unmatched'] as const).map(
    (s): EntityColumn<ClassRow> => ({ id: s, header: states[s].label, cell: (r) => r[s] }),
  ),
];

const recordColumns: EntityColumn<SentDay>[] = [
  { id: 'date', header: 'Дата', cell: (r) => formatDate(r.date) },
  { id: 'child', header: 'Дете', cell: (r) => r.childName, td: { fw: 600 } },
  {
    id: 'type',
    header: 'В НЕИСПУО',
    cell: (r) =>
      r.type === null
        ? 'за изтриване'
        : `${typeNames[r.type] ?? ''}${r.excusedReason ? ` (${reasonNames[r.excusedReason]} причини)` : ''}`,
  },
  {
    id: 'state',
    header: 'Състояние',
    cell: (r) => (
      <Stack gap={2}>
        <Badge color={states[r.state].color} variant="light" data-testid="neispuo-record-state">
          {states[r.state].label}
        </Badge>
        {r.message && (
          <Text size="xs" c="red" data-testid="neispuo-record-message">
            {r.message}
          </Text>
        )}
      </Stack>
    ),
  },
];

/**
 * The groups' sync state this month, and a group's records of a month by day and child: waiting, accepted,
 * refused (with НЕИСПУО's message) or without a person id; „Изпрати отново“ resends the month after a fix.
 */
export function SyncState() {
  const msg = useMessage();
  const classes = useRouteQuery('neispuo.classes');
  const [groupId, setGroupId] = useState<string | null>(null);
  // The month is in the address, so a reload after a repair shows the same month.
  const [ym, setYm] = useMonthChoice();
  const month = monthKey(ym);
  // A month holds a row per child and day: the director looks for what to repair.
  const [shown, setShown] = useState<SentDay['state'] | 'all'>('all');
  const records = useRouteQuery(
    'neispuo.studentAttendances',
    { path: { classId: groupId ?? '' }, query: { month } },
    { enabled: Boolean(groupId) },
  );
  const resend = useRouteMutation('neispuo.sendAttendance', {
    refresh: invalidateNeispuo,
    onSuccess: () => msg.ok('Месецът е изпратен отново към НЕИСПУО.'),
    onError: (e) => msg.fail(e),
  });
  const withBooks = (classes.data ?? []).filter((c) => c.classBookId !== null);

  return (
    <Stack gap="md" data-testid="neispuo-sync-state">
      <Title order={2}>Изпратено към НЕИСПУО този месец</Title>
      <EntityTable
        query={classes}
        rows={classes.data}
        getRowId={(r) => r.groupId}
        columns={classColumns}
        empty={{ text: 'Няма групи с дневник в НЕИСПУО' }}
        minWidth={520}
        testId="neispuo-sync-classes"
      />
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Група"
          data={withBooks.map((c) => ({ value: c.groupId, label: c.groupName }))}
          value={groupId}
          onChange={setGroupId}
          data-testid="neispuo-sync-group"
        />
        <MonthFilter value={ym} onChange={setYm} testId="neispuo-sync" />
        <Select
          label="Показване"
          data={[
            { value: 'all', label: 'Всички' },
            ...(Object.keys(states) as SentDay['state'][]).map((k) => ({ value: k, label: states[k].label })),
          ]}
          value={shown}
          onChange={(v) => setShown((v as typeof shown | null) ?? 'all')}
          allowDeselect={false}
          data-testid="neispuo-record-filter"
        />
        <Button
          variant="light"
          disabled={!groupId}
          loading={resend.isPending}
          onClick={() =>
            groupId && resend.mutate({ body: { groupId, fromDate: `${month}-01`, toDate: lastDay(month) } })
          }
          data-testid="neispuo-resend"
        >
          Изпрати отново
        </Button>
      </Group>
      <MessageAlert msg={msg} testId="neispuo-sync-message" errorTestId="neispuo-sync-error" />
      {groupId && (
        <EntityTable
          paging={{ clientPageSize: 50 }}
          query={records}
          rows={records.data?.filter((r) => shown === 'all' || r.state === shown)}
          getRowId={(r) => `${r.date}#${r.childId}`}
          columns={recordColumns}
          empty={{ text: 'Няма отбелязани дни през месеца' }}
          minWidth={640}
          testId="neispuo-records"
        />
      )}
    </Stack>
  );
}
