import { appendFileSync } from 'node:fs';

/**
 * A structured logger that never writes personal data. Two nets: values under keys that can hold names,
 * ЕГН, e-mail addresses, phones, tokens or passwords are replaced whatever they hold; and every string it
 * writes loses what looks like a JWT, an opaque token, an e-mail address, a Bulgarian phone or a 10-digit
 * ЕГН, so a message or an error text that happens to quote one is safe too.
 */
const personalKeys =
  /name|egn|identifier|email|mail|phone|token|password|secret|authorization|cookie|ticket|address|adress|body|content/i;
/** Ids, kinds and counts are not personal even when their key mentions one (`identifierKind`, `tokenCount`). */
const safeKeySuffix = /(Id|Ids|Kind|Count)$/;

const stringPatterns: [RegExp, string][] = [
  [/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[токен]'],
  // Link tokens are 43 base64url characters; ids (UUIDs) are 36 and stay readable.
  [/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{40,}(?![A-Za-z0-9_-])/g, '[токен]'],
  [/[^\s@"'<>]+@[^\s@"'<>]+/g, '[e-mail]'],
  [/(?:\+|00)359[\s-]?\d(?:[\s-]?\d){7,8}/g, '[телефон]'],
  [/(?<![\w-])0\d{1,3}[\s-]\d{3}[\s-]?\d{3,4}(?![\w-])/g, '[телефон]'],
  [/(?<![\w-])0\d{8}(?![\w-])/g, '[телефон]'],
  [/(?<![\w-])\d{10}(?![\w-])/g, '[число]'],
];

export const isPersonalKey = (key: string) => personalKeys.test(key) && !safeKeySuffix.test(key);

function redactText(text: string): string {
  return stringPatterns.reduce((out, [pattern, mask]) => out.replace(pattern, mask), text);
}

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4) return '[…]';
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    if (value instanceof Error) return { error: value.name, message: redact(value.message, depth + 1) };
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, isPersonalKey(k) ? '[скрито]' : redact(v, depth + 1)]),
    );
  }
  return value;
}

export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const levelRank: Record<string, number> = { silent: -1, error: 0, warn: 1, info: 2 };

/**
 * Where a line goes: stdout/stderr (CloudWatch in Lambda), or the file `GRADINA_LOG_FILE` names (the local
 * cloud of the integration run, whose log a scan checks for personal data). Read per line, because the
 * local cloud sets them after this module may have loaded.
 */
function emit(level: string, line: string) {
  const threshold = levelRank[process.env.LOG_LEVEL ?? 'info'] ?? levelRank.info!;
  if (levelRank[level]! > threshold) return;
  const file = process.env.GRADINA_LOG_FILE;
  if (file) appendFileSync(file, `${line}\n`);
  else if (level === 'error') console.error(line);
  else console.log(line);
}

/** One JSON line: `level`, `msg`, the redacted fields, `time`. */
export function formatLine(level: string, message: string, fields: LogFields): string {
  return JSON.stringify({
    level,
    msg: redactText(message),
    ...(redact(fields) as object),
    time: new Date().toISOString(),
  });
}

export function createLogger(base: LogFields = {}): Logger {
  const write = (level: string, message: string, fields?: LogFields) =>
    emit(level, formatLine(level, message, { ...base, ...fields }));
  return {
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}

export const redactForLog = redact;
