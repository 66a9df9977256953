import type { Path } from 'react-hook-form';
import { Field, type FieldHost } from '../../ui/fields';
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
 * bound to a useManifestForm form whose spec labels them with `titleAndContentLabels`.
 */
export function TitleAndContentFields<V extends TitleAndContent>({
  form,
  testId,
  minRows,
}: {
  form: FieldHost<V>;
  /** data-testid prefix: `<prefix>-title` and `<prefix>-content`. */
  testId: string;
  minRows?: number;
}) {
  return (
    <>
      <Field.Text form={form} name={'title' as Path<V>} testId={`${testId}-title`} />
      <Field.RichText
        form={form}
        name={'content' as Path<V>}
        testId={`${testId}-content`}
        minRows={minRows}
      />
    </>
  );
}
