import { ageGroupNames, educationalAreaNames } from '@gradina/shared/education/education';
import { Button, FileInput, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { ListPage, useListActions } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateCatalogue } from '../queries';

type TopicSet = ApiReply<'planning.subjectTopicSets'>[number];

const columns: EntityColumn<TopicSet>[] = [
  { id: 'publisher', header: 'Издателство', cell: (s) => s.publisherName, td: { fw: 600 } },
  { id: 'age', header: 'Възрастова група', cell: (s) => ageGroupNames[s.ageGroup] },
  { id: 'area', header: 'Направление', cell: (s) => educationalAreaNames[s.area] },
  { id: 'topics', header: 'Теми', cell: (s) => s.topicsCount, td: { ta: 'right' } },
];

/**
 * /admin/education-plan-topic/subject-topics: a publisher's topics by age group and educational area, and
 * their upload from Excel (columns „Възрастова група“, „Направление“, „Тема“, „Очаквани резултати“): the
 * file's sets replace the stored ones at once, and a wrong row is named by its number with nothing saved.
 */
export function TopicSetsPage() {
  const publishers = useRouteQuery('planning.publisherOptions', {});
  const [publisherId, setPublisherId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const sets = useRouteQuery('planning.subjectTopicSets', {
    query: { publisherId: publisherId ?? undefined },
  });
  const msg = useMessage();
  const upload = useRouteMutation('planning.uploadSubjectTopics', {
    refresh: invalidateCatalogue,
    onSuccess: (r) => {
      msg.ok(`Качени са ${r.topics} теми в ${r.sets} набора.`);
      setFile(null);
    },
    onError: (e) => msg.fail(e),
  });
  const actions = useListActions<TopicSet>('EducationCatalogue', {
    msg,
    create: { label: 'Нов набор', to: '/admin/education-plan-topic/subject-topics/create' },
    edit: (t) => `/admin/education-plan-topic/subject-topics/${t.id}`,
    remove: (t) => callApi('planning.deleteSubjectTopicSet', { path: { id: t.id } }),
    refresh: invalidateCatalogue,
    deletedText: (t) =>
      `Темите на ${t.publisherName} (${ageGroupNames[t.ageGroup]}, ${educationalAreaNames[t.area]}) са изтрити.`,
    refusedText: 'Темите не бяха изтрити.',
    title: 'Изтриване на теми',
    question: (t) =>
      `Да бъдат ли изтрити ${t.topicsCount} теми на ${t.publisherName} (${ageGroupNames[t.ageGroup]}, ${educationalAreaNames[t.area]})?`,
    testId: 'topic-set',
  });
  const send = () => {
    if (!publisherId || !file) return;
    const form = new FormData();
    form.append('publisherId', publisherId);
    form.append('file', file);
    upload.mutate({ body: form });
  };
  return (
    <ListPage
      title="Теми по издателства"
      intro="Темите на всяко издателство по възрастови групи и образователни направления, с очакваните резултати."
      {...actions.page}
      maw={1000}
      testId="topic-sets"
    >
      <Group align="flex-end">
        <Select
          label="Издателство"
          placeholder="Всички"
          clearable
          value={publisherId}
          onChange={setPublisherId}
          data={(publishers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          data-testid="topic-sets-publisher"
        />
        <FileInput
          label="Файл с теми (.xlsx)"
          accept=".xlsx"
          value={file}
          onChange={setFile}
          clearable
          w={260}
          data-testid="topic-sets-file"
        />
        <Button
          disabled={!publisherId || !file}
          loading={upload.isPending}
          onClick={send}
          data-testid="topic-sets-upload"
        >
          Качи
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        Колони: „Възрастова група“ (1-4 или „Първа“…), „Направление“ (1-7 или името му), „Тема“, „Очаквани
        резултати“.
      </Text>
      <EntityTable<TopicSet>
        query={sets}
        rows={sets.data}
        columns={columns}
        {...actions.table}
        empty="Няма качени теми."
        minWidth={640}
      />
    </ListPage>
  );
}
