import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';

/** The way back from an issuing page to the list of issued certificates. */
export function CertificatesLink() {
  return (
    <Button component={Link} to="/kids/export-certificate" variant="subtle">
      Към издадените удостоверения
    </Button>
  );
}

/** What the last issue gave (the page stays for the next one); closed by the user or the next issue. */
export function DoneAlert({ text, onClose, testId }: { text?: string; onClose: () => void; testId: string }) {
  if (!text) return null;
  return (
    <Alert color="green" variant="light" withCloseButton onClose={onClose} data-testid={testId}>
      {text}
    </Alert>
  );
}
