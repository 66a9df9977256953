import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { callApi } from '../../api/client';
import { saveErrorText } from '../../ui/forms/form-errors';
import { Loading } from '../../ui/Loading';

const incompleteLink = 'Връзката за отписване е непълна. Отворете я отново от писмото.';

/**
 * /unsubscribe/{token?}: the link in the footer of the platform's mails. Opening it stops the non-essential
 * e-mails to that address (identity.unsubscribe); mails about the account itself still go. Asking twice
 * answers the same, so a second visit is harmless.
 */
export function UnsubscribePage() {
  useDocumentTitle('Отписване от известия | Градина');
  const { token } = useParams();
  const wellFormed = typeof token === 'string' && token.length >= 10 && token.length <= 600;
  const unsubscribe = useMutation({
    mutationFn: (t: string) => callApi('identity.unsubscribe', { body: { token: t } }),
  });
  const asked = useRef(false);
  useEffect(() => {
    if (!wellFormed || asked.current) return;
    asked.current = true;
    unsubscribe.mutate(token);
  }, [wellFormed, token, unsubscribe]);

  const failed = !wellFormed || unsubscribe.isError || unsubscribe.data?.isSuccessful === false;
  const message = !wellFormed
    ? incompleteLink
    : unsubscribe.isError
      ? saveErrorText(unsubscribe.error)
      : unsubscribe.data?.errorMessage || 'Отписването не беше успешно.';

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" data-testid="unsubscribe-page">
      <Stack gap="md">
        <Title order={1} fz="h2">
          Отписване от известия по имейл
        </Title>
        {failed ? (
          <Alert color="red" variant="light" role="alert" data-testid="unsubscribe-error">
            {message}
          </Alert>
        ) : unsubscribe.isSuccess ? (
          <>
            <Alert color="garden" variant="light" role="status" data-testid="unsubscribe-done">
              Отписахте се. Вече няма да получавате известия по имейл от платформата „Градина“.
            </Alert>
            <Text fz="sm">
              Писмата за самия профил (активиране, нова парола, покани, решения по заявки) ще продължат да
              идват. Известията можете да включите отново от настройките на профила си.
            </Text>
            <Anchor component={Link} to="/profile" data-testid="unsubscribe-profile">
              Към настройките на профила
            </Anchor>
          </>
        ) : (
          <Loading label="Отписване…" />
        )}
      </Stack>
    </Paper>
  );
}
