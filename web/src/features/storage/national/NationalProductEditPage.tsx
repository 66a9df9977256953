import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { FormPage, useFormPage } from '../../../ui/page';
import { ProductFields } from '../products/ProductFields';
import {
  nationalProductEditSpec,
  nationalProductSpec,
  newProduct,
  productValues,
} from '../products/product-form';
import { invalidateProducts } from '../products/queries';

const back = '/admin/products/list';

function NewNationalProduct() {
  const page = useFormPage('storage.createNationalProduct', {
    spec: { ...nationalProductSpec(), defaultValues: newProduct() },
    refresh: invalidateProducts,
    back,
  });
  return (
    <FormPage page={page} title="Нов продукт в националния списък" testId="product">
      <ProductFields form={page} />
    </FormPage>
  );
}

function EditNationalProduct({ id }: { id: string }) {
  const stored = useRouteQuery('storage.nationalProduct', { path: { id } });
  const page = useFormPage('storage.editNationalProduct', {
    spec: { ...nationalProductEditSpec(), defaultValues: newProduct() },
    record: { query: stored, toValues: productValues },
    toArgs: (v) => ({ path: { id }, body: nationalProductEditSpec().toBody(v) }),
    refresh: invalidateProducts,
    back,
  });
  return (
    <FormPage
      page={page}
      title={stored.data?.name ?? 'Продукт'}
      intro="Неактивен продукт излиза от списъците на детските градини; документите, които го посочват, остават."
      testId="product"
    >
      <ProductFields form={page} />
    </FormPage>
  );
}

/** /admin/products/list/create and /admin/products/list/{id}: a product of the national list. */
export function NationalProductEditPage() {
  const { id } = useParams();
  return id && id !== 'create' ? <EditNationalProduct id={id} /> : <NewNationalProduct />;
}
