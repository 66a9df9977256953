import { NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ApiReply } from '../../../api/routes';
import { formatCents } from '../../../ui/format/numbers';
import { PlainTable } from '../../../ui/table/PlainTable';
import { eaterLabel, quantityLabel, unitLabel } from './labels';
import { SaveEditsButton } from './SaveEditsButton';
import { type DraftCardProps, useDraftEdits } from './useDraftEdits';

type Products = ApiReply<'kitchen.calculationProducts'>;
type Line = Products['lines'][number];
const keyOf = (l: Pick<Line, 'mealType' | 'ageGroup' | 'productId'>) =>
  `${l.mealType}#${l.ageGroup}#${l.productId}`;

/**
 * The day's products: per product what the store issues, holds and (at its average) is worth; below, the
 * lines per meal type and age group, whose quantities a draft may change (0 leaves a line out).
 */
export function ProductsCard(card: DraftCardProps<Products>) {
  const { data } = card;
  const draft = data.status === 1 && !card.readOnly;
  const { typed, type, save, saveWith } = useDraftEdits(
    'kitchen.editCalculationProducts',
    card,
    'Количествата са записани.',
  );
  const meal = new Map(data.mealTypes.map((m) => [m.mealType, m.name]));
  const changed = data.lines.filter((l) => typed[keyOf(l)] !== undefined && typed[keyOf(l)] !== l.quantity);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Продукти за деня
        </Title>
        <Text data-testid="calculation-products-total">
          {draft ? 'Приблизителна стойност' : 'Изписана стойност'}: {formatCents(data.totalValue)}
        </Text>
        <PlainTable
          head={['Продукт', 'Нужно', 'В склада', 'Стойност']}
          minWidth={520}
          testId="calculation-totals"
        >
          {data.totals.map((t) => (
            <Table.Tr key={t.productId} data-testid="calculation-totals-row">
              <Table.Td fw={600}>{t.productName}</Table.Td>
              <Table.Td>{quantityLabel(t.quantity, t.baseUnit)}</Table.Td>
              <Table.Td c={draft && t.available < t.quantity ? 'red.8' : undefined}>
                {quantityLabel(t.available, t.baseUnit)}
              </Table.Td>
              <Table.Td>{formatCents(t.value)}</Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
        <Title order={3} size="h5">
          По хранения и възрастови групи
        </Title>
        <PlainTable
          head={['Хранене', 'За', 'Продукт', 'Количество']}
          minWidth={520}
          testId="calculation-lines"
        >
          {data.lines.map((l) => (
            <Table.Tr key={keyOf(l)}>
              <Table.Td>{meal.get(l.mealType) ?? l.mealType}</Table.Td>
              <Table.Td>{eaterLabel(l.ageGroup)}</Table.Td>
              <Table.Td>{l.productName}</Table.Td>
              <Table.Td>
                {draft ? (
                  <NumberInput
                    value={typed[keyOf(l)] ?? l.quantity}
                    min={0}
                    allowDecimal={false}
                    w={120}
                    suffix={` ${unitLabel(l.baseUnit)}`}
                    aria-label={`${l.productName}, ${meal.get(l.mealType) ?? ''}, ${eaterLabel(l.ageGroup)}`}
                    onChange={(v) => type(keyOf(l), v)}
                  />
                ) : (
                  quantityLabel(l.quantity, l.baseUnit)
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
        {draft && (
          <SaveEditsButton
            label="Запази количествата"
            changed={changed.length}
            pending={save.isPending}
            onSave={() =>
              saveWith({
                lines: changed.map((l) => ({
                  mealType: l.mealType,
                  ageGroup: l.ageGroup,
                  productId: l.productId,
                  quantity: typed[keyOf(l)] ?? l.quantity,
                })),
              })
            }
            testId="calculation-products-save"
          />
        )}
      </Stack>
    </Paper>
  );
}
