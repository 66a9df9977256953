import { Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../api/client';
import { saveErrorText } from '../../ui/forms/form-errors';
import { FailureAlert } from '../../ui/result-message';
import { notify } from './notify';
import { useRefreshProfile } from './queries';

/**
 * E-mail notifications about new messages, events and polls (identity.update `emailNotifications`). The
 * choice is saved at once. While the user data does not say what the account has, neither option is marked,
 * so the page never shows a setting the account may not have.
 */
export function NotificationsCard({ known, version }: { known: boolean | undefined; version: number }) {
  const refresh = useRefreshProfile();
  const [value, setValue] = useState<boolean | undefined>(known);
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: (emailNotifications: boolean) =>
      callApi('identity.update', { body: { emailNotifications, version } }),
    onSuccess: async (reply, emailNotifications) => {
      if (!reply.isSuccessful) {
        setProblem(reply.errorMessage || 'Настройката не беше запазена.');
        return;
      }
      setProblem(undefined);
      setValue(emailNotifications);
      await refresh();
      notify(
        'Известия',
        emailNotifications ? 'Ще получавате известия по имейл.' : 'Известията по имейл са спрени.',
      );
    },
    onError: (error) => setProblem(saveErrorText(error)),
  });

  return (
    <Stack gap="sm" data-testid="profile-notifications">
      <Radio.Group
        label="Известия по имейл"
        description="Писма за нови съобщения, събития и анкети. Писмата за сигурността на профила се изпращат винаги."
        value={value === undefined ? null : value ? 'on' : 'off'}
        onChange={(v) => save.mutate(v === 'on')}
      >
        <Stack gap={6} mt="xs">
          <Radio
            value="on"
            label="Получавам известия по имейл"
            disabled={save.isPending}
            data-testid="profile-notifications-on"
          />
          <Radio
            value="off"
            label="Не искам известия по имейл"
            disabled={save.isPending}
            data-testid="profile-notifications-off"
          />
        </Stack>
      </Radio.Group>
      {value === undefined && (
        <Text fz="sm" c="dimmed">
          Изберете дали искате да получавате известия.
        </Text>
      )}
      <FailureAlert text={problem} testId="profile-notifications-error" />
    </Stack>
  );
}
