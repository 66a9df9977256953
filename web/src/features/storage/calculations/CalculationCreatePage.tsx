import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { sofiaDay } from '../../../ui/format/dates';
import { FormPage, useFormPage } from '../../../ui/page';
import { invalidateCalculations } from './queries';

/**
 * /storage/calculations/create: the day and the warehouse the kitchen takes from; the calculation is made
 * from that morning's attendance, the staff meals and the menu, and opens for checking.
 */
export function CalculationCreatePage() {
  const kindergartenId = useKindergartenId();
  const navigate = useNavigate();
  const warehouses = useRouteQuery(
    'storage.warehouses',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const options = (warehouses.data ?? [])
    .filter((w) => w.isActive)
    .map((w) => ({ value: w.id, label: w.name }));
  const page = useFormPage('kitchen.createCalculation', {
    spec: {
      labels: { date: 'Дата', warehouseId: 'Склад' },
      toBody: (v: { date: string; warehouseId: string }) => ({ kindergartenId, ...v }),
      defaultValues: { date: sofiaDay(new Date()) ?? '', warehouseId: '' },
    },
    refresh: invalidateCalculations,
    back: '/storage/calculations',
    onSaved: (reply) => navigate(`/storage/calculations/${String(reply.entityId)}`),
  });
  // The kitchen takes from its first warehouse unless the user picks another.
  const first = options[0]?.value;
  useEffect(() => {
    if (first && !page.form.getValues('warehouseId')) page.form.setValue('warehouseId', first);
  }, [first, page.form]);
  return (
    <FormPage
      page={page}
      title="Нова калкулация"
      intro="Броят хранени идва от отбелязаните сутринта присъствия и храненето на персонала; продуктите — от менюто на деня."
      maw={560}
      saveLabel="Изчисли"
      saveTestId="calculation-create"
      onCancel={false}
      pageTestId="calculation-create-page"
      testId="calculation"
    >
      <Field.Date form={page} name="date" testId="calculation-date" />
      <Field.Select form={page} name="warehouseId" data={options} testId="calculation-warehouse" />
    </FormPage>
  );
}
