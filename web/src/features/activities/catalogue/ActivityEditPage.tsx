import { FeeAmountBasis } from '@gradina/shared';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { isApiError } from '../../../api/errors';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { DateField } from '../../../ui/forms/DateField';
import { IntegerInput } from '../../../ui/forms/IntegerInput';
import { useFieldProps } from '../../../ui/forms/useFieldProps';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { isStaleEdit, StaleEditModal } from '../../../ui/StaleEditModal';
import {
  type ActivityValues,
  activityFormSpec,
  activityLabels,
  activityValues,
  newActivity,
  weekdayNames,
} from './activity-form';
import { FeeModelFields } from './FeeModelFields';
import {
  activityQuery,
  classesQuery,
  invalidateActivities,
  providersQuery,
  reloadActivity,
  teachersQuery,
  typesQuery,
} from './queries';

const weekdayOptions = weekdayNames.slice(1).map((label, i) => ({ value: String(i + 1), label }));
const basisOptions = [
  { value: String(FeeAmountBasis.PaidAmount), label: 'Платената сума' },
  { value: String(FeeAmountBasis.TotalAmount), label: 'Начислената сума' },
];

/**
 * /activities/management/create and /{id}: an activity's type, provider, teacher, groups, weekly schedule
 * (rows of weekday and hours), the fee model (`FeeModelFields`: pricing, price, sibling discounts), the
 * kindergarten's share, the delistment rule
 * and the season. The record's fetch shows its own error here (the spec's activity fetch bypasses the
 * global handling): a missing or refused activity says so on the page with a way back.
 */
export function ActivityEditPage() {
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  useDocumentTitle(`${editing ? 'Редакция на дейност' : 'Нова дейност'} | Градина`);
  const user = useUserData();
  const { can } = usePermissions();
  const client = useQueryClient();
  const navigate = useNavigate();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const existing = useQuery({ ...activityQuery(id ?? ''), enabled: editing, retry: false });
  const on = Boolean(kindergartenId);
  const types = useQuery({ ...typesQuery(kindergartenId), enabled: on });
  const providers = useQuery({ ...providersQuery(kindergartenId), enabled: on });
  const teachers = useQuery({ ...teachersQuery(kindergartenId), enabled: on });
  const groups = useQuery({ ...classesQuery(kindergartenId), enabled: on });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    ActivityValues,
    'activities.saveActivity'
  >('activities.saveActivity', { ...activityFormSpec(kindergartenId), defaultValues: newActivity() });
  const slots = useFieldArray({ control: form.control, name: 'schedule' });
  const share = useFieldProps(form, 'kindergartenSharePercent');
  useEffect(() => {
    if (existing.data) form.reset(activityValues(existing.data));
  }, [existing.data, form]);

  const [stale, setStale] = useState(false);
  const save = useMutation({
    mutationFn: (v: ActivityValues) => callApi('activities.saveActivity', { body: toBody(v) }),
    onSuccess: async () => {
      await invalidateActivities(client);
      navigate('/activities/management');
    },
    onError: (error) => (isStaleEdit(error) ? setStale(true) : onServerError(error)),
  });
  const reload = useMutation({
    mutationFn: () => reloadActivity(client, id ?? ''),
    onSuccess: () => setStale(false),
  });
  const remove = useConfirmDelete<string>({
    remove: (activityId) => callApi('activities.deleteActivity', { path: { id: activityId } }),
    onDeleted: async () => {
      await invalidateActivities(client);
      navigate('/activities/management');
    },
    refusedText: 'Дейността не беше изтрита.',
    title: 'Изтриване на дейност',
    question: () => `Да бъде ли изтрита дейността „${existing.data?.name ?? ''}“?`,
    testId: 'activity-delete',
  });

  if (editing && existing.isPending) return <Loading />;
  if (editing && existing.isError)
    return (
      <Stack gap="md" maw={860}>
        <Title order={1}>Редакция на дейност</Title>
        <Alert color="red" variant="light" role="alert" data-testid="activity-load-error">
          {isApiError(existing.error) && existing.error.status === 404
            ? 'Дейността не е намерена: може да е изтрита.'
            : `Дейността не можа да бъде заредена. ${isApiError(existing.error) ? existing.error.message : ''}`}
        </Alert>
        <Group>
          <Button variant="default" onClick={() => navigate('/activities/management')}>
            Към дейностите
          </Button>
        </Group>
      </Stack>
    );
  const { errors } = form.formState;
  const delistment = form.watch('delistmentEnabled');
  const select = (name: 'typeId' | 'providerId' | 'teacherId', data: { value: string; label: string }[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={activityLabels[name]}
          withAsterisk={name !== 'teacherId'}
          data={data}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          clearable={name === 'teacherId'}
          searchable
          error={errors[name]?.message}
          data-testid={`activity-${name}`}
        />
      )}
    />
  );

  return (
    <Stack gap="lg" maw={900} data-testid="activity-edit-page">
      <Group justify="space-between">
        <Title order={1}>{editing ? 'Редакция на дейност' : 'Нова дейност'}</Title>
        {editing && can('Activities', 'delete') && (
          <Button variant="subtle" color="red" onClick={() => remove.ask(id!)} data-testid="activity-delete">
            Изтрий
          </Button>
        )}
      </Group>
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="activity-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            save.mutate(v);
          })}
        >
          <Stack gap="md">
            <TextInput
              {...form.register('name')}
              label={activityLabels.name}
              withAsterisk
              maxLength={200}
              error={errors.name?.message}
              data-testid="activity-name"
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {select(
                'typeId',
                (types.data ?? []).map((t) => ({ value: t.id, label: t.name })),
              )}
              {select(
                'providerId',
                (providers.data?.result ?? []).map((p) => ({ value: p.id, label: p.name })),
              )}
              {select(
                'teacherId',
                (teachers.data ?? []).map((t) => ({ value: t.id, label: t.name })),
              )}
            </SimpleGrid>
            <Controller
              control={form.control}
              name="groupIds"
              render={({ field }) => (
                <MultiSelect
                  label={activityLabels.groupIds}
                  withAsterisk
                  data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
                  value={field.value}
                  onChange={field.onChange}
                  searchable
                  error={errors.groupIds?.message}
                  data-testid="activity-groups"
                />
              )}
            />
            <Stack gap="xs" data-testid="activity-schedule">
              <Text fw={500} size="sm">
                {activityLabels.schedule}
              </Text>
              {slots.fields.map((slot, i) => (
                <Group key={slot.id} align="flex-end" wrap="wrap" gap="xs" data-testid="activity-slot">
                  <Controller
                    control={form.control}
                    name={`schedule.${i}.weekday`}
                    render={({ field }) => (
                      <Select
                        label={activityLabels['schedule.*.weekday']}
                        data={weekdayOptions}
                        value={field.value}
                        onChange={(v) => field.onChange(v ?? '1')}
                        allowDeselect={false}
                        w={150}
                        error={errors.schedule?.[i]?.weekday?.message}
                        data-testid="activity-slot-weekday"
                      />
                    )}
                  />
                  {(['from', 'to'] as const).map((part) => (
                    <TextInput
                      key={part}
                      {...form.register(`schedule.${i}.${part}`)}
                      type="time"
                      label={activityLabels[`schedule.*.${part}`]}
                      w={120}
                      error={errors.schedule?.[i]?.[part]?.message}
                      data-testid={`activity-slot-${part}`}
                    />
                  ))}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Премахни ред ${i + 1} от графика`}
                    disabled={slots.fields.length === 1}
                    onClick={() => slots.remove(i)}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              ))}
              {errors.schedule?.message && (
                <Text c="red" size="sm" role="alert">
                  {errors.schedule.message}
                </Text>
              )}
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => slots.append({ weekday: '1', from: '16:00', to: '16:45' })}
                  disabled={slots.fields.length >= 14}
                  data-testid="activity-slot-add"
                >
                  Добави ден
                </Button>
              </Group>
            </Stack>
            <FeeModelFields form={form} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <IntegerInput
                {...share}
                label={activityLabels.kindergartenSharePercent}
                data-testid="activity-share"
              />
              <Controller
                control={form.control}
                name="shareBasis"
                render={({ field }) => (
                  <Select
                    label={activityLabels.shareBasis}
                    data={basisOptions}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? String(FeeAmountBasis.PaidAmount))}
                    allowDeselect={false}
                    data-testid="activity-share-basis"
                  />
                )}
              />
              {(['fromDate', 'toDate'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <DateField
                      label={activityLabels[name]}
                      withAsterisk
                      value={field.value || null}
                      onChange={(v) => field.onChange(v ?? '')}
                      error={errors[name]?.message}
                      data-testid={`activity-${name === 'fromDate' ? 'from' : 'to'}`}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
            <Checkbox
              {...form.register('enrollmentOpen')}
              label={activityLabels.enrollmentOpen}
              data-testid="activity-enrollment-open"
            />
            <Group align="flex-end">
              <Checkbox
                {...form.register('delistmentEnabled')}
                label={activityLabels.delistmentEnabled}
                data-testid="activity-delistment"
              />
              {delistment && (
                <Controller
                  control={form.control}
                  name="delistmentNoticeDays"
                  render={({ field }) => (
                    <IntegerInput
                      label={activityLabels.delistmentNoticeDays}
                      value={field.value}
                      onChange={field.onChange}
                      w={160}
                      error={errors.delistmentNoticeDays?.message}
                      data-testid="activity-notice-days"
                    />
                  )}
                />
              )}
            </Group>
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="activity-form-error">
                {formError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending} data-testid="activity-save">
                Запази
              </Button>
              <Button variant="default" onClick={() => navigate('/activities/management')}>
                Откажи
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {remove.modal}
      <StaleEditModal
        opened={stale}
        message={save.error?.message}
        reloading={reload.isPending}
        reloadError={reload.error?.message}
        onReload={() => reload.mutate()}
        onCancel={() => setStale(false)}
      />
    </Stack>
  );
}
