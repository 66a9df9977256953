import { ProcessingStatus, Role } from '@gradina/shared';
import { Alert, Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { ListPage } from '../../../ui/page';
import { useReasonAsk } from '../../../ui/ReasonModal';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { usePagedRouteQuery } from '../../../ui/table/paged-query';
import { StatusFilter } from '../StatusFilter';
import { type LockedDays, LockedDaysModal } from './LockedDaysModal';
import { NoteFormModal } from './NoteFormModal';
import { invalidateNotes } from './queries';

type Note = ApiReply<'attendance.medicalNotes'>['result'][number];
type Approval = ApiReply<'attendance.approveMedicalNote'>;

/** What an approval did, in words: days excused, or only suggested (the automatic excuse is off). */
function approvalText(reply: Approval) {
  const excused = reply.excusedDays.length;
  if (excused > 0)
    return `Медицинската бележка е одобрена; ${excused === 1 ? '1 ден е извинен' : `${excused} дни са извинени`} по болест.`;
  if (reply.suggestedDays.length > 0)
    return 'Медицинската бележка е одобрена. Дните не са извинени автоматично: използвайте „Извини дните“.';
  return 'Медицинската бележка е одобрена.';
}

/** ProcessingStatus 0-3 as a notice reads, with its colour. */
const statusLabels = ['Неразгледана', 'Одобрена', 'Анулирана', 'Некоректна'] as const;
const statusColors = ['yellow', 'green', 'red', 'gray'] as const;
const statusOptions = statusLabels.map((label, value) => ({ value: String(value), label }));
const pageSize = 20;

const columns: EntityColumn<Note>[] = [
  {
    id: 'child',
    header: 'Дете',
    cell: (n) => n.studentName,
    sortText: (n) => n.studentName,
    td: { fw: 600 },
  },
  { id: 'group', header: 'Група', cell: (n) => n.groupName },
  { id: 'from', header: 'От', cell: (n) => formatDate(n.fromDate) },
  { id: 'to', header: 'До', cell: (n) => formatDate(n.toDate) },
  { id: 'days', header: 'Работни дни', cell: (n) => n.workingDays },
  { id: 'doctor', header: 'Лекар', cell: (n) => n.doctor },
  {
    id: 'scan',
    header: 'Документ',
    cell: (n) =>
      n.scanUrl ? (
        <Anchor href={n.scanUrl} target="_blank" rel="noopener" data-testid="note-scan-link">
          {n.scanName}
        </Anchor>
      ) : (
        '—'
      ),
  },
  {
    id: 'status',
    header: 'Състояние',
    cell: (n) => (
      <Stack gap={2}>
        <Badge color={statusColors[n.status] ?? 'gray'} variant="light" data-testid="note-status">
          {statusLabels[n.status] ?? ''}
        </Badge>
        {n.comment && (
          <Text size="xs" c="dimmed">
            {n.comment}
          </Text>
        )}
      </Stack>
    ),
  },
];

/**
 * /attendances/medical-notices: the school year's medical notices the caller may see; register one (a parent
 * for their own children), and the director approves (with the kindergarten's automatic excuse the covered
 * days become excused sickness in the grid; without it „Извини дните“ does it) or annuls with a comment;
 * locked days an approval could not excuse are shown, and the director may excuse them; Excel export.
 */
export function MedicalNoticesPage() {
  const { can, is } = usePermissions();
  const client = useQueryClient();
  const kindergartenId = useKindergartenId();
  const [status, setStatus] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [locked, setLocked] = useState<LockedDays & { note: Note }>();
  const msg = useMessage();
  const paged = usePagedRouteQuery(
    'attendance.medicalNotes',
    { kindergartenId: kindergartenId ?? '', status: status ? Number(status) : undefined },
    { testId: 'notes', pageSize, enabled: Boolean(kindergartenId) },
  );
  const approve = useMutation({
    mutationFn: (v: { note: Note; excuse?: true; excuseLockedDays?: true }) =>
      callApi('attendance.approveMedicalNote', {
        body: { kindergartenId, id: v.note.id, excuse: v.excuse, excuseLockedDays: v.excuseLockedDays },
      }),
    onSuccess: async (reply, v) => {
      msg.ok(approvalText(reply));
      setLocked(
        reply.lockedDays.length > 0
          ? { noteId: v.note.id, studentName: v.note.studentName, dates: reply.lockedDays, note: v.note }
          : undefined,
      );
      await invalidateNotes(client);
    },
    onError: (e) => msg.fail(e),
  });
  const annul = useMutation({
    mutationFn: ({ n, comment }: { n: Note; comment: string }) =>
      callApi('attendance.annulMedicalNote', { path: { id: n.id }, body: { kindergartenId, comment } }),
    onSuccess: async () => {
      annulling.close();
      msg.ok('Медицинската бележка е анулирана.');
      await invalidateNotes(client);
    },
  });
  const annulling = useReasonAsk<Note>({
    title: 'Анулиране на медицинска бележка',
    reason: { label: 'Коментар', required: true, error: annul.error?.message, testId: 'note-annul-comment' },
    action: { label: 'Анулирай', testId: 'note-annul-confirm' },
    send: (n, comment) => annul.mutate({ n, comment }),
    pending: annul.isPending,
    about: (n) => `${n.studentName}, ${formatDate(n.fromDate)} – ${formatDate(n.toDate)}`,
    onAsk: () => {
      msg.clear();
      annul.reset();
    },
  });

  if (!kindergartenId) return <Alert color="yellow">Медицинските бележки са в детска градина.</Alert>;
  const manager = is(Role.Director, Role.Administrator);

  return (
    <ListPage
      title="Медицински бележки"
      intro="Одобрената бележка извинява работните дни в нея като отсъствие по болест, и вече отбелязаните отсъствия (автоматично или с „Извини дните“, според настройката на градината). Заключените дни извинява само директорът."
      action={
        can('MedicalNotes', 'create') && {
          label: 'Нова медицинска бележка',
          onClick: () => setCreating(true),
          testId: 'note-create',
        }
      }
      actions={
        <Button
          variant="default"
          onClick={() =>
            callApi('attendance.exportMedicalNotes', { query: { kindergartenId } }).catch((e) => msg.fail(e))
          }
          data-testid="notes-export"
        >
          Excel
        </Button>
      }
      msg={msg}
      maw={1200}
      testId="medical-notices"
      messageTestId="notes"
    >
      <EntityTable<Note>
        filters={
          <StatusFilter
            data={statusOptions}
            value={status}
            onChange={paged.filter(setStatus)}
            testId="notes-status"
          />
        }
        {...paged.table}
        columns={columns}
        rowProps={(n) => ({ 'data-testid': 'note-row', 'data-child': n.studentName })}
        rowActions={
          manager
            ? (n) =>
                n.status === ProcessingStatus.Unprocessed ? (
                  <>
                    <Button
                      size="xs"
                      variant="light"
                      color="green"
                      loading={approve.isPending && approve.variables?.note.id === n.id}
                      onClick={() => {
                        msg.clear();
                        approve.mutate({ note: n });
                      }}
                      data-testid="note-approve"
                    >
                      Одобри
                    </Button>
                    {annulling.button(n, 'note-annul')}
                  </>
                ) : n.status === ProcessingStatus.Approved && !n.isExcused ? (
                  <Button
                    size="xs"
                    variant="light"
                    loading={approve.isPending && approve.variables?.note.id === n.id}
                    onClick={() => {
                      msg.clear();
                      approve.mutate({ note: n, excuse: true });
                    }}
                    data-testid="note-excuse"
                  >
                    Извини дните
                  </Button>
                ) : null
            : undefined
        }
        empty={{ text: 'Няма медицински бележки в тази учебна година.', testId: 'notes-empty' }}
        minWidth={980}
        testId="notes-table"
      />
      <NoteFormModal
        kindergartenId={kindergartenId}
        opened={creating}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          msg.ok('Медицинската бележка е записана и чака одобрение от директора.');
        }}
      />
      <LockedDaysModal
        locked={locked}
        isDirector={is(Role.Director)}
        pending={approve.isPending}
        onExcuse={() => locked && approve.mutate({ note: locked.note, excuse: true, excuseLockedDays: true })}
        onClose={() => setLocked(undefined)}
      />
      {annulling.modal}
    </ListPage>
  );
}
