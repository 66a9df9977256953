import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useGroupOptions } from '../../ui/fields';
import { SelectFilter } from '../../ui/table/list-controls';

/**
 * The education pages' filter row: the group (the session's school year's groups) and the page's own
 * second filter beside it, two columns on a desktop, one on a phone. Test id: `<testId>-group`.
 */
export function GroupFilter({
  value,
  onChange,
  testId,
  children,
}: {
  value: string | null;
  onChange: (groupId: string | null) => void;
  testId: string;
  children?: ReactNode;
}) {
  const groups = useGroupOptions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} maw={560}>
      <SelectFilter
        label="Група"
        placeholder="Изберете група"
        clearable={false}
        maw="100%"
        data={groups.options}
        value={value}
        onChange={onChange}
        testId={`${testId}-group`}
      />
      {children}
    </SimpleGrid>
  );
}
