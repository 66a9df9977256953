import type { City } from '@gradina/shared/manifest/routes/lookups';
import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sortByText } from '../../../ui/collation';
import { plural } from '../../../ui/format/numbers';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { usePaging } from '../../../ui/table/list-controls';
import { CityTable } from './CityTable';
import { DistrictsPanel } from './DistrictsPanel';
import {
  areasQuery,
  maxPageSize,
  municipalityCitiesQuery,
  regionsQuery,
  useCitiesWithDistricts,
} from './queries';

/** Oblast -> municipality -> settlements -> districts, as the API's classifications (ЕКАТТЕ) give them. */
export function LookupsExplorer() {
  const [regionId, setRegionId] = useState('');
  const [areaId, setAreaId] = useState('');
  const pages = usePaging('lookups-cities', maxPageSize);
  const [city, setCity] = useState<City | undefined>();

  const regions = useQuery(regionsQuery());
  const areas = useQuery({ ...areasQuery(regionId), enabled: regionId !== '' });
  const cities = useQuery({
    ...municipalityCitiesQuery(regionId, areaId, pages.page),
    enabled: areaId !== '',
  });
  const withDistricts = useCitiesWithDistricts();

  const chooseRegion = (id: string) => {
    setRegionId(id);
    setAreaId('');
    pages.first();
    setCity(undefined);
  };
  const chooseArea = (id: string) => {
    setAreaId(id);
    pages.first();
    setCity(undefined);
  };

  const regionName = regions.data?.find((r) => r.id === regionId)?.name;
  const areaName = areas.data?.find((a) => a.id === areaId)?.name;
  const cityList = cities.data ? sortByText(cities.data.result, (c) => c.name) : [];

  return (
    <Stack gap="md" data-testid="lookups-explorer">
      {regions.isError && <QueryError error={regions.error} testId="lookups-error" />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={4}>
          <NativeSelect
            label="Област"
            value={regionId}
            onChange={(e) => chooseRegion(e.currentTarget.value)}
            disabled={!regions.data}
            data={[
              { value: '', label: regions.isPending ? 'Зареждане…' : 'Изберете област' },
              ...(regions.data ?? []).map((r) => ({ value: r.id, label: r.name })),
            ]}
            data-testid="lookups-region"
          />
          {regions.data && (
            <Text fz="xs" c="dimmed" data-testid="lookups-region-count">
              {plural(regions.data.length, 'област', 'области')}
            </Text>
          )}
        </Stack>
        <Stack gap={4}>
          <NativeSelect
            label="Община"
            value={areaId}
            onChange={(e) => chooseArea(e.currentTarget.value)}
            disabled={!regionId || !areas.data}
            data={[
              { value: '', label: regionId && areas.isPending ? 'Зареждане…' : 'Изберете община' },
              ...(areas.data ?? []).map((a) => ({ value: a.id, label: a.name })),
            ]}
            data-testid="lookups-area"
          />
          {regionId && areas.data && (
            <Text fz="xs" c="dimmed" data-testid="lookups-area-count">
              {plural(areas.data.length, 'община', 'общини')} в област {regionName}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      {areas.isError && <QueryError error={areas.error} />}

      {areaId !== '' && (
        <Stack gap="sm">
          {cities.isPending && <Loading testId="lookups-cities-loading" />}
          {cities.isError && <QueryError error={cities.error} />}
          {cities.data && (
            <CityTable
              cities={cityList}
              caption={`${plural(cities.data.rowsCount, 'населено място', 'населени места')} в община ${areaName ?? ''}`}
              withDistricts={withDistricts}
              selectedCityId={city?.id}
              onShowDistricts={setCity}
              paging={pages.paging(cities.data.rowsCount)}
              testId="lookups-cities-table"
            />
          )}
        </Stack>
      )}

      {city && <DistrictsPanel city={city} onClose={() => setCity(undefined)} />}
    </Stack>
  );
}
