import { activityPricingLabels } from '@gradina/shared/manifest/routes/activities/catalogue';
import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDate, formatMonth } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { feeBreakdown } from './fee-breakdown';
import { cents, feeStatusColors, feeStatusLabel, statusChoices } from './fee-labels';
import { paymentMethodLabels } from './payment-labels';
import { useFeeSummary, useFeesOfMonth } from './queries';

type ChildFee = ApiReply<'payments.childFeesOfMonth'>['fees'][number];
const two = (n: number) => String(n).padStart(2, '0');
const monthTitle = (year: number, month: number) => formatMonth(`${year}-${two(month)}-01`);

/** Rows of fees' sums (a month's, a child's): how many, due and paid; the first column opens the next level. */
function SumsTable({
  first,
  rows,
  testId,
  rowTestId,
}: {
  first: string;
  rows: { key: string; label: ReactNode; count: number; due: number; paid: number }[];
  testId: string;
  rowTestId: string;
}) {
  return (
    <Table striped withTableBorder data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{first}</Table.Th>
          <Table.Th>Такси</Table.Th>
          <Table.Th>Дължимо</Table.Th>
          <Table.Th>Платено</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key} data-testid={rowTestId}>
            <Table.Td>{r.label}</Table.Td>
            <Table.Td>{r.count}</Table.Td>
            <Table.Td>{cents(r.due)}</Table.Td>
            <Table.Td>{cents(r.paid)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The year's months with their fees' totals; each opens the month's children. */
function YearLevel({ kindergartenId, year }: { kindergartenId: string; year: number }) {
  const navigate = useNavigate();
  const summary = useFeeSummary(kindergartenId, year);
  if (summary.isError) return <QueryError error={summary.error} onRetry={() => summary.refetch()} />;
  if (!summary.data) return <Loading />;
  return (
    <Stack gap="sm">
      <Select
        label="Година"
        data={[year - 1, year, year + 1].map(String)}
        value={String(year)}
        onChange={(v) => v && navigate(`/activities/fees/${v}`)}
        allowDeselect={false}
        w={110}
        data-testid="fees-drill-year"
      />
      <SumsTable
        first="Месец"
        rows={summary.data.map((m, i) => ({
          key: m.month,
          label:
            m.fees > 0 ? (
              <Anchor component={Link} to={`/activities/fees/${year}/${i + 1}`}>
                {monthTitle(year, i + 1)}
              </Anchor>
            ) : (
              monthTitle(year, i + 1)
            ),
          count: m.fees,
          due: m.amountCents,
          paid: m.paidCents,
        }))}
        testId="fees-year-table"
        rowTestId="fees-year-month"
      />
    </Stack>
  );
}

/** A month's children, each with the sum of their fees; each opens the child's fees. */
function MonthLevel({
  kindergartenId,
  year,
  month,
}: {
  kindergartenId: string;
  year: number;
  month: number;
}) {
  const all = statusChoices.find((c) => c.value === 'all')!.statuses;
  const list = useFeesOfMonth(
    kindergartenId,
    { year, month },
    { activityId: null, groupId: null, statuses: all },
    { PageNumber: 1, PageSize: 500 },
  );
  if (list.isError) return <QueryError error={list.error} onRetry={() => list.refetch()} />;
  if (!list.data) return <Loading />;
  const children = new Map<string, { name: string; due: number; paid: number; count: number }>();
  for (const f of list.data.result) {
    const c = children.get(f.childId) ?? { name: f.childName, due: 0, paid: 0, count: 0 };
    children.set(f.childId, {
      ...c,
      due: c.due + f.amountCents,
      paid: c.paid + f.paidCents,
      count: c.count + 1,
    });
  }
  if (children.size === 0) return <Text data-testid="fees-drill-empty">Няма такси за този месец.</Text>;
  return (
    <SumsTable
      first="Дете"
      rows={[...children].map(([id, c]) => ({
        key: id,
        label: (
          <Anchor component={Link} to={`/activities/fees/${year}/${month}/${id}`}>
            {c.name}
          </Anchor>
        ),
        count: c.count,
        due: c.due,
        paid: c.paid,
      }))}
      testId="fees-month-table"
      rowTestId="fees-month-child"
    />
  );
}

function FeeCard({ fee, open, link }: { fee: ChildFee; open: boolean; link: string }) {
  return (
    <Card withBorder data-testid="fees-child-fee">
      <Group justify="space-between">
        <Anchor component={Link} to={link} fw={600}>
          {fee.activityName}
        </Anchor>
        <Badge color={feeStatusColors[fee.status] ?? 'gray'} variant="light">
          {feeStatusLabel(fee.status)}
        </Badge>
      </Group>
      <Text size="sm">
        {fee.providerName} · {activityPricingLabels[fee.pricing]} · платено {cents(fee.paidCents)}
      </Text>
      <Stack gap={0} data-testid="fee-breakdown">
        {feeBreakdown(fee).map((line) => (
          <Text size="sm" key={line}>
            {line}
          </Text>
        ))}
      </Stack>
      {open && (
        <Stack gap={4} mt="sm" data-testid="fees-fee-payments">
          <Title order={3} fz="h5">
            Плащания
          </Title>
          {fee.notifiedAt && <Text size="sm">Родителите са известени на {formatDate(fee.notifiedAt)}.</Text>}
          {fee.payments.length === 0 ? (
            <Text size="sm">Няма плащания по тази такса.</Text>
          ) : (
            fee.payments.map((p) => (
              <Text size="sm" key={p.id} data-testid="fees-fee-payment">
                {formatDate(p.paidAt ?? p.createdAt)} · {paymentMethodLabels[p.method] ?? ''} ·{' '}
                {cents(p.amountCents)}
                {p.receiptNumber !== null ? ` · квитанция № ${p.receiptNumber}` : ''}
                {p.cashierName ? ` · ${p.cashierName}` : ''}
              </Text>
            ))
          )}
        </Stack>
      )}
    </Card>
  );
}

/** A child's fees of the month; with `feeId`, that fee open with its payments. */
function ChildLevel(props: {
  kindergartenId: string;
  year: number;
  month: number;
  studentId: string;
  feeId?: string;
}) {
  const { kindergartenId, year, month, studentId, feeId } = props;
  const fees = useRouteQuery('payments.childFeesOfMonth', {
    path: { year, month, studentId },
    query: { kindergartenId },
  });
  if (fees.isError) return <QueryError error={fees.error} onRetry={() => fees.refetch()} />;
  if (!fees.data) return <Loading />;
  const shown = feeId ? fees.data.fees.filter((f) => f.id === feeId) : fees.data.fees;
  return (
    <Stack gap="sm">
      <Text data-testid="fees-child-total">
        {fees.data.studentName}: дължимо <b>{cents(fees.data.amountCents)}</b>, платено{' '}
        {cents(fees.data.paidCents)}
      </Text>
      {shown.length === 0 && <Text>Няма такси.</Text>}
      {shown.map((f) => (
        <FeeCard
          key={f.id}
          fee={f}
          open={Boolean(feeId)}
          link={`/activities/fees/${year}/${month}/${studentId}/${f.id}`}
        />
      ))}
    </Stack>
  );
}

/**
 * /activities/fees/{year}/{month?}/{studentId?}/{id?}: the fees drilled down: a year's months with their
 * totals → a month's children → a child's fees → one fee with its payments.
 */
export function FeesDrillPage() {
  const kindergartenId = useKindergartenId();
  const params = useParams();
  const year = Number(params.year);
  const month = params.month ? Number(params.month) : undefined;
  if (!kindergartenId) return <Alert color="yellow">Таксите се управляват в детска градина.</Alert>;
  if (
    !Number.isInteger(year) ||
    year < 2000 ||
    year > 2099 ||
    (month !== undefined && !(month >= 1 && month <= 12))
  )
    return <Alert color="yellow">Няма такъв месец.</Alert>;
  const crumbs = [
    <Anchor component={Link} to="/activities/fees" key="fees">
      Такси
    </Anchor>,
    <Anchor component={Link} to={`/activities/fees/${year}`} key="year">
      {year}
    </Anchor>,
    ...(month
      ? [
          <Anchor component={Link} to={`/activities/fees/${year}/${month}`} key="month">
            {monthTitle(year, month)}
          </Anchor>,
        ]
      : []),
  ];
  return (
    <Stack gap="lg" maw={900} data-testid="fees-drill-page">
      <PageHeader title="Такси по месеци" />
      <Breadcrumbs separator="›">{crumbs}</Breadcrumbs>
      {!month && <YearLevel kindergartenId={kindergartenId} year={year} />}
      {month && !params.studentId && <MonthLevel kindergartenId={kindergartenId} year={year} month={month} />}
      {month && params.studentId && (
        <ChildLevel
          kindergartenId={kindergartenId}
          year={year}
          month={month}
          studentId={params.studentId}
          {...(params.id ? { feeId: params.id } : {})}
        />
      )}
    </Stack>
  );
}
