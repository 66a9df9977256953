/**
 * The real-time hub (`/hubs/notifications`): the events the server pushes and the few messages a client may
 * send. The server (functions/src/platform/realtime/push.ts) and the web client import these same types.
 *
 * Wire format, server -> client: one text frame per event, JSON `{"event": "<name>", "data": {...}}`.
 * Client -> server: `{"type": "ping"}`, answered with `{"type": "pong"}` (a keep-alive; API Gateway drops a
 * connection after 10 idle minutes and after 2 hours in any case).
 */

/** A new item the user can open: its id and title (the toast and the badge counters refetch from these). */
export interface RealtimeItemPayload {
  id: string;
  title: string;
}

export interface MaintenanceMessagePayload {
  id: string;
  title: string;
  content: string;
}

export interface ClearMaintenanceMessagePayload {
  id: string;
}

/** A notice another feature raises (an unexcused absence, a child marked absent): shown as a toast. */
export interface NoticePayload {
  id: string;
  title: string;
  text: string;
}

/** Every hub event by name with its payload. */
export interface RealtimeEventPayloads {
  receiveMessage: RealtimeItemPayload;
  receiveEvent: RealtimeItemPayload;
  receivePoll: RealtimeItemPayload;
  receiveMasterAdministrativeMessage: RealtimeItemPayload;
  receiveMaintenanceMessage: MaintenanceMessagePayload;
  clearMaintenanceMessage: ClearMaintenanceMessagePayload;
  receiveNotice: NoticePayload;
}

export type RealtimeEventName = keyof RealtimeEventPayloads;

/** The discriminated union of hub events, discriminated by `event`. */
export type RealtimeEvent = {
  [K in RealtimeEventName]: { event: K; data: RealtimeEventPayloads[K] };
}[RealtimeEventName];

export const realtimeEventNames = [
  'receiveMessage',
  'receiveEvent',
  'receivePoll',
  'receiveMasterAdministrativeMessage',
  'receiveMaintenanceMessage',
  'clearMaintenanceMessage',
  'receiveNotice',
] as const satisfies readonly RealtimeEventName[];

/** The text frame of an event. */
export function encodeRealtimeEvent(event: RealtimeEvent): string {
  return JSON.stringify({ event: event.event, data: event.data });
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';

function payloadFits(name: RealtimeEventName, data: Record<string, unknown>): boolean {
  switch (name) {
    case 'clearMaintenanceMessage':
      return isText(data.id);
    case 'receiveMaintenanceMessage':
      return isText(data.id) && isText(data.title) && isText(data.content);
    case 'receiveNotice':
      return isText(data.id) && isText(data.title) && isText(data.text);
    default:
      return isText(data.id) && isText(data.title);
  }
}

/** Reads a frame the server sent; anything that is not a known hub event answers undefined. */
export function parseRealtimeEvent(text: string): RealtimeEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || !isRecord(value.data)) return undefined;
  const name = value.event;
  if (!(realtimeEventNames as readonly unknown[]).includes(name)) return undefined;
  if (!payloadFits(name as RealtimeEventName, value.data)) return undefined;
  return { event: name, data: value.data } as unknown as RealtimeEvent;
}

/** Messages a client sends on the hub. */
export type RealtimeClientMessage = { type: 'ping' };
export const realtimePing: RealtimeClientMessage = { type: 'ping' };
/** The server's answer to a ping. */
export const realtimePong = { type: 'pong' } as const;

/** Reads a frame a client sent; anything else (bad JSON, unknown type) answers undefined. */
export function parseRealtimeClientMessage(text: string | undefined): RealtimeClientMessage | undefined {
  if (!text || text.length > 1024) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) && value.type === 'ping' ? { type: 'ping' } : undefined;
  } catch {
    return undefined;
  }
}

/** True for the server's keep-alive answer (the client ignores it). */
export function isRealtimePong(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) && value.type === 'pong';
  } catch {
    return false;
  }
}
