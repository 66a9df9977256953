import type {
  CouncilDecision,
  CouncilProtocol,
} from '@gradina/shared/manifest/routes/books/pedagogical-council';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import { formatDate } from '../../../ui/format/dates';
import { useListActions } from '../../../ui/page';
import { MessageAlert } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { EntryNumber } from '../books/book-year';
import { councilPath, invalidateCouncil } from './queries';

const columns: EntityColumn<CouncilDecision>[] = [
  {
    id: 'number',
    header: '№',
    cell: (d) => <EntryNumber text={String(d.number)} cancelled={d.cancelled} label="Анулирано" />,
    sortText: (d) => String(d.number).padStart(3, '0'),
    td: { fw: 600 },
  },
  { id: 'text', header: 'Решение', cell: (d) => d.text },
  { id: 'responsible', header: 'Отговорник', cell: (d) => d.responsible },
  {
    id: 'due',
    header: 'Срок',
    cell: (d) => (d.dueDate ? formatDate(d.dueDate) : ''),
    sortText: (d) => d.dueDate ?? '',
  },
];

/**
 * The decisions under a protocol, numbered within it, each with who carries it out and by when; new ones only
 * under a protocol with a quorum (the server says so otherwise). A cancelled decision keeps its number.
 */
export function Decisions({ protocol }: { protocol: CouncilProtocol }) {
  const { can } = usePermissions();
  const decisionPath = `${councilPath}/create-decision?protocolId=${protocol.id}`;
  const actions = useListActions<CouncilDecision>('PedagogicalCouncil', {
    edit: (d) => !d.cancelled && `${decisionPath}&id=${d.id}`,
    removable: (d) => !d.cancelled,
    remove: (d) => callApi('books.deleteCouncilDecision', { path: { id: d.id } }),
    refresh: invalidateCouncil,
    deletedText: (d) => `Решение № ${d.number} е анулирано; номерът му остава в протокола.`,
    refusedText: 'Решението не беше анулирано.',
    title: 'Анулиране на решение',
    question: (d) => `Да бъде ли анулирано решение № ${d.number} на протокол № ${protocol.numberText}?`,
    buttonLabel: 'Анулирай',
    testId: 'decision',
    rowData: (d) => ({ 'data-number': String(d.number) }),
  });
  return (
    <Stack gap="sm" data-testid="decisions">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Решения
        </Title>
        {!protocol.cancelled && protocol.quorum && can('PedagogicalCouncil', 'create') && (
          <Button component={Link} to={decisionPath} data-testid="decision-create">
            Ново решение
          </Button>
        )}
      </Group>
      {!protocol.quorum && (
        <Text c="dimmed" data-testid="decisions-no-quorum">
          Заседанието е без кворум: решения не се вземат.
        </Text>
      )}
      <MessageAlert msg={actions.msg} testId="decisions-message" errorTestId="decisions-error" />
      <EntityTable<CouncilDecision>
        rows={protocol.decisions}
        columns={columns}
        {...actions.table}
        empty={{ text: 'Протоколът още няма решения.', testId: 'decisions-empty' }}
        minWidth={620}
        testId="decisions-table"
      />
      {actions.remove.modal}
    </Stack>
  );
}
