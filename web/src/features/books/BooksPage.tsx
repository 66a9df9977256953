import { AdministrationBook } from '@gradina/shared';
import { bookInfo, bookTypes } from '@gradina/shared/books/books';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { callApi } from '../../api/client';
import { usePermissions } from '../../app/auth/permissions';
import { useUserData } from '../../app/auth/user-data';
import { ExportButton } from '../../ui/page';

/**
 * /administration/books: the kindergarten's six official books (Наредба № 8/2016), each with its page and its
 * print for the school year as PDF or Word (a title page, numbered pages, one row per entry). Who reads only
 * the pedagogical council's book (a teacher) sees that one, without the prints.
 */
export function BooksPage() {
  const user = useUserData();
  const { can } = usePermissions();
  const managesBooks = can('AdministrationBooks');
  const shown = bookTypes.filter(
    (b) => managesBooks || (b === AdministrationBook.PedagogicalCouncilBook && can('PedagogicalCouncil')),
  );
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const print = (bookType: AdministrationBook, format: 'pdf' | 'docx') =>
    callApi('books.exportBook', {
      path: { bookType },
      query: { kindergartenId, periodId: user.periodId ?? undefined, format },
    });
  return (
    <Stack data-testid="books-page">
      <Title order={1}>Книги</Title>
      <Text c="dimmed">
        Книгите се номерират от 1 всяка учебна година. Отпечатаната книга има титулна страница и номерирани
        страници; отпечатана заповед се изменя само с нова заповед.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {shown.map((b) => (
          <Card key={b} withBorder data-testid={`book-${b}`}>
            <Stack gap="xs">
              <Anchor component={Link} to={`/administration/books/${bookInfo[b].slug}`} fw={600}>
                {bookInfo[b].title}
              </Anchor>
              {managesBooks && (
                <Group gap="sm">
                  <ExportButton label="PDF" run={() => print(b, 'pdf')} testId={`book-${b}-pdf`} />
                  <ExportButton label="Word" run={() => print(b, 'docx')} testId={`book-${b}-docx`} />
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
