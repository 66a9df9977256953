import { DayOffType } from '@gradina/shared';
import { SimpleGrid } from '@mantine/core';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { dayOffTypeLabels } from '../../../ui/format/labels';
import { FormPage, useFormPage } from '../../../ui/page';
import { dayOffFormSpec, dayOffValues, newDayOff } from './day-off-form';
import { invalidateDaysOff } from './queries';

const typeOptions = Object.values(DayOffType).map((t) => ({ value: String(t), label: dayOffTypeLabels[t] }));

/**
 * /days-off/create and /days-off/{id}: a day off of the kindergarten, its type, dates and, for a quarantine
 * of some groups, those groups (none: the whole kindergarten). An edit that meets a newer version offers to
 * reload it.
 */
export function DayOffEditPage() {
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const existing = useRouteQuery('kindergartens.dayOff', { path: { id: id ?? '' } }, { enabled: editing });
  const page = useFormPage('kindergartens.saveDayOff', {
    spec: { ...dayOffFormSpec(kindergartenId), defaultValues: newDayOff(user.periodId ?? '') },
    record: editing ? { query: existing, toValues: dayOffValues } : undefined,
    refresh: invalidateDaysOff,
    back: '/days-off',
  });
  const periodId = page.form.watch('periodId');
  const groups = useRouteQuery(
    'kindergartens.dayOffGroups',
    { query: { kindergartenId, periodId } },
    { enabled: Boolean(periodId) },
  );

  return (
    <FormPage page={page} title={editing ? 'Редакция на почивен ден' : 'Нов почивен ден'} testId="day-off">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.SchoolYear
          form={page}
          name="periodId"
          onPick={() => page.form.setValue('groupIds', [])}
          testId="day-off-year"
        />
        <Field.Select
          form={page}
          name="type"
          description="Само „Почивен ден“ затваря деня; при карантина, грипна и друга ваканция присъствията се отбелязват (ПК, ГВ, П)."
          data={typeOptions}
          allowDeselect
          testId="day-off-type"
        />
      </SimpleGrid>
      <Field.Text form={page} name="name" testId="day-off-name" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Period form={page} testId="day-off" />
      </SimpleGrid>
      <Field.MultiSelect
        form={page}
        name="groupIds"
        description="Без избрани групи се отнася за цялата детска градина."
        data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
        testId="day-off-groups"
      />
    </FormPage>
  );
}
