import type { City } from '@gradina/shared/manifest/routes/lookups';
import { Button, type TableTdProps, Text } from '@mantine/core';
import { type EntityColumn, EntityTable, type ServerPaging } from '../../../ui/table/EntityTable';

export interface CityTableProps {
  cities: City[];
  caption: string;
  /** Show the municipality and oblast columns (search results span the country). */
  withArea?: boolean;
  /** Settlements that have districts; undefined while unknown, then every row offers the districts. */
  withDistricts?: ReadonlySet<string>;
  selectedCityId?: string;
  onShowDistricts: (city: City) => void;
  paging: ServerPaging;
  testId: string;
}

const nameTd = { fw: 600, 'data-testid': 'lookups-city-name' } as TableTdProps;
const kindTd = { 'data-testid': 'lookups-city-kind' } as TableTdProps;

/** Settlements with their ЕКАТТЕ code, kind and, where they have them, a way to their districts. */
export function CityTable({
  cities,
  caption,
  withArea,
  withDistricts,
  selectedCityId,
  onShowDistricts,
  paging,
  testId,
}: CityTableProps) {
  const columns: EntityColumn<City>[] = [
    { id: 'name', header: 'Населено място', cell: (city) => city.name, td: nameTd },
    { id: 'kind', header: 'Вид', cell: (city) => city.kind, td: kindTd },
    { id: 'ekatte', header: 'ЕКАТТЕ', cell: (city) => city.id },
    ...(withArea
      ? [
          { id: 'area', header: 'Община', cell: (city: City) => city.areaName },
          { id: 'region', header: 'Област', cell: (city: City) => city.regionName },
        ]
      : []),
    {
      id: 'districts',
      header: 'Райони',
      cell: (city) => {
        const selected = selectedCityId === city.id;
        return (
          (!withDistricts || withDistricts.has(city.id)) && (
            <Button
              size="compact-sm"
              variant={selected ? 'filled' : 'light'}
              onClick={() => onShowDistricts(city)}
              aria-pressed={selected}
              aria-label={`Райони на ${city.kind} ${city.name}`}
              data-testid="lookups-city-districts"
            >
              Райони
            </Button>
          )
        );
      },
    },
  ];
  return (
    <EntityTable<City>
      paging={paging}
      caption={
        <Text component="span" fz="sm" c="dimmed">
          {caption}
        </Text>
      }
      rows={cities}
      columns={columns}
      rowProps={(city) => ({
        'data-testid': 'lookups-city-row',
        'data-city-id': city.id,
        'data-selected': selectedCityId === city.id || undefined,
      })}
      empty={{ text: caption }}
      minWidth={withArea ? 640 : 420}
      testId={testId}
    />
  );
}
