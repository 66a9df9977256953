import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../ui/page';
import { MessageAlert, type Msg } from '../../../ui/result-message';
import { DocumentLinesTable } from './DocumentLinesTable';
import { statusColor, statusLabel } from './status';

/**
 * A ledger document as it reads back: its number and date in the title, its status, its facts (supplier,
 * warehouse, commission...), the lines with their values, and the actions it allows (print, complete,
 * free, annul) with their result line. Test ids `<testId>-page`, `-status`, `-lines`, `-total`, `-message`.
 */
export function DocumentView({
  title,
  status,
  facts,
  lines,
  actions,
  msg,
  children,
  testId,
}: {
  title: string;
  status: number;
  facts: [string, ReactNode][];
  lines: Parameters<typeof DocumentLinesTable>[0]['lines'];
  actions: ReactNode;
  msg: Msg;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Stack gap="lg" maw={1100} data-testid={`${testId}-page`}>
      <PageHeader title={title} actions={<Group gap="xs">{actions}</Group>} />
      <MessageAlert msg={msg} testId={`${testId}-message`} errorTestId={`${testId}-error`} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Group>
            <Badge color={statusColor(status)} variant="light" data-testid={`${testId}-status`}>
              {statusLabel(status)}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {facts.map(([label, value]) => (
              <Text key={label} size="sm">
                <Text span c="dimmed">
                  {label}:
                </Text>{' '}
                {value}
              </Text>
            ))}
          </SimpleGrid>
          <DocumentLinesTable lines={lines} testId={testId} />
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
