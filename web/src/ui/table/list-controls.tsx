import { Group, Select, type SelectProps, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { DateField } from '../forms/DateField';
import type { ServerPaging } from './EntityTable';

/**
 * A server-paged list's page: the route query's `PageNumber`/`PageSize`, the table's `paging` prop (its pager
 * `<testId>-pager`) and `filter`, which wraps a filter's setter so that a new filter starts again at page 1.
 *
 * ```tsx
 * const pages = usePaging('products', 20);
 * const list = useRouteQuery('storage.productsOverview', { query: { name, ...pages.query } });
 * <EntityTable query={list} paging={pages} filters={<SearchFilter onChange={pages.filter(setName)} … />} … />
 * ```
 */
export function usePaging(testId: string, pageSize: number) {
  const [page, setPage] = useState(1);
  const first = () => setPage(1);
  return {
    page,
    first,
    /** A filter's setter that also goes back to the first page. */
    filter:
      <T,>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        first();
      },
    query: { PageNumber: page, PageSize: pageSize },
    paging: (rowsCount: number | undefined): ServerPaging => ({
      page,
      pageSize,
      rowsCount: rowsCount ?? 0,
      onChange: setPage,
      testId: `${testId}-pager`,
    }),
  };
}

/**
 * A list filter's state as its input's `value` and `onChange`: a new value starts the list again at page 1.
 *
 * ```tsx
 * const name = useFilter(pages, '');
 * const list = useRouteQuery('storage.productsOverview', { query: { name: name.value, ...pages.query } });
 * <SearchFilter {...name} testId="products-search" />
 * ```
 */
export function useFilter<T>(pages: { first: () => void }, initial: T) {
  const [value, setValue] = useState(initial);
  return {
    value,
    onChange: (next: T) => {
      setValue(next);
      pages.first();
    },
  };
}

/** The row of filters above a list; on a phone they wrap. */
export function Filters({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" align="flex-end">
      {children}
    </Group>
  );
}

/** A list's text search ("Търсене" unless named otherwise). */
export function SearchFilter({
  label = 'Търсене',
  value,
  onChange,
  placeholder,
  maw = 260,
  testId,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maw?: number;
  testId: string;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      placeholder={placeholder}
      maw={maw}
      data-testid={testId}
    />
  );
}

/** A list's choice among values; cleared, it shows „Всички" (every value) unless `placeholder` says otherwise. */
export function SelectFilter({
  placeholder = 'Всички',
  clearable = true,
  maw = 220,
  testId,
  ...props
}: Omit<SelectProps, 'data-testid'> & { label: string; testId: string }) {
  return <Select placeholder={placeholder} clearable={clearable} maw={maw} data-testid={testId} {...props} />;
}

/**
 * A period's two ends, „От …" and „До …": dates, or months when `months` offers them (`YYYY-MM` values). An end
 * cannot be cleared; `onChange` tells which end the user moved. Test ids `<testId>-from` and `<testId>-to`.
 */
export function PeriodFilter({
  from,
  to,
  onChange,
  months,
  width,
  testId,
}: {
  from: string | null;
  to: string | null;
  onChange: (end: 'from' | 'to', value: string) => void;
  months?: readonly { value: string; label: string }[];
  /** A month's select is this wide (default: up to 200 px). */
  width?: number;
  testId?: string;
}) {
  const ends = [
    { end: 'from', value: from, label: 'От' },
    { end: 'to', value: to, label: 'До' },
  ] as const;
  return ends.map(({ end, value, label }) => {
    const field = { value, 'data-testid': testId && `${testId}-${end}` };
    return months ? (
      <Select
        key={end}
        {...field}
        label={`${label} месец`}
        data={months}
        onChange={(v) => v && onChange(end, v)}
        allowDeselect={false}
        w={width}
        maw={width ? undefined : 200}
      />
    ) : (
      <DateField
        key={end}
        {...field}
        label={`${label} дата`}
        onChange={(v) => v && onChange(end, v)}
        maw={170}
      />
    );
  });
}
