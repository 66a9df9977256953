import { readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalCloud } from './cloud';
import { freePort } from './ports';

interface Listener {
  address: string;
  port: number;
}

/** `0100007F` (IPv4, little-endian) or 32 hex digits (IPv6, four little-endian words) as text. */
function decodeAddress(hex: string): string {
  if (hex.length === 8) return Buffer.from(hex, 'hex').reverse().join('.');
  const bytes = Buffer.concat([0, 8, 16, 24].map((i) => Buffer.from(hex.slice(i, i + 8), 'hex').reverse()));
  if (bytes.subarray(0, 12).equals(Buffer.from('00000000000000000000ffff', 'hex'))) {
    return [...bytes.subarray(12)].join('.');
  }
  const words = [...Array(8).keys()].map((i) => bytes.readUInt16BE(i * 2).toString(16));
  const text = words.join(':');
  return text === '0:0:0:0:0:0:0:0' ? '::' : text === '0:0:0:0:0:0:0:1' ? '::1' : text;
}

/** The TCP sockets the given processes listen on, read from /proc (Linux: where the local cloud runs). */
function listenersOf(pids: number[]): Listener[] {
  const inodes = new Set<string>();
  for (const pid of pids) {
    const fdDir = `/proc/${pid}/fd`;
    for (const fd of readdirSync(fdDir)) {
      const target = (() => {
        try {
          return readlinkSync(path.join(fdDir, fd));
        } catch {
          return ''; // closed while we looked
        }
      })();
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    }
  }
  const listening = '0A';
  return ['tcp', 'tcp6'].flatMap((table) =>
    readFileSync(`/proc/self/net/${table}`, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === listening && inodes.has(cols[9]!))
      .map((cols) => {
        const [address, port] = cols[1]!.split(':');
        return { address: decodeAddress(address!), port: Number.parseInt(port!, 16) };
      }),
  );
}

const loopback = new Set(['127.0.0.1', '::1']);
const dataDir = path.resolve(`.test-data/bind-addresses-${process.pid}`);
const clouds: Awaited<ReturnType<typeof startLocalCloud>>[] = [];
afterAll(async () => {
  for (const cloud of clouds.reverse()) await cloud.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('local cloud network exposure', () => {
  const before = new Set(listenersOf([process.pid]).map((l) => l.port));

  it('binds every service, the public port included, to 127.0.0.1 by default', async () => {
    const port = await freePort();
    const cloud = await startLocalCloud({ port, dataDir, inMemory: true, seed: 'none', quiet: true });
    clouds.push(cloud);
    const pids = [process.pid, cloud.pids.dynamo!, cloud.pids.s3!];
    const listeners = listenersOf(pids).filter((l) => !before.has(l.port));
    // The public port, DynamoDB Local, the S3 emulator, the queue and the @connections API.
    expect(listeners.length).toBeGreaterThanOrEqual(5);
    expect(listeners.map((l) => l.port)).toEqual(
      expect.arrayContaining([
        port,
        Number(new URL(cloud.dynamoEndpoint).port),
        Number(new URL(cloud.s3Endpoint).port),
      ]),
    );
    for (const l of listeners) expect(loopback.has(l.address), `${l.address}:${l.port}`).toBe(true);
  });

  it('opens only the public port to the network with HOST=0.0.0.0', async () => {
    const [first] = clouds;
    const seen = new Set(listenersOf([process.pid]).map((l) => l.port));
    const port = await freePort();
    const cloud = await startLocalCloud({
      port,
      host: '0.0.0.0',
      dataDir,
      inMemory: true,
      seed: 'none',
      quiet: true,
      dynamoEndpoint: first!.dynamoEndpoint,
      s3Endpoint: first!.s3Endpoint,
    });
    clouds.push(cloud);
    const listeners = listenersOf([process.pid]).filter((l) => !seen.has(l.port));
    expect(listeners.find((l) => l.port === port)?.address).toMatch(/^(0\.0\.0\.0|::)$/);
    const internal = listeners.filter((l) => l.port !== port);
    expect(internal.length).toBeGreaterThanOrEqual(2);
    for (const l of internal) expect(loopback.has(l.address), `${l.address}:${l.port}`).toBe(true);
  });
});
