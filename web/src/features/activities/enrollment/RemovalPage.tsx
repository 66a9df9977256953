import { Role } from '@gradina/shared';
import type { Removal } from '@gradina/shared/manifest/routes/activities/enrollment';
import { Alert, Paper, SimpleGrid, Title } from '@mantine/core';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { formatDate, formatDateDigits } from '../../../ui/format/dates';
import { FormFrame, ListPage, useFormPage } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { usePaging } from '../../../ui/table/list-controls';
import { ChildActivityFields, childActivityColumns } from './ChildActivityFields';
import { leaveFormSpec, newLeave } from './enrollment-form';
import { invalidateEnrollment, useDelistableActivities, useRemovals } from './queries';

const listPath = '/activities/applications/removal';
const pageSize = 20;

const columns: EntityColumn<Removal>[] = [
  ...childActivityColumns(),
  { id: 'leave', header: 'Последен ден', cell: (r) => formatDate(r.leaveDate) },
  { id: 'by', header: 'Подадено от', cell: (r) => r.requestedByName },
  { id: 'at', header: 'Подадено на', cell: (r) => formatDateDigits(r.createdAt) },
  { id: 'note', header: 'Бележка', cell: (r) => r.note ?? '' },
];

/** The parent's form: the child, an activity it may leave, the last day (the activity's notice days ahead). */
function LeaveForm({ kindergartenId, onDone }: { kindergartenId: string; onDone: (text: string) => void }) {
  const page = useFormPage('activities.leaveDates', {
    spec: { ...leaveFormSpec(kindergartenId), defaultValues: newLeave() },
    refresh: invalidateEnrollment,
    back: listPath,
    onSaved: (_reply, v) => {
      page.form.reset(newLeave());
      onDone(`Детето е отписано от дейността с последен ден ${formatDate(v.leaveDate)}.`);
    },
  });
  const activities = useDelistableActivities(kindergartenId, page.form.watch('studentId'));
  const chosen = activities.data?.find((a) => a.id === page.form.watch('activityId'));
  return (
    <Paper withBorder p="lg" radius="md">
      <FormFrame page={page} saveLabel="Отпиши" onCancel={false} testId="removal">
        <Title order={2} size="h4">
          Заявление за отписване
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ChildActivityFields
            page={page}
            kindergartenId={kindergartenId}
            activities={(activities.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
            noActivities="Няма дейности с отписване по заявление"
            testId="removal"
          />
          <Field.Date
            form={page}
            name="leaveDate"
            description={chosen ? `Поне ${chosen.delistmentNoticeDays} дни предизвестие` : undefined}
            testId="removal-date"
          />
        </SimpleGrid>
        <Field.Textarea form={page} name="note" minRows={2} />
      </FormFrame>
    </Paper>
  );
}

/**
 * /activities/applications/removal: a parent takes a child off an activity that allows it (the period ends
 * on the leave date); the list of removals below (staff: all of them, a parent: their own).
 */
export function RemovalPage() {
  const { can, is } = usePermissions();
  const msg = useMessage();
  const pages = usePaging('removal', pageSize);
  const kindergartenId = useKindergartenId() ?? '';
  const list = useRemovals(kindergartenId, pages.page, pageSize);
  if (!kindergartenId) return <Alert color="yellow">Отписванията се правят в детска градина.</Alert>;
  return (
    <ListPage
      title="Отписване от допълнителни дейности"
      intro="Родителят може да отпише детето от дейност, която позволява това, с предизвестие от дните, които дейността изисква. Последният ден на участие е датата на отписване."
      msg={msg}
      testId="removal"
    >
      {is(Role.Parent) && can('ActivityEnrollments', 'create') && (
        <LeaveForm kindergartenId={kindergartenId} onDone={(text) => msg.ok(text)} />
      )}
      <EntityTable<Removal>
        paging={pages}
        caption="Отписвания"
        query={list}
        columns={columns}
        rowProps={(r) => ({ 'data-testid': 'removal-row', 'data-child': r.studentName })}
        empty="Няма отписвания."
        minWidth={760}
      />
    </ListPage>
  );
}
