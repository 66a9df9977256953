import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { resourceLabels } from '../../../ui/format/resource-labels';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { type Message, MessageAlert } from '../../../ui/result-message';
import { useStaleEdit } from '../../../ui/StaleEditModal';
import { invalidateModuleSettings, reloadModuleSettings } from './queries';

type KindergartenModules = ApiReply<'identity.moduleSettings'>['result'][number];

/** One kindergarten's modules: a switch each; changes are saved together. */
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
  // The new version of the settings starts this form anew (the page keys it by version).
  const stale = useStaleEdit(() => reloadModuleSettings(queryClient));
  const save = useRouteMutation('identity.saveModuleSettings', {
    refresh: invalidateModuleSettings,
    onSuccess: (reply) =>
      setMessage(
        reply.isSuccessful
          ? { ok: true, text: 'Промените са запазени.' }
          : { ok: false, text: reply.errorMessage || 'Промените не бяха запазени.' },
      ),
    onError: (error) => stale.caught(error) || setMessage({ ok: false, text: saveErrorText(error) }),
  });
  const body = {
    kindergartenId: settings.kindergartenId,
    version: settings.version,
    modules: settings.modules.map((m) => ({ module: m.module, isLocked: locked[m.module] ?? m.isLocked })),
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid={`lock-kindergarten-${settings.kindergartenId}`}>
      {stale.modal}
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
        <MessageAlert
          message={message}
          onClose={() => setMessage(undefined)}
          testId="lock-message"
          errorTestId="lock-error"
        />
        {editable && (
          <Group>
            <Button
              onClick={() => save.mutate({ body })}
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
  const { can } = usePermissions();
  const settings = useRouteQuery('identity.moduleSettings');
  const editable = can('ModuleSettings', 'update');
  const [messages, setMessages] = useState<Record<string, Message | undefined>>({});
  const list = settings.data?.result ?? [];
  return (
    <Stack gap="lg" maw={900} data-testid="lock-page">
      <PageHeader
        title="Заключване на модули"
        intro="Заключеният модул остава само за преглед за всички освен директора: така данните от приключил период не се променят по невнимание."
      />
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
