import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useRef } from 'react';

export interface RichTextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId?: string;
  minRows?: number;
}

const tools = [
  { label: 'Удебелен', text: 'B', open: '<strong>', close: '</strong>' },
  { label: 'Курсив', text: 'I', open: '<em>', close: '</em>' },
  { label: 'Подчертан', text: 'U', open: '<u>', close: '</u>' },
  { label: 'Списък', text: '• Списък', open: '<ul>\n<li>', close: '</li>\n</ul>' },
] as const;

/**
 * A simple rich-text field: HTML in a textarea with buttons that wrap the selection in basic formatting.
 * The server sanitizes what is sent; screens display it through RichText.
 */
export function RichTextInput({ label, value, onChange, error, testId, minRows = 6 }: RichTextInputProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const wrap = (open: string, close: string) => {
    const el = ref.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + open.length, end + open.length);
    });
  };
  return (
    <Stack gap={4}>
      <Group gap={4}>
        {tools.map((t) => (
          <Button
            key={t.label}
            size="compact-xs"
            variant="default"
            aria-label={t.label}
            onClick={() => wrap(t.open, t.close)}
          >
            {t.text}
          </Button>
        ))}
      </Group>
      <Textarea
        ref={ref}
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        autosize
        minRows={minRows}
        data-testid={testId}
      />
    </Stack>
  );
}

/** Plain text typed without tags becomes paragraphs with line breaks. */
export function toHtml(text: string): string {
  if (/<[a-z][^>]*>/i.test(text)) return text;
  const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
