import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { useUserData } from '../../../app/auth/user-data';
import { DateField } from '../../../ui/forms/DateField';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { invalidateRequests, requestChildrenQuery } from './queries';
import { type FamilyValues, familyFormSpec, newFamilyRequest, requestLabels } from './request-form';

const listPath = '/attendances/applications/personal-reasons';

/**
 * /attendances/applications/personal-reasons/create: the parent's written notice of a family-reason absence
 * (or staff filing it for them). The API counts the working days and refuses above the limit with how many
 * days are left.
 */
export function PersonalReasonCreatePage() {
  useDocumentTitle('Ново заявление за отсъствие | Градина');
  const user = useUserData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const children = useQuery({ ...requestChildrenQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    FamilyValues,
    'attendance.saveRequest'
  >('attendance.saveRequest', { ...familyFormSpec(kindergartenId), defaultValues: newFamilyRequest() });
  const save = useMutation({
    mutationFn: (v: FamilyValues) => callApi('attendance.saveRequest', { body: toBody(v) }),
    onSuccess: async () => {
      await invalidateRequests(client);
      navigate(listPath);
    },
    onError: onServerError,
  });
  const { errors } = form.formState;

  return (
    <Stack gap="lg" maw={760} data-testid="personal-reason-create-page">
      <Title order={1}>Ново заявление за отсъствие по семейни причини</Title>
      <Text c="dimmed">Броят се само работните дни; почивните и празничните дни в периода не се броят.</Text>
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="personal-reason-form"
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
                  label={requestLabels.studentId}
                  withAsterisk
                  data={(children.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  searchable
                  nothingFoundMessage="Няма деца"
                  error={errors.studentId?.message}
                  data-testid="request-child"
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {(['fromDate', 'toDate'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <DateField
                      label={requestLabels[name]}
                      withAsterisk
                      value={field.value || null}
                      onChange={(v) => field.onChange(v ?? '')}
                      error={errors[name]?.message}
                      data-testid={`request-${name === 'fromDate' ? 'from' : 'to'}`}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
            <Textarea
              {...form.register('reason')}
              label={requestLabels.reason}
              maxLength={500}
              autosize
              minRows={2}
              error={errors.reason?.message}
              data-testid="request-reason"
            />
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="request-form-error">
                {formError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending} data-testid="request-save">
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
