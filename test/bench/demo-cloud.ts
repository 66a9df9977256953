import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startLocalCloud } from '../../infra/local/cloud';
import { freePort } from '../../infra/local/ports';
import { routeById } from '../../shared/src/manifest/index';

/** A demo account's sign-in (the demo director's by default): a bearer token for the bench's calls. */
export async function signInAs(url: string, identifier = 'director@demo.gradina.bg'): Promise<string> {
  const login = await fetch(new URL(routeById.get('identity.login')!.path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password: 'Gradina2026', identifierKind: 0 }),
  });
  return ((await login.json()) as { token: string }).token;
}

/**
 * A bench on its own local cloud with the demo data (`.test-data/bench-<name>`, in memory), signed in as the
 * demo director; the cloud stops when `run` ends, however it ends.
 */
export async function onDemoCloud(name: string, run: (url: string, token: string) => Promise<void>) {
  process.env.LOG_LEVEL = 'silent';
  const cloud = await startLocalCloud({
    port: await freePort(),
    dataDir: path.resolve(`.test-data/bench-${name}`),
    inMemory: true,
    quiet: true,
  });
  try {
    await run(cloud.url, await signInAs(cloud.url));
  } finally {
    await cloud.stop();
  }
}

/** Runs `main` when the module is the script started (`npx tsx test/bench/<name>.ts`), not when imported. */
export function whenRunDirectly(moduleUrl: string, main: () => Promise<void>) {
  if (process.argv[1] && moduleUrl === pathToFileURL(process.argv[1]).href)
    main().catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
