import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeRichText } from './sanitize-html';

export interface RichTextProps {
  html: string | null | undefined;
  testId?: string;
}

/**
 * Shows rich text written by users (messages, notices, descriptions) after sanitising it to the spec's
 * allowlist. Screens show user HTML only through this component.
 */
export function RichText({ html, testId }: RichTextProps) {
  // Sanitised with an explicit allowlist before it is set as HTML.
  const safe = useMemo(() => ({ __html: sanitizeRichText(html) }), [html]);
  return <Typography data-testid={testId} dangerouslySetInnerHTML={safe} />;
}
