import { qualificationFormNames } from '@gradina/shared/manifest/routes/books/qualification';
import { SimpleGrid } from '@mantine/core';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { useScanInput } from '../scan-input';
import {
  newQualification,
  qualificationFormSpec,
  qualificationLabels,
  qualificationValues,
} from './qualification-form';
import { invalidateQualifications } from './queries';

const formOptions = Object.entries(qualificationFormNames).map(([value, label]) => ({ value, label }));

/**
 * /administration/qualification-activities/create and /{id?}: a staff member's training with its hours,
 * credits (one per 16 academic hours of an outside training at most) and the certificate's scan.
 */
export function QualificationEditPage() {
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const existing = useRouteQuery(
    'books.qualificationActivity',
    { path: { id: id ?? '' } },
    { enabled: editing },
  );
  const page = useFormPage('books.saveQualificationActivity', {
    spec: { ...qualificationFormSpec(kindergartenId), defaultValues: newQualification() },
    record: editing ? { query: existing, toValues: qualificationValues } : undefined,
    refresh: invalidateQualifications,
    back: '/administration/qualification-activities',
  });
  const scan = useScanInput({
    form: page.form,
    name: 'file',
    label: qualificationLabels.file,
    stored: existing.data?.file?.fileName,
    emptyText: 'PDF, DOCX, JPEG или PNG до 10 MB.',
    testId: 'qualification-upload',
  });
  return (
    <FormPage
      page={{ ...page, saving: page.saving || scan.uploading }}
      title={editing ? (existing.data?.topic ?? 'Квалификация') : 'Нова квалификация'}
      testId="qualification"
    >
      <Field.Staff form={page} name="staffId" scope="pedagogues" testId="qualification-staff" />
      <Field.Text form={page} name="topic" testId="qualification-topic" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={page} name="organiser" testId="qualification-organiser" />
        <Field.Radio form={page} name="form" data={formOptions} testId="qualification-form" />
        <Field.Period form={page} testId="qualification" />
        <Field.Number form={page} name="hours" testId="qualification-hours" />
        <Field.Number
          form={page}
          name="credits"
          description="Един кредит – поне 16 академични часа извънинституционално обучение."
          testId="qualification-credits"
        />
        <Field.Text form={page} name="certificateNumber" testId="qualification-certificate-number" />
      </SimpleGrid>
      {scan.input}
    </FormPage>
  );
}
