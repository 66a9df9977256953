import type { City } from '@gradina/shared/manifest/routes/lookups';
import { Button, Table, Text } from '@mantine/core';

export interface CityTableProps {
  cities: City[];
  caption: string;
  /** Show the municipality and oblast columns (search results span the country). */
  withArea?: boolean;
  /** Settlements that have districts; undefined while unknown, then every row offers the districts. */
  withDistricts?: ReadonlySet<string>;
  selectedCityId?: string;
  onShowDistricts: (city: City) => void;
  testId: string;
}

/** Settlements with their ЕКАТТЕ code, kind and, where they have them, a way to their districts. */
export function CityTable({
  cities,
  caption,
  withArea,
  withDistricts,
  selectedCityId,
  onShowDistricts,
  testId,
}: CityTableProps) {
  return (
    <Table.ScrollContainer minWidth={withArea ? 640 : 420}>
      <Table striped highlightOnHover data-testid={testId} captionSide="top">
        <Table.Caption>
          <Text component="span" fz="sm" c="dimmed">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Населено място</Table.Th>
            <Table.Th scope="col">Вид</Table.Th>
            <Table.Th scope="col">ЕКАТТЕ</Table.Th>
            {withArea && <Table.Th scope="col">Община</Table.Th>}
            {withArea && <Table.Th scope="col">Област</Table.Th>}
            <Table.Th scope="col">Райони</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cities.map((city) => {
            const hasDistricts = withDistricts ? withDistricts.has(city.id) : true;
            const selected = selectedCityId === city.id;
            return (
              <Table.Tr
                key={city.id}
                data-testid="lookups-city-row"
                data-city-id={city.id}
                data-selected={selected || undefined}
              >
                <Table.Td fw={600} data-testid="lookups-city-name">
                  {city.name}
                </Table.Td>
                <Table.Td data-testid="lookups-city-kind">{city.kind}</Table.Td>
                <Table.Td>{city.id}</Table.Td>
                {withArea && <Table.Td>{city.areaName}</Table.Td>}
                {withArea && <Table.Td>{city.regionName}</Table.Td>}
                <Table.Td>
                  {hasDistricts && (
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
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
