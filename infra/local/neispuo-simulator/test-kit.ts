import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import path from 'node:path';
import type { SimulatorState } from './state';

/**
 * The simulator's `/dev/…` controls for tests, the demo and the bench: institutions with their classes and
 * children, medical notices to serve, faults, the state. Over HTTPS trusting the test CA, no client certificate.
 */
export function neispuoSimulatorKit(url: string, ca: string) {
  const agent = new Agent({ ca });
  const call = <T>(method: string, path: string, body?: unknown, withAgent = agent) =>
    new Promise<{ status: number; json: T }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        new URL(path, url),
        { method, agent: withAgent, headers: payload ? { 'Content-Type': 'application/json' } : {} },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, json: (text ? JSON.parse(text) : undefined) as T }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const ok = async <T>(method: string, path: string, body?: unknown) => {
    const res = await call<T>(method, path, body);
    if (res.status >= 300) throw new Error(`simulator ${path}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json;
  };
  return {
    reset: () => ok('POST', 'dev/reset'),
    addInstitution: (institution: {
      institutionId: number;
      schoolYear: number;
      provider?: 'gradina' | 'other';
      classes?: { classId: number; className: string; basicClassId: number }[];
      persons?: { personId: number; identifier: string }[];
    }) => ok('POST', 'dev/institutions', institution),
    queueNotices: (
      notices: {
        personId: number;
        identifier: string;
        identifierType?: number;
        givenName: string;
        familyName: string;
        fromDate: string;
        toDate: string;
      }[],
    ) => ok<number[]>('POST', 'dev/medical-notices', notices),
    fault: (fault: {
      kind: '5xx' | 'timeout' | 'refuse' | 'lose-answer';
      remaining?: number;
      path?: string;
      personId?: number;
      message?: string;
    }) => ok('POST', 'dev/faults', fault),
    /** After `afterCalls` more API calls the simulator stops answering for `ms`, then restarts. */
    outage: (afterCalls: number, ms: number) => ok('POST', 'dev/outage', { afterCalls, ms }),
    /** What the simulator keeps (as `/dev/state` answers it) and the calls it counted. */
    state: () => ok<ReturnType<SimulatorState['snapshot']> & { calls: number }>('GET', 'dev/state'),
    /** The status a call without a client certificate gets. */
    rawWithoutCertificate: async (apiUrl: string) =>
      (await call('GET', apiUrl, undefined, new Agent({ ca }))).status,
  };
}

/**
 * The kit of the local cloud's simulator: its folder (the test CA and the `url` file the simulator writes)
 * from the environment the cloud set, or the data folder of a cloud another process started.
 */
export function localNeispuoSimulatorKit(dir = process.env.NEISPUO_CERT_DIR) {
  if (!dir) throw new Error('the НЕИСПУО simulator is not running (NEISPUO_CERT_DIR)');
  const url = readFileSync(path.join(dir, 'url'), 'utf8');
  return neispuoSimulatorKit(url, readFileSync(path.join(dir, 'ca.crt'), 'utf8'));
}
