import { Button, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { formatDate } from '../../../ui/format/dates';
import { relationLabel } from '../../../ui/format/labels';
import { useReasonAsk } from '../../../ui/ReasonModal';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateParents } from './queries';

type Application = ApiReply<'children.childApplications'>['result'][number];

const columns: EntityColumn<Application>[] = [
  { id: 'date', header: 'Подадена', cell: (a) => formatDate(a.createdAt) },
  { id: 'parent', header: 'Родител', cell: (a) => a.parentName, td: { fw: 600 } },
  { id: 'identifier', header: 'Идентификатор на детето', cell: (a) => a.childIdentifier },
  { id: 'child', header: 'Име на детето', cell: (a) => a.childName ?? '—' },
  { id: 'relation', header: 'Родство', cell: (a) => relationLabel(a.relation) },
];

/**
 * The parents' "add child" applications waiting for a decision, beside the parents they concern: approving
 * links the parent to the child with that identifier; rejecting asks for a reason the parent will read.
 */
export function ChildApplicationsPanel({ kindergartenId }: { kindergartenId: string }) {
  const client = useQueryClient();
  const list = useRouteQuery('children.childApplications', { query: { kindergartenId } });
  const msg = useMessage();
  const refresh = () => invalidateParents(client);
  const approve = useMutation({
    mutationFn: (a: Application) => callApi('children.approveChildApplication', { path: { id: a.id } }),
    onSuccess: async (_, a) => {
      msg.ok(`Заявката на ${a.parentName} е одобрена: детето е добавено към профила.`);
      await refresh();
    },
    onError: (e) => msg.fail(e, 'Заявката не беше одобрена.'),
  });
  const reject = useMutation({
    mutationFn: ({ a, reason }: { a: Application; reason: string }) =>
      callApi('children.rejectChildApplication', { path: { id: a.id }, body: { reason: reason.trim() } }),
    onSuccess: async (_, { a }) => {
      rejecting.close();
      msg.ok(`Заявката на ${a.parentName} е отхвърлена.`);
      await refresh();
    },
    onError: (e) => msg.fail(e, 'Заявката не беше отхвърлена.'),
  });
  const rejecting = useReasonAsk<Application>({
    title: 'Отхвърляне на заявка',
    reason: {
      label: 'Причина',
      description: 'Родителят ще я види при заявките си.',
      testId: 'child-application-reason',
    },
    action: { label: 'Отхвърли', testId: 'child-application-reject-confirm' },
    send: (a, reason) => reject.mutate({ a, reason }),
    pending: reject.isPending,
    testId: 'child-application-reject-modal',
  });

  return (
    <Stack gap="xs" data-testid="child-applications">
      <Title order={2} fz="h4">
        Заявки за добавяне на дете
      </Title>
      <MessageAlert message={msg.message} onClose={msg.clear} testId="child-applications-message" />
      <EntityTable<Application>
        paging={{ clientPageSize: 20 }}
        query={list}
        columns={columns}
        rowProps={(a) => ({ 'data-testid': 'child-application-row', 'data-parent': a.parentName })}
        rowActions={(a) => (
          <>
            <Button
              size="xs"
              variant="light"
              onClick={() => approve.mutate(a)}
              loading={approve.isPending && approve.variables?.id === a.id}
              data-testid="child-application-approve"
            >
              Одобри
            </Button>
            {rejecting.button(a, 'child-application-reject')}
          </>
        )}
        empty={{ text: 'Няма чакащи заявки за добавяне на дете.', testId: 'child-applications-empty' }}
        minWidth={760}
        testId="child-applications-table"
      />
      {rejecting.modal}
    </Stack>
  );
}
