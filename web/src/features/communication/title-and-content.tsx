import { TextInput } from '@mantine/core';
import { type Path, type UseFormReturn, useController } from 'react-hook-form';
import { RichTextInput } from '../../ui/forms/RichTextInput';
import { given } from '../../ui/forms/useManifestForm';

/** A form's title and body as the user typed them. */
export interface TitleAndContent {
  title: string;
  content: string;
}

export const titleAndContentLabels = { title: 'Заглавие', content: 'Съдържание' } as const;

/** The body's title and rich text; either left empty stays missing, so the schema names it. */
export const titleAndContentBody = (v: TitleAndContent) => ({
  title: given(v.title),
  content: given(v.content),
});

/**
 * The title (at most 200 characters, as the API) and the rich-text body of a message, board note or notice,
 * bound to a useManifestForm form, its errors shown at them.
 */
export function TitleAndContentFields<V extends TitleAndContent>({
  form,
  testId,
  minRows,
}: {
  form: UseFormReturn<V>;
  /** data-testid prefix: `<prefix>-title` and `<prefix>-content`. */
  testId: string;
  minRows?: number;
}) {
  const title = useController({ control: form.control, name: 'title' as Path<V> });
  const content = useController({ control: form.control, name: 'content' as Path<V> });
  return (
    <>
      <TextInput
        label="Заглавие"
        required
        maxLength={200}
        value={title.field.value}
        onChange={(e) => title.field.onChange(e.currentTarget.value)}
        error={title.fieldState.error?.message}
        data-testid={`${testId}-title`}
      />
      <RichTextInput
        label="Съдържание"
        required
        value={content.field.value}
        onChange={content.field.onChange}
        error={content.fieldState.error?.message}
        minRows={minRows}
        testId={`${testId}-content`}
      />
    </>
  );
}
