import {
  type QualificationActivity,
  qualificationFormNames,
} from '@gradina/shared/manifest/routes/books/qualification';
import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { useStaffOptions } from '../../../ui/fields';
import { formatDate } from '../../../ui/format/dates';
import { ListPage, useRowActions } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SelectFilter, usePaging } from '../../../ui/table/list-controls';
import { pagedRows } from '../paged-rows';
import { invalidateQualifications } from './queries';

const columns: EntityColumn<QualificationActivity>[] = [
  { id: 'staff', header: 'Служител', cell: (q) => q.staffName, td: { fw: 600 } },
  { id: 'topic', header: 'Тема', cell: (q) => q.topic },
  { id: 'form', header: 'Форма', cell: (q) => qualificationFormNames[q.form] ?? '' },
  { id: 'dates', header: 'Период', cell: (q) => `${formatDate(q.fromDate)} – ${formatDate(q.toDate)}` },
  { id: 'hours', header: 'Часове', cell: (q) => q.hours },
  { id: 'credits', header: 'Кредити', cell: (q) => q.credits },
  {
    id: 'certificate',
    header: 'Удостоверение',
    cell: (q) =>
      q.file ? (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => void callApi('books.qualificationCertificate', { path: { id: q.id } })}
          data-testid="qualification-certificate"
        >
          {q.certificateNumber || q.file.fileName}
        </Button>
      ) : (
        q.certificateNumber
      ),
  },
];

/**
 * /administration/qualification-activities: the staff's trainings, the latest first, by staff member, with
 * the hours and credits they add up to.
 */
export function QualificationsPage() {
  const client = useQueryClient();
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const staff = useStaffOptions('pedagogues');
  const [staffId, setStaffId] = useState<string | null>(null);
  const paging = usePaging('qualifications', 50);
  const list = useRouteQuery(
    'books.qualificationActivities',
    { query: { kindergartenId, ...(staffId ? { staffId } : {}), ...paging.query } },
    { enabled: Boolean(kindergartenId) },
  );
  const msg = useMessage();
  const remove = useListDelete<QualificationActivity>({
    remove: (q) => callApi('books.deleteQualificationActivity', { path: { id: q.id } }),
    msg,
    refresh: () => invalidateQualifications(client),
    deletedText: (q) => `Квалификацията „${q.topic}“ на ${q.staffName} е изтрита.`,
    refusedText: 'Квалификацията не беше изтрита.',
    title: 'Изтриване на квалификация',
    question: (q) => `Да бъде ли изтрита квалификацията „${q.topic}“ на ${q.staffName} и удостоверението ѝ?`,
    testId: 'qualification-delete',
  });
  const rowActions = useRowActions<QualificationActivity>('QualificationActivities', {
    edit: (q) => `/administration/qualification-activities/${q.id}`,
    remove,
    testId: 'qualification',
  });
  return (
    <ListPage
      title="Квалификационни дейности"
      intro="Обученията на персонала с академичните часове, квалификационните кредити и удостоверенията."
      action={{
        resource: 'QualificationActivities',
        label: 'Нова квалификация',
        to: '/administration/qualification-activities/create',
        testId: 'qualification-create',
      }}
      msg={msg}
      remove={remove}
      testId="qualifications"
    >
      {list.data && (
        <Text data-testid="qualifications-totals">
          Общо: {list.data.totalHours} академични часа, {list.data.totalCredits} квалификационни кредита.
        </Text>
      )}
      <EntityTable<QualificationActivity>
        columns={columns}
        {...pagedRows(list, paging)}
        filters={
          <Filters>
            <SelectFilter
              label="Служител"
              data={staff.options}
              value={staffId}
              onChange={paging.filter(setStaffId)}
              searchable
              testId="qualifications-staff"
            />
          </Filters>
        }
        rowProps={(q) => ({ 'data-testid': 'qualification-row', 'data-topic': q.topic })}
        rowActions={rowActions}
        empty={{ text: 'Все още няма записани квалификации.', testId: 'qualifications-empty' }}
        minWidth={760}
        testId="qualifications-table"
      />
    </ListPage>
  );
}
