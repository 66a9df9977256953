import { NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ApiReply } from '../../../api/routes';
import { PlainTable } from '../../../ui/table/PlainTable';
import { eaterLabel } from './labels';
import { SaveEditsButton } from './SaveEditsButton';
import { type DraftCardProps, useDraftEdits } from './useDraftEdits';

type Attendances = ApiReply<'kitchen.calculationAttendances'>;
const keyOf = (groupId: string, mealType: number) => `${groupId}#${mealType}`;

/**
 * The head count per group and meal type: read from the morning's marks (the staff from their meals); a
 * draft's counts are typed over and saved, and its products follow.
 */
export function HeadCountsCard(card: DraftCardProps<Attendances>) {
  const { data } = card;
  const draft = data.status === 1 && !card.readOnly;
  const { typed, type, save, saveWith } = useDraftEdits(
    'kitchen.editCalculationAttendances',
    card,
    'Броят хранени е записан; продуктите са изчислени отново.',
  );
  const groups = [...new Map(data.rows.map((r) => [r.groupId, r])).values()];
  const countOf = (groupId: string, mealType: number) =>
    typed[keyOf(groupId, mealType)] ??
    data.rows.find((r) => r.groupId === groupId && r.mealType === mealType)?.count;
  const changed = data.rows.filter((r) => {
    const t = typed[keyOf(r.groupId, r.mealType)];
    return t !== undefined && t !== r.count;
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Хранени
        </Title>
        <PlainTable
          head={['Група', 'Възраст', ...data.mealTypes.map((m) => m.name)]}
          minWidth={480}
          testId="calculation-heads"
        >
          {groups.map((g) => (
            <Table.Tr key={g.groupId} data-testid="calculation-heads-row">
              <Table.Td fw={600}>{g.groupName}</Table.Td>
              <Table.Td>{eaterLabel(g.ageGroup)}</Table.Td>
              {data.mealTypes.map((m) => {
                const count = countOf(g.groupId, m.mealType);
                if (count === undefined) return <Table.Td key={m.mealType}>—</Table.Td>;
                return (
                  <Table.Td key={m.mealType}>
                    {draft ? (
                      <NumberInput
                        value={count}
                        min={0}
                        max={10_000}
                        allowDecimal={false}
                        w={90}
                        aria-label={`${g.groupName}, ${m.name}`}
                        onChange={(v) => type(keyOf(g.groupId, m.mealType), v)}
                        data-testid={`calculation-head-${g.groupName}-${m.mealType}`}
                      />
                    ) : (
                      count
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </PlainTable>
        {groups.length === 0 && <Text c="dimmed">Никой не се храни по менюто на деня.</Text>}
        {draft && (
          <SaveEditsButton
            label="Запази броя хранени"
            changed={changed.length}
            pending={save.isPending}
            onSave={() =>
              saveWith({
                rows: changed.map((r) => ({
                  groupId: r.groupId,
                  mealType: r.mealType,
                  count: typed[keyOf(r.groupId, r.mealType)] ?? r.count,
                })),
              })
            }
            testId="calculation-heads-save"
          />
        )}
      </Stack>
    </Paper>
  );
}
