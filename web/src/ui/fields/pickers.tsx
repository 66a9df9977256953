import type { SelectProps } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import type { BoundProps } from './bind';
import { SelectField } from './choice-fields';
import {
  type Options,
  type StaffScope,
  useActivityOptions,
  useChildOptions,
  useGroupOptions,
  useProviderOptions,
  useSchoolYearOptions,
  useStaffOptions,
} from './options';

/**
 * The pickers every area needs, bound to a form field that keeps the chosen id: each reads its options
 * through one query (`./options.ts`) of the kindergarten the user works in.
 *
 * ```tsx
 * <Field.SchoolYear form={f} name="periodId" onPick={() => f.form.setValue('groupIds', [])} />
 * <Field.Child form={f} name="childId" groupId={f.form.watch('groupId')} testId="order-child" />
 * <Field.Staff form={f} name="teacherId" scope="activities" />
 * ```
 */

type PickerProps<V extends FieldValues, N extends Path<V>> = BoundProps<V, N> &
  Omit<
    SelectProps,
    'value' | 'onChange' | 'error' | 'label' | 'form' | 'name' | 'defaultValue' | 'required' | 'data'
  >;

function Picker<V extends FieldValues, N extends Path<V>>({
  options,
  ...props
}: PickerProps<V, N> & { options: Options }) {
  return (
    <SelectField
      {...props}
      data={options.options}
      disabled={props.disabled ?? options.isPending}
      searchable={options.options.length > 10}
      nothingFoundMessage="Няма съвпадения"
    />
  );
}

export function SchoolYearPicker<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: PickerProps<V, N>,
) {
  return <Picker {...props} options={useSchoolYearOptions()} />;
}

/** The groups of `periodId`'s school year (the session's when left out). */
export function GroupPicker<V extends FieldValues, N extends Path<V> = Path<V>>({
  periodId,
  ...props
}: PickerProps<V, N> & { periodId?: string }) {
  return <Picker {...props} options={useGroupOptions(periodId)} />;
}

/** The children of `groupId` (all the kindergarten's when left out). */
export function ChildPicker<V extends FieldValues, N extends Path<V> = Path<V>>({
  groupId,
  ...props
}: PickerProps<V, N> & { groupId?: string }) {
  return <Picker {...props} options={useChildOptions(groupId)} />;
}

export function StaffPicker<V extends FieldValues, N extends Path<V> = Path<V>>({
  scope,
  ...props
}: PickerProps<V, N> & { scope?: StaffScope }) {
  return <Picker {...props} options={useStaffOptions(scope)} />;
}

export function ProviderPicker<V extends FieldValues, N extends Path<V> = Path<V>>(props: PickerProps<V, N>) {
  return <Picker {...props} options={useProviderOptions()} />;
}

export function ActivityPicker<V extends FieldValues, N extends Path<V> = Path<V>>(props: PickerProps<V, N>) {
  return <Picker {...props} options={useActivityOptions()} />;
}
