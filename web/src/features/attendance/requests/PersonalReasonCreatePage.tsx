import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { invalidateRequests } from './queries';
import { PeriodFields, RequestChildField } from './request-fields';
import { familyFormSpec, newFamilyRequest } from './request-form';

const listPath = '/attendances/applications/personal-reasons';

/**
 * /attendances/applications/personal-reasons/create: the parent's written notice of a family-reason absence
 * (or staff filing it for them). The API counts the working days and refuses above the limit with how many
 * days are left.
 */
export function PersonalReasonCreatePage() {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const page = useFormPage('attendance.saveRequest', {
    spec: { ...familyFormSpec(kindergartenId), defaultValues: newFamilyRequest() },
    refresh: invalidateRequests,
    back: listPath,
  });

  // The e2e journeys know the form as `personal-reason-form` and its fields and buttons as `request-…`.
  return (
    <FormPage
      page={page}
      pageTestId="personal-reason-form"
      title="Ново заявление за отсъствие по семейни причини"
      intro="Броят се само работните дни; почивните и празничните дни в периода не се броят."
      saveLabel="Подай заявлението"
      maw={760}
      testId="request"
    >
      <RequestChildField form={page} kindergartenId={kindergartenId} testId="request" />
      <PeriodFields form={page} testId="request" />
      <Field.Textarea form={page} name="reason" autosize minRows={2} testId="request-reason" />
    </FormPage>
  );
}
