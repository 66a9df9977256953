import { Group, Pagination, Text } from '@mantine/core';
import { formatCount } from './format/numbers';

const controlLabels = {
  first: 'Първа страница',
  previous: 'Предишна страница',
  next: 'Следваща страница',
  last: 'Последна страница',
} as const;

export interface PagerProps {
  page: number;
  pageSize: number;
  rowsCount: number;
  onChange: (page: number) => void;
  testId?: string;
}

/** Paging for `{result, rowsCount}` lists, with Bulgarian labels for the controls. Hidden for a single page. */
export function Pager({ page, pageSize, rowsCount, onChange, testId }: PagerProps) {
  const total = Math.max(1, Math.ceil(rowsCount / pageSize));
  if (total <= 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(rowsCount, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" data-testid={testId}>
      <Text fz="sm" c="dimmed">
        {from}–{to} от {formatCount(rowsCount)}
      </Text>
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        getItemProps={(p) => ({
          'aria-label': `Страница ${p}`,
          'aria-current': p === page ? 'page' : undefined,
        })}
      />
    </Group>
  );
}
