import {
  CheckboxField,
  DateField,
  DateTimeField,
  FileField,
  MonthField,
  MultiSelectField,
  RadioField,
  SegmentedField,
  SelectField,
} from './choice-fields';
import { PeriodFields } from './period-fields';
import {
  ActivityPicker,
  ChildPicker,
  GroupPicker,
  ProviderPicker,
  SchoolYearPicker,
  StaffPicker,
} from './pickers';
import { MoneyField, NumberField, RichTextField, TextareaField, TextField } from './text-fields';

/**
 * The form fields of the SPA, each bound by `name` to a `useManifestForm` form: no page writes a
 * `<Controller>` (`ui/source-rules.test.ts`). The label comes from the form spec's `labels`, the required
 * mark and the text limit from the route's body schema, the message from the schema or the server.
 *
 * ```tsx
 * const f = useManifestForm('kindergartens.saveDayOff', { ...dayOffFormSpec(kindergartenId), defaultValues });
 * <Field.SchoolYear form={f} name="periodId" testId="day-off-year" />
 * <Field.Text form={f} name="name" testId="day-off-name" />
 * <Field.Date form={f} name="fromDate" testId="day-off-from" />
 * ```
 */
export const Field = {
  Text: TextField,
  Textarea: TextareaField,
  Number: NumberField,
  Money: MoneyField,
  RichText: RichTextField,
  Date: DateField,
  /** `fromDate` and `toDate` as two dates. */
  Period: PeriodFields,
  DateTime: DateTimeField,
  Month: MonthField,
  Select: SelectField,
  MultiSelect: MultiSelectField,
  Segmented: SegmentedField,
  Radio: RadioField,
  Checkbox: CheckboxField,
  File: FileField,
  SchoolYear: SchoolYearPicker,
  Group: GroupPicker,
  Child: ChildPicker,
  Staff: StaffPicker,
  Provider: ProviderPicker,
  Activity: ActivityPicker,
};

/** For an input of a feature's own (a rights matrix): its value, change, message and label by name. */
export { type BoundProps, type FieldHost, ReadOnlyFields, useBoundField } from './bind';
export * from './options';
export { AddRowButton, RemoveRowButton } from './row-buttons';
