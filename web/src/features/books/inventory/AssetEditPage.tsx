import { inventoryKinds } from '@gradina/shared/manifest/routes/books/inventory';
import { SimpleGrid, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { assetFormSpec, assetValues, newAsset } from './asset-form';
import { invalidateInventory } from './queries';

const kindOptions = inventoryKinds.map((k) => ({ value: String(k.id), label: k.name }));

/**
 * /administration/inventory/create and /{id}: an asset of the inventory book; writing it off (a date and a
 * reason) keeps it in the book.
 */
export function AssetEditPage() {
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const existing = useRouteQuery('books.inventoryItem', { path: { id: id ?? '' } }, { enabled: editing });
  const page = useFormPage('books.saveInventoryItem', {
    spec: { ...assetFormSpec(kindergartenId), defaultValues: newAsset() },
    record: editing ? { query: existing, toValues: assetValues } : undefined,
    refresh: invalidateInventory,
    back: '/administration/inventory',
  });
  return (
    <FormPage page={page} title={editing ? (existing.data?.name ?? 'Актив') : 'Нов актив'} testId="asset">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={page} name="inventoryNumber" testId="asset-number" />
        <Field.Select form={page} name="kind" data={kindOptions} testId="asset-kind" />
      </SimpleGrid>
      <Field.Text form={page} name="name" testId="asset-name" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field.Number form={page} name="quantity" testId="asset-quantity" />
        <Field.Money form={page} name="unitValueCents" testId="asset-value" />
        <Field.Date form={page} name="acquiredOn" testId="asset-acquired" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={page} name="location" testId="asset-location" />
        <Field.Text form={page} name="responsible" testId="asset-responsible" />
      </SimpleGrid>
      <Title order={2} size="h4">
        Отписване
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Date form={page} name="writtenOffOn" testId="asset-written-off" />
        <Field.Text form={page} name="writeOffReason" testId="asset-write-off-reason" />
      </SimpleGrid>
    </FormPage>
  );
}
