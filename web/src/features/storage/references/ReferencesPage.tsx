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
];

/** /storage/references: the store's references. */
export function ReferencesPage() {
  return (
    <Stack gap="lg" maw={900} data-testid="storage-references-page">
      <PageHeader
        title="Справки за склада"
        intro="Справките по менюта и хранителни норми се появяват с менютата на кухнята."
      />
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
