import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export interface LocalS3 {
  endpoint: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * The S3 emulator (s3rver) in its own process: it needs OpenSSL's legacy provider for paged listings
 * (STACK-NOTES), which the rest of the platform should not run with. Buckets are created at start.
 */
export async function startS3(options: { port: number; dir: string; buckets: string[] }): Promise<LocalS3> {
  mkdirSync(options.dir, { recursive: true });
  const bin = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const args = [
    '--openssl-legacy-provider',
    bin,
    '-d',
    options.dir,
    '-a',
    '127.0.0.1',
    '-p',
    String(options.port),
    '--silent',
  ];
  for (const b of options.buckets) args.push('--configure-bucket', b);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const endpoint = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const res = await fetch(`${endpoint}/`);
      if (res.status < 500) break;
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the S3 emulator did not start: ${output.trim().split('\n').slice(-3).join(' ')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    endpoint,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
