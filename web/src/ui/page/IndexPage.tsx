import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './ListPage';

/** One card of an index page: where it leads and what is there. */
export interface IndexLink {
  to: string;
  title: string;
  text: string;
  testId: string;
}

/**
 * A section's index (its references, its kinds of requests): the header, then one card a link, two or three
 * abreast on wider screens. `empty` is said when the user may open none of them.
 */
export function IndexPage({
  title,
  intro,
  links,
  empty,
  maw = 1100,
  testId,
}: {
  title: string;
  intro?: ReactNode;
  links: readonly IndexLink[];
  empty?: string;
  maw?: number;
  /** The page's own test id (the cards carry their links'). */
  testId: string;
}) {
  return (
    <Stack gap="lg" maw={maw} data-testid={testId}>
      <PageHeader title={title} intro={intro} />
      {links.length === 0 && empty ? (
        <Text>{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {links.map((link) => (
            <Card
              key={link.to}
              component={Link}
              to={link.to}
              withBorder
              radius="md"
              padding="lg"
              data-testid={link.testId}
            >
              <Text fw={600} size="lg">
                {link.title}
              </Text>
              <Text c="dimmed" size="sm" mt={4}>
                {link.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
