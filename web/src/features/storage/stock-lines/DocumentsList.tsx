import { Anchor, Badge, Select } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits, sofiaDay } from '../../../ui/format/dates';
import { formatCents } from '../../../ui/format/numbers';
import { ListPage, type MainAction } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { usePaging } from '../../../ui/table/list-controls';
import { statusColor, statusLabel } from './status';

interface DocumentRow {
  id: string;
  number: number;
  date: string;
  status: number;
  warehouseName: string;
  totalValue: number;
}

export const thisYear = () => Number((sofiaDay(new Date()) ?? '2026').slice(0, 4));

const pageSize = 20;

/**
 * The year and page a documents list shows, and the query they make (the kindergarten's, a year's dates,
 * the page); `paging` goes to `DocumentsList` as it is.
 */
export function useYearPaging(testId: string) {
  const kindergartenId = useKindergartenId();
  const [year, setYear] = useState(thisYear());
  const pages = usePaging(testId, pageSize);
  return {
    kindergartenId,
    query: { kindergartenId, fromDate: `${year}-01-01`, toDate: `${year}-12-31`, ...pages.query },
    paging: { year, onYear: pages.filter(setYear), pager: pages.paging },
  };
}

/** The calendar year a storage list shows (`years`, newest first). */
export function YearSelect({
  years,
  value,
  onChange,
  testId,
}: {
  years: number[];
  value: number;
  onChange: (year: number) => void;
  testId: string;
}) {
  return (
    <Select
      label="Година"
      data={years.map(String)}
      value={String(value)}
      onChange={(v) => onChange(Number(v ?? value))}
      allowDeselect={false}
      maw={140}
      data-testid={testId}
    />
  );
}

/**
 * A year's list of one kind of the ledger's documents (requests, scrappings, inventories): number (a link to
 * the document), date, warehouse, what the kind adds (`more`), value and status, with the year filter.
 */
export function DocumentsList<R extends DocumentRow>({
  title,
  intro,
  action,
  query,
  link,
  more = [],
  paging: { year, onYear, pager },
  empty,
  testId,
}: {
  title: string;
  intro?: ReactNode;
  action: MainAction | false;
  query: UseQueryResult<{ result: R[]; rowsCount: number }>;
  link: (r: R) => string;
  more?: EntityColumn<R>[];
  paging: ReturnType<typeof useYearPaging>['paging'];
  empty: string;
  testId: string;
}) {
  const columns: EntityColumn<R>[] = [
    {
      id: 'number',
      header: '№',
      cell: (r) => (
        <Anchor component={Link} to={link(r)} fw={600}>
          {r.number}
        </Anchor>
      ),
    },
    { id: 'date', header: 'Дата', cell: (r) => formatDateDigits(r.date) },
    { id: 'warehouse', header: 'Склад', cell: (r) => r.warehouseName },
    ...more,
    { id: 'value', header: 'Стойност', cell: (r) => formatCents(r.totalValue) },
    {
      id: 'status',
      header: 'Състояние',
      cell: (r) => (
        <Badge color={statusColor(r.status)} variant="light">
          {statusLabel(r.status)}
        </Badge>
      ),
    },
  ];
  return (
    <ListPage title={title} intro={intro} action={action} testId={testId}>
      <EntityTable<R>
        filters={
          <YearSelect
            years={[thisYear(), thisYear() - 1, thisYear() - 2]}
            value={year}
            onChange={onYear}
            testId={`${testId}-year`}
          />
        }
        paging={pager(query.data?.rowsCount)}
        query={query}
        columns={columns}
        rowProps={() => ({ 'data-testid': `${testId}-row` })}
        empty={{ text: empty, testId: `${testId}-empty` }}
        minWidth={680}
        testId={`${testId}-table`}
      />
    </ListPage>
  );
}
