import { TemplateCategory } from '@gradina/shared/books/books';
import { placeholdersOf, placeholderText } from '@gradina/shared/books/placeholders';
import { Button, Select, SimpleGrid } from '@mantine/core';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { useScanInput } from '../scan-input';
import { downloadDocument } from './DocumentsPage';
import { documentFormSpec, documentLabels, documentValues, newDocument } from './document-form';
import { invalidateDocuments } from './queries';

/** Documents are written from the letters' and the certificates' templates (the same placeholders). */
const documentPlaceholders = placeholdersOf(TemplateCategory.Letter);

/**
 * /administration/documents/create and /{id}: a document from a template (its text; the server fills the
 * placeholders from the record: kindergarten, director, date, number, school year) or an uploaded file.
 * Placeholders are inserted from the list, never typed.
 */
export function DocumentEditPage() {
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const existing = useRouteQuery(
    'books.kindergartenDocument',
    { path: { id: id ?? '' } },
    { enabled: editing },
  );
  const types = useRouteQuery(
    'books.documentTypes',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const letters = useRouteQuery(
    'books.templatesForCategory',
    { query: { kindergartenId, category: TemplateCategory.Letter } },
    { enabled: Boolean(kindergartenId) },
  );
  const certificates = useRouteQuery(
    'books.templatesForCategory',
    { query: { kindergartenId, category: TemplateCategory.Certificate } },
    { enabled: Boolean(kindergartenId) },
  );
  const templates = [...(letters.data ?? []), ...(certificates.data ?? [])];
  const page = useFormPage('books.saveKindergartenDocument', {
    spec: { ...documentFormSpec(kindergartenId), defaultValues: newDocument() },
    record: editing ? { query: existing, toValues: documentValues } : undefined,
    refresh: invalidateDocuments,
    back: '/administration/documents',
  });
  const { form } = page;
  const scan = useScanInput({
    form,
    name: 'file',
    label: documentLabels.file,
    stored: existing.data?.file?.fileName,
    emptyText: 'PDF, DOCX, JPEG или PNG до 10 MB; без файл документът се отпечатва от текста.',
    testId: 'document-upload',
  });
  const pick = (templateId: string | null) => {
    const t = templates.find((x) => x.id === templateId);
    form.setValue('templateId', templateId ?? '');
    if (!t) return;
    form.setValue('text', t.text);
    if (!form.getValues('title')) form.setValue('title', t.name);
  };
  const insert = (name: string | null) => {
    if (name) form.setValue('text', `${form.getValues('text')}${placeholderText(name)}`);
  };
  return (
    <FormPage
      page={{ ...page, saving: page.saving || scan.uploading }}
      title={editing ? (existing.data?.title ?? 'Документ') : 'Нов документ'}
      actions={
        editing && id ? (
          <Button variant="light" onClick={() => void downloadDocument(id)} data-testid="document-file">
            Изтегли
          </Button>
        ) : undefined
      }
      testId="document"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Select
          form={page}
          name="documentType"
          data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          testId="document-type"
        />
        <Field.Date form={page} name="date" testId="document-date" />
        <Field.Text form={page} name="number" testId="document-number" />
      </SimpleGrid>
      <Field.Text form={page} name="title" testId="document-title" />
      <Select
        label="Шаблон"
        description="Писмата и удостоверенията на детската градина и националните."
        data={templates.map((t) => ({ value: t.id, label: `${t.name}${t.national ? ' (национален)' : ''}` }))}
        value={form.watch('templateId') || null}
        onChange={pick}
        clearable
        searchable
        data-testid="document-template"
      />
      <Select
        label="Поле за попълване"
        description="Вмъква се в края на текста; попълва се при запазване."
        data={documentPlaceholders.map((p) => ({ value: p.name, label: `${p.name} – ${p.description}` }))}
        onChange={insert}
        value={null}
        data-testid="document-placeholder"
      />
      <Field.Textarea form={page} name="text" autosize minRows={6} testId="document-text" />
      {scan.input}
    </FormPage>
  );
}
