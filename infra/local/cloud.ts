import { existsSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { entries, websocketPath } from '../../shared/src/runtime';
import { bucketNames } from '../../shared/src/table';
import { type LocalDynamo, startDynamo } from './dynamo';
import { startEpaySimulator } from './epay-simulator/server';
import { startLocalQueue } from './local-queue';
import { startNeispuoSimulator } from './neispuo-simulator/server';
import { serveOutbox } from './outbox';
import { freePort } from './ports';
import { createRestGateway } from './rest-gateway';
import { type LocalS3, startS3 } from './s3';
import { startScheduler } from './scheduler';
import { type SeedOutcome, seedDemo, snapshotKey } from './seed-snapshot';
import { createStaticSite } from './static-site';
import { startStreamPoller } from './stream-poller';
import { ensureTable, localDynamoClient } from './table';
import { countedLambda } from './usage';

export interface LocalCloudOptions {
  port: number;
  /**
   * The address of the one public port: 127.0.0.1 unless a developer opens it to the network (HOST=0.0.0.0,
   * e.g. to try the platform from a phone). Every internal service stays on 127.0.0.1 regardless.
   */
  host?: string;
  dataDir: string;
  /** Tests: DynamoDB in memory and a fresh S3 folder. */
  inMemory?: boolean;
  /** Reuse a DynamoDB Local / S3 emulator that is already running (integration suites). */
  dynamoEndpoint?: string;
  s3Endpoint?: string;
  tableName?: string;
  seed?: 'demo' | 'none';
  webDist?: string;
  quiet?: boolean;
  /** Write the functions' and gateways' JSON log lines to this file instead of the console. */
  logFile?: string;
}

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

const root = path.resolve(import.meta.dirname, '../..');
const load = async <T>(entry: string): Promise<T> =>
  countedLambda(entry, (await import(path.join(root, entry))).handler) as T;

/**
 * The whole platform on one machine: DynamoDB Local, the S3 emulator, API Gateway REST and WebSocket with
 * the same authorizer, the stream poller, the queue, the scheduler, the mail outbox and the built SPA on
 * one port. Handlers run in this process, as the same modules Lambda runs.
 */
export async function startLocalCloud(options: LocalCloudOptions) {
  const log = (line: string) => {
    if (!options.quiet) console.log(line);
  };
  const dataDir = path.resolve(options.dataDir);
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {});
  };
  // The demo snapshot's key (a hash of the seed's sources) is computed while the emulators start.
  const snapshotKeyEarly =
    options.seed !== 'none' ? snapshotKey().catch(() => undefined) : Promise.resolve(undefined);
  try {
    let dynamo: LocalDynamo | undefined;
    let dynamoEndpoint = options.dynamoEndpoint;
    if (!dynamoEndpoint) {
      dynamo = await startDynamo({
        port: await freePort(),
        dataDir: options.inMemory ? undefined : path.join(dataDir, 'dynamodb'),
      });
      stops.push(() => dynamo!.stop());
      dynamoEndpoint = dynamo.endpoint;
    }
    let s3: LocalS3 | undefined;
    let s3Endpoint = options.s3Endpoint;
    if (!s3Endpoint) {
      s3 = await startS3({
        port: await freePort(),
        dir: path.join(dataDir, 's3'),
        buckets: [bucketNames.files, bucketNames.exports],
      });
      stops.push(() => s3!.stop());
      s3Endpoint = s3.endpoint;
    }
    const tableName = options.tableName ?? 'gradina';
    const dynamoClient = localDynamoClient(dynamoEndpoint);
    await ensureTable(dynamoClient, tableName);

    const queue = await startLocalQueue({ load, deadLetterDir: path.join(dataDir, 'dead-letters') });
    stops.push(() => queue.close());
    // ePay.bg and EasyPay on a port of their own: the platform's ePay client only changes base URL.
    // The test harnesses (in memory) retry a refused notification after 0.5 s, doubling, not after a minute.
    const epay = await startEpaySimulator({
      port: Number(process.env.EPAY_SIMULATOR_PORT ?? 0),
      ...(options.inMemory ? { retries: { baseGapMs: 500 } } : {}),
    });
    stops.push(() => epay.stop());
    // НЕИСПУО's External API over HTTPS with client certificates from a test CA made in the data folder.
    const neispuoCertificates = path.join(dataDir, 'neispuo');
    const neispuo = await startNeispuoSimulator({
      port: Number(process.env.NEISPUO_SIMULATOR_PORT ?? 0),
      certificatesDir: neispuoCertificates,
    });
    stops.push(() => neispuo.stop());

    Object.assign(process.env, {
      TABLE_NAME: tableName,
      DYNAMODB_ENDPOINT: dynamoEndpoint,
      S3_ENDPOINT: s3Endpoint,
      FILES_BUCKET: bucketNames.files,
      EXPORTS_BUCKET: bucketNames.exports,
      AWS_REGION: process.env.AWS_REGION ?? 'eu-central-1',
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      LOCAL_QUEUE_ENDPOINT: queue.endpoint,
      GRADINA_STRICT_REPLIES: '1',
      GRADINA_METER_HEADERS: '1',
      PUBLIC_URL: `http://localhost:${options.port}`,
      JWT_KEY_FILE: path.join(dataDir, 'keys', 'jwt-signing.json'),
      SECRETS_KEY_FILE: path.join(dataDir, 'keys', 'provider-secrets.key'),
      EPAY_BASE_URL: epay.url,
      EPAY_SIMULATOR_ADMIN_URL: `${epay.url}dev/`,
      NEISPUO_BASE_URL: neispuo.apiUrl,
      NEISPUO_CERT_DIR: neispuoCertificates,
      // In-memory runs are the test harnesses (integration, e2e, bench), which sign in from this machine
      // hundreds of times a minute; their rate-limit tests come from other loopback addresses (127.0.0.x).
      GRADINA_RATE_LIMIT_EXEMPT: options.inMemory ? '127.0.0.1,::1' : '',
    });
    if (options.logFile) {
      mkdirSync(path.dirname(path.resolve(options.logFile)), { recursive: true });
      process.env.GRADINA_LOG_FILE = path.resolve(options.logFile);
    }

    let accounts: DemoAccount[] = [];
    let seeding: SeedOutcome | undefined;
    if (options.seed !== 'none') {
      // From the snapshot of the seeded table when one fits this checkout and day (seed-snapshot.ts).
      seeding = await seedDemo({
        places: {
          client: dynamoClient,
          tableName,
          s3Dir: path.join(dataDir, 's3'),
          keysDir: path.join(dataDir, 'keys'),
          replaceKeys: !!options.inMemory,
        },
        queueIdle: queue.idle,
        key: snapshotKeyEarly,
      });
      accounts = seeding.accounts;
      log(`Demo data: ${seeding.source} in ${(seeding.ms / 1000).toFixed(1)} s`);
    }

    const authorize = await load<
      (e: APIGatewayRequestAuthorizerEvent) => Promise<APIGatewayAuthorizerResult>
    >(entries.authorizer);
    const rest = createRestGateway({ authorize });
    const webDist = options.webDist ?? path.join(root, 'web', 'dist');
    const site = existsSync(path.join(webDist, 'index.html')) ? createStaticSite(webDist) : undefined;
    const outbox = serveOutbox(path.join(dataDir, 'outbox'));

    const server: Server = createServer((req, res) => {
      const url = req.url ?? '/';
      if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
        rest(req, res).catch((e: Error) => {
          console.error('gateway failed', e.name, e.message);
          if (!res.headersSent) res.writeHead(502).end();
        });
      } else if (url.startsWith('/dev/outbox')) {
        outbox(req, res);
      } else if (url === '/dev/stream/idle' && req.method === 'GET') {
        // Tests wait here until every record written so far reached the stream consumers (aggregates).
        streams.drain().then(
          () => res.writeHead(204).end(),
          (e: Error) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(e.message),
        );
      } else if (site) {
        site(req, res);
      } else {
        res
          .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end('Уеб приложението не е компилирано: npm run build:web');
      }
    });

    // Clients (the browser tests' request contexts, the SDKs) reuse idle connections: with Node's default of
    // 5 s the server could close one just as a request went out on it (ECONNRESET). CloudFront keeps them far
    // longer; so does the local one.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;

    const { startWebSocketGateway } = await import('./ws-gateway');
    const { createLogger } = await import('../../functions/src/platform/http/logger');
    const ws = await startWebSocketGateway({
      server,
      log: createLogger({ component: 'websocket-gateway' }),
      authorize,
      handlers: {
        connect: await load(entries.websocket.connect),
        disconnect: await load(entries.websocket.disconnect),
        default: await load(entries.websocket.default),
      },
    });
    process.env.WEBSOCKET_MANAGEMENT_ENDPOINT = ws.managementEndpoint;
    stops.push(() => ws.close());

    const streams = await startStreamPoller({
      endpoint: dynamoEndpoint,
      dynamo: dynamoClient,
      tableName,
      handler: () => load(entries.stream),
    });
    stops.push(() => streams.stop());
    const scheduler = startScheduler((entry) => load(entry));
    stops.push(() => scheduler.stop());

    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
    });
    stops.push(
      () =>
        new Promise<void>((r) => {
          server.closeAllConnections();
          server.close(() => r());
        }),
    );
    const url = `http://localhost:${options.port}`;
    log(`Gradina is ready at ${url}`);
    log(`ePay simulator: ${epay.url}`);
    log(`НЕИСПУО simulator: ${neispuo.url}`);
    return {
      url,
      websocketUrl: `ws://localhost:${options.port}${websocketPath}`,
      accounts,
      /** How the demo data came: from the snapshot, seeded, or already there; and how long it took. */
      seeding,
      hasWeb: !!site,
      tableName,
      dynamoEndpoint,
      s3Endpoint,
      epaySimulatorUrl: epay.url,
      neispuo,
      queue,
      streams,
      scheduler,
      pids: { dynamo: dynamo?.pid, s3: s3?.pid },
      stop: stopAll,
    };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
