import { Alert, Anchor, Badge, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatMonth, sofiaDay } from '../../../ui/format/dates';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { type MonthChoice, MonthFilter, monthKey } from '../../../ui/forms/MonthFilter';
import { ExportButton, ListPage } from '../../../ui/page';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters } from '../../../ui/table/list-controls';
import { cents } from '../fees/fee-labels';
import { invalidateHistory } from './queries';

type Row = ApiReply<'payments.kindergartenFeeReport'>[number];
type Level = 'kindergarten' | 'groups' | 'kids';

const levels: { level: Level; label: string; path: string }[] = [
  { level: 'kindergarten', label: 'По градина', path: '/fees_depricated/references/kindergarten' },
  { level: 'groups', label: 'По групи', path: '/fees_depricated/references/groups' },
  { level: 'kids', label: 'По деца', path: '/fees_depricated/references/kids' },
];

const columns = (level: Level): EntityColumn<Row>[] => [
  { id: 'month', header: 'Месец', cell: (r) => formatMonth(`${r.month}-01`) },
  ...(level === 'kindergarten'
    ? []
    : [{ id: 'name', header: level === 'groups' ? 'Група' : 'Дете', cell: (r: Row) => r.name }]),
  { id: 'due', header: 'Дължимо', cell: (r) => cents(r.dueCents) },
  { id: 'paid', header: 'Платено', cell: (r) => cents(r.paidCents) },
  { id: 'overdue', header: 'Просрочено', cell: (r) => cents(r.overdueCents) },
  { id: 'cash', header: 'В брой', cell: (r) => cents(r.cashCents) },
  { id: 'bank', header: 'Банка', cell: (r) => cents(r.bankCents) },
  { id: 'pos', header: 'ПОС', cell: (r) => cents(r.posCents) },
  { id: 'online', header: 'Онлайн', cell: (r) => cents(r.onlineCents) },
  {
    id: 'converted',
    header: 'Валута',
    cell: (r) =>
      r.converted ? (
        <Badge variant="light" color="yellow">
          от лева по 1,95583
        </Badge>
      ) : (
        'евро'
      ),
  },
];

const thisMonth = (): MonthChoice => {
  const today = sofiaDay(new Date());
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
};

/**
 * /fees_depricated/references/{kindergarten,groups,kids} (and /references: the kindergarten's): due, paid,
 * overdue and by method for each month of the period; months before 2026 come from the history in leva and
 * say they were converted. The history sheet is imported here.
 */
export function ReferencesPage({ level = 'kindergarten' }: { level?: Level }) {
  const kindergartenId = useKindergartenId() ?? '';
  const [from, setFrom] = useState<MonthChoice>(() => ({ ...thisMonth(), month: 1 }));
  const [to, setTo] = useState<MonthChoice>(thisMonth);
  const query = { kindergartenId, level, fromMonth: monthKey(from), toMonth: monthKey(to) };
  const report = useRouteQuery(
    'payments.kindergartenFeeReport',
    { query },
    { enabled: Boolean(kindergartenId) },
  );
  if (!kindergartenId) return <Alert color="yellow">Справките се правят в детска градина.</Alert>;
  return (
    <ListPage
      title="Справки за таксите за детската градина"
      intro={
        <Group gap="md">
          {levels.map((l) => (
            <Anchor key={l.level} component={Link} to={l.path} fw={l.level === level ? 700 : 400}>
              {l.label}
            </Anchor>
          ))}
        </Group>
      }
      actions={
        <ExportButton
          label="Excel"
          run={() => callApi('payments.exportKindergartenFeeReport', { query })}
          testId="kg-references-export"
        />
      }
      maw={1300}
      testId="kg-references"
    >
      <EntityTable<Row>
        filters={
          <Filters>
            <Text size="sm">От</Text>
            <MonthFilter value={from} onChange={setFrom} testId="kg-references-from" />
            <Text size="sm">до</Text>
            <MonthFilter value={to} onChange={setTo} testId="kg-references-to" />
          </Filters>
        }
        query={report}
        rows={report.data}
        getRowId={(r) => `${r.month}|${r.key}`}
        columns={columns(level)}
        rowProps={(r) => ({ 'data-testid': 'kg-reference-row', 'data-month': r.month })}
        empty={{ text: 'Няма такси за периода.', testId: 'kg-references-empty' }}
        minWidth={960}
        testId="kg-references-table"
      />
      <HistoryImport kindergartenId={kindergartenId} />
    </ListPage>
  );
}

const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The municipal history: an xlsx of child, month (ММ.ГГГГ), amount and paid in leva, before 2026. */
function HistoryImport({ kindergartenId }: { kindergartenId: string }) {
  const client = useQueryClient();
  const msg = useMessage();
  const upload = useMutation({
    mutationFn: async (file: File) =>
      callApi('payments.importKindergartenFeeHistory', {
        body: { kindergartenId, fileName: file.name, content: await base64Of(file) },
      }),
    onSuccess: async (r) => {
      msg.ok(`Внесени такси от историята: ${r.count}.`);
      await invalidateHistory(client);
    },
    onError: (e) => msg.fail(e, saveErrorText(e)),
  });
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          История в лева (преди 01.01.2026)
        </Title>
        <Text size="sm" c="dimmed">
          Файл xlsx с колони: дете, месец (ММ.ГГГГ), сума в лева, платено в лева (или „да“/„не“). Сумите се
          пазят в лева и се показват в евро по фиксирания курс 1,95583.
        </Text>
        <FileButton onChange={(f) => f && upload.mutate(f)} accept=".xlsx">
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={upload.isPending}
              data-testid="kg-history-import"
              w="fit-content"
            >
              Внеси историята
            </Button>
          )}
        </FileButton>
        <MessageAlert msg={msg} testId="kg-history-message" />
      </Stack>
    </Card>
  );
}

export const KindergartenReferencesPage = () => <ReferencesPage level="kindergarten" />;
export const GroupReferencesPage = () => <ReferencesPage level="groups" />;
export const KidReferencesPage = () => <ReferencesPage level="kids" />;
