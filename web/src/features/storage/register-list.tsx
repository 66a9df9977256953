import type { Resource } from '@gradina/shared';
import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usePermissions } from '../../app/auth/permissions';
import { deleteWords, type ListDeleteOptions, useListDelete } from '../../ui/delete/useConfirmDelete';
import { ListPage, RowActions } from '../../ui/page';
import { useMessage } from '../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../ui/table/EntityTable';
import type { TableQuery } from '../../ui/table/table-states';

/**
 * A kindergarten's storage register (suppliers, warehouses): its list, each name leading to its form, with the
 * edit and the delete for who may update and delete `resource`. Test ids `<testId>-page`, `-create`, `-row`,
 * `-row-edit`, `-row-delete`, `-delete`, `-empty`, `-table`.
 */
export function RegisterListPage<T extends { id: string; name: string }>({
  title,
  resource,
  path,
  newLabel,
  nameHeader,
  kindergartenId,
  list,
  columns,
  remove: removeOptions,
  noun,
  outside,
  empty,
  minWidth,
  testId,
}: {
  title: string;
  resource: Resource;
  /** The register's page; a record's form is `<path>/<id>`, a new one's `<path>/create`. */
  path: string;
  newLabel: string;
  /** The first column's header: the name, a link to the record's form. */
  nameHeader: string;
  kindergartenId: string | undefined;
  list: TableQuery & { data?: readonly T[] };
  /** The columns after the name. */
  columns: EntityColumn<T>[];
  /** The delete's call and the list's refresh after it. */
  remove: Pick<ListDeleteOptions<T>, 'remove' | 'refresh'>;
  /** The register's noun (a masculine one: доставчик, склад) and with its article, for the delete's words. */
  noun: { one: string; the: string };
  /** What a user outside a kindergarten reads instead of the list. */
  outside: string;
  empty: string;
  minWidth: number;
  testId: string;
}) {
  const { can } = usePermissions();
  const msg = useMessage();
  const remove = useListDelete<T>({
    ...removeOptions,
    msg,
    ...deleteWords<T>({ the: noun.the, a: noun.one, deleted: 'изтрит' }, (r) => r.name),
    testId: `${testId}-delete`,
  });
  return (
    <ListPage
      title={title}
      action={{ resource, label: newLabel, to: `${path}/create` }}
      remove={remove}
      maw={1000}
      testId={testId}
    >
      {!kindergartenId ? (
        <Alert color="yellow">{outside}</Alert>
      ) : (
        <EntityTable<T>
          query={list}
          rows={list.data}
          columns={[
            {
              id: 'name',
              header: nameHeader,
              cell: (r) => (
                <Anchor component={Link} to={`${path}/${r.id}`} fw={600}>
                  {r.name}
                </Anchor>
              ),
              sortText: (r) => r.name,
            },
            ...columns,
          ]}
          rowProps={(r) => ({ 'data-testid': `${testId}-row`, 'data-name': r.name })}
          rowActions={(r) => (
            <RowActions
              item={r}
              edit={can(resource, 'update') && `${path}/${r.id}`}
              remove={can(resource, 'delete') && remove}
              testId={`${testId}-row`}
            />
          )}
          empty={{ text: empty, testId: `${testId}-empty` }}
          minWidth={minWidth}
          testId={`${testId}-table`}
        />
      )}
    </ListPage>
  );
}
