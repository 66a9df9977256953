import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';

/** /registration-parents-success-message: where a sent registration ends. */
export function RegistrationSuccessPage() {
  useDocumentTitle('Заявката е изпратена | Градина');
  const location = useLocation();
  const email = (location.state as { email?: unknown } | null)?.email;
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" data-testid="registration-success">
      <Stack gap="md">
        <Title order={1} fz="h2">
          Заявката ви е изпратена
        </Title>
        <Text>
          Детската градина ще прегледа заявката ви за регистрация. Когато бъде одобрена, ще получите писмо
          {typeof email === 'string' && email ? (
            <>
              {' '}
              на <strong data-testid="registration-success-email">{email}</strong>
            </>
          ) : null}{' '}
          и ще можете да влезете с имейла и паролата, които въведохте.
        </Text>
        <Text fz="sm" c="dimmed">
          Ако не получите писмо до няколко дни, свържете се с детската градина.
        </Text>
        <Anchor component={Link} to="/login" data-testid="registration-success-login">
          Към входа
        </Anchor>
      </Stack>
    </Paper>
  );
}
