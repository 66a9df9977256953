import { type MantineSpacing, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled part of a page: a `<section>` with its `h2` (which names it for screen readers when `id` is
 * given) and its content; `card` draws it in a bordered card (the profile's parts).
 *
 * ```tsx
 * <PageSection id="about-users" title="Кой я използва" fz="h3">…</PageSection>
 * ```
 */
export function PageSection({
  title,
  id,
  fz = 'h4',
  gap = 'sm',
  card = false,
  padding = 'lg',
  testId,
  children,
}: {
  title: string;
  /** The heading's id, by which the section is labelled. */
  id?: string;
  fz?: 'h3' | 'h4';
  gap?: MantineSpacing;
  card?: boolean;
  /** The card's padding (a chart's card is tighter). */
  padding?: MantineSpacing;
  testId?: string;
  children: ReactNode;
}) {
  const labelled = { 'aria-labelledby': id, 'data-testid': testId };
  const body = (
    <>
      <Title order={2} fz={fz} id={id}>
        {title}
      </Title>
      {children}
    </>
  );
  return card ? (
    <Paper withBorder radius="md" p={padding} component="section" {...labelled}>
      <Stack gap={gap}>{body}</Stack>
    </Paper>
  ) : (
    <Stack gap={gap} component="section" {...labelled}>
      {body}
    </Stack>
  );
}
