import { Alert, Button, Modal, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { callApi, isApiError } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { useChildOptions, useGroupOptions } from '../../../ui/fields';
import { formatDate, sofiaDay } from '../../../ui/format/dates';
import { DateField } from '../../../ui/forms/DateField';
import { DecimalInput } from '../../../ui/forms/DecimalInput';
import { parseDecimal } from '../../../ui/forms/numbers';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { usePaging } from '../../../ui/table/list-controls';
import { GrowthChartCard } from './GrowthChartCard';
import { invalidateMeasurements } from './queries';

type Measurement = ApiReply<'children.anthropometrics'>['result'][number];
/** A child of the chosen group, as its options list names it. */
interface ChildOption {
  id: string;
  name: string;
}

const pageSize = 30;
const decimal = (n: number) => String(n).replace('.', ',');
const columns: EntityColumn<Measurement>[] = [
  { id: 'date', header: 'Дата', cell: (m) => formatDate(m.date) },
  { id: 'name', header: 'Дете', cell: (m) => m.studentName, td: { fw: 600 } },
  { id: 'height', header: 'Ръст (см)', cell: (m) => decimal(m.height) },
  { id: 'weight', header: 'Тегло (кг)', cell: (m) => decimal(m.weight) },
  {
    id: 'percentiles',
    header: 'Перцентил ръст / тегло (СЗО)',
    cell: (m) =>
      m.heightPercentile === null
        ? '–'
        : `${decimal(m.heightPercentile)} / ${decimal(m.weightPercentile ?? 0)}`,
  },
];

interface RowState {
  height: string;
  weight: string;
  error?: string;
  saved?: boolean;
}

/** One child's row of the round: height and weight typed, saved on its own, its refusal beside it. */
function ChildRow({
  child,
  state,
  onChange,
  onSave,
  saving,
}: {
  child: ChildOption;
  state: RowState;
  onChange: (next: RowState) => void;
  onSave: () => void;
  saving: boolean;
}) {
  return (
    <Table.Tr data-testid="measure-row" data-name={child.name}>
      <Table.Td fw={600}>{child.name}</Table.Td>
      <Table.Td>
        <DecimalInput
          aria-label={`Ръст (см) на ${child.name}`}
          decimals={1}
          value={state.height}
          onChange={(height) => onChange({ ...state, height, saved: false })}
          w={90}
          data-testid="measure-height"
        />
      </Table.Td>
      <Table.Td>
        <DecimalInput
          aria-label={`Тегло (кг) на ${child.name}`}
          decimals={1}
          value={state.weight}
          onChange={(weight) => onChange({ ...state, weight, saved: false })}
          w={90}
          data-testid="measure-weight"
        />
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Button
            size="xs"
            onClick={onSave}
            loading={saving}
            disabled={!state.height || !state.weight}
            data-testid="measure-save"
          >
            Запиши
          </Button>
          {state.saved && (
            <Text fz="xs" fw={600} data-testid="measure-saved">
              Записано
            </Text>
          )}
          {state.error && (
            <Text fz="xs" c="red.9" role="alert" data-testid="measure-error">
              {state.error}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** The entry table: a row for each child of the group (read only once a group is chosen). */
function EntryRows({ groupId, row }: { groupId: string; row: (child: ChildOption) => ReactNode }) {
  const children = useChildOptions(groupId);
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table withTableBorder data-testid="measure-entry">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Дете</Table.Th>
            <Table.Th>Ръст (см)</Table.Th>
            <Table.Th>Тегло (кг)</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children.options.map(({ value: id, label: name }) => row({ id, name }))}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /kids/measurements: pick a group and a date, type each child's height and weight in a row and save the
 * row; the group's measurements are listed below, newest first, with the WHO percentiles.
 */
export function MeasurementsPage() {
  const user = useUserData();
  const { can } = usePermissions();
  const client = useQueryClient();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const groups = useGroupOptions();
  const [groupId, setGroupId] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(sofiaDay(new Date()));
  const [rows, setRows] = useState<Record<string, RowState>>({});
  const pages = usePaging('measurements', pageSize);
  const [chartOf, setChartOf] = useState<{ id: string; name: string }>();
  const list = useRouteQuery(
    'children.anthropometrics',
    { query: { kindergartenId, classId: groupId ?? '', ...pages.query } },
    { enabled: Boolean(groupId) },
  );
  const save = useMutation({
    mutationFn: (child: ChildOption) => {
      const row = rows[child.id]!;
      return callApi('children.saveAnthropometric', {
        body: {
          kindergartenId,
          studentId: child.id,
          date: date ?? '',
          height: parseDecimal(row.height) ?? 0,
          weight: parseDecimal(row.weight) ?? 0,
        },
      });
    },
    onSuccess: async (_, child) => {
      setRows((r) => ({ ...r, [child.id]: { height: '', weight: '', saved: true } }));
      await invalidateMeasurements(client);
    },
    onError: (e, child) =>
      setRows((r) => ({
        ...r,
        [child.id]: { ...r[child.id]!, error: isApiError(e) ? e.message : 'Измерването не беше записано.' },
      })),
  });
  const actions = useListActions<Measurement>('StudentAnthropometrics', {
    remove: (m) => callApi('children.deleteAnthropometric', { path: { id: m.id } }),
    refresh: invalidateMeasurements,
    deletedText: (m) => `Измерването на ${m.studentName} от ${formatDate(m.date)} е изтрито.`,
    refusedText: 'Измерването не беше изтрито.',
    title: 'Изтриване на измерване',
    question: (m) => `Да бъде ли изтрито измерването на ${m.studentName} от ${formatDate(m.date)}?`,
    buttons: (m) => (
      <Button
        size="xs"
        variant="light"
        onClick={() => setChartOf({ id: m.studentId, name: m.studentName })}
        data-testid="measurement-chart"
      >
        Графика
      </Button>
    ),
    testId: 'measurement',
    rowData: (m) => ({ 'data-name': m.studentName }),
  });

  if (!kindergartenId) return <Alert color="yellow">Измерванията се въвеждат в детска градина.</Alert>;
  const canMeasure = can('StudentAnthropometrics', 'create');

  return (
    <ListPage
      title="Антропометрия"
      intro="Ръст и тегло на децата от група. Перцентилите са по стандартите на Световната здравна организация; графиката на растежа е в досието на всяко дете."
      {...actions.page}
      maw={1000}
      testId="measurements"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={560}>
        <Select
          label="Група"
          placeholder="Изберете група"
          data={groups.options}
          value={groupId}
          onChange={(v) => {
            setGroupId(v);
            setRows({});
            pages.first();
          }}
          data-testid="measure-group"
        />
        {canMeasure && (
          <DateField
            label="Дата на измерване"
            value={date}
            onChange={setDate}
            maxDate={new Date()}
            data-testid="measure-date"
          />
        )}
      </SimpleGrid>
      {groupId && canMeasure && (
        <EntryRows
          groupId={groupId}
          row={(child) => (
            <ChildRow
              key={child.id}
              child={child}
              state={rows[child.id] ?? { height: '', weight: '' }}
              onChange={(next) => setRows((r) => ({ ...r, [child.id]: { ...next, error: undefined } }))}
              onSave={() => save.mutate(child)}
              saving={save.isPending && save.variables?.id === child.id}
            />
          )}
        />
      )}
      {groupId ? (
        <EntityTable<Measurement>
          paging={pages}
          query={list}
          columns={columns}
          {...actions.table}
          empty="Групата още няма измервания."
          minWidth={640}
        />
      ) : (
        <Text c="dimmed" data-testid="measurements-pick-group">
          Изберете група, за да въведете или видите измервания.
        </Text>
      )}
      <Modal
        opened={chartOf !== undefined}
        onClose={() => setChartOf(undefined)}
        title={chartOf ? `Растеж на ${chartOf.name}` : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Затвори' }}
      >
        {chartOf && <GrowthChartCard childId={chartOf.id} />}
      </Modal>
    </ListPage>
  );
}
