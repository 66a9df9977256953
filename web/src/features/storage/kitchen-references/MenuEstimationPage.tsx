import { NumberInput, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits } from '../../../ui/format/dates';
import { formatCents } from '../../../ui/format/numbers';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { quantityLabel } from '../calculations/labels';
import { ReferenceFrame } from './ReferenceFrame';

type Line = ApiReply<'kitchen.estimatedQuantities'>['lines'][number];

const columns: EntityColumn<Line>[] = [
  {
    id: 'product',
    header: 'Продукт',
    cell: (l) => l.productName,
    sortText: (l) => l.productName,
    td: { fw: 600 },
  },
  { id: 'quantity', header: 'Нужно', cell: (l) => quantityLabel(l.quantity, l.baseUnit) },
  { id: 'available', header: 'В складовете', cell: (l) => quantityLabel(l.available, l.baseUnit) },
  {
    id: 'missing',
    header: 'За доставка',
    cell: (l) => (l.missing > 0 ? <Text c="red.8">{quantityLabel(l.missing, l.baseUnit)}</Text> : '—'),
  },
  { id: 'value', header: 'Стойност', cell: (l) => formatCents(l.value) },
];

const headFields = [
  ['nursery', 'Ясла'],
  ['young', '3-4 г.'],
  ['older', '5-7 г.'],
] as const;

/** /storage/references/menu-estimation: the products a menu needs for a head count per age group. */
export function MenuEstimationPage() {
  const kindergartenId = useKindergartenId();
  const menus = useRouteQuery(
    'kitchen.menus',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const [menuId, setMenuId] = useState<string | null>(null);
  const [heads, setHeads] = useState({ nursery: 0, young: 20, older: 20 });
  const chosen = menuId ?? menus.data?.[0]?.id ?? null;
  const query = { kindergartenId, menuId: chosen ?? '', ...heads };
  const estimate = useRouteQuery(
    'kitchen.estimatedQuantities',
    { query },
    { enabled: Boolean(kindergartenId && chosen) },
  );
  return (
    <ReferenceFrame
      title="Очаквани количества по меню"
      intro="Продуктите, които менюто изисква за зададения брой деца, до наличното в складовете: какво да се поръча."
      filters={
        <>
          <Select
            label="Меню"
            data={(menus.data ?? []).map((m) => ({
              value: m.id,
              label: `${m.name} (${formatDateDigits(m.fromDate)} – ${formatDateDigits(m.toDate)})`,
            }))}
            value={chosen}
            onChange={setMenuId}
            allowDeselect={false}
            miw={260}
            data-testid="estimation-menu"
          />
          {headFields.map(([name, label]) => (
            <NumberInput
              key={name}
              label={label}
              value={heads[name]}
              min={0}
              max={5000}
              allowDecimal={false}
              w={110}
              onChange={(v) => setHeads((h) => ({ ...h, [name]: Number(v) || 0 }))}
              data-testid={`estimation-${name}`}
            />
          ))}
        </>
      }
      excel={() => callApi('kitchen.estimatedQuantitiesReport', { query })}
      testId="estimation"
    >
      {estimate.data && (
        <Text data-testid="estimation-total">
          {estimate.data.days} дни с хранене · обща стойност: {formatCents(estimate.data.totalValue)}
        </Text>
      )}
      <EntityTable<Line>
        query={estimate}
        rows={estimate.data?.lines}
        getRowId={(l) => l.productId}
        columns={columns}
        empty={{
          text: chosen ? 'Менюто няма продукти за тези деца.' : 'Няма менюта.',
          testId: 'estimation-empty',
        }}
        minWidth={560}
        testId="estimation-table"
      />
    </ReferenceFrame>
  );
}
