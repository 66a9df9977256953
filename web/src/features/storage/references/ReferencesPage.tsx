import { Anchor, List, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/page';

/** Each reference's path under /storage/references/, its name and what it shows. */
const references: [string, string, string][] = [
  [
    'monthly-report',
    'Оборотна ведомост',
    'начално салдо, приход, разход и крайно салдо за месец (Excel, PDF)',
  ],
  ['document-transactions', 'Движения по документи', 'всяко движение на стока с документа си'],
  ['stock-inventory', 'Инвентарен списък', 'наличността по книга към дата, за преброяване'],
  ['stock-inventory-register', 'Регистър на инвентаризациите', 'описите и приключените месеци'],
  ['stock-availability', 'Изтичащи продукти', 'продуктите със срок на годност до N дни'],
  ['united-stock-receipts', 'Стокови разписки', 'заприхождаванията от доставчици'],
  ['orders-book', 'Книга за поръчки', 'поръчките към доставчиците'],
  ['HACCP', 'HACCP дневници', 'входящ контрол, температури на хладилниците, почистване'],
  ['calculation', 'Месечна справка за храненето', 'хранени и стойност по дни и хранения'],
  ['period-calculation', 'Калкулация за период', 'потвърдените дни и изписаните продукти'],
  ['department', 'Справка по групи', 'хранодни и стойност на всяка група'],
  ['menu-estimation', 'Очаквани количества', 'продуктите на меню за брой деца'],
  ['nutritional', 'Хранителни норми', 'поднесеното на дете спрямо нормите'],
  ['recap-nutritional', 'Рекапитулация на нормите', 'средният ден на месеца по възрасти'],
];

/** /storage/references: the store's references. */
export function ReferencesPage() {
  return (
    <Stack gap="lg" maw={900} data-testid="storage-references-page">
      <PageHeader title="Справки за склада" />
      <Paper withBorder p="lg" radius="md">
        <List spacing="sm">
          {references.map(([path, name, about]) => (
            <List.Item key={path}>
              <Anchor component={Link} to={`/storage/references/${path}`} fw={600}>
                {name}
              </Anchor>
              <Text span c="dimmed">
                {' '}
                — {about}
              </Text>
            </List.Item>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
