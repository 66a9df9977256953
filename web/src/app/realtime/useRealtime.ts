import type { RealtimeEvent } from '@gradina/shared/realtime';
import { useEffect, useRef } from 'react';
import { callApi } from '../../api/client';
import { getToken } from '../../api/session';
import { connectHub } from './hub-client';

export interface RealtimeHandlers {
  onEvent: (event: RealtimeEvent) => void;
  onReconnected?: () => void;
}

/**
 * Keeps the hub connection open while the component using it is mounted and a user is signed in. The
 * handlers may change between renders; the connection stays.
 */
export function useRealtime(handlers: RealtimeHandlers, enabled = true): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    if (!enabled || !getToken()) return;
    return connectHub({
      getTicket: async () => {
        if (!getToken()) throw new Error('signed out');
        return (await callApi('identity.realtimeTicket')).ticket;
      },
      onEvent: (event) => ref.current.onEvent(event),
      onReconnected: () => ref.current.onReconnected?.(),
    });
  }, [enabled]);
}
