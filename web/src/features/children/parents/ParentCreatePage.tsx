import { SimpleGrid } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { relationOptions } from '../../../ui/format/labels';
import { FormPage, useFormPage } from '../../../ui/page';
import { newParent, parentFormSpec } from './parent-form';
import { invalidateParents } from './queries';

/**
 * /parents/management/create (?childId= from a child's page): a parent for a child. An address that is
 * already a member of the kindergarten is linked at once; any other gets an invitation by e-mail, and the
 * child is linked when it is accepted.
 */
export function ParentCreatePage() {
  const user = useUserData();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const page = useFormPage('children.createParent', {
    spec: { ...parentFormSpec(kindergartenId), defaultValues: newParent(params.get('childId') ?? '') },
    refresh: invalidateParents,
    back: '/parents/management',
    onSaved: (reply) => navigate(`/parents/management/${reply.entityId}`),
  });
  return (
    <FormPage
      page={page}
      pageTestId="parent-create-page"
      title="Нов родител"
      intro="Родителят получава покана по имейл. Ако вече има профил в детската градина, детето се добавя към него веднага."
      saveLabel="Покани и свържи"
      testId="parent"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Child
          form={page}
          name="childId"
          searchable
          nothingFoundMessage="Няма такова дете"
          testId="parent-child"
        />
        <Field.Select form={page} name="relation" data={relationOptions} testId="parent-relation" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={page} name="firstName" testId="parent-first-name" />
        <Field.Text form={page} name="lastName" testId="parent-last-name" />
        <Field.Text form={page} name="email" type="email" testId="parent-email" />
        <Field.Text form={page} name="phone" type="tel" testId="parent-phone" />
      </SimpleGrid>
    </FormPage>
  );
}
