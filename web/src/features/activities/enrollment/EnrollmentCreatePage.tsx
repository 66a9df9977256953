import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { useUserData } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { DateField } from '../../../ui/forms/DateField';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { priceLabel } from '../catalogue/labels';
import {
  type EnrollmentValues,
  enrollmentFormSpec,
  enrollmentLabels,
  newEnrollmentRequest,
} from './enrollment-form';
import { childPickerQuery, enrollableActivitiesQuery, invalidateEnrollment } from './queries';

const listPath = '/activities/applications/enrollment';
const weekdays = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'нд'];

/**
 * /activities/applications/enrollment/create: a parent asks to enrol their child in an extra activity. The
 * activities offered are those open to the child's group (the catalogue's list for the child); the director
 * is told and decides.
 */
export function EnrollmentCreatePage() {
  useDocumentTitle('Ново заявление за записване | Градина');
  const user = useUserData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const children = useQuery({ ...childPickerQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    EnrollmentValues,
    'activities.createEnrollmentRequest'
  >('activities.createEnrollmentRequest', {
    ...enrollmentFormSpec(kindergartenId),
    defaultValues: newEnrollmentRequest(),
  });
  const studentId = form.watch('studentId');
  const activityId = form.watch('activityId');
  const activities = useQuery({
    ...enrollableActivitiesQuery(kindergartenId, studentId),
    enabled: Boolean(kindergartenId && studentId),
  });
  const chosen = activities.data?.find((a) => a.id === activityId);
  const save = useMutation({
    mutationFn: (v: EnrollmentValues) => callApi('activities.createEnrollmentRequest', { body: toBody(v) }),
    onSuccess: async () => {
      await invalidateEnrollment(client);
      navigate(listPath);
    },
    onError: onServerError,
  });
  const { errors } = form.formState;
  if (!kindergartenId) return <Alert color="yellow">Заявленията се подават в детска градина.</Alert>;
  return (
    <Stack gap="lg" maw={760} data-testid="enrollment-create-page">
      <Title order={1}>Заявление за записване в допълнителна дейност</Title>
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="enrollment-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            save.mutate(v);
          })}
        >
          <Stack gap="md">
            <Controller
              control={form.control}
              name="studentId"
              render={({ field }) => (
                <Select
                  label={enrollmentLabels.studentId}
                  withAsterisk
                  data={(children.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  value={field.value || null}
                  onChange={(v) => {
                    field.onChange(v ?? '');
                    form.setValue('activityId', '');
                  }}
                  searchable
                  nothingFoundMessage="Няма деца"
                  error={errors.studentId?.message}
                  data-testid="enrollment-child"
                />
              )}
            />
            <Controller
              control={form.control}
              name="activityId"
              render={({ field }) => (
                <Select
                  label={enrollmentLabels.activityId}
                  withAsterisk
                  disabled={!studentId}
                  data={(activities.data ?? []).map((a) => ({
                    value: a.id,
                    label: `${a.name} (${a.providerName})`,
                  }))}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  nothingFoundMessage="Няма дейности, отворени за записване"
                  error={errors.activityId?.message}
                  data-testid="enrollment-activity"
                />
              )}
            />
            {chosen && (
              <Text size="sm" c="dimmed" data-testid="enrollment-activity-details">
                {chosen.schedule.map((s) => `${weekdays[s.weekday - 1]} ${s.from}–${s.to}`).join(', ')} ·{' '}
                {priceLabel(chosen)} · сезон {formatDate(chosen.fromDate)} – {formatDate(chosen.toDate)}
              </Text>
            )}
            <Controller
              control={form.control}
              name="fromDate"
              render={({ field }) => (
                <DateField
                  label={enrollmentLabels.fromDate}
                  withAsterisk
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={errors.fromDate?.message}
                  data-testid="enrollment-from"
                />
              )}
            />
            <Textarea
              {...form.register('note')}
              label={enrollmentLabels.note}
              maxLength={500}
              autosize
              minRows={2}
              error={errors.note?.message}
              data-testid="enrollment-note"
            />
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="enrollment-form-error">
                {formError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending} data-testid="enrollment-save">
                Подай заявлението
              </Button>
              <Button variant="default" onClick={() => navigate(listPath)}>
                Откажи
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
