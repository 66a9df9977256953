/**
 * Polls until `check` passes: the queue delivers in the background, so a test waits for what it observes
 * through the API instead of sleeping. Gives up after 20 s with what it last read.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  what: string,
): Promise<T> {
  const until = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
