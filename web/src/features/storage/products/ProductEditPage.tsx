import { Alert } from '@mantine/core';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { FormPage, useFormPage } from '../../../ui/page';
import { ProductFields } from './ProductFields';
import { newProduct, ownProductEditSpec, ownProductSpec, productValues } from './product-form';
import { invalidateProducts } from './queries';

const back = '/storage/products';

function useManufacturerOptions(kindergartenId: string) {
  const list = useRouteQuery('storage.manufacturers', { query: { kindergartenId } });
  return (list.data ?? []).map((m) => ({ value: m.id, label: m.name }));
}

function NewProduct({ kindergartenId }: { kindergartenId: string }) {
  const page = useFormPage('storage.createProduct', {
    spec: { ...ownProductSpec(kindergartenId), defaultValues: newProduct() },
    refresh: invalidateProducts,
    back,
  });
  return (
    <FormPage page={page} title="Нов продукт" intro="Собствен продукт на детската градина." testId="product">
      <ProductFields form={page} manufacturers={useManufacturerOptions(kindergartenId)} />
    </FormPage>
  );
}

/** An own product is edited; a national one (the Master's list) is only shown. */
function EditProduct({ kindergartenId, id }: { kindergartenId: string; id: string }) {
  const { can } = usePermissions();
  const stored = useRouteQuery('storage.product', { path: { id }, query: { kindergartenId } });
  const page = useFormPage('storage.editProduct', {
    spec: { ...ownProductEditSpec(kindergartenId), defaultValues: newProduct() },
    record: { query: stored, toValues: productValues },
    toArgs: (v) => ({ path: { id }, body: ownProductEditSpec(kindergartenId).toBody(v) }),
    refresh: invalidateProducts,
    back,
  });
  const national = stored.data?.isNational ?? false;
  const readOnly = national || !can('Products', 'update');
  return (
    <FormPage
      page={page}
      title={stored.data?.name ?? 'Продукт'}
      intro={
        national ? 'Продукт от националния списък: редактира го администраторът на платформата.' : undefined
      }
      readOnly={readOnly}
      testId="product"
    >
      <ProductFields form={page} manufacturers={useManufacturerOptions(kindergartenId)} readOnly={readOnly} />
    </FormPage>
  );
}

/** /storage/products/create and /storage/products/{id}: a product of the kindergarten's catalogue. */
export function ProductEditPage() {
  const { id } = useParams();
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Продуктите се управляват в детска градина.</Alert>;
  return id && id !== 'create' ? (
    <EditProduct kindergartenId={kindergartenId} id={id} />
  ) : (
    <NewProduct kindergartenId={kindergartenId} />
  );
}
