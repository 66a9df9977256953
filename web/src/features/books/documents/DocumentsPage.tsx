import type { KindergartenDocument } from '@gradina/shared/manifest/routes/books/documents';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDate } from '../../../ui/format/dates';
import { ListPage, useRowActions } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SelectFilter, usePaging } from '../../../ui/table/list-controls';
import { pagedRows } from '../paged-rows';
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
  const client = useQueryClient();
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const [documentType, setDocumentType] = useState<string | null>(null);
  const paging = usePaging('documents', 50);
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
        ...(documentType ? { documentType: Number(documentType) } : {}),
        ...paging.query,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );
  const msg = useMessage();
  const remove = useListDelete<KindergartenDocument>({
    remove: (d) => callApi('books.deleteKindergartenDocument', { path: { id: d.id } }),
    msg,
    refresh: () => invalidateDocuments(client),
    deletedText: (d) => `Документът „${d.title}“ е изтрит.`,
    refusedText: 'Документът не беше изтрит.',
    title: 'Изтриване на документ',
    question: (d) => `Да бъде ли изтрит документът „${d.title}“ заедно с файла му?`,
    testId: 'document-delete',
  });
  const rowActions = useRowActions<KindergartenDocument>('AdministrationDocuments', {
    edit: (d) => `/administration/documents/${d.id}`,
    remove,
    testId: 'document',
  });
  return (
    <ListPage
      title="Документи"
      intro="Документите на детската градина, написани по шаблон или качени като файл (PDF, DOCX, JPEG, PNG до 10 MB)."
      action={{
        resource: 'AdministrationDocuments',
        label: 'Нов документ',
        to: '/administration/documents/create',
        testId: 'document-create',
      }}
      msg={msg}
      remove={remove}
      testId="documents"
    >
      <EntityTable<KindergartenDocument>
        columns={columns}
        {...pagedRows(list, paging)}
        filters={
          <Filters>
            <SelectFilter
              label="Вид документ"
              data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
              value={documentType}
              onChange={paging.filter(setDocumentType)}
              testId="documents-type"
            />
          </Filters>
        }
        rowProps={(d) => ({ 'data-testid': 'document-row', 'data-title': d.title })}
        rowActions={rowActions}
        empty={{ text: 'Все още няма документи.', testId: 'documents-empty' }}
        minWidth={640}
        testId="documents-table"
      />
    </ListPage>
  );
}
