/**
 * Waits until the local cloud's work queue has delivered everything queued so far: communication writes
 * reach their recipients through the queue (issue #11), so a suite that acts as a recipient right after a
 * send waits here instead of sleeping or polling each inbox.
 */
export async function delivered(): Promise<void> {
  const endpoint = process.env.LOCAL_QUEUE_ENDPOINT;
  if (!endpoint) throw new Error('LOCAL_QUEUE_ENDPOINT is not set: run under the integration global setup');
  const reply = await fetch(`${endpoint}/work/idle`);
  if (reply.status !== 204) throw new Error(`the local queue answered ${reply.status} to idle`);
}

/**
 * Waits until the local cloud's stream poller has handed every record written so far to the stream
 * consumers, so a suite can read the aggregates they keep (attendance, staff) right after a write.
 */
export async function streamed(): Promise<void> {
  const url = process.env.GRADINA_TEST_URL;
  if (!url) throw new Error('GRADINA_TEST_URL is not set: run under the integration global setup');
  const reply = await fetch(`${url}/dev/stream/idle`);
  if (reply.status !== 204) throw new Error(`the local stream answered ${reply.status} to idle`);
}
