import { Role } from '@gradina/shared';
import type { Removal } from '@gradina/shared/manifest/routes/activities/enrollment';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { formatDate, formatDateDigits } from '../../../ui/format/dates';
import { DateField } from '../../../ui/forms/DateField';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { type LeaveValues, leaveFormSpec, leaveLabels, newLeave } from './enrollment-form';
import { childPickerQuery, delistableActivitiesQuery, invalidateEnrollment, removalsQuery } from './queries';

const pageSize = 20;

const columns: EntityColumn<Removal>[] = [
  {
    id: 'child',
    header: 'Дете',
    cell: (r) => r.studentName,
    sortText: (r) => r.studentName,
    td: { fw: 600 },
  },
  { id: 'activity', header: 'Дейност', cell: (r) => r.activityName },
  { id: 'leave', header: 'Последен ден', cell: (r) => formatDate(r.leaveDate) },
  { id: 'by', header: 'Подадено от', cell: (r) => r.requestedByName },
  { id: 'at', header: 'Подадено на', cell: (r) => formatDateDigits(r.createdAt) },
  { id: 'note', header: 'Бележка', cell: (r) => r.note ?? '' },
];

/** The parent's form: the child, an activity it may leave, the last day (the activity's notice days ahead). */
function LeaveForm({ kindergartenId, onDone }: { kindergartenId: string; onDone: (text: string) => void }) {
  const client = useQueryClient();
  const children = useQuery(childPickerQuery(kindergartenId));
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    LeaveValues,
    'activities.leaveDates'
  >('activities.leaveDates', { ...leaveFormSpec(kindergartenId), defaultValues: newLeave() });
  const studentId = form.watch('studentId');
  const activities = useQuery({
    ...delistableActivitiesQuery(kindergartenId, studentId),
    enabled: Boolean(studentId),
  });
  const chosen = activities.data?.find((a) => a.id === form.watch('activityId'));
  const save = useMutation({
    mutationFn: (v: LeaveValues) => callApi('activities.leaveDates', { body: toBody(v) }),
    onSuccess: async (_, v) => {
      form.reset(newLeave());
      await invalidateEnrollment(client);
      onDone(`Детето е отписано от дейността с последен ден ${formatDate(v.leaveDate)}.`);
    },
    onError: onServerError,
  });
  const { errors } = form.formState;
  return (
    <Paper withBorder p="lg" radius="md">
      <form
        noValidate
        data-testid="removal-form"
        onSubmit={form.handleSubmit((v) => {
          setFormError(undefined);
          save.mutate(v);
        })}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            Заявление за отписване
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="studentId"
              render={({ field }) => (
                <Select
                  label={leaveLabels.studentId}
                  withAsterisk
                  data={(children.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  value={field.value || null}
                  onChange={(v) => {
                    field.onChange(v ?? '');
                    form.setValue('activityId', '');
                  }}
                  error={errors.studentId?.message}
                  data-testid="removal-child"
                />
              )}
            />
            <Controller
              control={form.control}
              name="activityId"
              render={({ field }) => (
                <Select
                  label={leaveLabels.activityId}
                  withAsterisk
                  disabled={!studentId}
                  data={(activities.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  nothingFoundMessage="Няма дейности с отписване по заявление"
                  error={errors.activityId?.message}
                  data-testid="removal-activity"
                />
              )}
            />
            <Controller
              control={form.control}
              name="leaveDate"
              render={({ field }) => (
                <DateField
                  label={leaveLabels.leaveDate}
                  withAsterisk
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={errors.leaveDate?.message}
                  description={chosen ? `Поне ${chosen.delistmentNoticeDays} дни предизвестие` : undefined}
                  data-testid="removal-date"
                />
              )}
            />
          </SimpleGrid>
          <Textarea
            {...form.register('note')}
            label={leaveLabels.note}
            maxLength={500}
            autosize
            minRows={2}
          />
          {formError && (
            <Alert color="red" variant="light" role="alert" data-testid="removal-form-error">
              {formError}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="removal-save">
              Отпиши
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * /activities/applications/removal: a parent takes a child off an activity that allows it (the period ends
 * on the leave date); the list of removals below (staff: all of them, a parent: their own).
 */
export function RemovalPage() {
  useDocumentTitle('Отписване от допълнителни дейности | Градина');
  const user = useUserData();
  const { can, is } = usePermissions();
  const msg = useMessage();
  const [page, setPage] = useState(1);
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const list = useQuery({
    ...removalsQuery(kindergartenId, page, pageSize),
    enabled: Boolean(kindergartenId),
  });
  if (!kindergartenId) return <Alert color="yellow">Отписванията се правят в детска градина.</Alert>;
  return (
    <Stack gap="lg" maw={1100} data-testid="removal-page">
      <Stack gap={4}>
        <Title order={1}>Отписване от допълнителни дейности</Title>
        <Text c="dimmed">
          Родителят може да отпише детето от дейност, която позволява това, с предизвестие от дните, които
          дейността изисква. Последният ден на участие е датата на отписване.
        </Text>
      </Stack>
      <MessageAlert
        message={msg.message}
        onClose={msg.clear}
        testId="removal-message"
        errorTestId="removal-error"
      />
      {is(Role.Parent) && can('ActivityEnrollments', 'create') && (
        <LeaveForm kindergartenId={kindergartenId} onDone={(text) => msg.ok(text)} />
      )}
      <EntityTable<Removal>
        caption="Отписвания"
        columns={columns}
        rows={list.data?.result}
        query={list}
        getRowId={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': 'removal-row', 'data-child': r.studentName })}
        paging={{
          page,
          pageSize,
          rowsCount: list.data?.rowsCount ?? 0,
          onChange: setPage,
          testId: 'removal-pager',
        }}
        empty={{ text: 'Няма отписвания.', testId: 'removal-empty' }}
        minWidth={760}
        testId="removal-table"
      />
    </Stack>
  );
}
