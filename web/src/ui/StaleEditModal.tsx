import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../api/errors';
import { FailureAlert } from './result-message';

/**
 * Whether a save failed because the record changed after the form loaded it: the API answers 409 `conflict`
 * naming the `version` field (a 409 for a duplicate name names no version and stays in the form).
 */
export const isStaleEdit = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.errors.some((e) => e.field === 'version');

/**
 * Pages do not show this modal themselves: `useStaleEdit` (or the form kit, `ui/page/FormFrame`) does
 * (`ui/source-rules.test.ts`).
 *
 * Shown when someone else saved the record while this form was open: "Презареди" loads the latest version
 * into the form (what was typed here is dropped, as the text says), "Отказ" returns to the form to copy it.
 */
export function StaleEditModal(props: {
  opened: boolean;
  /** The server's Bulgarian message of the 409. */
  message?: string;
  reloading: boolean;
  reloadError?: string | null;
  onReload: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title="Записът е променен"
      centered
      // Above the edit form's own modal (the board's form is one).
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Затвори' }}
    >
      <Stack data-testid="stale-edit-modal">
        <Text>
          {props.message ??
            'Записът е променен от друг потребител. Презаредете страницата, за да видите последната версия.'}
        </Text>
        <Text size="sm" c="dimmed">
          При презареждане формата показва последната версия и промените, които сте направили тук, се губят.
        </Text>
        <FailureAlert text={props.reloadError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Отказ
          </Button>
          <Button loading={props.reloading} onClick={props.onReload} data-testid="stale-edit-reload">
            Презареди
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A form's answer to a stale save: `caught(error)` opens the question when the error is one (and says so, so
 * the page leaves it there), and "Презареди" reads the record again through `reload` and closes it (a failed
 * reload stays in the question with its reason).
 *
 * ```tsx
 * const stale = useStaleEdit(() => record.refetch());
 * const save = useRouteMutation('x.save', { onError: (e) => stale.caught(e) || onServerError(e) });
 * return <>{form}{stale.modal}</>;
 * ```
 */
export function useStaleEdit(reload: () => unknown) {
  const [message, setMessage] = useState<string>();
  const reloading = useMutation({
    mutationFn: async () => {
      await reload();
    },
    onSuccess: () => setMessage(undefined),
  });
  const caught = (error: unknown) => {
    if (!isStaleEdit(error)) return false;
    reloading.reset();
    setMessage((error as Error).message);
    return true;
  };
  const modal = (
    <StaleEditModal
      opened={message !== undefined}
      message={message}
      reloading={reloading.isPending}
      reloadError={reloading.error?.message}
      onReload={() => reloading.mutate()}
      onCancel={() => setMessage(undefined)}
    />
  );
  return { caught, modal };
}
