import { type GuardianRelation, IdentifierType, RequestStatus } from '@gradina/shared';
import {
  Alert,
  Badge,
  Button,
  Group,
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
import { Controller } from 'react-hook-form';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { useUserData } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { relationLabel, relationOptions } from '../../../ui/format/labels';
import { given, useManifestForm } from '../../../ui/forms/useManifestForm';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateParents, myChildApplicationsQuery } from './queries';

type Application = ApiReply<'children.myChildApplications'>[number];

interface ApplicationValues {
  childIdentifierType: string;
  childIdentifier: string;
  childName: string;
  relation: string;
}

const labels = {
  childIdentifierType: 'Вид идентификатор',
  childIdentifier: 'ЕГН/ЛНЧ на детето',
  childName: 'Име на детето',
  relation: 'Родство',
} as const;

const identifierOptions = [
  { value: String(IdentifierType.EGN), label: 'ЕГН' },
  { value: String(IdentifierType.ForeignerID), label: 'ЛНЧ' },
  { value: String(IdentifierType.IdentificationNumber), label: 'Друг идентификатор' },
];

// Colours the theme keeps readable on their light background (axe's contrast check).
const statusText: Record<number, { label: string; color: string; c?: string }> = {
  [RequestStatus.Pending]: { label: 'Чака решение', color: 'gray', c: 'dark.6' },
  [RequestStatus.Approved]: { label: 'Одобрена', color: 'garden' },
  [RequestStatus.Rejected]: { label: 'Отхвърлена', color: 'red' },
};

const columns: EntityColumn<Application>[] = [
  { id: 'date', header: 'Подадена', cell: (a) => formatDate(a.createdAt) },
  { id: 'identifier', header: 'Идентификатор', cell: (a) => a.childIdentifier },
  { id: 'child', header: 'Дете', cell: (a) => a.childName ?? '—' },
  { id: 'relation', header: 'Родство', cell: (a) => relationLabel(a.relation) },
  {
    id: 'status',
    header: 'Решение',
    cell: (a) => (
      <Stack gap={2}>
        <Badge color={statusText[a.status]?.color} c={statusText[a.status]?.c} variant="light">
          {statusText[a.status]?.label}
        </Badge>
        {a.rejectionReason && <Text size="sm">{a.rejectionReason}</Text>}
      </Stack>
    ),
  },
];

/**
 * /parent-child-application: a signed-in parent asks to be linked to another child of the kindergarten by
 * the child's ЕГН/ЛНЧ; the director decides on the parents page. The parent's earlier applications below.
 */
export function ParentChildApplicationPage() {
  useDocumentTitle('Добавяне на дете | Градина');
  const user = useUserData();
  const client = useQueryClient();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const mine = useQuery({ ...myChildApplicationsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const msg = useMessage();
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    ApplicationValues,
    'children.applyForChild'
  >('children.applyForChild', {
    labels,
    toBody: (v) => ({
      kindergartenId,
      childIdentifierType: Number(v.childIdentifierType) as IdentifierType,
      childIdentifier: given(v.childIdentifier),
      ...(v.childName.trim() ? { childName: v.childName.trim() } : {}),
      relation: (v.relation === '' ? undefined : Number(v.relation)) as GuardianRelation,
    }),
    defaultValues: {
      childIdentifierType: String(IdentifierType.EGN),
      childIdentifier: '',
      childName: '',
      relation: '',
    },
  });
  const apply = useMutation({
    mutationFn: (v: ApplicationValues) => callApi('children.applyForChild', { body: toBody(v) }),
    onSuccess: async () => {
      form.reset();
      msg.ok('Заявката е изпратена. Детската градина ще я разгледа.');
      await invalidateParents(client);
    },
    onError: onServerError,
  });
  if (!kindergartenId) return <Alert color="yellow">Изберете детска градина.</Alert>;
  const { errors } = form.formState;

  return (
    <Stack gap="lg" maw={960} data-testid="child-application-page">
      <Stack gap={4}>
        <Title order={1}>Добавяне на дете</Title>
        <Text c="dimmed">
          Поискайте още едно дете от детската градина да бъде добавено към профила Ви. Директорът ще одобри
          заявката, след като провери данните.
        </Text>
      </Stack>
      <MessageAlert message={msg.message} onClose={msg.clear} testId="child-application-message" />
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="child-application-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            apply.mutate(v);
          })}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={form.control}
                name="childIdentifierType"
                render={({ field }) => (
                  <Select
                    label={labels.childIdentifierType}
                    data={identifierOptions}
                    value={field.value}
                    allowDeselect={false}
                    onChange={(v) => field.onChange(v ?? String(IdentifierType.EGN))}
                    data-testid="child-application-type"
                  />
                )}
              />
              <TextInput
                {...form.register('childIdentifier')}
                label={labels.childIdentifier}
                withAsterisk
                maxLength={20}
                error={errors.childIdentifier?.message}
                data-testid="child-application-identifier"
              />
              <TextInput
                {...form.register('childName')}
                label={labels.childName}
                maxLength={200}
                error={errors.childName?.message}
                data-testid="child-application-name"
              />
              <Controller
                control={form.control}
                name="relation"
                render={({ field }) => (
                  <Select
                    label={labels.relation}
                    withAsterisk
                    data={relationOptions}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={errors.relation?.message}
                    data-testid="child-application-relation"
                  />
                )}
              />
            </SimpleGrid>
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="child-application-error">
                {formError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={apply.isPending} data-testid="child-application-send">
                Изпрати заявката
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Title order={2} fz="h4">
        Моите заявки
      </Title>
      <EntityTable<Application>
        columns={columns}
        rows={mine.data}
        query={mine}
        getRowId={(a) => a.id}
        rowProps={(a) => ({ 'data-testid': 'my-child-application', 'data-status': String(a.status) })}
        paging={{ clientPageSize: 20 }}
        empty={{ text: 'Още нямате заявки за добавяне на дете.', testId: 'my-child-applications-empty' }}
        minWidth={640}
        testId="my-child-applications"
      />
    </Stack>
  );
}
