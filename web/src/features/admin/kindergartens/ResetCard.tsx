import { Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useRouteMutation } from '../../../api/query';
import { PageSection } from '../../../ui/page/PageSection';
import { FailureAlert, MessageAlert, useMessage } from '../../../ui/result-message';
import type { KindergartenData } from './kindergarten-form';
import { invalidateKindergartens } from './queries';

/**
 * The reset of the kindergarten's product choices (reset-product-activity): what it changes and what it
 * keeps is said first, and the Master confirms by typing the kindergarten's name. Nothing is deleted.
 */
export function ResetCard({ kindergarten }: { kindergarten: KindergartenData }) {
  const msg = useMessage();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const reset = useRouteMutation('storage.resetProductActivity', {
    refresh: invalidateKindergartens,
    onSuccess: () => {
      setOpen(false);
      setTyped('');
      msg.ok('Изборът на продукти е нулиран: всички национални продукти са отново включени.');
    },
  });
  const matches = typed.trim() === kindergarten.name.trim();
  return (
    <PageSection title="Нулиране на избора на продукти" card testId="kindergarten-reset">
      <Text fz="sm">Използва се, когато детската градина започва наново с кухнята и склада си.</Text>
      <List size="sm" spacing={4}>
        <List.Item>
          Включва отново всички национални продукти, които градината е изключила за себе си.
        </List.Item>
        <List.Item>
          Запазва всичко останало: собствените продукти, складовете, наличностите, документите, менютата,
          децата и персонала. Нищо не се изтрива и всичко остава в изтеглянето на базата данни.
        </List.Item>
      </List>
      <MessageAlert msg={msg} testId="kindergarten-reset" />
      <Group>
        <Button
          color="red"
          variant="light"
          onClick={() => setOpen(true)}
          data-testid="kindergarten-reset-open"
        >
          Нулирай…
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title="Нулиране на избора на продукти">
        <Stack gap="sm">
          <Text fz="sm">
            За да потвърдите, напишете името на детската градина: <b>{kindergarten.name}</b>
          </Text>
          <TextInput
            label="Име на детската градина"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            data-testid="kindergarten-reset-name"
          />
          <FailureAlert text={reset.error?.message} testId="kindergarten-reset-error" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Отказ
            </Button>
            <Button
              color="red"
              disabled={!matches}
              loading={reset.isPending}
              onClick={() => reset.mutate({ query: { kindergartenId: kindergarten.id } })}
              data-testid="kindergarten-reset-confirm"
            >
              Нулирай
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageSection>
  );
}
