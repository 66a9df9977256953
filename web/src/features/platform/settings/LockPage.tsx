import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { resourceLabels } from '../../../ui/format/resource-labels';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { isStaleEdit, StaleEditModal } from '../../../ui/StaleEditModal';
import { invalidateModuleSettings, moduleSettingsQuery, reloadModuleSettings } from './queries';

type KindergartenModules = ApiReply<'identity.moduleSettings'>['result'][number];

/** One kindergarten's modules: a switch each; changes are saved together. */
interface Message {
  ok: boolean;
  text: string;
}

function KindergartenLocks({
  settings,
  editable,
  message,
  setMessage,
}: {
  settings: KindergartenModules;
  editable: boolean;
  /** Kept by the page: a save brings a new version of the settings, which starts this form anew. */
  message: Message | undefined;
  setMessage: (m: Message | undefined) => void;
}) {
  const queryClient = useQueryClient();
  const [locked, setLocked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(settings.modules.map((m) => [m.module, m.isLocked])),
  );
  const changed = settings.modules.some((m) => locked[m.module] !== m.isLocked);
  const [stale, setStale] = useState(false);
  // The new version of the settings starts this form anew (the page keys it by version).
  const reload = useMutation({
    mutationFn: () => reloadModuleSettings(queryClient),
    onSuccess: () => setStale(false),
  });
  const save = useMutation({
    mutationFn: () =>
      callApi('identity.saveModuleSettings', {
        body: {
          kindergartenId: settings.kindergartenId,
          version: settings.version,
          modules: settings.modules.map((m) => ({
            module: m.module,
            isLocked: locked[m.module] ?? m.isLocked,
          })),
        },
      }),
    onSuccess: async (reply) => {
      setMessage(
        reply.isSuccessful
          ? { ok: true, text: 'Промените са запазени.' }
          : { ok: false, text: reply.errorMessage || 'Промените не бяха запазени.' },
      );
      await invalidateModuleSettings(queryClient);
    },
    onError: (error) =>
      isStaleEdit(error) ? setStale(true) : setMessage({ ok: false, text: saveErrorText(error) }),
  });

  return (
    <Paper withBorder radius="md" p="lg" data-testid={`lock-kindergarten-${settings.kindergartenId}`}>
      <StaleEditModal
        opened={stale}
        message={save.error?.message}
        reloading={reload.isPending}
        reloadError={reload.error?.message}
        onReload={() => reload.mutate()}
        onCancel={() => setStale(false)}
      />
      <Stack gap="md">
        <Title order={2} fz="h4">
          {settings.kindergartenName}
        </Title>
        <Stack gap="sm">
          {settings.modules.map((m) => (
            <Switch
              key={m.module}
              checked={locked[m.module] ?? m.isLocked}
              onChange={(e) => {
                const value = e.currentTarget.checked;
                setMessage(undefined);
                setLocked((prev) => ({ ...prev, [m.module]: value }));
              }}
              disabled={!editable}
              label={
                <Text component="span" fw={600} fz="sm">
                  {m.name}
                </Text>
              }
              description={m.resources.map((r) => resourceLabels[r]).join(', ')}
              data-testid={`lock-module-${m.module}`}
            />
          ))}
        </Stack>
        {message && (
          <Alert
            color={message.ok ? 'garden' : 'red'}
            variant="light"
            role={message.ok ? 'status' : 'alert'}
            data-testid={message.ok ? 'lock-message' : 'lock-error'}
          >
            {message.text}
          </Alert>
        )}
        {editable && (
          <Group>
            <Button
              onClick={() => save.mutate()}
              disabled={!changed}
              loading={save.isPending}
              data-testid="lock-save"
            >
              Запази
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /platform/settings/lock: which modules of the kindergarten are locked. A locked module is read-only for
 * everyone but the director. A municipality sees the kindergartens of its municipality without changing them.
 */
export function LockPage() {
  useDocumentTitle('Заключване на модули | Градина');
  const { can } = usePermissions();
  const settings = useQuery(moduleSettingsQuery());
  const editable = can('ModuleSettings', 'update');
  const [messages, setMessages] = useState<Record<string, Message | undefined>>({});
  const list = settings.data?.result ?? [];
  return (
    <Stack gap="lg" maw={900} data-testid="lock-page">
      <Stack gap={4}>
        <Title order={1}>Заключване на модули</Title>
        <Text c="dimmed">
          Заключеният модул остава само за преглед за всички освен директора: така данните от приключил период
          не се променят по невнимание.
        </Text>
      </Stack>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <QueryError error={settings.error} />
      ) : list.length === 0 ? (
        <Text>Няма детски градини за показване.</Text>
      ) : (
        list.map((s) => (
          <KindergartenLocks
            key={`${s.kindergartenId}:${s.version}`}
            settings={s}
            editable={editable}
            message={messages[s.kindergartenId]}
            setMessage={(m) => setMessages((prev) => ({ ...prev, [s.kindergartenId]: m }))}
          />
        ))
      )}
    </Stack>
  );
}
