import { Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useRouteMutation } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import type { Msg } from '../../../ui/result-message';
import { eaterLabel } from './labels';
import { invalidateCalculations } from './queries';

type Attendances = ApiReply<'kitchen.calculationAttendances'>;
const keyOf = (groupId: string, mealType: number) => `${groupId}#${mealType}`;

/**
 * The head count per group and meal type: read from the morning's marks (the staff from their meals); a
 * draft's counts are typed over and saved, and its products follow.
 */
export function HeadCountsCard({
  id,
  kindergartenId,
  data,
  msg,
}: {
  id: string;
  kindergartenId: string | undefined;
  data: Attendances;
  msg: Msg;
}) {
  const draft = data.status === 1;
  const [typed, setTyped] = useState<Record<string, number>>({});
  const save = useRouteMutation('kitchen.editCalculationAttendances', {
    refresh: invalidateCalculations,
    onSuccess: () => {
      setTyped({});
      msg.ok('Броят хранени е записан; продуктите са изчислени отново.');
    },
    onError: (e) => msg.fail(e),
  });
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
        <Table.ScrollContainer minWidth={480}>
          <Table striped data-testid="calculation-heads">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Група</Table.Th>
                <Table.Th>Възраст</Table.Th>
                {data.mealTypes.map((m) => (
                  <Table.Th key={m.mealType}>{m.name}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
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
                            onChange={(v) =>
                              setTyped((t) => ({ ...t, [keyOf(g.groupId, m.mealType)]: Number(v) || 0 }))
                            }
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
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {groups.length === 0 && <Text c="dimmed">Никой не се храни по менюто на деня.</Text>}
        {draft && (
          <Group justify="flex-end">
            <Button
              variant="light"
              disabled={changed.length === 0}
              loading={save.isPending}
              onClick={() =>
                save.mutate({
                  path: { id },
                  body: {
                    kindergartenId,
                    rows: changed.map((r) => ({
                      groupId: r.groupId,
                      mealType: r.mealType,
                      count: typed[keyOf(r.groupId, r.mealType)] ?? r.count,
                    })),
                    version: data.version,
                  },
                })
              }
              data-testid="calculation-heads-save"
            >
              Запази броя хранени
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
