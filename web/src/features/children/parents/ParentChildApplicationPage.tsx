import { type GuardianRelation, IdentifierType, RequestStatus } from '@gradina/shared';
import { Alert, Badge, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { formatDate } from '../../../ui/format/dates';
import { relationLabel, relationOptions } from '../../../ui/format/labels';
import { given } from '../../../ui/forms/useManifestForm';
import { FormPage, useFormPage } from '../../../ui/page';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateParents } from './queries';

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
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const mine = useRouteQuery(
    'children.myChildApplications',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const msg = useMessage();
  const f = useFormPage('children.applyForChild', {
    spec: {
      labels,
      toBody: (v: ApplicationValues) => ({
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
    },
    refresh: invalidateParents,
    back: '/parent-child-application',
    onSaved: () => {
      f.form.reset();
      msg.ok('Заявката е изпратена. Детската градина ще я разгледа.');
    },
  });
  if (!kindergartenId) return <Alert color="yellow">Изберете детска градина.</Alert>;

  return (
    <FormPage
      page={f}
      title="Добавяне на дете"
      intro="Поискайте още едно дете от детската градина да бъде добавено към профила Ви. Директорът ще одобри заявката, след като провери данните."
      maw={960}
      notice={<MessageAlert message={msg.message} onClose={msg.clear} testId="child-application-message" />}
      saveLabel="Изпрати заявката"
      saveTestId="child-application-send"
      errorTestId="child-application-error"
      onCancel={false}
      aside={<MyApplications query={mine} />}
      pageTestId="child-application-page"
      testId="child-application"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Select
          form={f}
          name="childIdentifierType"
          data={identifierOptions}
          testId="child-application-type"
        />
        <Field.Text form={f} name="childIdentifier" testId="child-application-identifier" />
        <Field.Text form={f} name="childName" testId="child-application-name" />
        <Field.Select form={f} name="relation" data={relationOptions} testId="child-application-relation" />
      </SimpleGrid>
    </FormPage>
  );
}

/** The parent's earlier applications with their decisions. */
function MyApplications({ query }: { query: UseQueryResult<Application[]> }) {
  return (
    <>
      <Title order={2} fz="h4">
        Моите заявки
      </Title>
      <EntityTable<Application>
        paging={{ clientPageSize: 20 }}
        query={query}
        rows={query.data}
        columns={columns}
        rowProps={(a) => ({ 'data-testid': 'my-child-application', 'data-status': String(a.status) })}
        empty={{ text: 'Още нямате заявки за добавяне на дете.', testId: 'my-child-applications-empty' }}
        minWidth={640}
        testId="my-child-applications"
      />
    </>
  );
}
