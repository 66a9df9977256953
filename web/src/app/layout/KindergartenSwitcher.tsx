import { Role } from '@gradina/shared';
import { Box, Group, Menu, ScrollArea, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callApi, isApiError } from '../../api/client';
import { unexpectedErrorMessage } from '../../api/errors';
import { useUserData } from '../auth/user-data';
import { addressLine, kindergartenTree, townOf } from './kindergartens';

/** Spec section 9: the kindergarten list is at most 250 px high. */
const listHeight = 250;
const failureTitle = 'Смяна на детска градина';
const failureText = 'Неуспешна смяна на детска градина!';

async function showFailure(error: unknown) {
  // The server's own words when it gave some; the spec's text for a network failure or an unreadable reply.
  const message =
    isApiError(error) && error.status > 0 && error.message && error.message !== unexpectedErrorMessage
      ? error.message
      : typeof error === 'string' && error
        ? error
        : failureText;
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ color: 'red', title: failureTitle, message, autoClose: 8000 });
}

/**
 * The header's kindergarten switcher (spec "Header"): the selected kindergarten's name and town; the others,
 * with name, address and town, only when there are others, branches under their mother. Choosing one asks the
 * server to switch and then loads the home page anew, so every screen and cache starts from the new
 * kindergarten. Hidden for Master, who has no kindergarten. Below the md breakpoint it is not in the header
 * but at the top of the side menu (`inMenu`, test ids with a `phone-` prefix).
 */
export function KindergartenSwitcher({ inMenu = false }: { inMenu?: boolean }) {
  const user = useUserData();
  const change = useMutation({
    mutationFn: (id: string) => callApi('kindergartens.change', { path: { id } }),
    onSuccess: (reply) => {
      if (!reply.isSuccessful) {
        void showFailure(reply.errorMessage || failureText);
        return;
      }
      // The session now works in the other kindergarten: load the home page anew, caches and all.
      window.location.assign('/');
    },
    onError: (error) => void showFailure(error),
  });

  if (user.userType === Role.Master) return null;
  const selected = user.kindergartens.find((k) => k.isSelected);
  if (!selected) return null;
  const prefix = inMenu ? 'phone-' : '';
  const visibleFrom = inMenu ? undefined : 'md';
  const current = (
    <Box miw={0}>
      <Text fw={600} fz="sm" truncate="end" data-testid={`${prefix}kindergarten-current-name`}>
        {selected.name}
      </Text>
      <Text fz="xs" c="dimmed" truncate="end" data-testid={`${prefix}kindergarten-current-town`}>
        {townOf(selected)}
      </Text>
    </Box>
  );
  const others = user.kindergartens.filter((k) => !k.isSelected);
  if (others.length === 0) {
    return (
      <Box maw={320} miw={0} data-testid={`${prefix}kindergarten-switcher`} visibleFrom={visibleFrom}>
        {current}
      </Box>
    );
  }

  return (
    <Menu
      position="bottom-start"
      width={inMenu ? 'target' : 360}
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton
          maw={inMenu ? undefined : 320}
          miw={0}
          px={6}
          py={4}
          visibleFrom={visibleFrom}
          data-testid={`${prefix}kindergarten-switcher`}
          disabled={change.isPending}
        >
          <Group gap={6} wrap="nowrap">
            {current}
            {/* The name is the visible text (name and town) and then this, as speech input users say it. */}
            <VisuallyHidden>, смяна на детска градина</VisuallyHidden>
            {/* A drawn chevron: a ▾ character would be visible text the button's name must repeat. */}
            <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" style={{ flexShrink: 0 }}>
              <path d="M1 3l4 4 4-4" fill="none" stroke="var(--mantine-color-dimmed)" strokeWidth="1.5" />
            </svg>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="kindergarten-menu">
        <Menu.Label>Смяна на детска градина</Menu.Label>
        <ScrollArea.Autosize mah={listHeight} type="auto">
          {kindergartenTree(user.kindergartens).map(({ kindergarten: k, depth }) => (
            <Menu.Item
              key={k.id}
              pl={depth === 1 ? 32 : undefined}
              onClick={() => {
                if (!k.isSelected) change.mutate(k.id);
              }}
              data-testid={`kindergarten-option-${k.id}`}
              data-branch={depth === 1 || undefined}
              aria-current={k.isSelected ? 'true' : undefined}
              leftSection={
                <Text component="span" w={14} aria-hidden="true" c="garden.7">
                  {k.isSelected ? '✓' : depth === 1 ? '↳' : ''}
                </Text>
              }
            >
              <Text fz="sm" fw={k.isSelected ? 700 : 500}>
                {k.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {addressLine(k)}
              </Text>
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
