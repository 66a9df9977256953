import type { AdministrationBook } from '@gradina/shared';
import { bookInfo, bookNumberText, bookTypes } from '@gradina/shared/books/books';
import type { BookPrefix } from '@gradina/shared/manifest/routes/books/prefixes';
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { invalidateRoutes, useRouteQuery } from '../../../api/query';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { Field } from '../../../ui/fields';
import { KindergartenPicker } from '../../../ui/KindergartenPicker';
import { Loading } from '../../../ui/Loading';
import { FormFrame, PageHeader, useFormPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';

const path = '/admin/books/prefixes';
const invalidatePrefixes = (client: ReturnType<typeof useQueryClient>) =>
  invalidateRoutes(client, 'books.bookPrefixes');

/** One book's prefix: saved with the next number on; an entry keeps the prefix it was numbered with. */
function PrefixForm({
  kindergartenId,
  book,
  stored,
  onRemove,
  msg,
}: {
  kindergartenId: string;
  book: AdministrationBook;
  stored?: BookPrefix;
  onRemove: (prefix: BookPrefix) => void;
  msg: ReturnType<typeof useMessage>;
}) {
  const page = useFormPage('books.saveBookPrefix', {
    spec: {
      labels: { prefix: 'Префикс' },
      toBody: (v: { prefix: string }) => ({ kindergartenId, bookType: book, prefix: v.prefix }),
      defaultValues: { prefix: stored?.prefix ?? '' },
    },
    refresh: invalidatePrefixes,
    back: path,
    onSaved: (_, v) => msg.ok(`Префиксът на „${bookInfo[book].title}“ е „${v.prefix}“.`),
  });
  const prefix = page.form.watch('prefix');
  return (
    <Paper withBorder p="md" radius="md" data-testid={`prefix-${book}`}>
      <FormFrame
        page={page}
        onCancel={false}
        testId={`prefix-${book}`}
        extraActions={
          stored && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => onRemove(stored)}
              data-testid={`prefix-${book}-delete`}
            >
              Премахни
            </Button>
          )
        }
      >
        <Title order={2} size="h5">
          {bookInfo[book].title}
        </Title>
        <Field.Text form={page} name="prefix" placeholder="напр. РД-07-" testId={`prefix-${book}-text`} />
        <Text size="sm" c="dimmed">
          Следващият номер ще изглежда така: {bookNumberText(prefix, 1)}
        </Text>
      </FormFrame>
    </Paper>
  );
}

/**
 * /admin/books/prefixes: the Master sets, per kindergarten and book, what stands before the numbers
 * („РД-07-“ before the orders'). A changed prefix never renumbers the entries made before it.
 */
export function PrefixesPage() {
  const client = useQueryClient();
  const [kindergartenId, setKindergartenId] = useState('');
  const prefixes = useRouteQuery(
    'books.bookPrefixes',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const msg = useMessage();
  const remove = useConfirmDelete<BookPrefix>({
    remove: (p) => callApi('books.deleteBookPrefix', { path: { id: p.id } }),
    onDeleted: async (p) => {
      msg.ok(`Префиксът на „${bookInfo[p.bookType].title}“ е премахнат.`);
      await invalidatePrefixes(client);
    },
    refusedText: 'Префиксът не беше премахнат.',
    title: 'Премахване на префикс',
    question: (p) =>
      `Да бъде ли премахнат префиксът „${p.prefix}“ на „${bookInfo[p.bookType].title}“? Следващите номера ще са без префикс.`,
    confirmLabel: 'Премахни',
    testId: 'prefix-delete',
  });
  // The API lists every book; a book without a prefix has an empty one (nothing to remove).
  const byBook = new Map((prefixes.data ?? []).filter((p) => p.prefix).map((p) => [p.bookType, p]));
  return (
    <Stack gap="lg" maw={1100} data-testid="prefixes-page">
      <PageHeader
        title="Префикси на номерата в книгите"
        intro="Префиксът стои пред номера на всеки нов запис в книгата на детската градина. Записите пазят префикса, с който са номерирани."
      />
      <KindergartenPicker
        label="Детска градина"
        value={kindergartenId}
        onChange={(id) => {
          msg.clear();
          setKindergartenId(id);
        }}
        testId="prefixes-kindergarten"
      />
      <MessageAlert msg={msg} testId="prefixes-message" errorTestId="prefixes-error" />
      {prefixes.isLoading && <Loading />}
      {prefixes.isError && <QueryError error={prefixes.error} onRetry={() => prefixes.refetch()} />}
      {prefixes.isSuccess && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {bookTypes.map((b) => (
            <PrefixForm
              key={`${kindergartenId}:${b}:${byBook.get(b)?.prefix ?? ''}`}
              kindergartenId={kindergartenId}
              book={b}
              stored={byBook.get(b)}
              onRemove={remove.ask}
              msg={msg}
            />
          ))}
        </SimpleGrid>
      )}
      {remove.modal}
    </Stack>
  );
}
