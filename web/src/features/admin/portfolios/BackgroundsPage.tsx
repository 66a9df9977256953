import type { PortfolioBackground } from '@gradina/shared/manifest/routes/children/portfolios';
import { Button, ColorSwatch, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { ListPage } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { useStaleEdit } from '../../../ui/StaleEditModal';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { type BackgroundEdit, BackgroundModal } from './BackgroundModal';
import { invalidatePortfolioTemplates } from './queries';

const columns: EntityColumn<PortfolioBackground>[] = [
  { id: 'name', header: 'Фон', cell: (b) => b.name, td: { fw: 600 } },
  {
    id: 'color',
    header: 'Цвят',
    cell: (b) => (
      <Group gap="xs" wrap="nowrap">
        <ColorSwatch color={b.color} size={20} aria-hidden />
        <Text size="sm">{b.color}</Text>
      </Group>
    ),
  },
];

/**
 * /admin/portfolios/background: the colours a portfolio may have behind its pages. The API keeps them as one
 * list with a version: every add, edit and removal saves the list as read, so two Masters editing at once get
 * the reload offer instead of losing each other's work.
 */
export function BackgroundsPage() {
  const client = useQueryClient();
  const read = useRouteQuery('children.portfolioTemplateBackgrounds');
  const msg = useMessage();
  const [edit, setEdit] = useState<BackgroundEdit>();
  const stale = useStaleEdit(() => read.refetch());
  const refresh = () => invalidatePortfolioTemplates(client);
  const list = read.data?.backgrounds ?? [];
  const version = read.data?.version ?? 0;
  const remove = useListDelete<PortfolioBackground>({
    remove: (b) =>
      callApi('children.savePortfolioBackgrounds', {
        body: { backgrounds: list.filter((x) => x.id !== b.id), version },
      }),
    msg,
    refresh,
    deletedText: (b) => `Фонът „${b.name}“ е премахнат.`,
    refusedText: 'Фонът не беше премахнат.',
    title: 'Премахване на фон',
    question: (b) => `Да бъде ли премахнат фонът „${b.name}“? Портфолиата с него ще се отпечатват без фон.`,
    testId: 'background-delete',
  });
  const open = (index?: number) => {
    msg.clear();
    setEdit({ list, version, index });
  };

  return (
    <ListPage
      title="Фонове на портфолиата"
      intro="Цветовете, от които учителите избират фона на портфолиото на дете."
      action={{ label: 'Добави фон', onClick: () => open(), disabled: !read.data, testId: 'background-add' }}
      remove={remove}
      maw={860}
      testId="portfolio-backgrounds"
      messageTestId="backgrounds"
    >
      <EntityTable<PortfolioBackground>
        query={read}
        rows={read.data?.backgrounds}
        columns={columns}
        rowProps={(b) => ({ 'data-testid': 'background-row', 'data-name': b.name })}
        rowActions={(b) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="subtle"
              onClick={() => open(list.indexOf(b))}
              data-testid="background-edit"
            >
              Редактирай
            </Button>
            {remove.button(b, 'background-remove')}
          </Group>
        )}
        empty={{ text: 'Няма фонове: портфолиата се отпечатват на бяло.', testId: 'backgrounds-empty' }}
        minWidth={420}
        testId="backgrounds-table"
      />
      <BackgroundModal
        edit={edit}
        onClose={() => setEdit(undefined)}
        onSaved={async (name) => {
          msg.ok(`Фонът „${name}“ е записан.`);
          await refresh();
        }}
        onStale={stale.caught}
      />
      {stale.modal}
    </ListPage>
  );
}
