import { rmSync } from 'node:fs';
import path from 'node:path';
import { startLocalCloud } from '../../infra/local/cloud';
import { freePort } from '../../infra/local/ports';
import { scanRunLog } from './log-scan';

/**
 * One local cloud for the whole integration run (DynamoDB Local in memory, the S3 emulator, the gateways,
 * demo data): the JVM takes seconds to start, so test files share it and isolate their own data by ids.
 */
export default async function setup() {
  // Every log line goes to a file (not the console), scanned for personal data when the run ends.
  process.env.LOG_LEVEL = 'info';
  // One folder per run, so parallel runs (several developers' checks on one machine) never clear each other's.
  const dataDir = path.resolve(`.test-data/integration-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const logFile = path.join(dataDir, 'functions.log');
  const started = performance.now();
  const cloud = await startLocalCloud({
    port: await freePort(),
    dataDir,
    inMemory: true,
    quiet: true,
    logFile,
  });
  // One line for the run's stage times: how long the cloud took, and whether the demo came from the snapshot.
  const seeding = cloud.seeding
    ? `, demo data ${cloud.seeding.source} in ${(cloud.seeding.ms / 1000).toFixed(1)} s`
    : '';
  console.log(`local cloud started in ${((performance.now() - started) / 1000).toFixed(1)} s${seeding}`);
  process.env.GRADINA_TEST_URL = cloud.url;
  process.env.MAIL_OUTBOX_DIR = path.join(dataDir, 'outbox');
  process.env.GRADINA_TEST_WS_URL = cloud.websocketUrl;
  process.env.GRADINA_DEMO_ACCOUNTS = JSON.stringify(cloud.accounts);
  return async () => {
    try {
      const outboxDir = path.join(dataDir, 'outbox');
      await scanRunLog({
        logFile,
        dynamoEndpoint: cloud.dynamoEndpoint,
        tableName: cloud.tableName,
        outboxDir,
      });
    } finally {
      await cloud.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
