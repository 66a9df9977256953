import { bookInfo, type TemplateCategory, templateCategoryNames } from '@gradina/shared/books/books';
import type { DocumentTemplate } from '@gradina/shared/manifest/routes/books/templates';
import { Badge, Button } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { deleteWords } from '../../../ui/delete/useConfirmDelete';
import { ListPage, RowActions, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';
import { NationalCopy } from './NationalCopy';
import { invalidateTemplates } from './queries';
import { categoryOptions, TemplateModal } from './TemplateModal';

const columns: EntityColumn<DocumentTemplate>[] = [
  { id: 'name', header: 'Наименование', cell: (t) => t.name, td: { fw: 600 } },
  { id: 'category', header: 'Категория', cell: (t) => templateCategoryNames[t.category] },
  { id: 'book', header: 'Книга', cell: (t) => (t.bookType ? bookInfo[t.bookType].title : '') },
  {
    id: 'origin',
    header: 'Произход',
    cell: (t) =>
      t.national ? (
        <Badge variant="light">Национален</Badge>
      ) : (
        t.templateBaseId && (
          <Badge variant="light" color="gray">
            Копие на национален
          </Badge>
        )
      ),
  },
];

/**
 * The templates of one owner: the Master's national ones (`/admin/templates/books`) or the kindergarten's
 * own (`/administration/books/templates`, which also copies a national one to adapt it). Written and edited
 * in a modal; deleting a template leaves the documents written from it.
 */
function TemplatesList({ national, path }: { national: boolean; path: string }) {
  const kindergartenId = useKindergartenId() ?? '';
  const { can } = usePermissions();
  const resource = national ? 'NationalTemplates' : 'AdministrationDocuments';
  const [edited, setEdited] = useState<DocumentTemplate | 'new'>();
  const pages = usePaging('templates', 50);
  const category = useFilter<string | null>(pages, null);
  const query = {
    category: category.value ? (Number(category.value) as TemplateCategory) : undefined,
    ...pages.query,
  };
  const nationalList = useRouteQuery('books.nationalTemplates', { query }, { enabled: national });
  const ownList = useRouteQuery(
    'books.kindergartenTemplates',
    { query: { ...query, kindergartenId } },
    { enabled: !national && Boolean(kindergartenId) },
  );
  const list = national ? nationalList : ownList;
  const actions = useListActions<DocumentTemplate>(resource, {
    create: { label: 'Нов шаблон', onClick: () => setEdited('new') },
    remove: (t) =>
      national
        ? callApi('books.deleteNationalTemplate', { path: { id: t.id } })
        : callApi('books.deleteKindergartenTemplate', { path: { id: t.id } }),
    refresh: invalidateTemplates,
    ...deleteWords({ the: 'шаблонът', a: 'шаблон', deleted: 'изтрит' }, (t: DocumentTemplate) => t.name),
    question: (t) => `Да бъде ли изтрит шаблонът „${t.name}“? Документите, писани по него, остават.`,
    testId: 'template',
  });
  const writes = can(resource, 'update');
  return (
    <ListPage
      title={national ? 'Национални шаблони на книгите и документите' : 'Шаблони на документите'}
      intro={
        national
          ? 'Детските градини копират националните шаблони и ги приспособяват.'
          : 'Шаблоните на детската градина: свои или копия на национални. Полетата за попълване се вмъкват от списъка.'
      }
      {...actions.page}
      testId="templates"
    >
      {!national && can('AdministrationDocuments', 'create') && <NationalCopy msg={actions.msg} />}
      <EntityTable<DocumentTemplate>
        filters={
          <Filters>
            <SelectFilter
              label="Категория"
              data={categoryOptions}
              {...category}
              testId="templates-category"
            />
          </Filters>
        }
        paging={pages}
        query={list}
        columns={columns}
        {...actions.table}
        rowActions={
          writes || can(resource, 'delete')
            ? (t) => (
                <RowActions item={t} remove={can(resource, 'delete') && actions.remove} testId="template">
                  {writes && (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEdited(t)}
                      data-testid="template-edit"
                    >
                      Редактирай
                    </Button>
                  )}
                </RowActions>
              )
            : undefined
        }
        empty="Няма шаблони."
        minWidth={640}
      />
      {edited && (
        <TemplateModal
          national={national}
          template={edited === 'new' ? undefined : edited}
          back={path}
          onClose={() => setEdited(undefined)}
        />
      )}
    </ListPage>
  );
}

/** /admin/templates/books: the Master's national templates. */
export const NationalTemplatesPage = () => <TemplatesList national path="/admin/templates/books" />;
/** /administration/books/templates: the kindergarten's templates. */
export const KindergartenTemplatesPage = () => (
  <TemplatesList national={false} path="/administration/books/templates" />
);
