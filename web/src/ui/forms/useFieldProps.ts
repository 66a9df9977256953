import {
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useController,
} from 'react-hook-form';

/** A controlled input's value, change and message, for inputs that take `value`, `onChange` and `error`. */
export function useFieldProps<V extends FieldValues, N extends Path<V>>(form: UseFormReturn<V>, name: N) {
  const { field, fieldState } = useController({ control: form.control, name });
  return {
    value: field.value as PathValue<V, N>,
    onChange: field.onChange as (value: PathValue<V, N>) => void,
    error: fieldState.error?.message,
  };
}
