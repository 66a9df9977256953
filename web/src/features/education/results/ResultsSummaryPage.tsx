import { Table, Text } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { Loading } from '../../../ui/Loading';
import { ExportButton, ListPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { GroupFilter } from '../GroupFilter';

/**
 * /educational-results/references: the group's summary — children at each level per educational area at the
 * start and at the end of the year, and how many rose, stayed or fell — with its Excel print.
 */
export function ResultsSummaryPage() {
  const [classId, setClassId] = useState<string | null>(null);
  const summary = useRouteQuery(
    'planning.resultsSummary',
    { path: { classId: classId ?? '' } },
    { enabled: Boolean(classId) },
  );
  const s = summary.data;
  return (
    <ListPage
      title="Обобщение на резултатите"
      intro="Децата на групата по нива и направления в началото и в края на годината."
      maw={1200}
      testId="results-summary"
    >
      <GroupFilter value={classId} onChange={setClassId} testId="results-summary">
        {classId && (
          <ExportButton
            label="Експорт в Excel"
            run={() => callApi('planning.resultsSummaryExport', { path: { classId } })}
            testId="results-summary-export"
          />
        )}
      </GroupFilter>
      {classId && summary.isPending && <Loading />}
      {classId && summary.error && <QueryError error={summary.error} onRetry={() => summary.refetch()} />}
      {s && (
        <>
          <Text data-testid="results-summary-children">Деца в групата: {s.children}</Text>
          <Table.ScrollContainer minWidth={800}>
            <Table withTableBorder striped data-testid="results-summary-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Направление</Table.Th>
                  {s.levels.map((l) => (
                    <Table.Th key={`s${l.level}`}>Начало: {l.name}</Table.Th>
                  ))}
                  {s.levels.map((l) => (
                    <Table.Th key={`e${l.level}`}>Край: {l.name}</Table.Th>
                  ))}
                  <Table.Th>С напредък</Table.Th>
                  <Table.Th>Без промяна</Table.Th>
                  <Table.Th>С регрес</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.rows.map((r) => (
                  <Table.Tr key={r.area} data-testid="results-summary-row" data-area={r.areaName}>
                    <Table.Td fw={600}>{r.areaName}</Table.Td>
                    {s.levels.map((l) => (
                      <Table.Td key={`s${l.level}`} ta="right">
                        {r.start[String(l.level)] ?? 0}
                      </Table.Td>
                    ))}
                    {s.levels.map((l) => (
                      <Table.Td key={`e${l.level}`} ta="right">
                        {r.end[String(l.level)] ?? 0}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" data-testid="results-summary-improved">
                      {r.improved}
                    </Table.Td>
                    <Table.Td ta="right">{r.same}</Table.Td>
                    <Table.Td ta="right">{r.declined}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </ListPage>
  );
}
