import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { ExportButton } from './ExportButton';

/** One of a reference's files (the Excel twin of its table, an import file). */
export interface ReferenceFile {
  label: string;
  testId: string;
}

/**
 * A reference screen's header: the link back to the references' index above the `h1`, the sentence saying
 * what the reference shows, and its files on the right (each an `ExportButton`).
 */
export function ReferenceHeader<F extends ReferenceFile>({
  index,
  screen: { title, description, exports },
  run,
}: {
  /** The references' index the screen belongs to. */
  index: { to: string; label: string };
  screen: { title: string; description: string; exports: readonly F[] };
  /** Downloads one of the screen's files with the filters on screen. */
  run: (file: F) => Promise<unknown>;
}) {
  useDocumentTitle(`${title} | Градина`);
  return (
    <Group justify="space-between" align="flex-end">
      <Stack gap={4} maw={640}>
        <Text size="sm">
          <Link to={index.to}>{index.label}</Link>
        </Text>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      <Group gap="sm" align="flex-start">
        {exports.map((file) => (
          <ExportButton key={file.testId} label={file.label} run={() => run(file)} testId={file.testId} />
        ))}
      </Group>
    </Group>
  );
}
