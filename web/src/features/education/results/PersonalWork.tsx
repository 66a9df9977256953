import type { PersonalWorkRow } from '@gradina/shared/manifest/routes/planning/personal-work';
import { personalWorkPageSize } from '@gradina/shared/manifest/routes/planning/personal-work';
import { Checkbox, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { Loading } from '../../../ui/Loading';
import { Pager } from '../../../ui/Pager';
import { QueryError } from '../../../ui/QueryError';
import type { useMessage } from '../../../ui/result-message';
import { Filters, SearchFilter, SelectFilter } from '../../../ui/table/list-controls';
import { invalidatePersonalWork } from '../queries';
import { RowSaveCell } from './row-save';

type Msg = ReturnType<typeof useMessage>;

const sopOptions = [
  { value: 'true', label: 'Със СОП' },
  { value: 'false', label: 'Без СОП' },
];

/** A child's row: whether the child has special educational needs and the support given, saved on its own. */
function SupportRow({ row, canEdit, msg }: { row: PersonalWorkRow; canEdit: boolean; msg: Msg }) {
  const [isSop, setSop] = useState(row.isSop);
  const [support, setSupport] = useState(row.support);
  const save = useRouteMutation('planning.savePersonalEducationalWork', {
    refresh: invalidatePersonalWork,
    onSuccess: () => msg.ok(`Подкрепата на ${row.childName} е записана.`),
    onError: (e) => msg.fail(e),
  });
  const changed = isSop !== row.isSop || support !== row.support;
  return (
    <Table.Tr data-testid="support-row" data-name={row.childName}>
      <Table.Td ta="right">{row.position}</Table.Td>
      <Table.Td fw={600}>{row.childName}</Table.Td>
      <Table.Td>{row.className}</Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={`СОП – ${row.childName}`}
          checked={isSop}
          disabled={!canEdit}
          onChange={(e) => setSop(e.currentTarget.checked)}
          data-testid="support-sop"
        />
      </Table.Td>
      <Table.Td miw={260}>
        <Textarea
          aria-label={`Подкрепа – ${row.childName}`}
          value={support}
          readOnly={!canEdit}
          autosize
          maxLength={4000}
          onChange={(e) => setSupport(e.currentTarget.value)}
          data-testid="support-text"
        />
      </Table.Td>
      <RowSaveCell
        canEdit={canEdit}
        label="Запази"
        pending={save.isPending}
        disabled={!changed}
        onSave={() =>
          save.mutate({
            body: { classId: row.classId, childId: row.childId, isSop, support, version: row.version },
          })
        }
        testId="support-save"
      />
    </Table.Tr>
  );
}

/**
 * Personal educational work (issue #30): the children of the caller's groups (or of the chosen group) by
 * their number in the group, 30 a page, with whether each has special educational needs (СОП, Наредба за
 * приобщаващото образование) and the support given; a teacher of the group, a resource specialist or a
 * manager writes it.
 */
export function PersonalWork({ classId, msg }: { classId: string | null; msg: Msg }) {
  const { can } = usePermissions();
  const [page, setPage] = useState(1);
  const [isSop, setIsSop] = useState<string | null>(null);
  const [name, setName] = useState('');
  const list = useRouteQuery('planning.personalEducationalWork', {
    query: {
      classIds: classId ?? undefined,
      isSop: (isSop ?? undefined) as 'true' | 'false' | undefined,
      nameSearchTerm: name.trim() || undefined,
      orderByColumn: 'position',
      pageNumber: page,
      pageSize: personalWorkPageSize,
    },
  });
  const canEdit = can('EducationalResults', 'update');
  return (
    <Stack gap="sm" data-testid="support">
      <Filters>
        <SelectFilter
          label="СОП"
          data={sopOptions}
          value={isSop}
          onChange={(v) => {
            setIsSop(v);
            setPage(1);
          }}
          testId="support-filter"
        />
        <SearchFilter
          value={name}
          onChange={(v) => {
            setName(v);
            setPage(1);
          }}
          testId="support-search"
        />
      </Filters>
      {list.isPending && <Loading />}
      {list.error && <QueryError error={list.error} onRetry={() => list.refetch()} />}
      {list.data && list.data.result.length === 0 && (
        <Text c="dimmed" data-testid="support-empty">
          Няма деца по избраните условия.
        </Text>
      )}
      {list.data && list.data.result.length > 0 && (
        <Table.ScrollContainer minWidth={800}>
          <Table withTableBorder striped data-testid="support-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>№</Table.Th>
                <Table.Th>Дете</Table.Th>
                <Table.Th>Група</Table.Th>
                <Table.Th>СОП</Table.Th>
                <Table.Th>Подкрепа</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.result.map((r) => (
                <SupportRow key={`${r.childId}-${r.version}`} row={r} canEdit={canEdit} msg={msg} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && (
        <Pager
          page={page}
          pageSize={personalWorkPageSize}
          rowsCount={list.data.rowsCount}
          onChange={setPage}
          testId="support-pager"
        />
      )}
    </Stack>
  );
}
