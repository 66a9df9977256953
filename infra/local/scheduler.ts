import { type JobSchedule, jobs } from '../../shared/src/runtime';

type JobHandler = (event: unknown) => Promise<unknown>;

/** Milliseconds until the next Europe/Sofia wall-clock `HH:MM` after `now`. */
export function msUntilSofiaTime(hhmm: string, now = new Date()): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Sofia',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const secondsNow = get('hour') * 3600 + get('minute') * 60 + get('second');
  let wait = h * 3600 + m * 60 - secondsNow;
  if (wait <= 0) wait += 24 * 3600;
  return wait * 1000 - now.getMilliseconds();
}

function delayFor(schedule: JobSchedule): number {
  return 'dailyAt' in schedule ? msUntilSofiaTime(schedule.dailyAt) : schedule.everyMinutes * 60_000;
}

/**
 * EventBridge Scheduler, locally: each job of the runtime table runs at its time with a scheduler-shaped
 * event. `runNow` lets a developer or a test trigger one.
 */
export function startScheduler(load: (entry: string) => Promise<JobHandler>) {
  const timers = new Map<string, NodeJS.Timeout>();
  async function run(jobId: string) {
    const job = jobs.find((j) => j.id === jobId);
    if (!job) throw new Error(`no job ${jobId}`);
    const handler = await load(job.entry);
    return handler({
      source: 'aws.scheduler',
      'detail-type': 'Scheduled Event',
      id: crypto.randomUUID(),
      time: new Date().toISOString(),
      detail: { jobId },
    });
  }
  function plan(jobId: string, schedule: JobSchedule) {
    const timer = setTimeout(async () => {
      try {
        await run(jobId);
      } catch (e) {
        console.error(`job ${jobId} failed`, (e as Error).name, (e as Error).message);
      }
      plan(jobId, schedule);
    }, delayFor(schedule));
    timer.unref();
    timers.set(jobId, timer);
  }
  for (const job of jobs) plan(job.id, job.schedule);
  return {
    runNow: run,
    stop() {
      for (const t of timers.values()) clearTimeout(t);
    },
  };
}
