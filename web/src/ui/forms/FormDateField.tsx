import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { DateField, type DateFieldProps } from './DateField';

/**
 * A form's date (`YYYY-MM-DD`, '' while empty) as a DD.MM.YYYY field with the field's message: the
 * `<Controller>` block every date of a form would otherwise write again. `error`: shown while the field
 * itself has no message (a rule across fields).
 */
export function FormDateField<V extends FieldValues>({
  control,
  name,
  error,
  ...rest
}: Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'name'> & {
  control: Control<V>;
  name: Path<V>;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      {...rest}
      value={field.value || null}
      onChange={(v) => field.onChange(v ?? '')}
      onBlur={field.onBlur}
      error={fieldState.error?.message ?? error}
    />
  );
}
