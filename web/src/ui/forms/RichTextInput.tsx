import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

export interface RichTextInputProps {
  label: string;
  /** HTML; '' when the editor holds no text. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** data-testid of the editable area (Playwright's fill() types into it). */
  testId?: string;
  /** Height of the empty editable area, in lines. */
  minRows?: number;
}

// Tiptap and ProseMirror load with the first form that shows an editor, not with the shell.
const Editor = lazy(() => import('./RichTextEditor'));

/**
 * A rich-text field of a form (messages, board notes, notices): a labelled Mantine Tiptap editor with the
 * spec's formatting. The server sanitizes what is sent; screens display it through RichText.
 */
export function RichTextInput(props: RichTextInputProps) {
  const { label, error, required, minRows = 6 } = props;
  return (
    <Input.Wrapper label={label} error={error} required={required}>
      <Suspense fallback={<Skeleton h={`${minRows * 1.5 + 3}em`} />}>
        <Editor {...props} />
      </Suspense>
    </Input.Wrapper>
  );
}
