import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { errorTexts, errorTitle } from './texts';

export interface ErrorViewProps {
  status: number;
  /** An address that matches no page (any 404 says how to go on). */
  unknownPage?: boolean;
}

/** The error page's content (spec "Error page"); the layout around it is chosen by the caller. */
export function ErrorView({ status, unknownPage = false }: ErrorViewProps) {
  const title = errorTitle(status);
  useDocumentTitle(`${title} | Градина`);
  const general = title === errorTexts.general;
  return (
    <Stack align="center" gap="md" py="xl" ta="center" data-testid="error-page" data-status={status}>
      <Text fz={64} fw={700} c="dimmed" aria-hidden="true" lh={1}>
        {status}
      </Text>
      <Title order={1} fz="h2" data-testid="error-title">
        {title}
      </Title>
      {(unknownPage || status === 404) && (
        <Text c="dimmed" data-testid="error-not-found-text">
          {errorTexts.notFoundHint}
        </Text>
      )}
      {(status === 401 || status === 403) && (
        <Text c="dimmed" maw={520} data-testid="error-forbidden-text">
          {errorTexts.unauthorizedHint}
        </Text>
      )}
      {general && (
        <Stack gap={4}>
          <Text data-testid="error-apology">{errorTexts.apology}</Text>
          <Text>{errorTexts.working}</Text>
        </Stack>
      )}
      <Button component={Link} to="/" data-testid="error-home-link" mt="sm">
        {errorTexts.home}
      </Button>
    </Stack>
  );
}
