import { AbsenceType } from '@gradina/shared';
import { formatDate } from '../../../ui/format/dates';
import type { EntityColumn } from '../../../ui/table/EntityTable';
import type { AttendanceRequestRow } from './RequestRowActions';
import { childColumns, RequestsPage, statusBadge } from './RequestsPage';

const columns: EntityColumn<AttendanceRequestRow>[] = [
  ...childColumns,
  { id: 'from', header: 'От', cell: (r) => formatDate(r.fromDate) },
  { id: 'to', header: 'До', cell: (r) => formatDate(r.toDate) },
  { id: 'days', header: 'Работни дни', cell: (r) => r.workingDays },
  { id: 'status', header: 'Състояние', cell: statusBadge },
  { id: 'by', header: 'Подадено от', cell: (r) => r.createdByName },
];

/** /attendances/applications/personal-reasons: the family-reason absence requests. */
export function PersonalReasonsPage() {
  return (
    <RequestsPage
      absenceType={AbsenceType.AbsenceFamilyReason}
      title="Отсъствия по семейни причини"
      intro="Дете в задължителна предучилищна възраст може да отсъства по семейни причини до 15 дни в учебната година (Наредба № 5, чл. 10, от учебната 2024/25 г.; дните от всички групи на детето се броят заедно) с писмено уведомление от родителя. Одобреното заявление отбелязва дните в дневника."
      createPath="/attendances/applications/personal-reasons/create"
      createLabel="Ново заявление"
      columns={columns}
      testId="personal-reasons"
    />
  );
}
