import type { City } from '@gradina/shared/manifest/routes/lookups';
import { Card, CloseButton, Group, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { sortByText } from '../../../ui/collation';
import { plural } from '../../../ui/format/numbers';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { cityDistrictsQuery } from './queries';

/** The districts (райони) of one settlement: София, Пловдив and Варна have them. */
export function DistrictsPanel({ city, onClose }: { city: City; onClose: () => void }) {
  const districts = useQuery(cityDistrictsQuery(city.id));
  const list = districts.data ? sortByText(districts.data.result, (d) => d.name) : [];
  return (
    <Card withBorder padding="md" data-testid="lookups-districts" aria-live="polite">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} fz="h4" data-testid="lookups-districts-title">
          Райони на {city.kind} {city.name}
        </Title>
        <CloseButton onClick={onClose} aria-label="Затвори районите" data-testid="lookups-districts-close" />
      </Group>
      {districts.isPending && <Loading />}
      {districts.isError && <QueryError error={districts.error} />}
      {districts.isSuccess &&
        (list.length === 0 ? (
          <Text data-testid="lookups-districts-empty">Населеното място няма райони.</Text>
        ) : (
          <>
            <Text fz="sm" c="dimmed" mb="xs" data-testid="lookups-district-count">
              {plural(list.length, 'район', 'района')}
            </Text>
            <List spacing={4}>
              {list.map((d) => (
                <List.Item key={d.id} data-testid="lookups-district-row" data-district-id={d.id}>
                  {d.name}
                </List.Item>
              ))}
            </List>
          </>
        ))}
    </Card>
  );
}
