import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { monthNames, sofiaDay } from '../format/dates';

/** A month of a year (month 1-12). */
export interface MonthChoice {
  year: number;
  month: number;
}

/** `?month=2026-12` as a month, or undefined for anything else. */
export function parseMonth(text: string | null): MonthChoice | undefined {
  const m = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!m) return undefined;
  const month = { year: Number(m[1]), month: Number(m[2]) };
  return month.month >= 1 && month.month <= 12 ? month : undefined;
}

/**
 * The month a screen shows: `?month=YYYY-MM` of the address (so a link, a reload and the way back from the
 * form keep it), else this month in Sofia.
 */
export function useMonthChoice(): [MonthChoice, (m: MonthChoice) => void] {
  const [params, setParams] = useSearchParams();
  const today = sofiaDay(new Date());
  const choice = parseMonth(params.get('month')) ?? {
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)),
  };
  const choose = (m: MonthChoice) =>
    setParams(
      (p) => {
        p.set('month', monthKey(m));
        return p;
      },
      { replace: true },
    );
  return [choice, choose];
}

/** `2026-11`: the month as the lists and file names write it. */
export const monthKey = (m: MonthChoice) => `${m.year}-${String(m.month).padStart(2, '0')}`;

/** Month and year selects (the year before and after the chosen one are offered). */
export function MonthFilter({
  value,
  onChange,
  testId,
}: {
  value: MonthChoice;
  onChange: (m: MonthChoice) => void;
  testId: string;
}) {
  const years = [value.year - 1, value.year, value.year + 1].map(String);
  return (
    <Group gap="sm" wrap="wrap">
      <Select
        label="Месец"
        data={monthNames.map((name, i) => ({ value: String(i + 1), label: name }))}
        value={String(value.month)}
        onChange={(v) => v && onChange({ ...value, month: Number(v) })}
        allowDeselect={false}
        w={160}
        data-testid={`${testId}-month`}
      />
      <Select
        label="Година"
        data={years}
        value={String(value.year)}
        onChange={(v) => v && onChange({ ...value, year: Number(v) })}
        allowDeselect={false}
        w={110}
        data-testid={`${testId}-year`}
      />
    </Group>
  );
}

/** `2026-11` of this month in Sofia: where a report of "a recent month" starts. */
export function useRecentMonth(): [string, (month: string) => void, MonthChoice] {
  const [month, setMonth] = useState(sofiaDay(new Date()).slice(0, 7));
  return [month, setMonth, { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) }];
}

/** The month of `today` (`YYYY-MM-DD`) and the 23 before it, newest first, as `YYYY-MM` with their names. */
export function recentMonths(today: string) {
  return Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - i, 1));
    return {
      value: d.toISOString().slice(0, 7),
      label: `${monthNames[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
    };
  });
}

/** One select of this month and the 23 before it, newest first (`value` is `YYYY-MM`). */
export function RecentMonthSelect({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (month: string) => void;
  testId: string;
}) {
  return (
    <Select
      label="Месец"
      data={recentMonths(sofiaDay(new Date()))}
      value={value}
      onChange={(v) => onChange(v ?? value)}
      allowDeselect={false}
      maw={200}
      data-testid={testId}
    />
  );
}
