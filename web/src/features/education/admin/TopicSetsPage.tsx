import { ageGroupNames, educationalAreaNames } from '@gradina/shared/education/education';
import { Button, FileInput, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { ListPage } from '../../../ui/page';
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
      msg={msg}
      maw={1000}
      testId="topic-sets"
      intro="Темите на всяко издателство по възрастови групи и образователни направления, с очакваните резултати."
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
        columns={columns}
        query={sets}
        rows={sets.data}
        empty={{ text: 'Няма качени теми.', testId: 'topic-sets-empty' }}
        minWidth={640}
        testId="topic-sets-table"
      />
    </ListPage>
  );
}
