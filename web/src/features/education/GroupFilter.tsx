import { Select, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useGroupOptions } from '../../ui/fields';

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
      <Select
        label="Група"
        placeholder="Изберете група"
        data={groups.options}
        value={value}
        onChange={onChange}
        data-testid={`${testId}-group`}
      />
      {children}
    </SimpleGrid>
  );
}
