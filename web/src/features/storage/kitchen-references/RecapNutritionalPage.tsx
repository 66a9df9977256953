import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { MonthFilter, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { ReferenceFrame } from './ReferenceFrame';
import { VerdictsTable } from './VerdictsTable';

/** /storage/references/recap-nutritional: the month's average day of every age group against the norms. */
export function RecapNutritionalPage() {
  const kindergartenId = useKindergartenId();
  const [ym, setYm] = useMonthChoice();
  const query = { kindergartenId, year: ym.year, month: ym.month };
  const recap = useRouteQuery(
    'storage.recapNutritionalNorms',
    { query },
    { enabled: Boolean(kindergartenId) },
  );
  return (
    <ReferenceFrame
      title="Рекапитулация на хранителните норми"
      intro="Средният ден на всяка възрастова група за месеца спрямо нормите и колко дни са били изцяло в норма."
      filters={<MonthFilter value={ym} onChange={setYm} testId="recap" />}
      excel={() => callApi('storage.recapNutritionalNormsFile', { query })}
      testId="recap"
    >
      {recap.data && <Text c="dimmed">Норми: {recap.data.source}</Text>}
      {recap.data?.ageGroups.length === 0 && (
        <Text data-testid="recap-empty">Няма потвърдени калкулации през месеца.</Text>
      )}
      {recap.data?.ageGroups.map((g) => (
        <Paper key={g.ageGroup} withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {g.ageGroupName}
              </Title>
              <Badge variant="light" color={g.ok ? 'green' : 'orange'}>
                {g.daysInNorm} от {g.days} дни в норма
              </Badge>
            </Group>
            <VerdictsTable verdicts={g.average} testId={`recap-${g.ageGroup}`} />
          </Stack>
        </Paper>
      ))}
    </ReferenceFrame>
  );
}
