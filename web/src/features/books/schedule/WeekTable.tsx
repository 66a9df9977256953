import { educationalAreas, weekdayNames } from '@gradina/shared/books/weekly-norm';
import { NumberInput, Table } from '@mantine/core';

/** Situations per educational area and weekday: `counts[areaId][weekday]`. */
export type WeekCounts = Record<number, Record<number, number>>;

/** The week as a grid: the seven educational areas down, Monday to Friday across; read-only without `onChange`. */
export function WeekTable({ counts, onChange }: { counts: WeekCounts; onChange?: (c: WeekCounts) => void }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder data-testid="week-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Образователно направление</Table.Th>
            {weekdayNames.map((d) => (
              <Table.Th key={d}>{d}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {educationalAreas.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{a.name}</Table.Td>
              {weekdayNames.map((d, i) => {
                const value = counts[a.id]?.[i + 1] ?? 0;
                return (
                  <Table.Td key={d}>
                    {onChange ? (
                      <NumberInput
                        aria-label={`${a.name}, ${d}`}
                        min={0}
                        max={3}
                        w={70}
                        value={value}
                        onChange={(v) =>
                          onChange({ ...counts, [a.id]: { ...counts[a.id], [i + 1]: Number(v) || 0 } })
                        }
                        data-testid={`week-${a.id}-${i + 1}`}
                      />
                    ) : (
                      value || ''
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The counts as the API's days (one pedagogical situation per count). Pure. */
export const daysOf = (counts: WeekCounts) =>
  [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    items: educationalAreas.flatMap((a) =>
      Array.from({ length: counts[a.id]?.[weekday] ?? 0 }, () => ({ type: 1 as const, areaId: a.id })),
    ),
  }));

/** The API's days as counts. Pure. */
export function countsOf(
  days: readonly { weekday: number; items: readonly { type: number; areaId: number | null }[] }[],
): WeekCounts {
  const counts: WeekCounts = {};
  for (const d of days)
    for (const i of d.items)
      if (i.type === 1 && i.areaId)
        counts[i.areaId] = { ...counts[i.areaId], [d.weekday]: (counts[i.areaId]?.[d.weekday] ?? 0) + 1 };
  return counts;
}
