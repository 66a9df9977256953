import { SimpleGrid } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { classBookExportFormSpec, newClassBookExport } from './export-form';
import { invalidateClassBookExports } from './queries';

/**
 * /administration/export-classbook/create: a group's diary for a period (at most a school year); once made it
 * opens, to be downloaded as the PDF to sign.
 */
export function ClassBookExportCreatePage() {
  const navigate = useNavigate();
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const page = useFormPage('planning.createClassBookExport', {
    spec: { ...classBookExportFormSpec(kindergartenId), defaultValues: newClassBookExport() },
    refresh: invalidateClassBookExports,
    back: '/administration/export-classbook',
    onSaved: (reply) => navigate(`/administration/export-classbook/${reply.entityId}`),
  });
  return (
    <FormPage page={page} title="Нов дневник за подпис" testId="classbook-export">
      <Field.Group
        form={page}
        name="groupId"
        periodId={user.periodId ?? undefined}
        testId="classbook-export-group"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Period form={page} testId="classbook-export" />
      </SimpleGrid>
    </FormPage>
  );
}
