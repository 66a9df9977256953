import { Button, Stack, Text } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { EmptyState } from '../../../ui/table/table-states';
import { saveFailure, toast } from '../common';
import { invalidateBoard } from '../queries';
import { BoardMessageCard } from './BoardMessageCard';
import { BoardMessageForm } from './BoardMessageForm';
import { type BoardItem, useBoardGroups, useSeenOnOpen } from './board-data';
import { maxOrderedMessages, moveBy } from './board-order';
import { SortableBoard } from './SortableBoard';

/** /notes: the kindergarten's board, in the order the director gives it. */
export function BoardPage() {
  const user = useUserData();
  const hasKindergarten = user.kindergartens.some((k) => k.isSelected);
  return (
    <Stack data-testid="board-page" maw={900}>
      {hasKindergarten ? (
        <Board />
      ) : (
        <>
          <PageHeader title="Табло" />
          <Text data-testid="board-no-kindergarten">
            Таблото е на детската градина, а профилът ви не е свързан с конкретна детска градина.
          </Text>
        </>
      )}
    </Stack>
  );
}

function Board() {
  const user = useUserData();
  const { can } = usePermissions();
  const client = useQueryClient();
  const board = useRouteQuery('communication.boardMessages');
  const groups = useBoardGroups();
  const groupNames = useMemo(() => new Map(groups.map((g) => [g.value, g.label])), [groups]);
  const fresh = useSeenOnOpen(board.data?.result, user.id);
  // The order being saved, shown at once; the server's order replaces it when the save settles.
  const [order, setOrder] = useState<string[] | null>(null);
  const [editing, setEditing] = useState<BoardItem | 'new' | null>(null);

  const canCreate = can('DashboardMessages', 'create');
  const canDelete = can('DashboardMessages', 'delete');
  const rows = useMemo(() => {
    const result = board.data?.result ?? [];
    if (!order) return result;
    const byId = new Map(result.map((m) => [m.id, m]));
    return order.map((id) => byId.get(id)).filter((m): m is BoardItem => m !== undefined);
  }, [board.data, order]);
  const canOrder = can('Dashboards', 'update') && rows.length > 1 && rows.length <= maxOrderedMessages;

  const refresh = () => invalidateBoard(client);

  const saveOrder = useMutation({
    mutationFn: (ids: string[]) =>
      callApi('communication.orderBoardMessages', { body: { ids, version: board.data?.version ?? 0 } }),
    onMutate: (ids) => setOrder(ids),
    onSuccess: (reply) => {
      const failure = saveFailure(reply);
      if (failure) return void toast({ title: 'Подредба', message: failure, color: 'red' });
      void toast({
        title: 'Табло',
        message: 'Подредбата е запазена.',
        testId: 'board-order-saved',
        autoClose: 3000,
      });
    },
    onError: (e) => void toast({ title: 'Подредба', message: saveErrorText(e), color: 'red' }),
    onSettled: async () => {
      await refresh();
      setOrder(null);
    },
  });

  // A refused delete keeps the question open beside the toast, so the user may try again.
  const remove = useConfirmDelete<BoardItem>({
    remove: (m) => callApi('communication.deleteBoardMessage', { path: { id: m.id } }),
    onDeleted: async () => {
      void toast({ title: 'Табло', message: 'Съобщението е изтрито.', autoClose: 3000 });
      await refresh();
    },
    onRefused: (message) => void toast({ title: 'Изтриване', message, color: 'red' }),
    refusedText: 'Действието не беше изпълнено.',
    keepOpenWhenRefused: true,
    title: 'Изтриване на съобщение от таблото',
    question: (m) => `Да се изтрие ли „${m.title}“ от таблото? Действието не може да бъде отменено.`,
    testId: 'board-delete',
  });

  const ids = rows.map((m) => m.id);
  const actionsOf = (m: BoardItem) => ({
    onMove: canOrder ? (step: -1 | 1) => saveOrder.mutate(moveBy(ids, m.id, step)) : undefined,
    moving: saveOrder.isPending,
    onEdit: canCreate ? () => setEditing(m) : undefined,
    onDelete: canDelete ? () => remove.ask(m) : undefined,
  });

  return (
    <>
      <PageHeader
        title="Табло"
        action={
          canCreate && { label: 'Ново съобщение', onClick: () => setEditing('new'), testId: 'board-create' }
        }
      />
      {canOrder && (
        <Text fz="sm" c="dimmed">
          Подредете съобщенията, като ги плъзнете за дръжката, с клавиатурата (интервал, стрелки, интервал)
          или със стрелките до всяко съобщение. Подредбата се запазва веднага.
        </Text>
      )}
      {board.isPending && <Loading />}
      {board.isError && (
        <QueryError error={board.error} testId="board-error" onRetry={() => void board.refetch()} />
      )}
      {board.data && rows.length === 0 && (
        <EmptyState
          text="Няма съобщения на таблото."
          icon={
            <IconLayoutDashboard
              size={40}
              stroke={1.5}
              color="var(--mantine-color-dimmed)"
              aria-hidden="true"
            />
          }
          action={
            canCreate && (
              <Button variant="light" onClick={() => setEditing('new')} data-testid="board-empty-create">
                Ново съобщение
              </Button>
            )
          }
          testId="board-empty"
        />
      )}
      {canOrder ? (
        <SortableBoard
          messages={rows}
          fresh={fresh}
          groupNames={groupNames}
          enabled={!saveOrder.isPending}
          onReorder={(next) => saveOrder.mutate(next)}
          actionsOf={actionsOf}
        />
      ) : (
        <Stack data-testid="board-list">
          {rows.map((m, index) => (
            <BoardMessageCard
              key={m.id}
              message={m}
              isNew={fresh.has(m.id)}
              groupNames={groupNames}
              index={index}
              count={rows.length}
              {...actionsOf(m)}
            />
          ))}
        </Stack>
      )}
      {editing !== null && (
        <BoardMessageForm
          message={editing === 'new' ? null : editing}
          groups={groups}
          groupMessages={board.data?.groupMessages ?? false}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void toast({
              title: 'Табло',
              message: 'Съобщението е запазено.',
              testId: 'board-saved-toast',
              autoClose: 3000,
            });
            void refresh();
          }}
        />
      )}
      {remove.modal}
    </>
  );
}
