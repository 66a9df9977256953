import { rmSync } from 'node:fs';
import path from 'node:path';
import { startLocalCloud } from '../../infra/local/cloud';
import { freePort } from '../../infra/local/ports';

/**
 * One local cloud for the whole integration run (DynamoDB Local in memory, the S3 emulator, the gateways,
 * demo data): the JVM takes seconds to start, so test files share it and isolate their own data by ids.
 */
export default async function setup() {
  process.env.LOG_LEVEL = 'silent';
  const dataDir = path.resolve('.test-data/integration');
  rmSync(dataDir, { recursive: true, force: true });
  const cloud = await startLocalCloud({ port: await freePort(), dataDir, inMemory: true, quiet: true });
  process.env.GRADINA_TEST_URL = cloud.url;
  process.env.GRADINA_TEST_WS_URL = cloud.websocketUrl;
  process.env.GRADINA_DEMO_ACCOUNTS = JSON.stringify(cloud.accounts);
  return async () => {
    await cloud.stop();
  };
}
