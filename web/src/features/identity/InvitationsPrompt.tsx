import type { Role } from '@gradina/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../api/client';
import { apiQuery } from '../../api/query';
import { formatDate } from '../../ui/format/dates';
import { FailureAlert } from '../../ui/result-message';
import { roleInProse } from './account-forms';
import { invalidateInvitations } from './queries';

/**
 * After sign-in: the open invitations to the user's address, each with Приемам / Отказвам. Nothing of the
 * account reaches the inviting kindergarten until "Приемам"; accepting adds the kindergarten to the
 * switcher at once. Closing the window only postpones the answer to the next sign-in.
 */
export function InvitationsPrompt() {
  const queryClient = useQueryClient();
  const invitations = useQuery({
    ...apiQuery('identity.myInvitations'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [postponed, setPostponed] = useState(false);
  const answer = useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      callApi(accept ? 'identity.acceptInvitation' : 'identity.declineInvitation', { path: { id } }),
    onSettled: (_r, _e, { accept }) => invalidateInvitations(queryClient, accept),
  });
  const open = invitations.data ?? [];
  return (
    <Modal
      opened={open.length > 0 && !postponed}
      onClose={() => setPostponed(true)}
      title="Покани в детски градини"
      data-testid="invitations-prompt"
    >
      <Stack gap="md">
        <FailureAlert text={answer.isError && answer.error.message} testId="invitation-error" />
        {open.map((i) => (
          <Stack key={i.id} gap={6} data-testid="invitation">
            <Text>
              „{i.kindergartenName}“ ви кани като {roleInProse[i.userType as Role]}.
            </Text>
            <Text fz="sm" c="dimmed">
              Поканата важи до {formatDate(i.expiresAt)}. Докато не я приемете, детската градина не вижда
              профила ви.
            </Text>
            <Group gap="sm">
              <Button
                loading={answer.isPending && answer.variables?.id === i.id && answer.variables.accept}
                onClick={() => answer.mutate({ id: i.id, accept: true })}
                data-testid="invitation-accept"
              >
                Приемам
              </Button>
              <Button
                variant="default"
                loading={answer.isPending && answer.variables?.id === i.id && !answer.variables.accept}
                onClick={() => answer.mutate({ id: i.id, accept: false })}
                data-testid="invitation-decline"
              >
                Отказвам
              </Button>
            </Group>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
