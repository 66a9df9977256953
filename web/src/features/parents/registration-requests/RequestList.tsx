import { RequestStatus } from '@gradina/shared';
import { Anchor, SegmentedControl, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { formatDate } from '../../../ui/format/dates';
import { relationLabel, requestStatusOptions } from '../../../ui/format/labels';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { childId, childName, type RequestItem, requestsPath, StatusBadge } from './request-parts';

const pageSize = 20;

const columns: EntityColumn<RequestItem>[] = [
  { id: 'created', header: 'Подадена', cell: (r) => formatDate(r.createdAt) },
  {
    id: 'parent',
    header: 'Родител',
    cell: (r) => (
      <>
        <Anchor
          component={Link}
          to={`${requestsPath}/${encodeURIComponent(r.id)}`}
          fw={600}
          data-testid="registrations-row-open"
        >
          {r.firstName} {r.lastName}
        </Anchor>
        <Text fz="sm" c="dimmed">
          {r.email}
        </Text>
      </>
    ),
  },
  { id: 'phone', header: 'Телефон', cell: (r) => r.phone ?? '—' },
  {
    id: 'child',
    header: 'Дете',
    cell: (r) => (
      <>
        <Text fz="sm">{childName(r)}</Text>
        <Text fz="sm" c="dimmed">
          {childId(r)}
        </Text>
      </>
    ),
  },
  { id: 'relation', header: 'Родство', cell: (r) => relationLabel(r.relation) },
  {
    id: 'status',
    header: 'Статус',
    cell: (r) => (
      <>
        <StatusBadge status={r.status} />
        {r.decidedAt && (
          <Text fz="xs" c="dimmed">
            {formatDate(r.decidedAt)}
          </Text>
        )}
      </>
    ),
  },
];

/** One status at a time (pending first), paged by the server. */
export function RequestList({ kindergartenId }: { kindergartenId: string }) {
  const [params, setParams] = useSearchParams();
  const status = Number(params.get('status') ?? RequestStatus.Pending) as RequestStatus;
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const list = useRouteQuery('identity.registrationRequests', {
    query: { kindergartenId, status, PageNumber: page, PageSize: pageSize },
  });
  const search = (next: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...next });

  return (
    <EntityTable<RequestItem>
      filters={
        <SegmentedControl
          w="fit-content"
          aria-label="Статус на заявките"
          data-testid="registrations-status"
          value={String(status)}
          onChange={(v) => search({ status: v, page: '1' })}
          data={requestStatusOptions}
        />
      }
      paging={{
        page,
        pageSize,
        rowsCount: list.data?.rowsCount ?? 0,
        onChange: (p) => search({ page: String(p) }),
      }}
      query={list}
      columns={columns}
      rowProps={(r) => ({ 'data-testid': 'registrations-row', 'data-email': r.email })}
      empty={{ text: 'Няма заявки в този списък.', testId: 'registrations-empty' }}
      minWidth={760}
      testId="registrations-table"
    />
  );
}
