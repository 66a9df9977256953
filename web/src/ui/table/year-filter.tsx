import { Select } from '@mantine/core';
import { useState } from 'react';
import { useUserData } from '../../app/auth/user-data';
import { useSchoolYearOptions } from '../fields';
import { usePaging } from './list-controls';

/**
 * A kindergarten's list of one school year, a page at a time: the session's year until another is chosen
 * (a new year, or another filter through `filter`, starts again at page 1), the query every such list sends,
 * and the table's `paging` (its pager `<testId>-pager`).
 */
export function useYearPages(testId: string, pageSize: number) {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const [chosenYear, setChosenYear] = useState<string | null>(null);
  const periodId = chosenYear ?? user.periodId ?? undefined;
  const pages = usePaging(testId, pageSize);
  return {
    kindergartenId,
    periodId,
    paging: pages.paging,
    choose: pages.filter(setChosenYear),
    /** Another filter's setter that also goes back to the first page. */
    filter: pages.filter,
    input: { query: { kindergartenId: kindergartenId ?? '', periodId, ...pages.query } },
    enabled: Boolean(kindergartenId && periodId),
  };
}

/** The school year a kindergarten's list shows. */
export function YearFilter({
  value,
  onChange,
  testId,
}: {
  value: string | undefined;
  onChange: (periodId: string | null) => void;
  testId: string;
}) {
  const years = useSchoolYearOptions();
  return (
    <Select
      label="Учебна година"
      data={years.options}
      value={value ?? null}
      onChange={onChange}
      allowDeselect={false}
      maw={220}
      data-testid={testId}
    />
  );
}
