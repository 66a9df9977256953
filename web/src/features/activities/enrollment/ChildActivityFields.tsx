import type { ComboboxItem } from '@mantine/core';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { Field, type FieldHost } from '../../../ui/fields';
import type { EntityColumn } from '../../../ui/table/EntityTable';
import { useRequestChildOptions } from './queries';

/** A form that names a child and one of its activities (a request to enrol, a request to leave). */
interface ChildActivity extends FieldValues {
  studentId: string;
  activityId: string;
}

/**
 * The child (of those the caller may file for) and the activity: the activity is picked among those the
 * chosen child may enrol in or leave (`activities`), so a new child clears it.
 */
export function ChildActivityFields<V extends ChildActivity>({
  page,
  kindergartenId,
  activities,
  noActivities,
  testId,
}: {
  page: FieldHost<V>;
  kindergartenId: string;
  activities: ComboboxItem[];
  noActivities: string;
  testId: string;
}) {
  const children = useRequestChildOptions(kindergartenId);
  const studentId = page.form.watch('studentId' as Path<V>);
  return (
    <>
      <Field.Select
        form={page}
        name={'studentId' as Path<V>}
        data={children.data ?? []}
        searchable
        nothingFoundMessage="Няма деца"
        onPick={() => page.form.setValue('activityId' as Path<V>, '' as PathValue<V, Path<V>>)}
        testId={`${testId}-child`}
      />
      <Field.Select
        form={page}
        name={'activityId' as Path<V>}
        disabled={!studentId}
        data={activities}
        nothingFoundMessage={noActivities}
        testId={`${testId}-activity`}
      />
    </>
  );
}

/** The first columns of the requests' and the removals' lists: the child (sorted by) and the activity. */
export function childActivityColumns<
  T extends { studentName: string; activityName: string },
>(): EntityColumn<T>[] {
  return [
    {
      id: 'child',
      header: 'Дете',
      cell: (r) => r.studentName,
      sortText: (r) => r.studentName,
      td: { fw: 600 },
    },
    { id: 'activity', header: 'Дейност', cell: (r) => r.activityName },
  ];
}
