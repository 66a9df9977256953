import { SelectFilter } from '../../ui/table/list-controls';

/** A list's filter by a request's or a notice's state ("Всички" when cleared); a change goes to page 1. */
export function StatusFilter(props: {
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (status: string | null) => void;
  testId: string;
}) {
  return <SelectFilter label="Състояние" {...props} />;
}
