import { PollListFilter } from '@gradina/shared';
import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { formatDateTime } from '../../../ui/format/dates';
import { roleLabels } from '../../../ui/format/labels';
import { ListPage } from '../../../ui/page';
import { EntityList } from '../../../ui/table/EntityList';
import { PollState } from './PollState';

const pageSize = 10;

/** The spec's list filter (PollListFilter), as the user reads it. */
const filters = [
  { value: String(PollListFilter.Active), label: 'Активни' },
  { value: String(PollListFilter.Answered), label: 'Отговорени' },
  { value: String(PollListFilter.Mine), label: 'Мои' },
  { value: String(PollListFilter.Expired), label: 'Изтекли' },
];

const emptyTexts: Record<PollListFilter, string> = {
  [PollListFilter.Active]: 'Няма активни анкети.',
  [PollListFilter.Answered]: 'Все още не сте отговорили на анкета.',
  [PollListFilter.Mine]: 'Не сте създали анкети.',
  [PollListFilter.Expired]: 'Няма изтекли анкети.',
};

function filterOf(text: string | null): PollListFilter {
  const n = Number(text);
  return (Object.values(PollListFilter) as number[]).includes(n)
    ? (n as PollListFilter)
    : PollListFilter.Active;
}

/** /polls: polls and forms by the spec's filter, paged like the API, with the user's state in each. */
export function PollsPage() {
  const { can } = usePermissions();
  // The filter and page live in the address, so a poll's "back" link returns to the same list.
  const [params, setParams] = useSearchParams();
  const type = filterOf(params.get('type'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const polls = useRouteQuery('communication.polls', {
    query: { type, PageNumber: page, PageSize: pageSize },
  });

  return (
    <ListPage
      title="Анкети и формуляри"
      action={{ resource: 'Polls', label: 'Нова анкета', to: '/polls/create', testId: 'polls-create' }}
      testId="polls"
    >
      <SegmentedControl
        // "Мои" lists the polls the user created: only for those who may create them.
        data={
          can('Polls', 'create') ? filters : filters.filter((f) => f.value !== String(PollListFilter.Mine))
        }
        value={String(type)}
        onChange={(v) => setParams({ type: v })}
        aria-label="Покажи"
        data-testid="polls-filter"
      />
      <EntityList
        query={polls}
        row={(p) => (
          <Paper withBorder p="sm" data-testid="poll-row" data-poll-id={p.id}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} miw={0}>
                <Anchor
                  component={Link}
                  to={`/polls/${p.id}`}
                  fw={p.canVote ? 700 : 500}
                  data-testid="poll-row-title"
                >
                  {p.question}
                </Anchor>
                <Text fz="sm" c="dimmed">
                  <span data-testid="poll-row-author">
                    {p.createdBy.name} ({roleLabels[p.createdBy.userType]})
                  </span>{' '}
                  · Краен срок:{' '}
                  <span data-testid="poll-row-deadline">{formatDateTime(p.expirationTime)}</span>
                </Text>
                {p.description && (
                  <Text fz="sm" lineClamp={2}>
                    {p.description}
                  </Text>
                )}
              </Stack>
              <PollState poll={p} testId="poll-row-state" />
            </Group>
          </Paper>
        )}
        paging={{
          page,
          pageSize,
          onChange: (next) => setParams({ type: String(type), page: String(next) }),
          testId: 'polls-pager',
        }}
        empty={{
          text: emptyTexts[type],
          icon: (
            <IconChecklist size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden="true" />
          ),
          action: can('Polls', 'create') && (
            <Button component={Link} to="/polls/create" variant="light" data-testid="polls-empty-create">
              Нова анкета
            </Button>
          ),
          testId: 'polls-empty',
        }}
        testId="polls-list"
      />
    </ListPage>
  );
}
