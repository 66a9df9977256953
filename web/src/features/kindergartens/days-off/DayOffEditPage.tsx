import { DayOffType } from '@gradina/shared';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useUserData } from '../../../app/auth/user-data';
import { dayOffTypeLabels } from '../../../ui/format/labels';
import { DateField } from '../../../ui/forms/DateField';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { isStaleEdit, StaleEditModal } from '../../../ui/StaleEditModal';
import { type DayOffValues, dayOffFormSpec, dayOffLabels, dayOffValues, newDayOff } from './day-off-form';
import { dayOffQuery, groupOptionsQuery, invalidateDaysOff, reloadDayOff, schoolYearsQuery } from './queries';

const typeOptions = Object.values(DayOffType).map((t) => ({ value: String(t), label: dayOffTypeLabels[t] }));

/**
 * /days-off/create and /days-off/{id}: a day off of the kindergarten, its type, dates and, for a quarantine
 * of some groups, those groups (none: the whole kindergarten). An edit that meets a newer version offers to
 * reload it.
 */
export function DayOffEditPage() {
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  useDocumentTitle(`${editing ? 'Редакция на почивен ден' : 'Нов почивен ден'} | Градина`);
  const user = useUserData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const existing = useQuery({ ...dayOffQuery(id ?? ''), enabled: editing });
  const years = useQuery({ ...schoolYearsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    DayOffValues,
    'kindergartens.saveDayOff'
  >('kindergartens.saveDayOff', {
    ...dayOffFormSpec(kindergartenId),
    defaultValues: newDayOff(user.periodId ?? ''),
  });
  const periodId = form.watch('periodId');
  const groups = useQuery({ ...groupOptionsQuery(kindergartenId, periodId), enabled: Boolean(periodId) });
  // The stored record fills the form once it is read (and again after a reload of a newer version).
  useEffect(() => {
    if (existing.data) form.reset(dayOffValues(existing.data));
  }, [existing.data, form]);

  const [stale, setStale] = useState(false);
  const save = useMutation({
    mutationFn: (v: DayOffValues) => callApi('kindergartens.saveDayOff', { body: toBody(v) }),
    onSuccess: async () => {
      await invalidateDaysOff(client);
      navigate('/days-off');
    },
    onError: (error) => (isStaleEdit(error) ? setStale(true) : onServerError(error)),
  });
  const reload = useMutation({
    mutationFn: () => reloadDayOff(client, id ?? ''),
    onSuccess: () => setStale(false),
  });

  if (editing && existing.isPending) return <Loading />;
  if (editing && existing.isError) return <QueryError error={existing.error} />;
  const { errors } = form.formState;

  return (
    <Stack gap="lg" maw={860} data-testid="day-off-edit-page">
      <Title order={1}>{editing ? 'Редакция на почивен ден' : 'Нов почивен ден'}</Title>
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="day-off-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            save.mutate(v);
          })}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={form.control}
                name="periodId"
                render={({ field }) => (
                  <Select
                    label={dayOffLabels.periodId}
                    withAsterisk
                    data={(years.data?.result ?? []).map((y) => ({ value: y.id, label: y.name }))}
                    value={field.value || null}
                    onChange={(v) => {
                      field.onChange(v ?? '');
                      form.setValue('groupIds', []);
                    }}
                    allowDeselect={false}
                    error={errors.periodId?.message}
                    data-testid="day-off-year"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <Select
                    label={dayOffLabels.type}
                    description="Само „Почивен ден“ затваря деня; при карантина, грипна и друга ваканция присъствията се отбелязват (ПК, ГВ, П)."
                    withAsterisk
                    data={typeOptions}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={errors.type?.message}
                    data-testid="day-off-type"
                  />
                )}
              />
            </SimpleGrid>
            <TextInput
              {...form.register('name')}
              label={dayOffLabels.name}
              withAsterisk
              maxLength={200}
              error={errors.name?.message}
              data-testid="day-off-name"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {(['fromDate', 'toDate'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <DateField
                      label={dayOffLabels[name]}
                      withAsterisk
                      value={field.value || null}
                      onChange={(v) => field.onChange(v ?? '')}
                      error={errors[name]?.message}
                      data-testid={`day-off-${name === 'fromDate' ? 'from' : 'to'}`}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
            <Controller
              control={form.control}
              name="groupIds"
              render={({ field }) => (
                <MultiSelect
                  label={dayOffLabels.groupIds}
                  description="Без избрани групи се отнася за цялата детска градина."
                  data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
                  value={field.value}
                  onChange={field.onChange}
                  searchable
                  clearable
                  error={errors.groupIds?.message}
                  data-testid="day-off-groups"
                />
              )}
            />
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="day-off-form-error">
                {formError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending} data-testid="day-off-save">
                Запази
              </Button>
              <Button variant="default" onClick={() => navigate('/days-off')}>
                Откажи
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
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
