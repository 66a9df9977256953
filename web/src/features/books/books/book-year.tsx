import type { AdministrationBook } from '@gradina/shared';
import { bookInfo } from '@gradina/shared/books/books';
import { Badge, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { useSchoolYearOptions } from '../../../ui/fields';
import { formatDate } from '../../../ui/format/dates';
import { ExportButton } from '../../../ui/page';
import type { EntityColumn } from '../../../ui/table/EntityTable';
import { Filters, SearchFilter, SelectFilter, usePaging } from '../../../ui/table/list-controls';

/** A book's page holds 50 entries: one Query on the server (docs/areas/books.md). */
const pageSize = 50;

/**
 * The state every book's list shares: the school year shown (the session's at first), the search and the
 * page, as the book route's query, with the filters above the table and the book's print of that year.
 */
export function useBookYear(book: AdministrationBook, testId: string) {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const [periodId, setPeriodId] = useState(user.periodId ?? '');
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const pages = usePaging(testId, pageSize);
  const years = useSchoolYearOptions();
  const { can } = usePermissions();
  const print = (format: 'pdf' | 'docx') =>
    callApi('books.exportBook', {
      path: { bookType: book },
      query: { kindergartenId, periodId: periodId || undefined, format },
    });
  return {
    kindergartenId,
    periodId,
    query: { kindergartenId, periodId: periodId || undefined, search: searched || undefined, ...pages.query },
    enabled: Boolean(kindergartenId),
    paging: pages.paging,
    filters: (
      <Filters>
        <SelectFilter
          label="Учебна година"
          data={years.options}
          value={periodId || null}
          onChange={pages.filter((v: string | null) => setPeriodId(v ?? ''))}
          clearable={false}
          placeholder="Изберете"
          testId={`${testId}-year`}
        />
        <SearchFilter value={search} onChange={pages.filter(setSearch)} testId={`${testId}-search`} />
      </Filters>
    ),
    /** The book of the shown year as the paper book: PDF and Word (who reads only the council's: none). */
    print: can('AdministrationBooks', 'read') && (
      <Group gap="sm" align="flex-start">
        <ExportButton label="Печат (PDF)" run={() => print('pdf')} testId={`${testId}-pdf`} />
        <ExportButton label="Word" run={() => print('docx')} testId={`${testId}-docx`} />
      </Group>
    ),
    title: bookInfo[book].title,
  };
}

/** An entry's number as the book shows it, marked when it was cancelled (the number stays). */
export function EntryNumber({ text, cancelled, label }: { text: string; cancelled: boolean; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {text}
      {cancelled && (
        <Badge color="gray" size="sm">
          {label}
        </Badge>
      )}
    </Group>
  );
}

/** The columns every numbered entry starts with: its number as printed (cancelled marked) and its date. */
export function entryColumns<T extends { numberText: string; date: string; cancelled: boolean }>(
  cancelledText: string,
): EntityColumn<T>[] {
  return [
    {
      id: 'number',
      header: '№',
      cell: (e) => <EntryNumber text={e.numberText} cancelled={e.cancelled} label={cancelledText} />,
      sortText: (e) => e.numberText,
      td: { fw: 600 },
    },
    { id: 'date', header: 'Дата', cell: (e) => formatDate(e.date), sortText: (e) => e.date },
  ];
}
