import { Role } from '@gradina/shared';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { given, useManifestForm } from '../../../ui/forms/useManifestForm';
import type { Msg } from '../../../ui/result-message';
import { useAccountForm } from '../account-form';
import type { AccountInfo } from '../account-lookup';
import { useRefreshAccounts } from '../queries';
import { staffRoleSet } from '../staff-roles';

const isParent = (a: AccountInfo) =>
  a.userType === Role.Parent || a.kindergartens.some((k) => k.userType === Role.Parent);
const isStaff = (a: AccountInfo) =>
  staffRoleSet.has(a.userType) || a.kindergartens.some((k) => staffRoleSet.has(k.userType));

/** A recovery mail to the account's e-mail, and a new e-mail (also the new username). */
export function PasswordAndEmail({ account, msg }: { account: AccountInfo; msg: Msg }) {
  const refresh = useRefreshAccounts();
  const email = useManifestForm('identity.updateStaffEmail', {
    labels: { email: 'Нов имейл' },
    defaultValues: { email: '' },
    toBody: (v: { email: string }) => ({ userId: account.id, email: given(v.email) }),
  });
  const emailError = email.form.formState.errors.email?.message;
  const reset = useMutation({
    mutationFn: () => callApi('identity.adminResetPassword', { body: { userId: account.id } }),
    onSuccess: (reply) =>
      msg.reply(reply, `Писмо с връзка за нова парола е изпратено на ${account.email ?? 'профила'}.`),
    onError: (e) => msg.fail(e),
  });
  const changeEmail = useAccountForm(email, {
    send: (v) => {
      const body = { userId: account.id, email: email.toBody(v).email };
      if (isParent(account) && !isStaff(account)) return callApi('identity.updateParentEmail', { body });
      if (isStaff(account)) return callApi('identity.updateStaffEmail', { body });
      return callApi('identity.updateAccountInfo', {
        body: { ...body, firstName: account.firstName, lastName: account.lastName, version: account.version },
      });
    },
    msg,
    okText: (v) => `Имейлът е сменен на ${email.toBody(v).email}. Той е и новото потребителско име.`,
    onSaved: () => email.form.reset(),
    refresh,
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Парола
          </Title>
          <Text fz="sm" c="dimmed">
            Изпраща на имейла на профила връзка, с която потребителят сам задава нова парола (важи 60 минути).
          </Text>
          <Group>
            <Button
              variant="light"
              loading={reset.isPending}
              disabled={!account.email}
              onClick={() => {
                msg.clear();
                reset.mutate();
              }}
              data-testid="account-reset-password"
            >
              Изпрати връзка за нова парола
            </Button>
          </Group>
        </Stack>
        <form noValidate data-testid="account-email-form" onSubmit={changeEmail.submit}>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Имейл
            </Title>
            <Group align="flex-start" gap="sm">
              <TextInput
                label="Нов имейл"
                type="email"
                {...email.form.register('email')}
                error={emailError}
                style={{ flex: 1, minWidth: 220 }}
                data-testid="account-new-email"
              />
              <Button type="submit" mt={25} loading={changeEmail.pending} data-testid="account-email-save">
                Смени
              </Button>
            </Group>
          </Stack>
        </form>
      </SimpleGrid>
    </Paper>
  );
}
