import type { ControlCheck } from '@gradina/shared/manifest/routes/books/control-activity';
import { Text } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { formatDate } from '../../../ui/format/dates';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { entryColumns, useBookYear } from '../books/book-year';
import { type ControlBook, controlBooks, invalidateChecks } from './queries';

const columns: EntityColumn<ControlCheck>[] = [
  ...entryColumns<ControlCheck>('Анулирана'),
  { id: 'checked', header: 'Проверен', cell: (c) => c.checked },
  { id: 'area', header: 'Област', cell: (c) => c.area },
  {
    id: 'findings',
    header: 'Констатации',
    cell: (c) => (
      <Text size="sm" lineClamp={3}>
        {c.findings}
      </Text>
    ),
  },
  {
    id: 'followUp',
    header: 'Последващ контрол',
    cell: (c) =>
      [c.followUp, c.followUpDate && `срок ${formatDate(c.followUpDate)}`].filter(Boolean).join(', '),
  },
];

/**
 * /administration/books/control and /deputy-director: the checks of the shown school year by number, each
 * opened for editing; a cancelled check keeps its number. The print is the year's book.
 */
function ControlBookPage({ of }: { of: ControlBook }) {
  const year = useBookYear(of.book, 'control');
  const list = useRouteQuery(of.list, { query: year.query }, { enabled: year.enabled });
  const actions = useListActions<ControlCheck>('AdministrationBooks', {
    create: { label: 'Нова проверка', to: `${of.path}/create` },
    edit: (c) => !c.cancelled && `${of.path}/create?id=${c.id}`,
    removable: (c) => !c.cancelled,
    remove: (c) => callApi(of.remove, { path: { id: c.id } }),
    refresh: invalidateChecks,
    deletedText: (c) => `Проверка № ${c.numberText} е анулирана; номерът ѝ остава в книгата.`,
    refusedText: 'Проверката не беше анулирана.',
    title: 'Анулиране на проверка',
    question: (c) => `Да бъде ли анулирана проверка № ${c.numberText} (${c.checked})?`,
    buttonLabel: 'Анулирай',
    testId: 'check',
    rowData: (c) => ({ 'data-number': c.numberText }),
  });
  return (
    <ListPage
      title={year.title}
      intro="Проверките се номерират от 1 всяка учебна година; анулираната проверка запазва номера си."
      {...actions.page}
      actions={year.print}
      testId="control"
    >
      <EntityTable<ControlCheck>
        filters={year.filters}
        paging={year}
        query={list}
        rows={list.data?.protocols}
        columns={columns}
        {...actions.table}
        empty="Няма проверки за учебната година."
        minWidth={760}
      />
    </ListPage>
  );
}

export const DirectorControlPage = () => <ControlBookPage of={controlBooks.director} />;
export const DeputyControlPage = () => <ControlBookPage of={controlBooks.deputy} />;
