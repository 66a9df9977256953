import { Alert, Text } from '@mantine/core';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { formatDate } from '../../../ui/format/dates';
import { FormPage, useFormPage } from '../../../ui/page';
import { priceLabel } from '../catalogue/labels';
import { ChildActivityFields } from './ChildActivityFields';
import { enrollmentFormSpec, newEnrollmentRequest } from './enrollment-form';
import { invalidateEnrollment, useEnrollableActivities } from './queries';

const listPath = '/activities/applications/enrollment';
const weekdays = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'нд'];

/**
 * /activities/applications/enrollment/create: a parent asks to enrol their child in an extra activity. The
 * activities offered are those open to the child's group (the catalogue's list for the child); the director
 * is told and decides.
 */
export function EnrollmentCreatePage() {
  const kindergartenId = useKindergartenId() ?? '';
  const page = useFormPage('activities.createEnrollmentRequest', {
    spec: { ...enrollmentFormSpec(kindergartenId), defaultValues: newEnrollmentRequest() },
    refresh: invalidateEnrollment,
    back: listPath,
  });
  const activities = useEnrollableActivities(kindergartenId, page.form.watch('studentId'));
  const chosen = activities.data?.find((a) => a.id === page.form.watch('activityId'));
  if (!kindergartenId) return <Alert color="yellow">Заявленията се подават в детска градина.</Alert>;
  return (
    <div data-testid="enrollment-create-page">
      <FormPage
        page={page}
        title="Заявление за записване в допълнителна дейност"
        saveLabel="Подай заявлението"
        maw={760}
        testId="enrollment"
      >
        <ChildActivityFields
          page={page}
          kindergartenId={kindergartenId}
          activities={(activities.data ?? []).map((a) => ({
            value: a.id,
            label: `${a.name} (${a.providerName})`,
          }))}
          noActivities="Няма дейности, отворени за записване"
          testId="enrollment"
        />
        {chosen && (
          <Text size="sm" c="dimmed" data-testid="enrollment-activity-details">
            {chosen.schedule.map((s) => `${weekdays[s.weekday - 1]} ${s.from}–${s.to}`).join(', ')} ·{' '}
            {priceLabel(chosen)} · сезон {formatDate(chosen.fromDate)} – {formatDate(chosen.toDate)}
          </Text>
        )}
        <Field.Date form={page} name="fromDate" testId="enrollment-from" />
        <Field.Textarea form={page} name="note" minRows={2} testId="enrollment-note" />
      </FormPage>
    </div>
  );
}
