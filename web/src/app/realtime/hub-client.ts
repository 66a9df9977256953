import {
  isRealtimePong,
  parseRealtimeEvent,
  type RealtimeEvent,
  realtimePing,
} from '@gradina/shared/realtime';

/** Keep-alive: API Gateway drops a connection after 10 idle minutes. */
export const pingIntervalMs = 5 * 60_000;
/** Spec: reconnect after 1 s, then back off 2, 4, 8… seconds, at most 30 s. */
export const firstRetryMs = 1000;
export const maxRetryMs = 30_000;

/** The wait before reconnect attempt number `attempt` (0-based): 1, 2, 4, 8, 16, 30, 30… seconds. */
export function retryDelayMs(attempt: number): number {
  return Math.min(maxRetryMs, firstRetryMs * 2 ** Math.max(0, attempt));
}

/** `ws://host/hubs/notifications?ticket=…` (wss on https pages). */
export function hubUrl(
  ticket: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/hubs/notifications?ticket=${encodeURIComponent(ticket)}`;
}

export interface HubOptions {
  /** A fresh one-time ticket for every connection. */
  getTicket: () => Promise<string>;
  onEvent: (event: RealtimeEvent) => void;
  /** Called when a connection opens after an earlier one was lost (something may have been missed). */
  onReconnected?: () => void;
  /** For tests. */
  createSocket?: (url: string) => WebSocket;
}

/**
 * The signed-in user's connection to the real-time hub: connects with a fresh ticket, pings every 5 minutes
 * and reconnects after a loss with a growing delay (1 s, 2, 4 … 30 s), each time with a new ticket. Returns
 * a function that closes the connection for good.
 */
export function connectHub(options: HubOptions): () => void {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  let stopped = false;
  let socket: WebSocket | undefined;
  let attempt = 0;
  let hadConnection = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const scheduleRetry = () => {
    if (stopped || retryTimer) return;
    const delay = retryDelayMs(attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void open();
    }, delay);
  };

  const open = async () => {
    if (stopped) return;
    let ticket: string;
    try {
      ticket = await options.getTicket();
    } catch {
      scheduleRetry();
      return;
    }
    if (stopped) return;
    let ws: WebSocket;
    try {
      ws = createSocket(hubUrl(ticket));
    } catch {
      scheduleRetry();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      if (hadConnection) options.onReconnected?.();
      hadConnection = true;
      clearInterval(pingTimer);
      pingTimer = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(realtimePing));
      }, pingIntervalMs);
    };
    ws.onmessage = (e) => {
      if (typeof e.data !== 'string' || isRealtimePong(e.data)) return;
      const event = parseRealtimeEvent(e.data);
      if (event) options.onEvent(event);
    };
    ws.onclose = () => {
      clearInterval(pingTimer);
      pingTimer = undefined;
      if (socket === ws) socket = undefined;
      // A connection that never opened still counts as lost: the next one is a reconnect.
      hadConnection = true;
      scheduleRetry();
    };
    ws.onerror = () => {
      // onclose follows and schedules the retry.
    };
  };

  void open();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    const ws = socket;
    socket = undefined;
    if (ws) {
      ws.onclose = null;
      ws.onmessage = null;
      ws.close();
    }
  };
}
