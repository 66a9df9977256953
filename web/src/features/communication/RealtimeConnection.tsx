import type { RealtimeEvent } from '@gradina/shared/realtime';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import { useRouteQuery } from '../../api/query';
import { useRealtime } from '../../app/realtime/useRealtime';
import { RichText } from '../../ui/forms/RichText';
import { decodeContent, toast } from './common';
import { invalidateBadges, invalidateEvents, invalidateMessages, invalidatePolls } from './queries';

/** Spec section 8: the toasts for real-time arrivals. */
export const arrivalTitles = {
  receiveMessage: 'Имате 1 ново съобщение',
  receiveEvent: 'Имате 1 ново събитие',
  receivePoll: 'Имате 1 нова анкета',
  receiveMasterAdministrativeMessage: 'Имате 1 ново административно съобщение',
} as const;

interface Maintenance {
  id: string;
  title: string;
  /** Decoded HTML. */
  content: string;
}

function browserNotification(title: string, body: string) {
  try {
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      new Notification(title, { body });
    }
  } catch {
    // Some browsers allow notifications only from a service worker: the toast is enough.
  }
}

/**
 * The signed-in user's hub connection: toasts (and browser notifications when allowed) for new messages,
 * events, polls and administrative messages, fresh badges and lists, and the maintenance message modal shown
 * once per user until acknowledged.
 */
export function RealtimeConnection() {
  const client = useQueryClient();
  const [maintenance, setMaintenance] = useState<Maintenance[]>([]);

  // Active messages the user has not acknowledged yet (e.g. sent while they were away).
  const current = useRouteQuery('communication.currentMaintenanceMessages', undefined, { retry: false });
  useEffect(() => {
    const list = current.data?.result;
    if (!list) return;
    setMaintenance((shown) => {
      const known = new Set(shown.map((m) => m.id));
      const added = list
        .filter((m) => m.isActive && !known.has(m.id))
        .map((m) => ({ id: m.id, title: m.title, content: decodeContent(m.content) }));
      return added.length ? [...shown, ...added] : shown;
    });
  }, [current.data]);

  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      switch (event.event) {
        case 'receiveMessage':
        case 'receiveMasterAdministrativeMessage':
          invalidateMessages(client);
          break;
        case 'receiveEvent':
          invalidateEvents(client);
          break;
        case 'receivePoll':
          invalidatePolls(client);
          break;
        case 'receiveMaintenanceMessage': {
          const m = {
            id: event.data.id,
            title: event.data.title,
            content: decodeContent(event.data.content),
          };
          setMaintenance((shown) => (shown.some((s) => s.id === m.id) ? shown : [...shown, m]));
          return;
        }
        case 'clearMaintenanceMessage': {
          const id = event.data.id;
          setMaintenance((shown) => shown.filter((s) => s.id !== id));
          return;
        }
        case 'receiveNotice':
          // Another feature's notice (an absence marked, unexcused days): its own title and text.
          void toast({ title: event.data.title, message: event.data.text, testId: 'realtime-toast' });
          browserNotification(event.data.title, event.data.text);
          return;
      }
      const title = arrivalTitles[event.event];
      void toast({ title, message: event.data.title, testId: 'realtime-toast' });
      browserNotification(title, event.data.title);
    },
    [client],
  );

  useRealtime({
    onEvent,
    onReconnected: () => {
      // Whatever arrived while the connection was down shows in the counters.
      void invalidateBadges(client);
      void current.refetch();
    },
  });

  const shown = maintenance[0];
  const acknowledge = useMutation({
    mutationFn: (id: string) => callApi('communication.acknowledgeMaintenanceMessage', { path: { id } }),
    onSettled: (_r, _e, id) => setMaintenance((list) => list.filter((m) => m.id !== id)),
  });

  return (
    <Modal
      opened={Boolean(shown)}
      onClose={() => shown && acknowledge.mutate(shown.id)}
      title={shown?.title}
      centered
      closeOnClickOutside={false}
      data-testid="maintenance-modal"
    >
      {shown && (
        <Stack>
          <RichText html={shown.content} testId="maintenance-content" />
          <Group justify="flex-end">
            <Button
              onClick={() => acknowledge.mutate(shown.id)}
              loading={acknowledge.isPending}
              data-testid="maintenance-acknowledge"
            >
              Разбрах
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
