import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useRouteQuery } from '../../../api/query';
import { type FieldHost, useBoundField } from '../../../ui/fields';
import type { KindergartenPlaceValues } from './kindergarten-form';

interface Place {
  value: string;
  label: string;
  where: string;
  regionId: string;
  areaId: string;
}

/**
 * The settlement by its name as people know it, searched in ЕКАТТЕ as the user types; the choice fills the
 * settlement's code and its municipality's and region's, which the API checks belong together.
 */
export function SettlementField<V extends KindergartenPlaceValues>({
  form,
  current,
  testId,
}: {
  form: FieldHost<V>;
  /** The settlement stored now (an edit), shown until another is chosen. */
  current?: { label: string; where: string };
  testId: string;
}) {
  // The place's fields exist in every V this takes; react-hook-form cannot see that through the generic.
  const own = form as unknown as FieldHost<KindergartenPlaceValues>;
  const field = useBoundField({ form: own, name: 'townEkatte', testId });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useRouteQuery(
    'lookups.cities',
    { query: { name: debounced, PageSize: 30 } },
    { enabled: debounced.length >= 2, staleTime: 60 * 60_000 },
  );
  const [chosen, setChosen] = useState<Place>();
  const places: Place[] = (found.data?.result ?? []).map((c) => ({
    value: c.id,
    label: `${c.kind} ${c.name}`.trim(),
    where: `общ. ${c.areaName}, обл. ${c.regionName}`,
    regionId: c.regionId,
    areaId: c.areaId,
  }));
  const value = field.value as string;
  const kept =
    chosen ??
    (current && value
      ? { value, label: current.label, where: current.where, regionId: '', areaId: '' }
      : undefined);
  const data = kept && !places.some((p) => p.value === kept.value) ? [kept, ...places] : places;
  const whereOf = new Map(data.map((p) => [p.value, p.where]));
  return (
    <Select
      {...field.labelProps}
      placeholder="Започнете да пишете името"
      searchable
      value={value || null}
      onChange={(id) => {
        const place = data.find((p) => p.value === id);
        setChosen(place);
        field.onChange(id ?? '');
        if (place?.regionId) {
          own.form.setValue('regionCode', place.regionId);
          own.form.setValue('municipalityCode', place.areaId);
        }
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={data.map((p) => ({ value: p.value, label: p.label }))}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text fz="sm">{option.label}</Text>
          <Text fz="xs" c="dimmed">
            {whereOf.get(option.value)} · ЕКАТТЕ {option.value}
          </Text>
        </Stack>
      )}
      description={value && whereOf.get(value) ? `${whereOf.get(value)} · ЕКАТТЕ ${value}` : undefined}
      nothingFoundMessage={debounced.length < 2 ? 'Напишете поне две букви' : 'Няма такова населено място'}
      error={field.error}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
