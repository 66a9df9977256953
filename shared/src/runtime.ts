/**
 * The non-REST entries of the platform and their triggers. CDK deploys them and the local cloud runs them;
 * paths are relative to the repository root.
 */
export const entries = {
  /** REQUEST authorizer of the REST API and the WebSocket `$connect` route. */
  authorizer: 'functions/src/platform/auth/authorizer.ts',
  areaHandler: (area: string) => `functions/src/areas/${area}/handler.ts`,
  websocket: {
    connect: 'functions/src/ws/connect.ts',
    disconnect: 'functions/src/ws/disconnect.ts',
    default: 'functions/src/ws/default.ts',
  },
  /** Consumer of the table's stream (NEW_AND_OLD_IMAGES). */
  stream: 'functions/src/streams/handler.ts',
} as const;

/** Queues for asynchronous work (fan-out, exports); each has one consumer and a dead-letter queue. */
export const queues = [
  {
    id: 'work',
    entry: 'functions/src/queue/handler.ts',
    /** Attempts before a message goes to the dead-letter queue. */
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 60,
  },
] as const;
export type QueueId = (typeof queues)[number]['id'];

/**
 * Periodic jobs. `dailyAt` is a Europe/Sofia wall-clock time (EventBridge Scheduler gets the time zone),
 * `everyMinutes` a fixed rate.
 */
export const jobs = [
  {
    id: 'school-year-rollover',
    entry: 'functions/src/jobs/school-year-rollover.ts',
    schedule: { dailyAt: '00:05' },
    summary: 'Прави активна учебната година, която обхваща днешната дата, във всяка детска градина',
  },
  {
    id: 'placements-due',
    entry: 'functions/src/jobs/placements-due.ts',
    schedule: { dailyAt: '00:10' },
    summary:
      'Премества в новата група децата, чието преместване влиза в сила днес (брояч, списък на групата)',
  },
  {
    id: 'expire-online-payments',
    entry: 'functions/src/jobs/expire-online-payments.ts',
    schedule: { everyMinutes: 15 },
    summary:
      'Прекратява онлайн плащанията, чакащи повече от час след крайния си срок (EXP_TIME), и освобождава таксите им',
  },
  {
    id: 'neispuo-sync',
    entry: 'functions/src/jobs/neispuo-sync.ts',
    schedule: { everyMinutes: 30 },
    summary:
      'Получава медицинските бележки от НЗИС през НЕИСПУО и изпраща в НЕИСПУО пропуснатите присъствия на текущия и предишния месец',
  },
] as const;
export type JobSchedule = { dailyAt: string } | { everyMinutes: number };

/** The stage name used in WebSocket management endpoints (`/<stage>/@connections/<id>`). */
export const websocketStage = 'live';
export const websocketPath = '/hubs/notifications';
