import type { CorrespondenceItem } from '@gradina/shared/manifest/routes/books/correspondence';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { ListPage, RowActions, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { entryColumns, useBookYear } from '../books/book-year';
import { invalidateCorrespondence, type Register, registers } from './queries';

const download = (c: CorrespondenceItem) => callApi('books.correspondenceFile', { path: { id: c.id } });

function columnsOf(of: Register): EntityColumn<CorrespondenceItem>[] {
  const incoming = of === registers.incoming;
  return [
    ...entryColumns<CorrespondenceItem>('Анулиран'),
    { id: 'correspondent', header: of.correspondent, cell: (c) => c.correspondent },
    { id: 'type', header: 'Вид', cell: (c) => c.documentTypeName },
    { id: 'subject', header: 'Относно', cell: (c) => c.subject },
    incoming
      ? {
          id: 'link',
          header: 'Отговор',
          cell: (c) => (c.answeredBy ? `изх. № ${c.answeredBy.numberText}` : ''),
        }
      : {
          id: 'link',
          header: 'В отговор на',
          cell: (c) => (c.replyTo ? `вх. № ${c.replyTo.numberText}` : ''),
        },
    {
      id: 'file',
      header: 'Файл',
      cell: (c) =>
        c.file && (
          <Button size="xs" variant="subtle" onClick={() => download(c)} data-testid="letter-file">
            <Text size="xs" truncate maw={140}>
              {c.file.fileName}
            </Text>
          </Button>
        ),
    },
  ];
}

/**
 * /administration/books/incoming-correspondence and /outgoing-correspondence: the register's items of the
 * shown school year by number; an incoming letter is answered from its row (the reply names it), and a
 * letter with a reply is cancelled only after the reply.
 */
function CorrespondencePage({ of }: { of: Register }) {
  const { can } = usePermissions();
  const year = useBookYear(of.book, 'letters');
  const list = useRouteQuery(of.list, { query: year.query }, { enabled: year.enabled });
  const actions = useListActions<CorrespondenceItem>('AdministrationBooks', {
    create: { label: `Нов ${of.entry.toLowerCase()}`, to: `${of.path}/create` },
    remove: (c) => callApi(of.remove, { query: { id: c.id } }),
    refresh: invalidateCorrespondence,
    deletedText: (c) => `Документ № ${c.numberText} е анулиран; номерът му остава в дневника.`,
    refusedText: 'Документът не беше анулиран.',
    title: 'Анулиране на документ',
    question: (c) => `Да бъде ли анулиран документ № ${c.numberText} „${c.subject}“?`,
    buttonLabel: 'Анулирай',
    testId: 'letter',
    rowData: (c) => ({ 'data-number': c.numberText }),
  });
  const writes = can('AdministrationBooks', 'create');
  const rowActions = (c: CorrespondenceItem) =>
    !c.cancelled && (
      <RowActions
        item={c}
        edit={can('AdministrationBooks', 'update') && `${of.path}/create?id=${c.id}`}
        remove={can('AdministrationBooks', 'delete') && actions.remove}
        testId="letter"
      >
        {of === registers.incoming && writes && !c.answeredBy && (
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={`${registers.outgoing.path}/create?replyTo=${c.id}`}
            data-testid="letter-answer"
          >
            Отговори
          </Button>
        )}
      </RowActions>
    );
  return (
    <ListPage
      title={year.title}
      intro="Документите се номерират от 1 всяка учебна година; анулираният документ запазва номера си."
      {...actions.page}
      actions={year.print}
      testId="letters"
    >
      <EntityTable<CorrespondenceItem>
        filters={year.filters}
        paging={year}
        query={list}
        rows={list.data?.items}
        columns={columnsOf(of)}
        {...actions.table}
        rowActions={writes || can('AdministrationBooks', 'delete') ? rowActions : undefined}
        empty="Няма документи за учебната година."
        minWidth={820}
      />
    </ListPage>
  );
}

export const IncomingPage = () => <CorrespondencePage of={registers.incoming} />;
export const OutgoingPage = () => <CorrespondencePage of={registers.outgoing} />;
