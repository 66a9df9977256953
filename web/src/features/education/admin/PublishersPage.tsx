import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { ListPage, useListActions } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateCatalogue } from '../queries';

type Publisher = ApiReply<'planning.managedPublishers'>[number];

const columns: EntityColumn<Publisher>[] = [
  { id: 'name', header: 'Издателство', cell: (p) => p.name, td: { fw: 600 }, sortText: (p) => p.name },
  { id: 'sets', header: 'Набори от теми', cell: (p) => p.topicSets, td: { ta: 'right' } },
];

/**
 * /admin/education-plan-topic/publishers: the Master's national list of publishers; a new one is added by
 * name, a publisher is deleted with its topics (asked in a modal). The kindergartens' plans keep their copy.
 */
export function PublishersPage() {
  const list = useRouteQuery('planning.managedPublishers', {});
  const msg = useMessage();
  const [name, setName] = useState('');
  const add = useRouteMutation('planning.savePublisher', {
    refresh: invalidateCatalogue,
    onSuccess: () => {
      msg.ok(`Издателство „${name.trim()}“ е добавено.`);
      setName('');
    },
    onError: (e) => msg.fail(e),
  });
  const actions = useListActions<Publisher>('EducationCatalogue', {
    msg,
    remove: (p) => callApi('planning.deletePublisher', { path: { id: p.id } }),
    refresh: invalidateCatalogue,
    deletedText: (p) => `Издателство „${p.name}“ е изтрито.`,
    refusedText: 'Издателството не беше изтрито.',
    title: 'Изтриване на издателство',
    question: (p) => `Да бъде ли изтрито издателство „${p.name}“ с всичките му теми?`,
    testId: 'publisher',
  });
  return (
    <ListPage
      title="Издателства"
      intro="Издателствата, по чиито програми детските градини планират годината."
      {...actions.page}
      maw={900}
      testId="publishers"
    >
      <Group align="flex-end">
        <TextInput
          label="Ново издателство"
          value={name}
          maxLength={150}
          onChange={(e) => setName(e.currentTarget.value)}
          data-testid="publishers-name"
        />
        <Button
          disabled={!name.trim()}
          loading={add.isPending}
          onClick={() => add.mutate({ body: { name: name.trim() } })}
          data-testid="publishers-add"
        >
          Добави
        </Button>
      </Group>
      <EntityTable<Publisher>
        query={list}
        rows={list.data}
        columns={columns}
        {...actions.table}
        empty="Все още няма издателства."
        minWidth={480}
      />
    </ListPage>
  );
}
