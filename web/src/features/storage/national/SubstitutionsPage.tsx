import { useRouteQuery } from '../../../api/query';
import { Field } from '../../../ui/fields';
import { FormFrame, ListPage, useFormPage } from '../../../ui/page';
import { PageSection } from '../../../ui/page/PageSection';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateProducts } from '../products/queries';

type Substitution = {
  productId: string;
  productName: string;
  productSubstitutions: { productId: string; productName: string }[];
};

const columns: EntityColumn<Substitution>[] = [
  { id: 'product', header: 'Продукт', cell: (s) => s.productName, td: { fw: 600 } },
  {
    id: 'substitutes',
    header: 'Може да се замени с',
    cell: (s) => s.productSubstitutions.map((p) => p.productName).join(', '),
  },
];

interface SubstitutionValues {
  productId: string;
  substituteIds: string[];
}

/**
 * /admin/products/substitutions: which national products may replace a national product in a recipe. Saving
 * a product with no substitutes removes its line.
 */
export function SubstitutionsPage() {
  const list = useRouteQuery('storage.nationalSubstitutions', {});
  const products = useRouteQuery('storage.nationalProducts', {
    query: { onlyActive: 'true' as never, PageSize: 500 },
  });
  const options = (products.data?.result ?? []).map((p) => ({ value: p.id, label: p.name }));
  const msg = useMessage();
  const page = useFormPage<SubstitutionValues, 'storage.saveNationalSubstitutions'>(
    'storage.saveNationalSubstitutions',
    {
      spec: {
        labels: { productId: 'Продукт', substituteIds: 'Заместители' },
        toBody: (v: SubstitutionValues) => ({ productId: v.productId, substituteIds: v.substituteIds }),
        defaultValues: { productId: '', substituteIds: [] },
      },
      refresh: invalidateProducts,
      back: '/admin/products/substitutions',
      onSaved: (_r, v) => {
        msg.ok('Замените са запазени.');
        page.form.reset({ productId: '', substituteIds: [] });
        return v;
      },
    },
  );
  return (
    <ListPage
      title="Замени на продукти"
      intro="С какво може да се замени продукт в рецепта, когато го няма в склада."
      msg={msg}
      maw={1000}
      testId="substitutions"
    >
      <PageSection title="Замени на продукт" card>
        <FormFrame page={page} testId="substitution" onCancel={() => page.form.reset()}>
          <Field.Select
            form={page}
            name="productId"
            data={options}
            searchable
            onPick={(id) =>
              page.form.setValue(
                'substituteIds',
                list.data?.find((s) => s.productId === id)?.productSubstitutions.map((p) => p.productId) ??
                  [],
              )
            }
            testId="substitution-product"
          />
          <Field.MultiSelect
            form={page}
            name="substituteIds"
            data={options}
            searchable
            testId="substitution-substitutes"
          />
        </FormFrame>
      </PageSection>
      <EntityTable<Substitution>
        query={list}
        rows={list.data}
        getRowId={(s) => s.productId}
        columns={columns}
        rowProps={() => ({ 'data-testid': 'substitutions-row' })}
        empty="Все още няма замени."
        minWidth={560}
      />
    </ListPage>
  );
}
