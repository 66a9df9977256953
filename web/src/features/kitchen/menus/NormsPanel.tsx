import { kitchenAgeGroups } from '@gradina/shared/kitchen/meals';
import { type CheckedRecipe, checkMenuWeek, type MenuWeek } from '@gradina/shared/kitchen/menu';
import { normsSource, nutrientNames, type Verdict } from '@gradina/shared/kitchen/norms';
import { Badge, Fieldset, Stack, Table, Text } from '@mantine/core';
import { PlainTable } from '../../../ui/table/PlainTable';

const valueText = (v: Verdict) =>
  `${v.value.toLocaleString('bg-BG', { maximumFractionDigits: 1 })} ${v.unit === 'g' ? 'г' : 'kcal'}`;
const rangeText = (v: Verdict) =>
  [
    v.min !== null ? `от ${v.min.toLocaleString('bg-BG')}` : '',
    v.max !== null ? `до ${v.max.toLocaleString('bg-BG')}` : '',
  ]
    .filter(Boolean)
    .join(' ');

function VerdictBadge({ ok, text, testId }: { ok: boolean; text: string; testId?: string }) {
  return (
    <Badge variant="light" color={ok ? 'green' : 'red'} data-testid={testId}>
      {text}
    </Badge>
  );
}

/**
 * A menu week against the norms while it is edited (shared/src/kitchen/norms.ts): for each age group the
 * average day's energy and macronutrients, salt and added sugar, and the week's food-group frequencies.
 */
export function NormsPanel({
  week,
  monday,
  recipes,
}: {
  week: MenuWeek;
  monday: string;
  recipes: ReadonlyMap<string, CheckedRecipe>;
}) {
  const checks = kitchenAgeGroups
    .map((g) => checkMenuWeek(week, monday, g, recipes))
    .filter((c) => c.days.length > 0);
  return (
    <Fieldset legend="Проверка по нормите (среден ден на седмицата)" data-testid="menu-norms">
      {checks.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Добавете ястия, за да видите проверката.
        </Text>
      ) : (
        <Stack gap="md">
          {checks.map((c) => (
            <Stack key={c.ageGroup} gap={4} data-testid="menu-norms-group" data-age-group={c.ageGroup}>
              <Text fw={700}>
                {c.ageGroupName}{' '}
                <VerdictBadge
                  ok={c.ok}
                  text={c.ok ? 'в норма' : 'извън нормата'}
                  testId="menu-norms-verdict"
                />
              </Text>
              <PlainTable minWidth={420} striped={false} withBorder>
                {c.average.map((v) => (
                  <Table.Tr key={v.nutrient} data-testid={`menu-norms-${v.nutrient}`}>
                    <Table.Td>{nutrientNames[v.nutrient]}</Table.Td>
                    <Table.Td>{valueText(v)}</Table.Td>
                    <Table.Td c="dimmed">{rangeText(v)}</Table.Td>
                    <Table.Td>
                      <VerdictBadge ok={v.status === 'ok'} text={v.text} />
                    </Table.Td>
                  </Table.Tr>
                ))}
                {c.frequencies.map((f) => (
                  <Table.Tr key={f.id} data-testid={`menu-norms-${f.id}`}>
                    <Table.Td>{f.name}</Table.Td>
                    <Table.Td>{f.value}</Table.Td>
                    <Table.Td c="dimmed">поне {f.min}</Table.Td>
                    <Table.Td>
                      <VerdictBadge ok={f.ok} text={f.text} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </PlainTable>
            </Stack>
          ))}
          <Text fz="xs" c="dimmed">
            {normsSource}.
          </Text>
        </Stack>
      )}
    </Fieldset>
  );
}
