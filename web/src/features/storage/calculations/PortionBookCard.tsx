import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteMutation } from '../../../api/query';
import { ConfirmModal } from '../../../ui/ConfirmModal';
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
  const [annulling, setAnnulling] = useState(false);
  const create = useRouteMutation('kitchen.createPortionBook', {
    refresh: invalidateCalculations,
    onSuccess: () => msg.ok('Порционната книга е съставена.'),
    onError: (e) => msg.fail(e),
  });
  const annul = useRouteMutation('kitchen.deletePortionBook', {
    refresh: invalidateCalculations,
    onSuccess: () => {
      setAnnulling(false);
      msg.ok('Порционната книга е анулирана; номерът ѝ остава.');
    },
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
            <Button
              variant="subtle"
              color="red"
              onClick={() => setAnnulling(true)}
              data-testid="portion-book-annul"
            >
              Анулирай
            </Button>
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
      {book && (
        <ConfirmModal
          opened={annulling}
          title="Анулиране на порционна книга"
          pending={annul.isPending}
          error={annul.error?.message ?? null}
          onCancel={() => setAnnulling(false)}
          onConfirm={() => annul.mutate({ path: { id: book.id } })}
          confirmLabel="Анулирай"
          testId="portion-book-annul"
        >
          Порционна книга № {book.number} ще бъде анулирана; номерът ѝ остава зает и денят може да получи
          нова.
        </ConfirmModal>
      )}
    </Paper>
  );
}
