import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { callApi } from '../../../api/client';
import { apiQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { formatBgDate } from '../../../ui/format/dates';
import { DateField } from '../../../ui/forms/DateField';
import { applyServerFieldErrors, saveErrorText } from '../../../ui/forms/form-errors';
import { IntegerInput } from '../../../ui/forms/IntegerInput';
import { formResolver } from '../../../ui/forms/labels';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';

const labels = { yearFrom: 'Начална година', fromDate: 'От дата', toDate: 'До дата' } as const;

const yearFormSchema = z
  .object({
    yearFrom: z.string().min(1),
    fromDate: z.string({ error: () => `Полето "${labels.fromDate}" е задължително` }).min(1),
    toDate: z.string({ error: () => `Полето "${labels.toDate}" е задължително` }).min(1),
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const year = Number(v.yearFrom);
    if (v.yearFrom !== '' && (year < 2000 || year > 2998))
      ctx.addIssue({
        code: 'custom',
        path: ['yearFrom'],
        message: `Полето "${labels.yearFrom}" трябва да е между 2000 и 2998`,
      });
    if (v.fromDate && v.toDate && v.fromDate >= v.toDate)
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: 'Крайната дата трябва да е след началната.',
      });
  });
type YearForm = z.input<typeof yearFormSchema>;

/** A school year runs from 15 September to 14 September (the demo data and the daily rollover use it). */
const defaultsFor = (yearFrom: number): YearForm => ({
  yearFrom: String(yearFrom),
  fromDate: `${yearFrom}-09-15`,
  toDate: `${yearFrom + 1}-09-14`,
  active: false,
});

function invalidateYears(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['api', 'kindergartens.periodOverview'] }),
    queryClient.invalidateQueries({ queryKey: ['api', 'kindergartens.periods'] }),
    queryClient.invalidateQueries({ queryKey: ['api', 'identity.userData'] }),
  ]);
}

function CreateYear({
  kindergartenId,
  nextYear,
  onDone,
}: {
  kindergartenId: string;
  nextYear: number;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const form = useForm<YearForm>({
    resolver: formResolver(yearFormSchema, labels),
    defaultValues: defaultsFor(nextYear),
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (v: YearForm) =>
      callApi('kindergartens.savePeriod', {
        body: {
          kindergartenId,
          yearFrom: Number(v.yearFrom),
          yearTo: Number(v.yearFrom) + 1,
          fromDate: v.fromDate,
          toDate: v.toDate,
          active: v.active,
        },
      }),
    onSuccess: async (reply) => {
      if (!reply.isSuccessful) {
        setFormError(reply.errorMessage || 'Учебната година не беше създадена.');
        return;
      }
      await invalidateYears(queryClient);
      onDone();
    },
    onError: (error) => {
      const rest = applyServerFieldErrors(form, error, ['yearFrom', 'fromDate', 'toDate']);
      setFormError(rest[0] ?? saveErrorText(error));
    },
  });

  return (
    <form noValidate data-testid="school-year-form" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={form.control}
            name="yearFrom"
            render={({ field }) => (
              <IntegerInput
                label={labels.yearFrom}
                withAsterisk
                value={field.value}
                onChange={(v) => {
                  field.onChange(v);
                  if (/^\d{4}$/.test(v)) {
                    const d = defaultsFor(Number(v));
                    form.setValue('fromDate', d.fromDate);
                    form.setValue('toDate', d.toDate);
                  }
                }}
                onBlur={field.onBlur}
                maxLength={4}
                description={
                  /^\d{4}$/.test(field.value)
                    ? `Учебна година ${field.value}/${Number(field.value) + 1}`
                    : ' '
                }
                error={errors.yearFrom?.message}
                data-testid="school-year-from"
              />
            )}
          />
          <Controller
            control={form.control}
            name="fromDate"
            render={({ field }) => (
              <DateField
                label={labels.fromDate}
                withAsterisk
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={errors.fromDate?.message}
                data-testid="school-year-from-date"
              />
            )}
          />
          <Controller
            control={form.control}
            name="toDate"
            render={({ field }) => (
              <DateField
                label={labels.toDate}
                withAsterisk
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={errors.toDate?.message}
                data-testid="school-year-to-date"
              />
            )}
          />
        </SimpleGrid>
        <Checkbox
          {...form.register('active')}
          label="Активна учебна година"
          data-testid="school-year-active"
        />
        {formError && (
          <Alert color="red" variant="light" role="alert" data-testid="school-year-form-error">
            {formError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="school-year-save">
            Създай
          </Button>
          <Button variant="default" onClick={onDone}>
            Откажи
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /platform/settings/school-years: the kindergarten's school years with their groups; create one, make one
 * active, delete one. The server refuses to delete the active year or one with groups, and its message shows.
 */
export function SchoolYearsPage() {
  useDocumentTitle('Учебни години | Градина');
  const user = useUserData();
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const years = useQuery({
    ...apiQuery('kindergartens.periodOverview', { query: { kindergartenId } }),
    enabled: Boolean(kindergartenId),
  });
  const [creating, setCreating] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [toDelete, setToDelete] = useState<{ id: string; name: string }>();

  const activate = useMutation({
    mutationFn: (y: NonNullable<typeof years.data>['result'][number]) =>
      callApi('kindergartens.savePeriod', {
        body: {
          id: y.id,
          kindergartenId: y.kindergartenId,
          yearFrom: y.yearFrom,
          yearTo: y.yearTo,
          fromDate: y.fromDate,
          toDate: y.toDate,
          active: true,
        },
      }),
    onSuccess: async (reply, y) => {
      setMessage(
        reply.isSuccessful
          ? { ok: true, text: `${y.yearFrom}/${y.yearTo} е активната учебна година.` }
          : { ok: false, text: reply.errorMessage || 'Учебната година не беше променена.' },
      );
      await invalidateYears(queryClient);
    },
    onError: (error) => setMessage({ ok: false, text: saveErrorText(error) }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi('kindergartens.deletePeriod', { path: { id } }),
    onSuccess: async (reply) => {
      setToDelete(undefined);
      setMessage(
        reply.isSuccessful
          ? { ok: true, text: 'Учебната година е изтрита.' }
          : { ok: false, text: reply.errorMessage || 'Учебната година не беше изтрита.' },
      );
      await invalidateYears(queryClient);
    },
    onError: (error) => {
      setToDelete(undefined);
      setMessage({ ok: false, text: saveErrorText(error) });
    },
  });

  if (!kindergartenId) return <Alert color="yellow">Учебните години се управляват в детска градина.</Alert>;
  const list = years.data?.result ?? [];
  const canSave = can('KindergartenPeriods', 'update');
  const canDelete = can('KindergartenPeriods', 'delete');
  const nextYear = list.length > 0 ? Math.max(...list.map((y) => y.yearFrom)) + 1 : new Date().getFullYear();

  return (
    <Stack gap="lg" maw={1000} data-testid="school-years-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Учебни години</Title>
          <Text c="dimmed">
            Активната учебна година се сменя сама на 15 септември, когато следващата е създадена.
          </Text>
        </Stack>
        {canSave && !creating && (
          <Button
            onClick={() => {
              setMessage(undefined);
              setCreating(true);
            }}
            data-testid="school-year-create"
          >
            Нова учебна година
          </Button>
        )}
      </Group>
      {creating && (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Title order={2} fz="h4">
              Нова учебна година
            </Title>
            <CreateYear
              kindergartenId={kindergartenId}
              nextYear={nextYear}
              onDone={() => setCreating(false)}
            />
          </Stack>
        </Paper>
      )}
      {message && (
        <Alert
          color={message.ok ? 'garden' : 'red'}
          variant="light"
          role={message.ok ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel="Затвори"
          onClose={() => setMessage(undefined)}
          data-testid={message.ok ? 'school-years-message' : 'school-years-error'}
        >
          {message.text}
        </Alert>
      )}
      {years.isPending ? (
        <Loading />
      ) : years.isError ? (
        <QueryError error={years.error} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover data-testid="school-years-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Учебна година</Table.Th>
                <Table.Th>От</Table.Th>
                <Table.Th>До</Table.Th>
                <Table.Th>Групи</Table.Th>
                <Table.Th>Състояние</Table.Th>
                {(canSave || canDelete) && <Table.Th aria-label="Действия" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((y) => {
                const name = `${y.yearFrom}/${y.yearTo}`;
                return (
                  <Table.Tr key={y.id} data-testid={`school-year-row-${name}`}>
                    <Table.Td fw={600}>{name}</Table.Td>
                    <Table.Td>{formatBgDate(y.fromDate)}</Table.Td>
                    <Table.Td>{formatBgDate(y.toDate)}</Table.Td>
                    <Table.Td>{y.groupsCount}</Table.Td>
                    <Table.Td>
                      {y.active ? (
                        <Badge color="garden" data-testid="school-year-active-badge">
                          Активна
                        </Badge>
                      ) : (
                        <Text fz="sm" c="dimmed">
                          —
                        </Text>
                      )}
                    </Table.Td>
                    {(canSave || canDelete) && (
                      <Table.Td>
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          {canSave && !y.active && (
                            <Button
                              size="xs"
                              variant="light"
                              loading={activate.isPending && activate.variables?.id === y.id}
                              onClick={() => {
                                setMessage(undefined);
                                activate.mutate(y);
                              }}
                              data-testid={`school-year-activate-${name}`}
                            >
                              Направи активна
                            </Button>
                          )}
                          {canDelete && (
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              onClick={() => {
                                setMessage(undefined);
                                setToDelete({ id: y.id, name });
                              }}
                              data-testid={`school-year-delete-${name}`}
                            >
                              Изтрий
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={toDelete !== undefined}
        title="Изтриване на учебна година"
        pending={remove.isPending}
        onCancel={() => setToDelete(undefined)}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        testId="school-year-delete"
      >
        Да бъде ли изтрита учебната година {toDelete?.name}?
      </ConfirmModal>
    </Stack>
  );
}
