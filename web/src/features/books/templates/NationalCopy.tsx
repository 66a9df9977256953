import type { TemplateCategory } from '@gradina/shared/books/books';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import type { Msg } from '../../../ui/result-message';
import { invalidateTemplates } from './queries';
import { categoryOptions } from './TemplateModal';

/**
 * Copies one of the Master's national templates into the kindergarten (`save-book`): the copy is the
 * kindergarten's to adapt, and the reply shows it filled with the kindergarten's data.
 */
export function NationalCopy({ msg }: { msg: Msg }) {
  const kindergartenId = useKindergartenId() ?? '';
  const [category, setCategory] = useState<string | null>('1');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [filled, setFilled] = useState<string>();
  const offered = useRouteQuery(
    'books.templatesForCategory',
    { query: { kindergartenId, category: Number(category) as TemplateCategory } },
    { enabled: Boolean(kindergartenId && category) },
  );
  const national = (offered.data ?? []).filter((t) => t.national);
  const copy = useRouteMutation('books.saveBookTemplate', {
    refresh: invalidateTemplates,
    onSuccess: (reply) => {
      msg.reply(reply, `Копието „${reply.model?.name ?? ''}“ е добавено към шаблоните на детската градина.`);
      setFilled(reply.model?.filled);
      setTemplateId(null);
    },
    onError: (e) => msg.fail(e),
  });
  return (
    <Paper withBorder p="md" radius="md" data-testid="template-copy">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Копие на национален шаблон
        </Title>
        <Group align="flex-end" gap="sm">
          <Select
            label="Категория"
            data={categoryOptions}
            value={category}
            onChange={(c) => {
              setCategory(c);
              setTemplateId(null);
            }}
            maw={240}
            data-testid="template-copy-category"
          />
          <Select
            label="Национален шаблон"
            data={national.map((t) => ({ value: t.id, label: t.name }))}
            value={templateId}
            onChange={setTemplateId}
            nothingFoundMessage="Няма национални шаблони в категорията"
            searchable
            maw={360}
            data-testid="template-copy-source"
          />
          <Button
            disabled={!templateId}
            loading={copy.isPending}
            onClick={() =>
              templateId && copy.mutate({ body: { kindergartenId, templateBaseId: templateId } })
            }
            data-testid="template-copy-save"
          >
            Копирай
          </Button>
        </Group>
        {filled && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="template-copy-filled">
            {filled}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
