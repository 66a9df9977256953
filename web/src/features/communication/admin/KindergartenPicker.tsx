import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useRouteQuery } from '../../../api/query';

export interface PickedKindergarten {
  id: string;
  label: string;
}

/** Kindergartens of the whole country, found by typing part of the name or the settlement. */
export function KindergartenPicker({
  value,
  onChange,
  error,
}: {
  value: PickedKindergarten[];
  onChange: (next: PickedKindergarten[]) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useRouteQuery(
    'kindergartens.institutions',
    { query: { Name: debounced || undefined, PageSize: 50 } },
    { placeholderData: keepPreviousData },
  );
  const options = new Map(value.map((k) => [k.id, k.label]));
  for (const k of found.data?.result ?? []) options.set(k.id, k.city ? `${k.name} (${k.city})` : k.name);
  return (
    <MultiSelect
      label="Детски градини"
      placeholder={value.length ? undefined : 'Въведете част от името или населеното място'}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the search; Mantine must not filter the list again.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? 'Търсене…' : 'Няма намерени детски градини'}
      data={[...options].map(([id, label]) => ({ value: id, label }))}
      value={value.map((k) => k.id)}
      onChange={(ids) => onChange(ids.map((id) => ({ id, label: options.get(id) ?? id })))}
      error={error}
      data-testid="admin-message-kindergartens"
    />
  );
}
