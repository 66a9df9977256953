import { SimpleGrid } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useRouteQuery } from '../../api/query';
import { usePermissions } from '../../app/auth/permissions';
import { useKindergartenId } from '../../app/auth/user-data';
import { Field } from '../../ui/fields';
import { FormPage, useFormPage } from '../../ui/page';
import { usePartner } from './ProductsPage';
import {
  ageGroupOptions,
  areaOptions,
  kindOptions,
  newProduct,
  type ProductValues,
  productFormSpec,
  productValues,
} from './product-form';
import { invalidateProducts } from './queries';

/** /resources/{product}/create and /resources/{product}/{id}: a partner's resource. */
export function ProductEditPage() {
  const { product: partnerId = '', id } = useParams();
  const navigate = useNavigate();
  const kindergartenId = useKindergartenId() ?? '';
  const { can } = usePermissions();
  const editable = id ? can('KindergartenResources', 'update') : can('KindergartenResources', 'create');
  const { partner } = usePartner(partnerId);
  const product = useRouteQuery(
    'kindergartens.partnerProduct',
    { path: { id: id ?? '' } },
    { enabled: Boolean(id) },
  );
  const back = `/resources/${partnerId}`;
  const page = useFormPage('kindergartens.savePartnerProduct', {
    spec: { ...productFormSpec(kindergartenId, partnerId), defaultValues: newProduct() },
    record: id ? { query: product, toValues: productValues } : undefined,
    refresh: invalidateProducts,
    back,
    onSaved: (_reply, v: ProductValues) => navigate(back, { state: { saved: v.name.trim() } }),
  });
  const title = id ? (product.data?.name ?? 'Ресурс') : 'Нов ресурс';
  return (
    <FormPage
      page={page}
      title={partner ? `${title} – ${partner.name}` : title}
      readOnly={!editable}
      maw={900}
      testId="product"
    >
      <Field.Text form={page} name="name" disabled={!editable} testId="product-name" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Select form={page} name="kind" data={kindOptions} disabled={!editable} testId="product-kind" />
        <Field.MultiSelect
          form={page}
          name="ageGroups"
          data={ageGroupOptions}
          description="Без избрана: за всички групи."
          disabled={!editable}
          testId="product-age-groups"
        />
      </SimpleGrid>
      <Field.MultiSelect
        form={page}
        name="areas"
        data={areaOptions}
        disabled={!editable}
        testId="product-areas"
      />
      <Field.Textarea form={page} name="description" disabled={!editable} testId="product-description" />
      <Field.Text
        form={page}
        name="url"
        placeholder="https://"
        description="Страницата на ресурса при издателя."
        disabled={!editable}
        testId="product-url"
      />
    </FormPage>
  );
}
