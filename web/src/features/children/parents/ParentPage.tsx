import type { GuardianRelation } from '@gradina/shared';
import { Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { Field, useChildOptions } from '../../../ui/fields';
import { relationLabel, relationOptions } from '../../../ui/format/labels';
import type { ManifestFormSpec } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { FormFrame, useFormPage } from '../../../ui/page';
import { PageSection } from '../../../ui/page/PageSection';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { useStaleEdit } from '../../../ui/StaleEditModal';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { AccountStateBadge } from './ParentsPage';
import { parentLabels } from './parent-form';
import { invalidateParents } from './queries';

type Parent = ApiReply<'children.parent'>;
type ParentChild = Parent['children'][number];

interface LinkValues {
  childId: string;
  /** The GuardianRelation number as the select holds it, '' when none is chosen. */
  relation: string;
}

/** Links another child to the parent: the child and the relation (kept for the next child). */
function LinkChildForm({ parent, onLinked }: { parent: Parent; onLinked: (text: string) => void }) {
  const children = useChildOptions();
  const linked = new Set(parent.children.map((c) => c.childId));
  const spec: ManifestFormSpec<LinkValues, 'children.linkChild'> = {
    labels: { childId: parentLabels.childId, relation: parentLabels.relation },
    toBody: (v) => ({
      childId: v.childId,
      relation: (v.relation === '' ? undefined : Number(v.relation)) as GuardianRelation,
    }),
  };
  const page = useFormPage('children.linkChild', {
    spec: { ...spec, defaultValues: { childId: '', relation: '' } },
    toArgs: (v) => ({ path: { id: parent.id }, body: spec.toBody(v) }),
    refresh: invalidateParents,
    back: '/parents/management',
    onSaved: () => {
      page.form.setValue('childId', '');
      onLinked('Детето е свързано с родителя.');
    },
  });
  return (
    <PageSection title="Още едно дете" card>
      <FormFrame page={page} saveLabel="Свържи" saveTestId="link-save" onCancel={false} testId="link-child">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field.Select
            form={page}
            name="childId"
            searchable
            data={children.options.filter((c) => !linked.has(c.value))}
            testId="link-child"
          />
          <Field.Select form={page} name="relation" data={relationOptions} testId="link-relation" />
        </SimpleGrid>
      </FormFrame>
    </PageSection>
  );
}

/**
 * /parents/management/{id}: a parent (an account, or an invitation not yet accepted) with their children:
 * the relation of each can change (with the version read) and a link can go; another child can be linked.
 */
export function ParentPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const { can } = usePermissions();
  const parent = useRouteQuery('children.parent', { path: { id } });
  const msg = useMessage();
  const stale = useStaleEdit(() => parent.refetch());
  const relation = useMutation({
    mutationFn: (v: { child: ParentChild; relation: number }) =>
      callApi('children.changeRelation', {
        path: { id, childId: v.child.childId },
        body: { relation: v.relation as ParentChild['relation'], version: v.child.version },
      }),
    onSuccess: async () => {
      msg.ok('Родството е променено.');
      await invalidateParents(client);
    },
    onError: (e) => stale.caught(e) || msg.fail(e),
  });
  const unlink = useConfirmDelete<ParentChild>({
    remove: (c) => callApi('children.unlinkChild', { path: { id, childId: c.childId } }),
    onDeleted: async (c) => {
      msg.ok(`${c.childName} вече не е свързано с родителя.`);
      await invalidateParents(client);
    },
    onRefused: (message) => msg.fail(new Error(message)),
    refusedText: 'Връзката не беше премахната.',
    title: 'Премахване на връзка с дете',
    confirmLabel: 'Премахни',
    question: (c) => `Да бъде ли премахната връзката на родителя с ${c.childName}?`,
    testId: 'parent-unlink',
    buttonLabel: 'Премахни',
  });
  const name = parent.data ? `${parent.data.firstName} ${parent.data.lastName}` : 'Родител';
  useDocumentTitle(`${name} | Градина`);
  if (parent.isPending) return <Loading />;
  if (parent.isError) return <QueryError error={parent.error} />;
  const p = parent.data;
  const canEdit = can('Parents', 'update');

  const columns: EntityColumn<ParentChild>[] = [
    { id: 'child', header: 'Дете', cell: (c) => c.childName, td: { fw: 600 } },
    { id: 'group', header: 'Група', cell: (c) => c.groupName ?? '—' },
    {
      id: 'relation',
      header: 'Родство',
      cell: (c) =>
        canEdit ? (
          <Select
            aria-label={`Родство с ${c.childName}`}
            data={relationOptions}
            value={String(c.relation)}
            allowDeselect={false}
            onChange={(v) => v && relation.mutate({ child: c, relation: Number(v) })}
            maw={160}
            data-testid="parent-child-relation"
          />
        ) : (
          relationLabel(c.relation)
        ),
    },
  ];

  return (
    <Stack gap="lg" maw={960} data-testid="parent-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{name}</Title>
          <Group gap="xs">
            <AccountStateBadge state={p.accountState} />
            <Text c="dimmed">{[p.email, p.phone].filter(Boolean).join(' · ') || 'Няма имейл и телефон'}</Text>
          </Group>
        </Stack>
        <Button variant="default" component={Link} to="/parents/management">
          Към родителите
        </Button>
      </Group>
      <MessageAlert message={msg.message} onClose={msg.clear} testId="parent-message" />
      <EntityTable<ParentChild>
        paging={{ clientPageSize: 20 }}
        rows={p.children}
        getRowId={(c) => c.childId}
        columns={columns}
        rowProps={(c) => ({ 'data-testid': 'parent-child-row', 'data-child': c.childName })}
        rowActions={can('Parents', 'delete') ? (c) => unlink.button(c, 'parent-unlink') : undefined}
        empty={{ text: 'Родителят няма свързани деца.', testId: 'parent-children-empty' }}
        minWidth={560}
        testId="parent-children"
      />
      {can('Parents', 'create') && <LinkChildForm parent={p} onLinked={msg.ok} />}
      {unlink.modal}
      {stale.modal}
    </Stack>
  );
}
