import type { KindergartenDocument } from '@gradina/shared/manifest/routes/books/documents';
import { Button } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { deleteWords } from '../../../ui/delete/useConfirmDelete';
import { formatDate } from '../../../ui/format/dates';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';
import { invalidateDocuments } from './queries';

/** The document's file: the upload, or its text printed as a PDF. */
export const downloadDocument = (id: string) => callApi('books.kindergartenDocumentFile', { path: { id } });

const columns: EntityColumn<KindergartenDocument>[] = [
  { id: 'title', header: 'Заглавие', cell: (d) => d.title, td: { fw: 600 } },
  { id: 'number', header: '№', cell: (d) => d.number },
  { id: 'date', header: 'Дата', cell: (d) => formatDate(d.date) },
  { id: 'type', header: 'Вид', cell: (d) => d.documentTypeName },
  {
    id: 'file',
    header: 'Файл',
    cell: (d) => (
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => void downloadDocument(d.id)}
        data-testid="document-download"
      >
        {d.file ? d.file.fileName : 'PDF'}
      </Button>
    ),
  },
];

/**
 * /administration/documents: the kindergarten's other documents (made from a template or uploaded), newest
 * first, filtered by type; each downloads as its file or as its text printed.
 */
export function DocumentsPage() {
  const kindergartenId = useKindergartenId() ?? '';
  const paging = usePaging('documents', 50);
  const documentType = useFilter<string | null>(paging, null);
  const types = useRouteQuery(
    'books.documentTypes',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const list = useRouteQuery(
    'books.kindergartenDocuments',
    {
      query: {
        kindergartenId,
        ...(documentType.value ? { documentType: Number(documentType.value) } : {}),
        ...paging.query,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );
  const actions = useListActions<KindergartenDocument>('AdministrationDocuments', {
    create: { label: 'Нов документ', to: '/administration/documents/create' },
    edit: (d) => `/administration/documents/${d.id}`,
    remove: (d) => callApi('books.deleteKindergartenDocument', { path: { id: d.id } }),
    refresh: invalidateDocuments,
    ...deleteWords(
      { the: 'документът', a: 'документ', deleted: 'изтрит' },
      (d: KindergartenDocument) => d.title,
    ),
    question: (d) => `Да бъде ли изтрит документът „${d.title}“ заедно с файла му?`,
    testId: 'document',
    rowData: (d) => ({ 'data-title': d.title }),
  });
  return (
    <ListPage
      title="Документи"
      intro="Документите на детската градина, написани по шаблон или качени като файл (PDF, DOCX, JPEG, PNG до 10 MB)."
      {...actions.page}
      testId="documents"
    >
      <EntityTable<KindergartenDocument>
        filters={
          <Filters>
            <SelectFilter
              label="Вид документ"
              data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
              {...documentType}
              testId="documents-type"
            />
          </Filters>
        }
        paging={paging}
        query={list}
        columns={columns}
        {...actions.table}
        empty="Все още няма документи."
        minWidth={640}
      />
    </ListPage>
  );
}
