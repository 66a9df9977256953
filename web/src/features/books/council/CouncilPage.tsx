import { AdministrationBook } from '@gradina/shared';
import type { CouncilProtocol } from '@gradina/shared/manifest/routes/books/pedagogical-council';
import { Badge, Stack, Text } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { entryColumns, useBookYear } from '../books/book-year';
import { MembersCard } from './MembersCard';
import { councilPath, invalidateCouncil } from './queries';

/** „Има кворум“ or not, with who was there out of how many. */
export function QuorumBadge({ protocol: p }: { protocol: CouncilProtocol }) {
  return (
    <Badge color={p.quorum ? 'green' : 'red'} variant="light" data-testid="protocol-quorum">
      {p.quorum ? 'Има кворум' : 'Няма кворум'} · {p.attendees.length} от {p.membersCount}
    </Badge>
  );
}

const columns: EntityColumn<CouncilProtocol>[] = [
  ...entryColumns<CouncilProtocol>('Анулиран'),
  { id: 'quorum', header: 'Присъстващи', cell: (p) => <QuorumBadge protocol={p} /> },
  {
    id: 'agenda',
    header: 'Дневен ред',
    cell: (p) => (
      <Stack gap={0}>
        {p.agenda.map((a, i) => (
          <Text key={a} size="sm" lineClamp={1}>
            {i + 1}. {a}
          </Text>
        ))}
      </Stack>
    ),
  },
  {
    id: 'decisions',
    header: 'Решения',
    cell: (p) => p.decisions.filter((d) => !d.cancelled).length,
    sortText: (p) => String(p.decisions.length).padStart(3, '0'),
  },
];

/**
 * /administration/books/pedagogical: the council's members of the shown school year and its protocols by
 * number, each opened with its decisions. Teachers read; the director and the administrator write.
 */
export function CouncilPage() {
  const year = useBookYear(AdministrationBook.PedagogicalCouncilBook, 'council');
  const book = useRouteQuery(
    'books.pedagogicalCouncilBook',
    { query: year.query },
    { enabled: year.enabled },
  );
  const actions = useListActions<CouncilProtocol>('PedagogicalCouncil', {
    create: { label: 'Нов протокол', to: `${councilPath}/create` },
    open: (p) => `${councilPath}/${p.id}`,
    removable: (p) => !p.cancelled,
    remove: (p) => callApi('books.deleteCouncilProtocol', { path: { id: p.id } }),
    refresh: invalidateCouncil,
    deletedText: (p) => `Протокол № ${p.numberText} е анулиран; номерът му остава в книгата.`,
    refusedText: 'Протоколът не беше анулиран.',
    title: 'Анулиране на протокол',
    question: (p) => `Да бъде ли анулиран протокол № ${p.numberText}? Решенията му трябва да са анулирани.`,
    buttonLabel: 'Анулирай',
    testId: 'protocol',
    rowData: (p) => ({ 'data-number': p.numberText }),
  });
  return (
    <ListPage
      title={year.title}
      intro="Протоколите се номерират от 1 всяка учебна година; решенията – в рамките на протокола. Кворумът е поне две трети от членовете, въведени за годината."
      {...actions.page}
      actions={year.print}
      testId="council"
    >
      {book.data && (
        <MembersCard
          key={`${book.data.periodId}:${book.data.membersVersion}`}
          kindergartenId={year.kindergartenId}
          periodId={book.data.periodId}
          members={book.data.members}
          version={book.data.membersVersion}
        />
      )}
      <EntityTable<CouncilProtocol>
        filters={year.filters}
        paging={year}
        query={book}
        rows={book.data?.protocols}
        columns={columns}
        {...actions.table}
        empty="Няма протоколи за учебната година."
        minWidth={720}
      />
    </ListPage>
  );
}
