import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { formatDateDigits } from '../../../ui/format/dates';
import { formatCents } from '../../../ui/format/numbers';
import { Loading } from '../../../ui/Loading';
import { ExportButton, PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { HeadCountsCard } from './HeadCountsCard';
import { calculationStatusColor, calculationStatusLabel } from './labels';
import { PortionBookCard } from './PortionBookCard';
import { ProductsCard } from './ProductsCard';
import { invalidateCalculations } from './queries';

/**
 * /storage/calculations/{id} (the id is the day): the head counts and products, checked and corrected while
 * a draft; confirming issues the products from the store at the average price; then its portion book.
 * A teacher whose group eats that day reads it (the head counts, the products, the print) and changes nothing.
 */
export function CalculationPage() {
  const { id = '' } = useParams();
  const kindergartenId = useKindergartenId();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const edits = can('StockRequests', 'update');
  const msg = useMessage();
  const [asking, setAsking] = useState<'confirm' | 'delete' | null>(null);
  const enabled = { enabled: Boolean(kindergartenId) };
  const calc = useRouteQuery('kitchen.calculation', { query: { kindergartenId, date: id } }, enabled);
  const heads = useRouteQuery('kitchen.calculationAttendances', { path: { id } }, enabled);
  const products = useRouteQuery('kitchen.calculationProducts', { path: { id } }, enabled);
  const confirm = useRouteMutation('kitchen.confirmCalculation', {
    refresh: invalidateCalculations,
    onSuccess: () => {
      setAsking(null);
      msg.ok('Калкулацията е потвърдена: продуктите са изписани от склада.');
    },
  });
  const remove = useRouteMutation('kitchen.deleteCalculation', {
    refresh: invalidateCalculations,
    onSuccess: () => navigate('/storage/calculations'),
  });
  if (calc.isError) return <QueryError error={calc.error} onRetry={() => calc.refetch()} />;
  if (!calc.data) return <Loading />;
  const c = calc.data;
  const draft = c.status === 1;
  const editable = draft && edits;
  return (
    <Stack gap="lg" maw={1100} data-testid="calculation-page">
      <PageHeader
        title={`Калкулация за ${formatDateDigits(c.date)} г.`}
        intro={`Меню: ${c.menuName || '—'} · склад: ${c.warehouseName}${c.requestNumber ? ` · искане за отпуск № ${c.requestNumber}` : ''}`}
        actions={
          <Group gap="xs" align="flex-start">
            <ExportButton
              label="PDF"
              run={() => callApi('kitchen.calculationPrint', { path: { id } })}
              testId="calculation-pdf"
            />
            {draft && can('StockRequests', 'delete') && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => setAsking('delete')}
                data-testid="calculation-delete"
              >
                Изтрий
              </Button>
            )}
            {editable && (
              <Button onClick={() => setAsking('confirm')} data-testid="calculation-confirm">
                Потвърди и изпиши
              </Button>
            )}
          </Group>
        }
      />
      <Group gap="md">
        <Badge variant="light" color={calculationStatusColor(c.status)} data-testid="calculation-status">
          {calculationStatusLabel(c.status)}
        </Badge>
        <Text>Деца: {c.children}</Text>
        <Text>Персонал: {c.staff}</Text>
        {!draft && <Text data-testid="calculation-value">Стойност: {formatCents(c.totalValue)}</Text>}
        {!draft && (
          <Text data-testid="calculation-per-child">На дете за деня: {formatCents(c.costPerChild)}</Text>
        )}
      </Group>
      <MessageAlert msg={msg} testId="calculation-message" errorTestId="calculation-error" />
      {heads.data && (
        <HeadCountsCard
          id={id}
          kindergartenId={kindergartenId}
          data={heads.data}
          msg={msg}
          readOnly={!edits}
        />
      )}
      {products.data && (
        <ProductsCard
          id={id}
          kindergartenId={kindergartenId}
          data={products.data}
          msg={msg}
          readOnly={!edits}
        />
      )}
      {!draft && can('PortionBooks', 'read') && (
        <PortionBookCard
          calculationId={id}
          kindergartenId={kindergartenId}
          book={c.portionBookId ? { id: c.portionBookId, number: c.portionBookNumber ?? 0 } : null}
          msg={msg}
        />
      )}
      <ConfirmModal
        opened={asking === 'confirm'}
        title="Потвърждаване на калкулацията"
        pending={confirm.isPending}
        error={confirm.error?.message ?? null}
        onCancel={() => setAsking(null)}
        onConfirm={() => confirm.mutate({ path: { id }, body: { kindergartenId, version: c.version } })}
        confirmLabel="Потвърди"
        confirmColor="green"
        testId="calculation-confirm"
      >
        Продуктите на деня ще бъдат изписани от склада по средна цена с искане за отпуск. След това
        калкулацията не се променя.
      </ConfirmModal>
      <ConfirmModal
        opened={asking === 'delete'}
        title="Изтриване на калкулацията"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onCancel={() => setAsking(null)}
        onConfirm={() => remove.mutate({ path: { id } })}
        testId="calculation-delete"
      >
        Черновата за {formatDateDigits(c.date)} г. ще бъде изтрита.
      </ConfirmModal>
    </Stack>
  );
}
