import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useRouteMutation } from '../../../api/query';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { ExportButton } from '../../../ui/page';
import type { Msg } from '../../../ui/result-message';
import { invalidateCalculations } from './queries';

/** The confirmed day's portion book (порционна книга): made once, printed, annulled (its number stays). */
export function PortionBookCard({
  calculationId,
  kindergartenId,
  book,
  msg,
}: {
  calculationId: string;
  kindergartenId: string | undefined;
  book: { id: string; number: number } | null;
  msg: Msg;
}) {
  const client = useQueryClient();
  const create = useRouteMutation('kitchen.createPortionBook', {
    refresh: invalidateCalculations,
    onSuccess: () => msg.ok('Порционната книга е съставена.'),
    onError: (e) => msg.fail(e),
  });
  const annul = useConfirmDelete<{ id: string; number: number }>({
    remove: (b) => callApi('kitchen.deletePortionBook', { path: { id: b.id } }),
    onDeleted: async () => {
      msg.ok('Порционната книга е анулирана; номерът ѝ остава.');
      await invalidateCalculations(client);
    },
    refusedText: 'Порционната книга не беше анулирана.',
    title: 'Анулиране на порционна книга',
    confirmLabel: 'Анулирай',
    buttonLabel: 'Анулирай',
    question: (b) =>
      `Порционна книга № ${b.number} ще бъде анулирана; номерът ѝ остава зает и денят може да получи нова.`,
    testId: 'portion-book-annul',
  });
  return (
    <Paper withBorder p="md" radius="md" data-testid="portion-book">
      <Title order={2} size="h4" mb="xs">
        Порционна книга
      </Title>
      {book ? (
        <Group justify="space-between" align="flex-end">
          <Text data-testid="portion-book-number">№ {book.number}</Text>
          <Group gap="xs" align="flex-start">
            <ExportButton
              label="PDF"
              run={() => callApi('storage.portionBookPrint', { path: { id: book.id } })}
              testId="portion-book-pdf"
            />
            {annul.button(book, 'portion-book-annul', 'sm')}
          </Group>
        </Group>
      ) : (
        <Group justify="space-between">
          <Text c="dimmed">Порциите по хранения и групи и изписаните продукти на деня, с пореден номер.</Text>
          <Button
            onClick={() => create.mutate({ body: { kindergartenId, calculationId } })}
            loading={create.isPending}
            data-testid="portion-book-create"
          >
            Състави
          </Button>
        </Group>
      )}
      {annul.modal}
    </Paper>
  );
}
