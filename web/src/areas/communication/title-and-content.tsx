import { bgMessages } from '@gradina/shared';
import { TextInput } from '@mantine/core';
import { RichTextInput } from './RichTextInput';

export interface TitleAndContentErrors {
  title?: string;
  content?: string;
}

/** Both are required: the spec's message for each one left empty. */
export function titleAndContentErrors(title: string, content: string): TitleAndContentErrors {
  return {
    title: title.trim() ? undefined : bgMessages.required('Заглавие'),
    content: content.trim() ? undefined : bgMessages.required('Съдържание'),
  };
}

/** The title (at most 200 characters, as the API) and the rich-text body of a message, board note or notice. */
export function TitleAndContentFields(props: {
  title: string;
  onTitle: (v: string) => void;
  content: string;
  onContent: (v: string) => void;
  errors: TitleAndContentErrors;
  /** data-testid prefix: `<prefix>-title` and `<prefix>-content`. */
  testId: string;
  minRows?: number;
}) {
  return (
    <>
      <TextInput
        label="Заглавие"
        required
        maxLength={200}
        value={props.title}
        onChange={(e) => props.onTitle(e.currentTarget.value)}
        error={props.errors.title}
        data-testid={`${props.testId}-title`}
      />
      <RichTextInput
        label="Съдържание"
        value={props.content}
        onChange={props.onContent}
        error={props.errors.content}
        minRows={props.minRows}
        testId={`${props.testId}-content`}
      />
    </>
  );
}
