import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type UserData, useUserData } from '../../app/auth/user-data';
import { roleLabels } from '../../ui/format/labels';
import { PageSection } from '../../ui/page/PageSection';
import { fullName } from '../../ui/person';
import { AvatarCard } from './AvatarCard';
import { DetailsForm } from './DetailsForm';
import { NotificationsCard } from './NotificationsCard';
import { PasswordForm } from './PasswordForm';

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
      <PageSection id="profile-avatar-title" title="Снимка" gap="md" card>
        <AvatarCard user={user} />
      </PageSection>
      <PageSection id="profile-details-title" title="Лични данни" gap="md" card>
        <DetailsForm
          key={`${user.firstName}|${user.lastName}|${user.email}|${phone}|${user.version}`}
          user={user}
          phone={phone}
        />
      </PageSection>
      <PageSection id="profile-password-title" title="Смяна на парола" gap="md" card>
        <PasswordForm />
      </PageSection>
      <PageSection id="profile-notifications-title" title="Известия" gap="md" card>
        <NotificationsCard
          key={String(emailNotifications)}
          known={emailNotifications}
          version={user.version}
        />
      </PageSection>
    </Stack>
  );
}
