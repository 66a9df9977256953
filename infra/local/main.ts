import { existsSync } from 'node:fs';
import path from 'node:path';
import { startLocalCloud } from './cloud';
import { portInUse } from './ports';
import { checkJava } from './preflight.mjs';

/** `npm start`: the whole platform on http://localhost:3000 with demo data, data kept under .data/. */
const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? '.data';
const inMemory = process.env.GRADINA_IN_MEMORY === '1';
// Only the public port may be opened to the network (HOST=0.0.0.0); by default it answers this machine only.
const host = process.env.HOST ?? '127.0.0.1';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!checkJava())
  fail(
    'Java 17 is missing: DynamoDB Local needs it. Install it with: sudo apt-get install -y openjdk-17-jre-headless',
  );
if (await portInUse(port, host))
  fail(`Port ${port} is busy: stop what uses it or start on another port with PORT=3001 npm start`);
if (!existsSync(path.resolve('web/dist/index.html')))
  fail('The web app is not built: run npm run build:web (npm start does it for you)');

const started = Date.now();
const cloud = await startLocalCloud({ port, host, dataDir, inMemory }).catch((e: Error) =>
  fail(`Gradina could not start: ${e.message}`),
);

console.log(
  `Started in ${((Date.now() - started) / 1000).toFixed(1)} s. Data: ${inMemory ? 'in memory' : path.resolve(dataDir)}`,
);
console.log('Demo accounts (password for all: Gradina2026):');
for (const a of cloud.accounts) console.log(`  ${a.role.padEnd(20)} ${a.email}`);
console.log(`Mail outbox: ${cloud.url}/dev/outbox   Stop: Ctrl-C`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping Gradina…');
  await cloud.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
