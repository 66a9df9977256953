import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { type UserData, useUserData } from '../../app/auth/user-data';
import { roleLabels } from '../../ui/format/labels';
import { fullName } from '../../ui/person';
import { AvatarCard } from './AvatarCard';
import { DetailsForm } from './DetailsForm';
import { NotificationsCard } from './NotificationsCard';
import { PasswordForm } from './PasswordForm';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Fields the user data may carry beyond the spec's User entity (phone, e-mail notifications). */
function extra(user: UserData): { phone?: string | null; emailNotifications?: boolean } {
  const u = user as UserData & { phone?: unknown; emailNotifications?: unknown };
  return {
    phone: typeof u.phone === 'string' || u.phone === null ? (u.phone as string | null) : undefined,
    emailNotifications: typeof u.emailNotifications === 'boolean' ? u.emailNotifications : undefined,
  };
}

/** /profile (user menu 'Профил'): picture, names and contacts, password, e-mail notifications. */
export function ProfilePage() {
  useDocumentTitle('Профил | Градина');
  const user = useUserData();
  const { phone, emailNotifications } = extra(user);
  return (
    <Stack gap="lg" maw={860} data-testid="profile-page">
      <Stack gap={4}>
        <Title order={1} data-testid="profile-title">
          Профил
        </Title>
        <Text c="dimmed">
          {fullName(user)} · {roleLabels[user.userType]}
        </Text>
      </Stack>
      <Section id="profile-avatar-title" title="Снимка">
        <AvatarCard user={user} />
      </Section>
      <Section id="profile-details-title" title="Лични данни">
        <DetailsForm
          key={`${user.firstName}|${user.lastName}|${user.email}|${phone}|${user.version}`}
          user={user}
          phone={phone}
        />
      </Section>
      <Section id="profile-password-title" title="Смяна на парола">
        <PasswordForm />
      </Section>
      <Section id="profile-notifications-title" title="Известия">
        <NotificationsCard
          key={String(emailNotifications)}
          known={emailNotifications}
          version={user.version}
        />
      </Section>
    </Stack>
  );
}
