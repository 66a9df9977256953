import type { Resource } from '@gradina/shared';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { usePermissions } from '../../app/auth/permissions';
import { hasPage } from '../../app/known-pages';
import { schoolScreens } from './screens';

interface IndexLink {
  to: string;
  title: string;
  description: string;
}

/** The references of the other sections, each behind the right its screens need. */
const sections: readonly (IndexLink & { resource: Resource })[] = [
  {
    to: '/attendances/references',
    resource: 'AttendanceReferences',
    title: 'Присъствия',
    description: 'По дни, по деца, по групи, по месеци, заявленията и файлът за социално подпомагане.',
  },
  {
    to: '/references/lecture-lessons',
    resource: 'Lessons',
    title: 'Проведени ситуации',
    description: 'Дните на групите с планираните и проведените теми.',
  },
  {
    to: '/educational-results/references',
    resource: 'EducationalResults',
    title: 'Образователни резултати',
    description: 'Обобщението на резултатите на групата по направления и нива.',
  },
  {
    to: '/staff/references/attendances',
    resource: 'TeacherAttendances',
    title: 'Персонал',
    description: 'Присъствия, дни, задължителни часове, хранене, замествания и теми на персонала.',
  },
  {
    to: '/activities/references',
    resource: 'ActivityFees',
    title: 'Допълнителни дейности',
    description: 'Записвания, присъствия, такси и плащания на дейностите.',
  },
  {
    to: '/storage/references',
    resource: 'StockReferences',
    title: 'Склад и кухня',
    description: 'Наличности, калкулации, хранителни норми и книги на склада.',
  },
  {
    to: '/administrative-references',
    resource: 'AdministrativeReferences',
    title: 'Справки за МОН и общини',
    description: 'Обобщени справки за детските градини в обхвата ви, без лични данни на децата.',
  },
];

function LinkCards({ links, testId }: { links: readonly IndexLink[]; testId: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {links.map((l) => (
        <Card key={l.to} withBorder padding="md" radius="md" data-testid={testId}>
          <Stack gap={4}>
            <Anchor component={Link} to={l.to} fw={700}>
              {l.title}
            </Anchor>
            <Text fz="sm" c="dimmed">
              {l.description}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** /references: every reference the user may open, the kindergarten's own first, then each section's. */
export function ReferencesIndexPage() {
  useDocumentTitle('Справки | Градина');
  const { can } = usePermissions();
  // The page needs `References` (its menu entry's right), so the kindergarten's own are always there.
  const own = schoolScreens.map((s) => ({ ...s, to: s.path }));
  const others = sections.filter((s) => can(s.resource) && hasPage(s.to));
  return (
    <Stack gap="xl" maw={1000} data-testid="references-index">
      <Stack gap="xs">
        <Title order={1}>Справки</Title>
        <Text>Справките, които можете да отворите, с таблица на екрана и файл за Excel.</Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="references-own">
        <Title order={2} fz="h3" id="references-own">
          Справки на детската градина
        </Title>
        <LinkCards links={own} testId="references-own" />
      </Stack>
      {others.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="references-sections">
          <Title order={2} fz="h3" id="references-sections">
            Справки по раздели
          </Title>
          <LinkCards links={others} testId="references-section" />
        </Stack>
      )}
    </Stack>
  );
}
