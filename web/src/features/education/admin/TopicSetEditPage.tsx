import { AgeGroup, EducationalArea } from '@gradina/shared/education/education';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { AddRowButton, Field, RemoveRowButton } from '../../../ui/fields';
import { given } from '../../../ui/forms/useManifestForm';
import { FormPage, useFormPage } from '../../../ui/page';
import { AgeAreaFields } from '../AgeAreaFields';
import { invalidateCatalogue } from '../queries';

interface TopicSetValues {
  publisherId: string;
  /** The numbers as the selects hold them. */
  ageGroup: string;
  area: string;
  /** `topicId`: a stored topic's id (the form's own rows have their `id`). */
  topics: { topicId: string; title: string; expectedResults: string }[];
  version: number | undefined;
}

const labels = {
  publisherId: 'Издателство',
  ageGroup: 'Възрастова група',
  area: 'Направление',
  topics: 'Теми',
  'topics.*.title': 'Тема',
  'topics.*.expectedResults': 'Очаквани резултати',
} as const;

const newTopic = () => ({ topicId: '', title: '', expectedResults: '' });
const newSet: TopicSetValues = {
  publisherId: '',
  ageGroup: String(AgeGroup.First),
  area: String(EducationalArea.BulgarianLanguage),
  topics: [newTopic()],
  version: undefined,
};
const back = '/admin/education-plan-topic/subject-topics';

/**
 * /admin/education-plan-topic/subject-topics/create and /{id}: a publisher's topics of one age group and
 * educational area, in order, each with its expected results; saved whole. The set's id names its publisher,
 * age group and area, so an existing set keeps them.
 */
export function TopicSetEditPage() {
  const { id } = useParams();
  const set = useRouteQuery('planning.subjectTopicSet', { path: { id: id ?? '' } }, { enabled: Boolean(id) });
  const publishers = useRouteQuery('planning.publisherOptions', {});
  const page = useFormPage('planning.saveSubjectTopicSet', {
    spec: {
      labels,
      toBody: (v) => ({
        publisherId: given(v.publisherId),
        ageGroup: Number(v.ageGroup) as AgeGroup,
        area: Number(v.area) as EducationalArea,
        topics: v.topics.map((t) => ({
          ...(t.topicId ? { id: t.topicId } : {}),
          title: given(t.title),
          expectedResults: t.expectedResults,
        })),
        ...(v.version === undefined ? {} : { version: v.version }),
      }),
      defaultValues: newSet,
    },
    record: id
      ? {
          query: set,
          toValues: (s) => ({
            publisherId: s.publisherId,
            ageGroup: String(s.ageGroup),
            area: String(s.area),
            topics: s.topics.map((t) => ({ ...t, topicId: t.id })),
            version: s.version,
          }),
        }
      : undefined,
    refresh: invalidateCatalogue,
    back,
  });
  const topics = useFieldArray({ control: page.form.control, name: 'topics' });
  return (
    <FormPage
      page={page}
      title={id ? 'Теми на издателство' : 'Нов набор от теми'}
      intro="Темите по ред, с очакваните резултати."
      maw={900}
      testId="topic-set"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field.Select
          form={page}
          name="publisherId"
          data={(publishers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          disabled={Boolean(id)}
          testId="topic-set-publisher"
        />
        <AgeAreaFields form={page} disabled={Boolean(id)} testId="topic-set" />
      </SimpleGrid>
      {topics.fields.map((t, i) => (
        <Paper key={t.id} withBorder p="sm" data-testid="topic-set-topic">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>Тема {i + 1}</Text>
              <RemoveRowButton
                label={`Премахни тема ${i + 1}`}
                disabled={topics.fields.length === 1}
                onClick={() => topics.remove(i)}
              />
            </Group>
            <Field.Text form={page} name={`topics.${i}.title`} />
            <Field.Textarea form={page} name={`topics.${i}.expectedResults`} minRows={2} />
          </Stack>
        </Paper>
      ))}
      <AddRowButton label="Добави тема" onClick={() => topics.append(newTopic())} testId="topic-set-add" />
    </FormPage>
  );
}
