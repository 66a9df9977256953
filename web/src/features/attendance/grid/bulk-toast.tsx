import { Button, Group, Text } from '@mantine/core';

/**
 * The confirmation of a bulk change: what it did, with „Отмени“ (writes the previous marks back) and, when
 * the fill left marked cells alone, „Замени и отбелязаните“. It stays until closed or used, so the teacher
 * has time to read it; a choice closes it.
 */
export async function showBulkToast({
  text,
  onUndo,
  onReplace,
}: {
  text: string;
  onUndo?: () => void;
  onReplace?: () => void;
}) {
  const { notifications } = await import('@mantine/notifications');
  const id = 'attendance-bulk';
  const choose = (action: () => void) => () => {
    notifications.hide(id);
    action();
  };
  notifications.hide(id);
  notifications.show({
    id,
    title: 'Присъствия',
    color: 'garden',
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Затвори' },
    message: (
      <>
        <Text fz="sm" data-testid="attendance-bulk-text">
          {text}
        </Text>
        {(onUndo || onReplace) && (
          <Group gap="xs" mt="xs">
            {onUndo && (
              <Button size="xs" variant="light" onClick={choose(onUndo)} data-testid="attendance-bulk-undo">
                Отмени
              </Button>
            )}
            {onReplace && (
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={choose(onReplace)}
                data-testid="attendance-bulk-replace"
              >
                Замени и отбелязаните
              </Button>
            )}
          </Group>
        )}
      </>
    ),
    ...({ 'data-testid': 'attendance-bulk-toast' } as object),
  });
}
