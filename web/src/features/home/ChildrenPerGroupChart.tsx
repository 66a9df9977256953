import { BarChart } from '@mantine/charts';
import { Box, SimpleGrid, Table } from '@mantine/core';
import type { ApiReply } from '../../api/routes';
import { formatCount } from '../../ui/format/numbers';

type Group = ApiReply<'communication.dashboard'>['groups'][number];

/**
 * Children per group: bars to compare the groups at a glance, and the same figures as a table beside them
 * for reading (and for screen readers, which get the table instead of the drawing).
 */
export function ChildrenPerGroupChart({ groups }: { groups: readonly Group[] }) {
  const data = groups.map((g) => ({ group: g.groupName, childrenCount: g.childrenCount }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Box aria-hidden="true" data-testid="home-groups-chart">
        <BarChart
          h={Math.max(160, groups.length * 44 + 40)}
          data={data}
          dataKey="group"
          orientation="vertical"
          series={[{ name: 'childrenCount', label: 'Деца', color: 'garden.7' }]}
          withBarValueLabel
          withTooltip={false}
          accessibilityLayer={false}
          gridAxis="none"
          tickLine="none"
          textColor="dark.6"
          yAxisProps={{ width: 150 }}
          xAxisProps={{ allowDecimals: false }}
          valueFormatter={formatCount}
        />
      </Box>
      <Table striped withTableBorder data-testid="home-groups-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Група</Table.Th>
            <Table.Th ta="right">Деца</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((g) => (
            <Table.Tr key={g.groupId} data-testid="home-group-row" data-group-id={g.groupId}>
              <Table.Td data-testid="home-group-name">{g.groupName}</Table.Td>
              <Table.Td ta="right" data-testid="home-group-count">
                {formatCount(g.childrenCount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SimpleGrid>
  );
}
