import { Role } from '@gradina/shared';
import { Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePermissions } from '../../app/auth/permissions';
import { useUserData } from '../../app/auth/user-data';
import { formatDate, sofiaDay } from '../../ui/format/dates';
import { Loading } from '../../ui/Loading';
import { QueryError } from '../../ui/QueryError';
import { Section } from './dashboard-cards';
import { homeQuery } from './queries';

/** How many coming days with expected children the card lists. */
const shownDays = 10;

/**
 * The kitchen's view of the parents' summer declarations (issue #14: the director and the kitchen see the
 * expected head count per day). The manciple holds no right on the requests themselves, so the card reads
 * only the counts of the coming summer, which the home call brings (the same read as the statistics': one
 * request for both); the director sees them on the summer declarations page.
 */
export function SummerHeadCountCard() {
  const { is } = usePermissions();
  const user = useUserData();
  const hasKindergarten = user.kindergartens.some((k) => k.isSelected);
  const client = useQueryClient();
  const today = sofiaDay(new Date());
  const shows = is(Role.Manciple) && hasKindergarten;
  const counts = useQuery({ ...homeQuery(client), enabled: shows, select: (home) => home.summer });
  if (!shows || counts.data === null) return null;
  const days = (counts.data?.days ?? []).filter((d) => d.expected > 0 && d.date >= today).slice(0, shownDays);
  const title = counts.data
    ? `Очаквани деца през лятото на ${counts.data.year} г.`
    : 'Очаквани деца през лятото';
  return (
    <Section title={title} testId="home-summer-counts">
      {counts.isPending && <Loading label="Зареждане на летните декларации…" />}
      {counts.isError && <QueryError error={counts.error} onRetry={() => counts.refetch()} />}
      {counts.data && days.length === 0 && (
        <Text c="dimmed" data-testid="home-summer-counts-empty">
          Няма подадени летни декларации за предстоящите дни.
        </Text>
      )}
      {days.length > 0 && (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Дата</Table.Th>
              <Table.Th>Очаквани деца</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={d.date} data-testid="home-summer-count">
                <Table.Td>{formatDate(d.date)}</Table.Td>
                <Table.Td>{d.expected}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}
