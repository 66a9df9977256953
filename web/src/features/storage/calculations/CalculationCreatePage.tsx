import { Button, Group, Paper, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { sofiaDay } from '../../../ui/format/dates';
import { DateField } from '../../../ui/forms/DateField';
import { PageHeader } from '../../../ui/page';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { invalidateCalculations } from './queries';

/**
 * /storage/calculations/create: the day and the warehouse the kitchen takes from; the calculation is made
 * from that morning's attendance, the staff meals and the menu, and opens for checking.
 */
export function CalculationCreatePage() {
  const kindergartenId = useKindergartenId();
  const navigate = useNavigate();
  const msg = useMessage();
  const [date, setDate] = useState<string | null>(sofiaDay(new Date()) ?? null);
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const warehouses = useRouteQuery(
    'storage.warehouses',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const options = (warehouses.data ?? [])
    .filter((w) => w.isActive)
    .map((w) => ({ value: w.id, label: w.name }));
  const create = useRouteMutation('kitchen.createCalculation', {
    refresh: invalidateCalculations,
    onSuccess: (reply) => navigate(`/storage/calculations/${String(reply.entityId)}`),
    onError: (e) => msg.fail(e),
  });
  const chosen = warehouseId ?? options[0]?.value ?? null;
  return (
    <Stack gap="lg" maw={560} data-testid="calculation-create-page">
      <PageHeader
        title="Нова калкулация"
        intro="Броят хранени идва от отбелязаните сутринта присъствия и храненето на персонала; продуктите — от менюто на деня."
      />
      <MessageAlert msg={msg} testId="calculation-create-message" errorTestId="calculation-create-error" />
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <DateField label="Дата" value={date} onChange={setDate} required data-testid="calculation-date" />
          <Select
            label="Склад"
            data={options}
            value={chosen}
            onChange={setWarehouseId}
            required
            allowDeselect={false}
            data-testid="calculation-warehouse"
          />
          <Group justify="flex-end">
            <Button
              onClick={() =>
                date && chosen && create.mutate({ body: { kindergartenId, date, warehouseId: chosen } })
              }
              loading={create.isPending}
              disabled={!date || !chosen}
              data-testid="calculation-create"
            >
              Изчисли
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
