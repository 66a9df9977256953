import { Alert, SimpleGrid } from '@mantine/core';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { sofiaDay } from '../../../ui/format/dates';
import { FormPage, useFormPage } from '../../../ui/page';
import { LinesField } from '../stock-lines/LinesField';
import { invalidateStock } from '../stock-lines/queries';
import { newReceipt, receiptFormSpec } from './receipt-form';

function ReceiptForm({ kindergartenId }: { kindergartenId: string }) {
  const warehouses = useRouteQuery('storage.warehouses', { query: { kindergartenId } });
  const suppliers = useRouteQuery('storage.suppliers', { query: { kindergartenId } });
  const next = useRouteQuery('storage.nextReceiptNumber', { query: { kindergartenId } });
  const page = useFormPage('storage.saveReceipt', {
    spec: { ...receiptFormSpec(kindergartenId), defaultValues: newReceipt(sofiaDay(new Date()) ?? '') },
    refresh: invalidateStock,
    back: '/storage/stock',
  });
  const warehouseOptions = (warehouses.data ?? [])
    .filter((w) => w.isActive)
    .map((w) => ({ value: w.id, label: w.name }));
  const supplierOptions = (suppliers.data ?? [])
    .filter((s) => s.isActive)
    .map((s) => ({ value: s.id, label: s.name }));
  return (
    <FormPage
      page={page}
      title={`Нова стокова разписка${next.data ? ` № ${next.data.number}` : ''}`}
      intro="Записаната разписка веднага увеличава наличността и преизчислява средната цена; не се редактира, а се анулира."
      saveLabel="Запиши и заприходи"
      maw={1100}
      testId="receipt"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Date form={page} name="date" testId="receipt-date" />
        <Field.Select form={page} name="warehouseId" data={warehouseOptions} testId="receipt-warehouse" />
        <Field.Select
          form={page}
          name="supplierId"
          data={supplierOptions}
          searchable
          testId="receipt-supplier"
        />
        <Field.Text form={page} name="supplierDocumentNumber" testId="receipt-supplier-number" />
        <Field.Date form={page} name="supplierDocumentDate" clearable testId="receipt-supplier-date" />
      </SimpleGrid>
      <LinesField form={page} kindergartenId={kindergartenId} variant="receipt" testId="receipt-line" />
      <Field.Textarea form={page} name="note" minRows={2} testId="receipt-note" />
    </FormPage>
  );
}

/** /storage/stock/create: a new receipt (стокова разписка), posted when saved. */
export function ReceiptCreatePage() {
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Складът се води в детска градина.</Alert>;
  return <ReceiptForm kindergartenId={kindergartenId} />;
}
