import { FeeAmountBasis } from '@gradina/shared';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { activityFormSpec, activityValues, newActivity } from './activity-form';
import { FeeModelFields } from './FeeModelFields';
import { invalidateActivities, useClassOptions, useTypeOptions } from './queries';
import { ScheduleFields } from './ScheduleFields';

const listPath = '/activities/management';
const basisOptions = [
  { value: String(FeeAmountBasis.PaidAmount), label: 'Платената сума' },
  { value: String(FeeAmountBasis.TotalAmount), label: 'Начислената сума' },
];

/**
 * /activities/management/create and /{id}: an activity's type, provider, teacher, groups, weekly schedule
 * (rows of weekday and hours), the fee model (`FeeModelFields`: pricing, price, sibling discounts), the
 * kindergarten's share, the delistment rule and the season.
 */
export function ActivityEditPage() {
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  const { can } = usePermissions();
  const client = useQueryClient();
  const navigate = useNavigate();
  const kindergartenId = useKindergartenId() ?? '';
  const existing = useRouteQuery(
    'activities.activity',
    { path: { id: id ?? '' } },
    { enabled: editing, retry: false },
  );
  const types = useTypeOptions(kindergartenId);
  const groups = useClassOptions(kindergartenId);
  const page = useFormPage('activities.saveActivity', {
    spec: { ...activityFormSpec(kindergartenId), defaultValues: newActivity() },
    record: editing ? { query: existing, toValues: activityValues } : undefined,
    refresh: invalidateActivities,
    back: listPath,
  });
  const remove = useConfirmDelete<string>({
    remove: (activityId) => callApi('activities.deleteActivity', { path: { id: activityId } }),
    onDeleted: async () => {
      await invalidateActivities(client);
      navigate(listPath);
    },
    refusedText: 'Дейността не беше изтрита.',
    title: 'Изтриване на дейност',
    question: () => `Да бъде ли изтрита дейността „${existing.data?.name ?? ''}“?`,
    testId: 'activity-delete',
  });
  const delistment = page.form.watch('delistmentEnabled');

  return (
    <FormPage
      page={page}
      title={editing ? 'Редакция на дейност' : 'Нова дейност'}
      maw={900}
      extraActions={
        editing &&
        can('Activities', 'delete') && (
          <Button
            variant="subtle"
            color="red"
            onClick={() => remove.ask(id ?? '')}
            data-testid="activity-delete"
          >
            Изтрий
          </Button>
        )
      }
      aside={remove.modal}
      testId="activity"
    >
      <Field.Text form={page} name="name" testId="activity-name" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field.Select form={page} name="typeId" data={types.data ?? []} searchable testId="activity-typeId" />
        <Field.Provider form={page} name="providerId" searchable testId="activity-providerId" />
        <Field.Staff
          form={page}
          name="teacherId"
          scope="activities"
          clearable
          searchable
          testId="activity-teacherId"
        />
      </SimpleGrid>
      <Field.MultiSelect
        form={page}
        name="groupIds"
        data={groups.data ?? []}
        required
        testId="activity-groups"
      />
      <ScheduleFields page={page} />
      <FeeModelFields page={page} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Number form={page} name="kindergartenSharePercent" testId="activity-share" />
        <Field.Select form={page} name="shareBasis" data={basisOptions} testId="activity-share-basis" />
        <Field.Period form={page} testId="activity" />
      </SimpleGrid>
      <Field.Checkbox form={page} name="enrollmentOpen" testId="activity-enrollment-open" />
      <Group align="flex-end">
        <Field.Checkbox form={page} name="delistmentEnabled" testId="activity-delistment" />
        {delistment && (
          <Field.Number form={page} name="delistmentNoticeDays" w={160} testId="activity-notice-days" />
        )}
      </Group>
    </FormPage>
  );
}
