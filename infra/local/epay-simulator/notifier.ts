import { hmacHex, parseMerchantReply } from './wire';

/**
 * ePay's notifications to merchants: every status change becomes a line `INVOICE=…:STATUS=…[:PAY_TIME…]`;
 * the lines due for one merchant go out together in one POST (`encoded=…&checksum=…`, form-urlencoded,
 * as ePay sends them); the reply is read per invoice. OK and NO end a line; ERR, a missing line, a
 * whole-body `ERR=…`, a failed status or an unreachable merchant keep it, to be sent again after a growing
 * gap (base, 2×base, 4×base… up to maxGap) until giveUpAfter has passed since the first attempt.
 */

export interface RetryPolicy {
  /** The first gap after a failed attempt; each next gap doubles. */
  baseGapMs: number;
  maxGapMs: number;
  giveUpAfterMs: number;
}

/** ePay documents "growing gaps for up to 30 days"; the simulator's default doubles from a minute to 6 hours. */
export const realisticRetries: RetryPolicy = {
  baseGapMs: 60_000,
  maxGapMs: 6 * 60 * 60_000,
  giveUpAfterMs: 30 * 24 * 60 * 60_000,
};

export interface MerchantEndpoint {
  secret: string;
  notifyUrl: string;
}

/** One POST to a merchant, as the `/dev/notifications` list shows it. */
export interface DeliveryRecord {
  seq: number;
  min: string;
  url: string;
  sentAt: string;
  /** 1 for the first attempt of every line in it, higher when some were sent before. */
  attempts: Record<string, number>;
  lines: string[];
  encoded: string;
  checksum: string;
  httpStatus?: number;
  /** A failure of the request itself (refused connection, timeout). */
  error?: string;
  reply?: string;
  /** What became of each invoice: OK / NO (done), ERR or MISSING (sent again), GAVE_UP. */
  outcome: Record<string, string>;
  /** For each invoice sent again: the gap before its next attempt. */
  nextGapMs: Record<string, number>;
}

interface Pending {
  min: string;
  invoice: string;
  line: string;
  attempts: number;
  firstAt: number;
  dueAt: number;
}

export function createNotifier(options: {
  merchant: (min: string) => MerchantEndpoint | undefined;
  retries: RetryPolicy;
  fetch?: typeof fetch;
  timeoutMs?: number;
}) {
  const send = options.fetch ?? fetch;
  const pending: Pending[] = [];
  const deliveries: DeliveryRecord[] = [];
  const inFlight = new Set<string>();
  const timers = new Map<string, NodeJS.Timeout>();
  let idleWaiters: (() => void)[] = [];
  let stopped = false;

  /** Removes a line (if stop() has not cleared the list under a POST in flight already). */
  const drop = (p: Pending) => {
    const at = pending.indexOf(p);
    if (at >= 0) pending.splice(at, 1);
  };

  const settleIdle = () => {
    if (pending.length > 0 || inFlight.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) w();
  };

  /** Arms one timer per merchant, at the earliest line due. */
  function schedule(min: string) {
    if (stopped || inFlight.has(min)) return;
    const due = pending.filter((p) => p.min === min).map((p) => p.dueAt);
    clearTimeout(timers.get(min));
    timers.delete(min);
    if (due.length === 0) return settleIdle();
    const wait = Math.max(0, Math.min(...due) - Date.now());
    timers.set(
      min,
      setTimeout(() => {
        timers.delete(min);
        void flush(min);
      }, wait),
    );
  }

  async function flush(min: string) {
    const now = Date.now();
    const batch = pending.filter((p) => p.min === min && p.dueAt <= now);
    const merchant = options.merchant(min);
    if (batch.length === 0) return schedule(min);
    if (!merchant) {
      // Lines are only ever queued for registered merchants; should one vanish, its lines go with it.
      for (const p of batch) drop(p);
      return schedule(min);
    }
    inFlight.add(min);
    for (const p of batch) p.attempts += 1;
    const encoded = Buffer.from(`${batch.map((p) => p.line).join('\n')}\n`, 'utf8').toString('base64');
    const checksum = hmacHex(encoded, merchant.secret);
    const record: DeliveryRecord = {
      seq: deliveries.length + 1,
      min,
      url: merchant.notifyUrl,
      sentAt: new Date(now).toISOString(),
      attempts: Object.fromEntries(batch.map((p) => [p.invoice, p.attempts])),
      lines: batch.map((p) => p.line),
      encoded,
      checksum,
      outcome: {},
      nextGapMs: {},
    };
    deliveries.push(record);
    let statuses: Map<string, string> | undefined;
    try {
      const reply = await send(merchant.notifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ encoded, checksum }).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      record.httpStatus = reply.status;
      record.reply = await reply.text();
      if (reply.ok) statuses = parseMerchantReply(record.reply);
    } catch (e) {
      record.error = `${(e as Error).name}: ${(e as Error).message}`;
    }
    for (const p of batch) {
      const status = statuses?.get(p.invoice) ?? 'MISSING';
      if (status === 'OK' || status === 'NO') {
        record.outcome[p.invoice] = status;
        drop(p);
        continue;
      }
      const gap = Math.min(options.retries.baseGapMs * 2 ** (p.attempts - 1), options.retries.maxGapMs);
      if (Date.now() + gap - p.firstAt > options.retries.giveUpAfterMs) {
        record.outcome[p.invoice] = 'GAVE_UP';
        drop(p);
        continue;
      }
      record.outcome[p.invoice] = status;
      record.nextGapMs[p.invoice] = gap;
      p.dueAt = Date.now() + gap;
    }
    inFlight.delete(min);
    schedule(min);
  }

  return {
    /** Queues a status line for a merchant's invoice; it goes out at once (with whatever else is due). */
    notify(min: string, invoice: string, line: string) {
      const now = Date.now();
      pending.push({ min, invoice, line, attempts: 0, firstAt: now, dueAt: now });
      schedule(min);
    },
    deliveries: (): readonly DeliveryRecord[] => deliveries,
    pendingCount: () => pending.length,
    /** Resolves once no line waits to be (re)sent and no POST is under way. */
    idle(): Promise<void> {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
    stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      pending.length = 0;
      settleIdle();
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
