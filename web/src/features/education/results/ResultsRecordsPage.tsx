import { ResultStage, resultStageNames } from '@gradina/shared/education/education';
import { SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { Loading } from '../../../ui/Loading';
import { ListPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { useMessage } from '../../../ui/result-message';
import { GroupFilter } from '../GroupFilter';
import { invalidateResults } from '../queries';
import { PersonalWork } from './PersonalWork';
import { RowSaveCell } from './row-save';

type Record = ApiReply<'planning.groupResults'>[number];
type Template = ApiReply<'planning.resultsTemplate'>;

const stages = [ResultStage.Start, ResultStage.End].map((s) => ({
  value: String(s),
  label: resultStageNames[s],
}));

/** One child's row: a level per area of the template, saved on its own. */
function ChildResultRow({
  record,
  template,
  stage,
  classId,
  canEdit,
  stale,
  onSaved,
  onFailed,
}: {
  record: Record;
  template: Template;
  stage: ResultStage;
  classId: string;
  canEdit: boolean;
  /** The group's records are being read again after a save: the row's version is not the latest yet. */
  stale: boolean;
  onSaved: (name: string) => void;
  onFailed: (e: Error) => void;
}) {
  const stored = stage === ResultStage.Start ? record.start : record.end;
  const [levels, setLevels] = useState<{ [area: string]: number }>(stored);
  const save = useRouteMutation('planning.saveChildResult', {
    refresh: invalidateResults,
    onSuccess: () => onSaved(record.childName),
    onError: onFailed,
  });
  const options = template.levels.map((l) => ({ value: String(l.level), label: l.name }));
  return (
    <Table.Tr data-testid="results-row" data-name={record.childName}>
      <Table.Td fw={600}>{record.childName}</Table.Td>
      {template.areas.map((a) => (
        <Table.Td key={a.area} miw={130}>
          <Select
            aria-label={`${a.name} – ${record.childName}`}
            data={options}
            disabled={!canEdit}
            clearable
            allowDeselect={false}
            value={levels[a.area] ? String(levels[a.area]) : null}
            onChange={(v) =>
              setLevels((l) => {
                const { [a.area]: _gone, ...rest } = l;
                return v ? { ...rest, [a.area]: Number(v) } : rest;
              })
            }
            data-testid="results-level"
          />
        </Table.Td>
      ))}
      <RowSaveCell
        canEdit={canEdit}
        label="Запиши"
        pending={save.isPending}
        disabled={stale}
        onSave={() =>
          save.mutate({ body: { classId, childId: record.childId, stage, levels, version: record.version } })
        }
        testId="results-save"
      />
    </Table.Tr>
  );
}

/**
 * /educational-results/records: the children of a group with their level in each educational area of the
 * kindergarten's template, at the start or at the end of the school year; each child's row is saved on its
 * own. A parent sees their own child only. The staff switch to the personal educational work of the
 * children (the spec's `personalEducationalWork`, which has no screen of its own in the route table).
 */
export function ResultsRecordsPage() {
  const { can } = usePermissions();
  const [classId, setClassId] = useState<string | null>(null);
  const [stage, setStage] = useState<ResultStage>(ResultStage.Start);
  const [view, setView] = useState<'results' | 'support'>('results');
  const template = useRouteQuery('planning.resultsTemplate', {});
  const records = useRouteQuery(
    'planning.groupResults',
    { path: { classId: classId ?? '' } },
    { enabled: Boolean(classId) },
  );
  const msg = useMessage();
  const canEdit = can('EducationalResults', 'update');
  return (
    <ListPage
      title="Образователни резултати"
      intro="Нивото на всяко дете по образователните направления в началото и в края на учебната година."
      msg={msg}
      maw={1200}
      testId="results"
    >
      {/* The support of children with special needs is the staff's (parents read their child's results only). */}
      {canEdit && (
        <SegmentedControl
          value={view}
          onChange={(v) => {
            msg.clear();
            setView(v as 'results' | 'support');
          }}
          data={[
            { value: 'results', label: 'Резултати по направления' },
            { value: 'support', label: 'Личностна подкрепа (СОП)' },
          ]}
          // Full width up to a card's, with labels that wrap: the two choices fit a 390 px phone.
          fullWidth
          maw={520}
          styles={{ label: { whiteSpace: 'normal' } }}
          data-testid="results-view"
        />
      )}
      <GroupFilter value={classId} onChange={setClassId} testId="results">
        {view === 'results' && (
          <Select
            label="Етап"
            data={stages}
            value={String(stage)}
            allowDeselect={false}
            onChange={(v) => {
              msg.clear();
              setStage(Number(v) as ResultStage);
            }}
            data-testid="results-stage"
          />
        )}
      </GroupFilter>
      {view === 'support' && <PersonalWork classId={classId} msg={msg} />}
      {view === 'results' && classId && (records.isPending || template.isPending) && <Loading />}
      {view === 'results' && classId && (records.error || template.error) && (
        <QueryError
          error={records.error ?? template.error}
          onRetry={() => records.refetch()}
          testId="results-error"
        />
      )}
      {view === 'results' && classId && records.data && template.data && (
        <Stack gap="xs">
          {records.data.length === 0 && <Text c="dimmed">В групата няма деца.</Text>}
          <Table.ScrollContainer minWidth={900}>
            <Table withTableBorder striped data-testid="results-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Дете</Table.Th>
                  {template.data.areas.map((a) => (
                    <Table.Th key={a.area}>{a.name}</Table.Th>
                  ))}
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.data.map((r) => (
                  <ChildResultRow
                    key={`${r.childId}-${stage}-${r.version}`}
                    record={r}
                    template={template.data}
                    stage={stage}
                    classId={classId}
                    canEdit={canEdit}
                    stale={records.isFetching}
                    onSaved={(name) => msg.ok(`Резултатите на ${name} са записани.`)}
                    onFailed={(e) => msg.fail(e)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </ListPage>
  );
}
