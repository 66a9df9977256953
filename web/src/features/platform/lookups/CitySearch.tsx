import type { City } from '@gradina/shared/manifest/routes/lookups';
import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { plural } from '../../../ui/format/numbers';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { usePaging } from '../../../ui/table/list-controls';
import { CityTable } from './CityTable';
import { DistrictsPanel } from './DistrictsPanel';
import { citySearchQuery, searchPageSize, useCitiesWithDistricts } from './queries';

/** Settlements across the country whose name starts with what the user types. */
export function CitySearch() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const name = debounced.slice(0, 60);
  const pages = usePaging('lookups-search', searchPageSize);
  const [pageFor, setPageFor] = useState(name);
  const [city, setCity] = useState<City | undefined>();
  if (pageFor !== name) {
    setPageFor(name);
    pages.first();
    setCity(undefined);
  }

  const results = useQuery({
    ...citySearchQuery(name, pages.page),
    enabled: name !== '',
    placeholderData: keepPreviousData,
  });
  const withDistricts = useCitiesWithDistricts();

  return (
    <Stack gap="sm" data-testid="lookups-search">
      <TextInput
        label="Търсене на населено място"
        description="Въведете началото на името, например „Бело“"
        value={text}
        maxLength={60}
        onChange={(e) => setText(e.currentTarget.value)}
        data-testid="lookups-city-search"
        autoComplete="off"
      />
      {name !== '' && (
        <>
          {results.isPending && <Loading testId="lookups-search-loading" />}
          {results.isError && <QueryError error={results.error} />}
          {results.data &&
            (results.data.rowsCount === 0 ? (
              <Text data-testid="lookups-search-empty">
                Няма населени места, чието име започва с „{name}“.
              </Text>
            ) : (
              <>
                <Text fz="sm" data-testid="lookups-search-count" aria-live="polite">
                  Намерени: {plural(results.data.rowsCount, 'населено място', 'населени места')}
                </Text>
                <CityTable
                  cities={results.data.result}
                  caption={`Населени места, чието име започва с „${name}“`}
                  withArea
                  withDistricts={withDistricts}
                  selectedCityId={city?.id}
                  onShowDistricts={setCity}
                  paging={pages.paging(results.data.rowsCount)}
                  testId="lookups-search-table"
                />
              </>
            ))}
        </>
      )}
      {city && <DistrictsPanel city={city} onClose={() => setCity(undefined)} />}
    </Stack>
  );
}
