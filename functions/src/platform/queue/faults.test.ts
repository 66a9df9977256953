import { afterEach, describe, expect, it } from 'vitest';
import { faultPoint, runWithFault } from './faults';

const endpoint = process.env.LOCAL_QUEUE_ENDPOINT;
afterEach(() => {
  if (endpoint === undefined) delete process.env.LOCAL_QUEUE_ENDPOINT;
  else process.env.LOCAL_QUEUE_ENDPOINT = endpoint;
});

/** Runs `slices` slices of work under a fault, meeting the fault point between slices as consumers do. */
async function consume(point: string | undefined, slices = 3) {
  const done: number[] = [];
  await runWithFault(point, async () => {
    for (let n = 0; n < slices; n++) {
      if (n > 0) faultPoint('mid-batch');
      done.push(n);
    }
  });
  return done;
}

describe('the test-only consumer fault', () => {
  it('fails a consumer once, at the armed point, in the local cloud', async () => {
    process.env.LOCAL_QUEUE_ENDPOINT = 'http://127.0.0.1:1';
    const done: number[] = [];
    await expect(
      runWithFault('mid-batch', async () => {
        for (let n = 0; n < 3; n++) {
          if (n > 0) faultPoint('mid-batch');
          done.push(n);
        }
      }),
    ).rejects.toThrow(/injected fault at mid-batch/);
    expect(done).toEqual([0]);
    // The redelivery carries no fault: the work runs to its end.
    expect(await consume(undefined)).toEqual([0, 1, 2]);
  });

  it('is ignored outside the local cloud and for another point', async () => {
    delete process.env.LOCAL_QUEUE_ENDPOINT;
    expect(await consume('mid-batch')).toEqual([0, 1, 2]);
    process.env.LOCAL_QUEUE_ENDPOINT = 'http://127.0.0.1:1';
    expect(await consume('elsewhere')).toEqual([0, 1, 2]);
  });

  it('never fires outside a consumer run', () => {
    process.env.LOCAL_QUEUE_ENDPOINT = 'http://127.0.0.1:1';
    expect(() => faultPoint('mid-batch')).not.toThrow();
  });
});
