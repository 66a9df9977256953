import { Anchor, List, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/page';

const references: [string, string, string][] = [
  [
    '/storage/references/monthly-report',
    'Оборотна ведомост',
    'начално салдо, приход, разход и крайно салдо за месец (Excel, PDF)',
  ],
  [
    '/storage/references/document-transactions',
    'Движения по документи',
    'всяко движение на стока с документа си',
  ],
  [
    '/storage/references/stock-inventory',
    'Инвентарен списък',
    'наличността по книга към дата, за преброяване',
  ],
  [
    '/storage/references/stock-inventory-register',
    'Регистър на инвентаризациите',
    'описите и приключените месеци',
  ],
  ['/storage/references/stock-availability', 'Изтичащи продукти', 'продуктите със срок на годност до N дни'],
  ['/storage/references/united-stock-receipts', 'Стокови разписки', 'заприхождаванията от доставчици'],
  ['/storage/references/orders-book', 'Книга за поръчки', 'поръчките към доставчиците'],
  ['/storage/references/HACCP', 'HACCP дневници', 'входящ контрол, температури на хладилниците, почистване'],
  ['/storage/references/calculation', 'Месечна справка за храненето', 'хранени и стойност по дни и хранения'],
  [
    '/storage/references/period-calculation',
    'Калкулация за период',
    'потвърдените дни и изписаните продукти',
  ],
  ['/storage/references/department', 'Справка по групи', 'хранодни и стойност на всяка група'],
  ['/storage/references/menu-estimation', 'Очаквани количества', 'продуктите на меню за брой деца'],
  ['/storage/references/nutritional', 'Хранителни норми', 'поднесеното на дете спрямо нормите'],
  ['/storage/references/recap-nutritional', 'Рекапитулация на нормите', 'средният ден на месеца по възрасти'],
];

/** /storage/references: the store's references. */
export function ReferencesPage() {
  return (
    <Stack gap="lg" maw={900} data-testid="storage-references-page">
      <PageHeader title="Справки за склада" />
      <Paper withBorder p="lg" radius="md">
        <List spacing="sm">
          {references.map(([to, name, about]) => (
            <List.Item key={to}>
              <Anchor component={Link} to={to} fw={600}>
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
