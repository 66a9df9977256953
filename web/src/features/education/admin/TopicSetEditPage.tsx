import {
  AgeGroup,
  ageGroupNames,
  ageGroups,
  EducationalArea,
  educationalAreaNames,
  educationalAreas,
} from '@gradina/shared/education/education';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { invalidateCatalogue } from '../queries';

interface EditedTopic {
  key: string;
  id?: string;
  title: string;
  expectedResults: string;
}

const back = '/admin/education-plan-topic/subject-topics';
const ageOptions = ageGroups.map((a) => ({ value: String(a), label: ageGroupNames[a] }));
const areaOptions = educationalAreas.map((a) => ({ value: String(a), label: educationalAreaNames[a] }));

/**
 * /admin/education-plan-topic/subject-topics/create and /{id}: a publisher's topics of one age group and
 * educational area, in order, each with its expected results; saved whole. The set's id names its publisher,
 * age group and area, so an existing set keeps them.
 */
export function TopicSetEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const set = useRouteQuery('planning.subjectTopicSet', { path: { id: id ?? '' } }, { enabled: Boolean(id) });
  const publishers = useRouteQuery('planning.publisherOptions', {});
  const msg = useMessage();
  const [publisherId, setPublisherId] = useState<string | null>(null);
  const [ageGroup, setAgeGroup] = useState<string | null>(String(AgeGroup.First));
  const [area, setArea] = useState<string | null>(String(EducationalArea.BulgarianLanguage));
  const [topics, setTopics] = useState<EditedTopic[]>([{ key: 'new-0', title: '', expectedResults: '' }]);
  useEffect(() => {
    if (!set.data) return;
    setPublisherId(set.data.publisherId);
    setAgeGroup(String(set.data.ageGroup));
    setArea(String(set.data.area));
    setTopics(set.data.topics.map((t) => ({ ...t, key: t.id })));
  }, [set.data]);
  const save = useRouteMutation('planning.saveSubjectTopicSet', {
    refresh: invalidateCatalogue,
    onSuccess: () => navigate(back),
    onError: (e) => msg.fail(e),
  });
  if (id && set.isPending) return <Loading />;
  if (id && set.error) return <QueryError error={set.error} onRetry={() => set.refetch()} />;
  const edit = (key: string, change: Partial<EditedTopic>) =>
    setTopics((all) => all.map((t) => (t.key === key ? { ...t, ...change } : t)));
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title={id ? 'Теми на издателство' : 'Нов набор от теми'}
        intro="Темите по ред, с очакваните резултати."
      />
      <MessageAlert msg={msg} testId="topic-set-message" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Издателство"
          data={(publishers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={publisherId}
          onChange={setPublisherId}
          disabled={Boolean(id)}
          data-testid="topic-set-publisher"
        />
        <Select
          label="Възрастова група"
          data={ageOptions}
          value={ageGroup}
          onChange={setAgeGroup}
          disabled={Boolean(id)}
          allowDeselect={false}
        />
        <Select
          label="Направление"
          data={areaOptions}
          value={area}
          onChange={setArea}
          disabled={Boolean(id)}
          allowDeselect={false}
        />
      </SimpleGrid>
      {topics.map((t, i) => (
        <Paper key={t.key} withBorder p="sm" data-testid="topic-set-topic">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>Тема {i + 1}</Text>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled={topics.length === 1}
                onClick={() => setTopics((all) => all.filter((x) => x.key !== t.key))}
              >
                Премахни
              </Button>
            </Group>
            <TextInput
              label="Тема"
              value={t.title}
              maxLength={300}
              onChange={(e) => edit(t.key, { title: e.currentTarget.value })}
            />
            <Textarea
              label="Очаквани резултати"
              value={t.expectedResults}
              maxLength={2000}
              autosize
              minRows={2}
              onChange={(e) => edit(t.key, { expectedResults: e.currentTarget.value })}
            />
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          onClick={() =>
            setTopics((all) => [
              ...all,
              { key: `new-${all.length}-${Date.now()}`, title: '', expectedResults: '' },
            ])
          }
        >
          Добави тема
        </Button>
        <Button
          loading={save.isPending}
          disabled={!publisherId}
          data-testid="topic-set-save"
          onClick={() =>
            save.mutate({
              body: {
                publisherId: publisherId ?? '',
                ageGroup: Number(ageGroup) as AgeGroup,
                area: Number(area) as EducationalArea,
                topics: topics.map(({ id: topicId, title, expectedResults }) => ({
                  ...(topicId ? { id: topicId } : {}),
                  title,
                  expectedResults,
                })),
                ...(set.data ? { version: set.data.version } : {}),
              },
            })
          }
        >
          Запази
        </Button>
        <Button variant="default" onClick={() => navigate(back)}>
          Откажи
        </Button>
      </Group>
    </Stack>
  );
}
