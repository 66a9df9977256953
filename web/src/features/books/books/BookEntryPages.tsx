import type { AdministrationBook } from '@gradina/shared';
import { bookInfo, bookTypes } from '@gradina/shared/books/books';
import { Alert, Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../ui/page';

/** Where a new entry of each book is written (the council's: a new protocol). */
const createPath = (book: AdministrationBook) => `/administration/books/${bookInfo[book].slug}/create`;

/** /administration/books/create: which book the new entry goes into. */
export function NewEntryPage() {
  return (
    <Stack gap="lg" maw={1100} data-testid="book-create-page">
      <PageHeader
        title="Нов запис в книга"
        intro="Изберете книгата. Записът получава следващия ѝ номер за учебната година."
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {bookTypes.map((b) => (
          <Card key={b} withBorder>
            <Anchor component={Link} to={createPath(b)} fw={600} data-testid={`book-create-${b}`}>
              {bookInfo[b].entry}
            </Anchor>
            <Text size="sm" c="dimmed">
              {bookInfo[b].title}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /administration/books/{id}: a book by its number (`AdministrationBook`, 1-6) opens the book's own page. */
export function BookByNumberPage() {
  const book = Number(useParams().id) as AdministrationBook;
  if (!bookTypes.includes(book))
    return (
      <Alert color="yellow" data-testid="book-unknown">
        Няма такава книга. Книгите са на страница „Книги“.
      </Alert>
    );
  return <Navigate to={`/administration/books/${bookInfo[book].slug}`} replace />;
}
