import { Alert, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { useUserData } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { invalidateRequests, requestChildrenQuery } from './queries';
import {
  newSummerDeclaration,
  requestLabels,
  type SummerValues,
  summerFormSpec,
  summerWeeks,
} from './request-form';
import { comingSummer } from './SummerPage';

const listPath = '/attendances/applications/summer-attendances';
const friday = (monday: string) => {
  const d = new Date(`${monday}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 4);
  return d.toISOString().slice(0, 10);
};

/** /attendances/applications/summer-attendances/create: the weeks of a summer the child attends. */
export function SummerCreatePage() {
  useDocumentTitle('Лятна декларация | Градина');
  const user = useUserData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const children = useQuery({ ...requestChildrenQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const first = comingSummer();
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    SummerValues,
    'attendance.saveRequest'
  >('attendance.saveRequest', {
    ...summerFormSpec(kindergartenId),
    defaultValues: newSummerDeclaration(first),
  });
  const year = Number(form.watch('year'));
  const save = useMutation({
    mutationFn: (v: SummerValues) => callApi('attendance.saveRequest', { body: toBody(v) }),
    onSuccess: async () => {
      await invalidateRequests(client);
      navigate(listPath);
    },
    onError: onServerError,
  });
  const { errors } = form.formState;

  return (
    <Stack gap="lg" maw={760} data-testid="summer-create-page">
      <Title order={1}>Лятна декларация за посещение</Title>
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="summer-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            save.mutate(v);
          })}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={form.control}
                name="studentId"
                render={({ field }) => (
                  <Select
                    label={requestLabels.studentId}
                    withAsterisk
                    data={(children.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    searchable
                    error={errors.studentId?.message}
                    data-testid="summer-child"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="year"
                render={({ field }) => (
                  <Select
                    label="Лято на година"
                    data={[first, first + 1].map((y) => ({ value: String(y), label: String(y) }))}
                    value={field.value}
                    onChange={(v) => {
                      field.onChange(v ?? String(first));
                      form.setValue('attendingWeeks', []);
                    }}
                    allowDeselect={false}
                    data-testid="summer-year"
                  />
                )}
              />
            </SimpleGrid>
            <Controller
              control={form.control}
              name="attendingWeeks"
              render={({ field }) => (
                <Checkbox.Group
                  label={requestLabels.attendingWeeks}
                  description="Отбележете седмиците, в които детето ще посещава детската градина."
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.attendingWeeks?.message}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                    {summerWeeks(year).map((w) => (
                      <Checkbox
                        key={w}
                        value={w}
                        label={`${formatDate(w)} – ${formatDate(friday(w))}`}
                        data-testid="summer-week"
                      />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              )}
            />
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="summer-form-error">
                {formError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending} data-testid="summer-save">
                Подай декларацията
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
