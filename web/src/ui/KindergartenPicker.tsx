import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { apiQuery } from '../api/query';
import { type BoundProps, useBoundField } from './fields';

export interface KindergartenPickerProps {
  label: string;
  /** The chosen kindergarten's id (its code), '' for none. */
  value: string;
  onChange: (id: string) => void;
  error?: string;
  required?: boolean;
  testId?: string;
}

const shown = 20;

/**
 * The Master's choice of a kindergarten by what people know it by: part of its name, its settlement or its
 * code, searched in the country's directory (kindergartens.institutions) as the Master types, instead of a
 * field for a raw code.
 */
export function KindergartenPicker({
  label,
  value,
  onChange,
  error,
  required,
  testId,
}: KindergartenPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({
    ...apiQuery('kindergartens.institutions', { query: { Name: debounced || undefined, PageSize: shown } }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  // The chosen one stays an option while the Master searches for another.
  const [chosen, setChosen] = useState<{ value: string; label: string; city: string }>();
  const options = (found.data?.result ?? []).map((k) => ({ value: k.id, label: k.name, city: k.city }));
  const data = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  const more = (found.data?.rowsCount ?? 0) - options.length;
  const cityOf = new Map(data.map((o) => [o.value, o.city]));
  return (
    <Select
      label={label}
      withAsterisk={required}
      placeholder="Име, населено място или код"
      searchable
      clearable
      value={value || null}
      onChange={(id, option) => {
        setChosen(id && option ? { value: id, label: option.label, city: cityOf.get(id) ?? '' } : undefined);
        onChange(id ?? '');
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already (name, settlement, code): show all it found.
      filter={({ options: all }) => all}
      data={data.map(({ value: v, label: l }) => ({ value: v, label: l }))}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text fz="sm">{option.label}</Text>
          <Text fz="xs" c="dimmed">
            {[cityOf.get(option.value), `код ${option.value}`].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      )}
      nothingFoundMessage={found.isFetching ? 'Търсене…' : 'Няма детска градина с такова име, място или код'}
      description={more > 0 ? `Показани са първите ${options.length}; уточнете търсенето.` : undefined}
      error={error}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The picker bound to a form field that keeps the kindergarten's id (label and message from the form). */
export function KindergartenField<V extends FieldValues, N extends Path<V>>(props: BoundProps<V, N>) {
  const field = useBoundField(props);
  return (
    <KindergartenPicker
      label={field.labelProps.label ?? ''}
      required={field.labelProps.withAsterisk}
      value={field.value as string}
      onChange={(id) => field.onChange(id as PathValue<V, N>)}
      error={field.error}
      testId={props.testId}
    />
  );
}
