import {
  groupAgeKindNames,
  groupAgeKindOrder,
  groupMaxCapacity,
} from '@gradina/shared/manifest/routes/kindergartens/groups';
import { SimpleGrid } from '@mantine/core';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { groupFormSpec, groupValues, newGroup } from './group-form';
import { invalidateGroups } from './queries';

const ageOptions = groupAgeKindOrder.map((k) => ({ value: String(k), label: groupAgeKindNames[k] }));

/** The kindergarten's people of a kind as options (those who left keep their place in the form, by id). */
const peopleOptions = (people: readonly { id: string; name: string }[] | undefined) =>
  (people ?? []).map((t) => ({ value: t.id, label: t.name }));

/** The group's teachers and care staff, each picked from the kindergarten's people of that kind. */
const peopleFields = [
  {
    name: 'teacherIds',
    description: 'Педагогическите специалисти на детската градина',
    testId: 'group-teachers',
  },
  {
    name: 'staffIds',
    description:
      'Служителите на длъжност помощник-възпитател или медицинска сестра; в яслена група се броят в съотношението деца на възрастен',
    testId: 'group-care-staff',
  },
] as const;

/**
 * /groups/management/create and /groups/management/{id}: a group of a school year with its age group,
 * teachers (the kindergarten's pedagogical staff), places and НЕИСПУО code; an edit may close it from a date.
 * An edit that meets a newer version offers to reload it.
 */
export function GroupEditPage() {
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const existing = useRouteQuery('kindergartens.group', { path: { id: id ?? '' } }, { enabled: editing });
  const staffInput = { query: { kindergartenId } };
  const enabled = { enabled: Boolean(kindergartenId) };
  const teachers = useRouteQuery('kindergartens.groupTeacherOptions', staffInput, enabled);
  const careStaff = useRouteQuery('kindergartens.groupCareStaffOptions', staffInput, enabled);
  const page = useFormPage('kindergartens.saveGroup', {
    spec: { ...groupFormSpec(kindergartenId), defaultValues: newGroup(user.periodId ?? '') },
    record: editing ? { query: existing, toValues: groupValues } : undefined,
    refresh: invalidateGroups,
    back: '/groups/management',
  });

  return (
    <FormPage page={page} title={editing ? 'Редакция на група' : 'Нова група'} testId="group">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.SchoolYear form={page} name="periodId" disabled={editing} testId="group-year" />
        <Field.Text form={page} name="name" testId="group-name" />
        <Field.Select form={page} name="ageKind" data={ageOptions} allowDeselect testId="group-age" />
        <Field.Text
          form={page}
          name="capacity"
          description={`Брой места, от 1 до ${groupMaxCapacity}`}
          inputMode="numeric"
          required
          testId="group-capacity"
        />
      </SimpleGrid>
      {peopleFields.map((people) => (
        <Field.MultiSelect
          key={people.name}
          form={page}
          name={people.name}
          description={people.description}
          data={peopleOptions(people.name === 'teacherIds' ? teachers.data : careStaff.data)}
          testId={people.testId}
        />
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={page} name="neispuoCode" testId="group-neispuo" />
        {editing && (
          <Field.Date
            form={page}
            name="closedOn"
            description="Попълнете, за да закриете групата (без деца в нея)"
            clearable
            testId="group-closed-on"
          />
        )}
      </SimpleGrid>
      <Field.Checkbox form={page} name="isForSubstitution" testId="group-substitution" />
    </FormPage>
  );
}
