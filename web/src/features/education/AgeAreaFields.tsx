import type { FieldValues, Path } from 'react-hook-form';
import { Field, type FieldHost } from '../../ui/fields';
import { ageOptions, areaOptions } from './themes/CustomThemesPage';

const choices = [
  { name: 'ageGroup', data: ageOptions, testId: 'age' },
  { name: 'area', data: areaOptions, testId: 'area' },
] as const;

/**
 * A topic's age group and educational area, side by side in the caller's grid: the form's `ageGroup` and
 * `area` (the numbers as text), labelled by the form spec. Test ids `<testId>-age` and `<testId>-area`;
 * `disabled` where a stored record keeps them (its id names them).
 */
export function AgeAreaFields<V extends FieldValues>(props: {
  form: FieldHost<V>;
  disabled?: boolean;
  testId: string;
}) {
  return choices.map((c) => (
    <Field.Select
      key={c.name}
      form={props.form}
      name={c.name as Path<V>}
      data={c.data}
      disabled={props.disabled}
      testId={`${props.testId}-${c.testId}`}
    />
  ));
}
