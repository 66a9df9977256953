import { Anchor, Breadcrumbs, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { SearchFilter } from '../../../ui/table/list-controls';
import { shotOf } from './shots';
import { helpTopic, helpTopics, searchTopics } from './topics';

/** An unknown topic is the 404 page, as any address that does not exist. */
export function helpLoader({ params }: LoaderFunctionArgs): null {
  if (params.topic !== undefined && !helpTopic(params.topic)) {
    throw new Response('Темата не съществува', { status: 404, statusText: 'Not Found' });
  }
  return null;
}

function HelpIndex() {
  useDocumentTitle('Помощ | Градина');
  const [query, setQuery] = useState('');
  const found = searchTopics(query);
  return (
    <Stack gap="lg" maw={960} data-testid="help-page">
      <Stack gap="xs">
        <Title order={1} data-testid="help-title">
          Помощ
        </Title>
        <Text>
          Кратки отговори на най-честите въпроси за работата с „Градина“. Изберете тема, за да прочетете
          повече.
        </Text>
      </Stack>
      <SearchFilter
        label="Търсене в помощта"
        value={query}
        onChange={setQuery}
        placeholder="напр. медицинска бележка"
        maw={360}
        testId="help-search"
      />
      {found.length === 0 && <Text data-testid="help-none">Няма тема с тези думи.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {found.map((t) => (
          <Card key={t.slug} withBorder padding="lg" radius="md" data-testid={`help-topic-${t.slug}`}>
            <Stack gap={6}>
              <Anchor component={Link} to={`/platform/help/${t.slug}`} fw={700} fz="lg">
                {t.title}
              </Anchor>
              <Text fz="sm" c="dimmed">
                {t.summary}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function HelpTopicView({ slug }: { slug: string }) {
  const topic = helpTopic(slug)!;
  const shot = shotOf(slug);
  useDocumentTitle(`${topic.title} | Помощ | Градина`);
  return (
    <Stack gap="lg" maw={860} data-testid="help-topic-page">
      <Breadcrumbs>
        <Anchor component={Link} to="/platform/help" data-testid="help-back">
          Помощ
        </Anchor>
        <Text>{topic.title}</Text>
      </Breadcrumbs>
      <Title order={1} data-testid="help-topic-title">
        {topic.title}
      </Title>
      {topic.body}
      {shot && (
        <Image
          src={`/help/${shot.topic}.jpg`}
          alt={shot.alt}
          radius="md"
          style={{ border: '1px solid var(--mantine-color-gray-3)' }}
          data-testid="help-topic-shot"
        />
      )}
      <Text fz="sm" c="dimmed">
        Още теми:{' '}
        {helpTopics
          .filter((t) => t.slug !== slug)
          .map((t, i) => (
            <span key={t.slug}>
              {i > 0 && ' · '}
              <Anchor component={Link} to={`/platform/help/${t.slug}`} fz="sm">
                {t.title}
              </Anchor>
            </span>
          ))}
      </Text>
    </Stack>
  );
}

/** /platform/help and /platform/help/{topic}: the help index and one topic. */
export function HelpPage() {
  const { topic } = useParams();
  return topic ? <HelpTopicView key={topic} slug={topic} /> : <HelpIndex />;
}
