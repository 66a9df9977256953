import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { formatDateDigits } from '../../../ui/format/dates';
import { downloads, type ReferenceFilters, smpUnmarkedQuery } from './queries';

type Kind = 'file' | 'excel';

const aspFiles: { kind: Kind; label: string; testId: string }[] = [
  { kind: 'file', label: 'Файл за АСП', testId: 'reference-export-smp' },
  { kind: 'excel', label: 'Експорт в Excel', testId: 'reference-export' },
];

/**
 * The АСП file's panel (issue #24, point 8): before the export, the working days still unmarked for the
 * file's children, per group; the two downloads wait until they are marked, or the director confirms in a
 * modal that the file goes out with them (a teacher sees the list and cannot confirm).
 */
export function AspPanel({ kindergartenId, filters }: { kindergartenId: string; filters: ReferenceFilters }) {
  const unmarked = useQuery(smpUnmarkedQuery(kindergartenId, filters));
  const [asked, setAsked] = useState<Kind | null>(null);
  const file = useMutation({
    mutationFn: ({ kind, confirm }: { kind: Kind; confirm: boolean }) =>
      kind === 'file'
        ? downloads.smpFile(kindergartenId, filters, confirm)
        : downloads.smpExcel(kindergartenId, filters, confirm),
    onSuccess: () => setAsked(null),
  });
  const groups = unmarked.data?.groups ?? [];
  const canConfirm = unmarked.data?.canConfirm === true;
  const days = groups.reduce((n, g) => n + g.dates.length, 0);
  const blocked = groups.length > 0 && !canConfirm;
  const start = (kind: Kind) => {
    file.reset();
    if (groups.length > 0) setAsked(kind);
    else file.mutate({ kind, confirm: false });
  };

  return (
    <Stack gap="sm" data-testid="asp-panel">
      {unmarked.isError && (
        <Alert color="red" role="alert">
          {unmarked.error.message}
        </Alert>
      )}
      {unmarked.isSuccess && groups.length === 0 && (
        <Alert color="green" data-testid="asp-all-marked">
          Всички работни дни на децата от файла са отбелязани.
        </Alert>
      )}
      {groups.length > 0 && (
        <Alert color="yellow" title="Неотбелязани работни дни" data-testid="asp-unmarked">
          <Stack gap="xs">
            <Text size="sm">
              {canConfirm
                ? 'Отбележете ги в дневника на групата или потвърдете, че файлът се подава с тях.'
                : 'Отбележете ги в дневника на групата; с неотбелязани дни файлът се подава само с потвърждение на директора.'}
            </Text>
            <List size="sm">
              {groups.map((g) => (
                <List.Item key={g.groupId} data-testid="asp-unmarked-group" data-group={g.groupName}>
                  <b>{g.groupName}</b>: {g.dates.map((d) => formatDateDigits(d)).join(', ')}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      )}
      <Group gap="sm" wrap="wrap">
        {aspFiles.map(({ kind, label, testId }) => (
          <Button
            key={kind}
            variant="default"
            onClick={() => start(kind)}
            loading={file.isPending && file.variables?.kind === kind}
            disabled={!unmarked.isSuccess || blocked}
            data-testid={testId}
          >
            {label}
          </Button>
        ))}
      </Group>
      {file.isError && asked === null && (
        <Alert color="red" role="alert" data-testid="reference-export-smp-error">
          {file.error.message}
        </Alert>
      )}
      <ConfirmModal
        opened={asked !== null}
        title="Файл с неотбелязани дни"
        pending={file.isPending}
        error={file.isError ? file.error.message : null}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && file.mutate({ kind: asked, confirm: true })}
        confirmLabel="Изтегли въпреки това"
        testId="asp-confirm"
      >
        {`${days === 1 ? 'Остава 1 неотбелязан работен ден' : `Остават ${days} неотбелязани работни дни`}. Децата ще бъдат подадени без отсъствия за тези дни. Да се изтегли ли файлът?`}
      </ConfirmModal>
    </Stack>
  );
}
