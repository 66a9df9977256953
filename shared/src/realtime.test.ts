import { describe, expect, it } from 'vitest';
import {
  encodeRealtimeEvent,
  isRealtimePong,
  parseRealtimeClientMessage,
  parseRealtimeEvent,
  type RealtimeEvent,
  realtimeEventNames,
} from './realtime';

describe('hub events on the wire', () => {
  it('encodes an event as {"event", "data"}', () => {
    expect(encodeRealtimeEvent({ event: 'receiveMessage', data: { id: 'm1', title: 'Здравейте' } })).toBe(
      '{"event":"receiveMessage","data":{"id":"m1","title":"Здравейте"}}',
    );
  });

  it('reads back every event it writes', () => {
    const samples: RealtimeEvent[] = [
      { event: 'receiveMessage', data: { id: '1', title: 'Съобщение' } },
      { event: 'receiveEvent', data: { id: '2', title: 'Събитие' } },
      { event: 'receivePoll', data: { id: '3', title: 'Анкета' } },
      { event: 'receiveMasterAdministrativeMessage', data: { id: '4', title: 'Административно' } },
      { event: 'receiveMaintenanceMessage', data: { id: '5', title: 'Профилактика', content: 'В 22:00 ч.' } },
      { event: 'clearMaintenanceMessage', data: { id: '5' } },
      {
        event: 'receiveNotice',
        data: { id: '6', title: 'Отсъствие', text: 'Иван е отбелязан като отсъстващ.' },
      },
    ];
    expect(samples.map((s) => s.event).sort()).toEqual([...realtimeEventNames].sort());
    for (const s of samples) expect(parseRealtimeEvent(encodeRealtimeEvent(s))).toEqual(s);
  });

  it('refuses frames that are not hub events', () => {
    for (const text of [
      'not json',
      'null',
      '[]',
      '{"type":"pong"}',
      '{"event":"somethingElse","data":{"id":"1","title":"x"}}',
      '{"event":"receiveMessage","data":{"id":1,"title":"x"}}',
      '{"event":"receiveMaintenanceMessage","data":{"id":"1","title":"x"}}',
      '{"event":"receiveMessage"}',
    ]) {
      expect(parseRealtimeEvent(text)).toBeUndefined();
    }
  });
});

describe('client messages', () => {
  it('knows a ping and nothing else', () => {
    expect(parseRealtimeClientMessage('{"type":"ping"}')).toEqual({ type: 'ping' });
    expect(parseRealtimeClientMessage('{"type":"pong"}')).toBeUndefined();
    expect(parseRealtimeClientMessage('ping')).toBeUndefined();
    expect(parseRealtimeClientMessage(undefined)).toBeUndefined();
    expect(parseRealtimeClientMessage(`{"type":"ping","pad":"${'x'.repeat(2000)}"}`)).toBeUndefined();
  });

  it('recognises the pong', () => {
    expect(isRealtimePong('{"type":"pong"}')).toBe(true);
    expect(isRealtimePong('{"event":"receiveMessage"}')).toBe(false);
    expect(isRealtimePong('}')).toBe(false);
  });
});
