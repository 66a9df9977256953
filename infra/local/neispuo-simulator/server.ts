import { createHash, X509Certificate } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { makeTestCertificates, type TestCertificates } from './certificates';
import { createSimulatorState, type Fault, Refusal, type SimulatorState } from './state';

/**
 * A local НЕИСПУО External API for diary providers (governmentbg/NEISPUO, school-books/backend/SB.ExtApi) on
 * a port of its own, over HTTPS with client certificates issued by a test CA made at start. The platform's
 * one НЕИСПУО client works against it by base URL and certificate alone. It serves, under `/schoolbooks/`:
 * - `{schoolYear}/{institutionId}/classBooks` (GET, POST with a classId, `createClassBooks`, DELETE `{id}`,
 *   `{id}/finalize`, `{id}/unfinalize`) and a class book's `attendances` (GET, POST, DELETE `{id}`, POST
 *   `excuse/{id}`) and other sections (sections.ts: results, meetings, notes, topics, schedules; the school
 *   year's days off and teacher absences);
 * - `medicalNotices/next/{n}` (n 100-10000) and `medicalNotices/acknowledge`.
 * It enforces НЕИСПУО's rules: the caller's certificate thumbprint names the provider, and only the provider
 * the institution chose for the school year may touch its books; one attendance per child per day; a reason
 * only on an excused absence; dates within the school year (15.09 to 14.09).
 * `/dev/…` (no certificate) is for the platform's local run and tests: institutions, medical notices to serve,
 * faults (5xx, a timeout, a refused record, an answer lost after the call was done), the state, the calls counted, and an outage in the middle of a
 * sync (`/dev/outage`: after n more calls the port goes dark for a while and comes back with what it kept).
 */

export interface NeispuoSimulatorOptions {
  /** 0 (default) picks a free port; a restart after an outage keeps it. */
  port?: number;
  host?: string;
  /** Where the test CA and the certificates live (made once). */
  certificatesDir: string;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1024 * 1024) throw new Refusal(413, 'Заявката е твърде голяма.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(400, 'Невалиден JSON.');
  }
}

/** The SHA-1 thumbprint of a certificate, as НЕИСПУО registers a provider's (upper-case hex). */
export const thumbprintOf = (pem: string) =>
  createHash('sha1').update(new X509Certificate(pem).raw).digest('hex').toUpperCase();

export async function startNeispuoSimulator(options: NeispuoSimulatorOptions) {
  const certificates: TestCertificates = makeTestCertificates(options.certificatesDir);
  const gradina = thumbprintOf(certificates.clientCert);
  const state: SimulatorState = createSimulatorState(gradina);
  const host = options.host ?? '127.0.0.1';
  let faults: Fault[] = [];
  let calls = 0;
  /** An outage a test armed: after `afterCalls` more calls the port goes dark for `ms`, then comes back. */
  let outage: { afterCalls: number; ms: number } | undefined;

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) return res.writeHead(status).end();
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  };

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    const socket = req.socket as TLSSocket;
    const peer = socket.getPeerCertificate();
    if (!socket.authorized || !peer?.raw) {
      return send(res, 401, { title: 'Необходим е клиентски сертификат, издаден за доставчик на дневници.' });
    }
    const provider = createHash('sha1').update(peer.raw).digest('hex').toUpperCase();
    if (outage && outage.afterCalls-- <= 0) {
      const { ms } = outage;
      outage = undefined;
      // Mid-sync: this call gets no answer and the port stops answering until the simulator is back.
      await close();
      setTimeout(() => void listen(), ms);
      return;
    }
    calls++;
    const body = req.method === 'POST' || req.method === 'PUT' ? await readJson(req) : undefined;
    const person = (body as { personId?: unknown } | undefined)?.personId;
    const fault = faults.find(
      (f) =>
        f.remaining > 0 &&
        (!f.path || path.includes(f.path)) &&
        (f.personId === undefined || f.personId === person),
    );
    if (fault) {
      fault.remaining--;
      faults = faults.filter((f) => f.remaining > 0);
      if (fault.kind === 'timeout') return; // never answers: the client's timeout decides
      if (fault.kind === '5xx') return send(res, 503, { title: 'Услугата временно не е достъпна.' });
      if (fault.kind === 'refuse') return send(res, 400, { title: fault.message ?? 'Записът е отказан.' });
    }
    const answer = state.handle(provider, req.method ?? 'GET', path, body);
    if (fault?.kind === 'lose-answer') return req.socket.destroy();
    send(res, answer.status, answer.body);
  }

  async function dev(req: IncomingMessage, res: ServerResponse, path: string) {
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    if (path === '/dev/state' && req.method === 'GET') return send(res, 200, { ...state.snapshot(), calls });
    if (path === '/dev/calls' && req.method === 'GET') return send(res, 200, { calls });
    if (path === '/dev/reset' && req.method === 'POST') {
      state.reset();
      faults = [];
      calls = 0;
      return send(res, 204);
    }
    if (path === '/dev/institutions' && req.method === 'POST')
      return send(res, 200, state.addInstitution(body));
    if (path === '/dev/medical-notices' && req.method === 'POST')
      return send(res, 200, state.queueNotices(body));
    if (path === '/dev/outage' && req.method === 'POST') {
      const { afterCalls = 0, ms = 1000 } = (body ?? {}) as { afterCalls?: number; ms?: number };
      outage = { afterCalls, ms };
      return send(res, 204);
    }
    if (path === '/dev/faults' && req.method === 'POST') {
      const fault = body as Fault;
      if (!['5xx', 'timeout', 'refuse', 'lose-answer'].includes(fault?.kind))
        throw new Refusal(400, 'Непознат вид грешка.');
      faults.push({ ...fault, remaining: fault.remaining ?? 1 });
      return send(res, 204);
    }
    send(res, 404, { title: 'Няма такъв адрес.' });
  }

  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = options.port ?? 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer(
        {
          cert: certificates.serverCert,
          key: certificates.serverKey,
          ca: certificates.ca,
          requestCert: true,
          rejectUnauthorized: false,
        },
        (req, res) => {
          const path = (req.url ?? '/').split('?')[0] ?? '/';
          const route = path.startsWith('/dev/')
            ? dev(req, res, path)
            : path.startsWith('/schoolbooks/')
              ? api(req, res, path.slice('/schoolbooks'.length))
              : Promise.resolve(send(res, 404, { title: 'Няма такъв адрес.' }));
          route.catch((e: Error) => {
            if (res.headersSent) return;
            if (e instanceof Refusal) send(res, e.status, { title: e.message });
            else send(res, 500, { title: e.message });
          });
        },
      );
      s.on('connection', (socket: Socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      s.once('error', reject);
      s.listen(port, host, () => {
        const address = s.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = s;
        resolve();
      });
    });

  const close = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  const url = `https://localhost:${port}/`;
  // Test processes that did not start the cloud (the browser tests) find the simulator here.
  writeFileSync(path.join(options.certificatesDir, 'url'), url);
  return {
    url,
    /** The base path of the External API, what the platform's client is given. */
    apiUrl: `${url}schoolbooks/`,
    certificates,
    /** Gradina's provider thumbprint (the one every institution chooses unless a test says otherwise). */
    thumbprint: gradina,
    state,
    /** An outage: the port stops answering; what was received stays. */
    pause: close,
    /** Back after an outage, on the same port. */
    resume: listen,
    stop: close,
  };
}

export type NeispuoSimulator = Awaited<ReturnType<typeof startNeispuoSimulator>>;
