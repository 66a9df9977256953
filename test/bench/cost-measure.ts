/** One step of the month (cost-month.ts) measured: each sample from idle to idle, the samples averaged. */
import { addUsage, emptyUsage, readUsage, type Usage, usageDifference } from './cost-meters';
import type { Context, LedgerEntry, Step } from './cost-month';

export interface StepResult {
  step: Step;
  /** The average of the samples. */
  usage: Usage;
  calls: LedgerEntry[];
}

/** Drives `step` its samples' times; every sample measured from idle to idle. */
export async function measureStep(c: Context, step: Step, idle: () => Promise<void>): Promise<StepResult> {
  const samples = step.samples ?? 2;
  const total = emptyUsage();
  const calls: LedgerEntry[] = [];
  for (let s = 0; s < samples; s++) {
    const prepared = step.prepare ? await step.prepare(c, s) : [];
    await idle();
    const before = readUsage();
    const ctx = { ...c, calls: [] as LedgerEntry[] };
    await step.run(ctx, prepared, s);
    await idle();
    addUsage(total, usageDifference(readUsage(), before), 1 / samples);
    calls.push(...ctx.calls);
  }
  return { step, usage: total, calls };
}
