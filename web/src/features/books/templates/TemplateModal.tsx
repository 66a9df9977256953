import type { AdministrationBook } from '@gradina/shared';
import { bookInfo, bookTypes, TemplateCategory, templateCategoryNames } from '@gradina/shared/books/books';
import { placeholders, placeholderText } from '@gradina/shared/books/placeholders';
import type { DocumentTemplate } from '@gradina/shared/manifest/routes/books/templates';
import { Modal, Select, SimpleGrid } from '@mantine/core';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormFrame, useFormPage } from '../../../ui/page';
import { invalidateTemplates } from './queries';

interface TemplateValues {
  id: string;
  version: number | undefined;
  category: string;
  bookType: string;
  name: string;
  text: string;
}

export const categoryOptions = Object.values(TemplateCategory).map((c) => ({
  value: String(c),
  label: templateCategoryNames[c],
}));
const bookOptions = bookTypes.map((b) => ({ value: String(b), label: bookInfo[b].title }));

/**
 * A template's editor in a modal: category, the book whose entries it writes (if any), name and text. A
 * placeholder is inserted from its category's list at the end of the text, never typed: the server refuses
 * a name it does not know. The Master's national templates and a kindergarten's own share it.
 */
export function TemplateModal({
  national,
  template,
  back,
  onClose,
}: {
  national: boolean;
  /** The template edited; none: a new one. */
  template?: DocumentTemplate;
  back: string;
  onClose: () => void;
}) {
  const kindergartenId = useKindergartenId() ?? '';
  // The two saves validate the same fields; a kindergarten's own names its kindergarten too.
  const page = useFormPage(
    national
      ? 'books.saveNationalTemplate'
      : ('books.saveKindergartenTemplate' as 'books.saveNationalTemplate'),
    {
      spec: {
        labels: { category: 'Категория', bookType: 'Книга', name: 'Наименование', text: 'Текст' },
        toBody: (v: TemplateValues) => ({
          ...(v.id ? { id: v.id, version: v.version } : {}),
          ...(national ? {} : { kindergartenId }),
          category: Number(v.category) as TemplateCategory,
          ...(v.bookType ? { bookType: Number(v.bookType) as AdministrationBook } : {}),
          name: v.name,
          text: v.text,
        }),
        defaultValues: {
          id: template?.id ?? '',
          version: template?.version,
          category: String(template?.category ?? TemplateCategory.Order),
          bookType: template?.bookType ? String(template.bookType) : '',
          name: template?.name ?? '',
          text: template?.text ?? '',
        },
      },
      refresh: invalidateTemplates,
      back,
      onSaved: onClose,
    },
  );
  const category = Number(page.form.watch('category'));
  const insert = (name: string | null) => {
    if (name) page.form.setValue('text', `${page.form.getValues('text')}${placeholderText(name)}`);
  };
  return (
    <Modal opened onClose={onClose} title={template ? `Шаблон „${template.name}“` : 'Нов шаблон'} size="xl">
      <FormFrame page={page} onCancel={onClose} testId="template">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field.Select form={page} name="category" data={categoryOptions} testId="template-category" />
          <Field.Select form={page} name="bookType" data={bookOptions} clearable testId="template-book" />
        </SimpleGrid>
        <Field.Text form={page} name="name" testId="template-name" />
        <Select
          label="Вмъкни поле за попълване"
          description="Полето се добавя в края на текста; преместете го, където трябва."
          data={placeholders
            .filter((p) => p.categories.includes(category as TemplateCategory))
            .map((p) => ({ value: p.name, label: `${p.name} – ${p.description}` }))}
          value={null}
          onChange={insert}
          data-testid="template-placeholder"
        />
        <Field.Textarea form={page} name="text" autosize minRows={8} maxRows={24} testId="template-text" />
      </FormFrame>
    </Modal>
  );
}
