import { Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';

const references = [
  {
    to: '/administrative-references/absences',
    title: 'Посещаемост и отсъствия',
    text: 'Присъствия, извинени и неизвинени отсъствия на децата по детски градини и месеци.',
  },
  {
    to: '/administrative-references/smp',
    title: 'Обобщение за АСП',
    text: 'Деца в задължителна възраст, които не посещават редовно, за месеца.',
  },
  {
    to: '/administrative-references/substitutions',
    title: 'Замествания',
    text: 'Заместванията на учители: брой, дни, часове и заместващи.',
  },
  {
    to: '/administrative-references/staff-count',
    title: 'Персонал',
    text: 'Педагогически и непедагогически персонал, директори, по работно време.',
  },
  {
    to: '/administrative-references/activities',
    title: 'Допълнителни дейности',
    text: 'Дейностите по видове: детски градини, дейности, записани деца и събрани такси.',
  },
  {
    to: '/administrative-references/fees',
    title: 'Такси',
    text: 'Дължими, платени и събрани такси за дейности и за детската градина по градини и месеци, по начин на плащане.',
  },
  {
    to: '/administrative-references/storage-availability',
    title: 'Складови наличности',
    text: 'Стойност на наличностите, заприходено, изписано, бракувано и изтичащо по детски градини за месец.',
  },
  {
    to: '/administrative-references/lessons',
    title: 'Проведени ситуации',
    text: 'Потвърдени дни на групите, проведени и пропуснати теми от годишните планове.',
  },
  {
    to: '/administrative-references/kids-diagnostics',
    title: 'Диагностика на децата',
    text: 'Оценките по образователни направления в началото и края на годината, по нива.',
  },
  {
    to: '/administrative-references/documents',
    title: 'Издадени документи',
    text: 'Удостоверения за завършена подготвителна група и за преместване.',
  },
];

/** /administrative-references: the references МОН and municipalities have, one card each. */
export function ReferencesIndexPage() {
  useDocumentTitle('Справки | Градина');
  return (
    <Stack gap="lg" maw={1000} data-testid="mon-references-index">
      <Stack gap={4}>
        <Title order={1}>Справки</Title>
        <Text c="dimmed">Справки за детските градини, до които имате достъп, от месечните им обобщения.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {references.map((r) => (
          <UnstyledButton
            component={Link}
            to={r.to}
            key={r.to}
            data-testid={`mon-reference-link-${r.to.split('/').pop()}`}
          >
            <Card withBorder padding="md" radius="md" h="100%">
              <Text fw={600}>{r.title}</Text>
              <Text size="sm" c="dimmed">
                {r.text}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
