import {
  type QualificationActivity,
  qualificationFormNames,
} from '@gradina/shared/manifest/routes/books/qualification';
import { Button, Text } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { useStaffOptions } from '../../../ui/fields';
import { formatDate } from '../../../ui/format/dates';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';
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
  const kindergartenId = useKindergartenId() ?? '';
  const staff = useStaffOptions('pedagogues');
  const paging = usePaging('qualifications', 50);
  const staffId = useFilter<string | null>(paging, null);
  const list = useRouteQuery(
    'books.qualificationActivities',
    { query: { kindergartenId, ...(staffId.value ? { staffId: staffId.value } : {}), ...paging.query } },
    { enabled: Boolean(kindergartenId) },
  );
  const actions = useListActions<QualificationActivity>('QualificationActivities', {
    create: { label: 'Нова квалификация', to: '/administration/qualification-activities/create' },
    edit: (q) => `/administration/qualification-activities/${q.id}`,
    remove: (q) => callApi('books.deleteQualificationActivity', { path: { id: q.id } }),
    refresh: invalidateQualifications,
    deletedText: (q) => `Квалификацията „${q.topic}“ на ${q.staffName} е изтрита.`,
    refusedText: 'Квалификацията не беше изтрита.',
    title: 'Изтриване на квалификация',
    question: (q) => `Да бъде ли изтрита квалификацията „${q.topic}“ на ${q.staffName} и удостоверението ѝ?`,
    testId: 'qualification',
    rowData: (q) => ({ 'data-topic': q.topic }),
  });
  return (
    <ListPage
      title="Квалификационни дейности"
      intro="Обученията на персонала с академичните часове, квалификационните кредити и удостоверенията."
      {...actions.page}
      testId="qualifications"
    >
      {list.data && (
        <Text data-testid="qualifications-totals">
          Общо: {list.data.totalHours} академични часа, {list.data.totalCredits} квалификационни кредита.
        </Text>
      )}
      <EntityTable<QualificationActivity>
        filters={
          <Filters>
            <SelectFilter
              label="Служител"
              data={staff.options}
              {...staffId}
              searchable
              testId="qualifications-staff"
            />
          </Filters>
        }
        paging={paging}
        query={list}
        columns={columns}
        {...actions.table}
        empty="Все още няма записани квалификации."
        minWidth={760}
      />
    </ListPage>
  );
}
