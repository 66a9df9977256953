/**
 * A structured logger that never writes personal data: values under keys that can hold names, ЕГН,
 * e-mail addresses, phones, tokens or passwords are replaced, and any 10-digit number is masked.
 */
const personalKeys =
  /name|egn|identifier|email|mail|phone|token|password|secret|authorization|cookie|ticket|address|adress|body|content/i;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4) return '[…]';
  if (typeof value === 'string')
    return value.replace(/\b\d{10}\b/g, '[число]').replace(/[^\s@]+@[^\s@]+/g, '[e-mail]');
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    if (value instanceof Error) return { error: value.name, message: redact(value.message, depth + 1) };
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, personalKeys.test(k) ? '[скрито]' : redact(v, depth + 1)]),
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

const silent = process.env.LOG_LEVEL === 'silent';

export function createLogger(base: LogFields = {}): Logger {
  const write = (level: string, message: string, fields?: LogFields) => {
    if (silent) return;
    const line = JSON.stringify({
      level,
      message,
      ...(redact({ ...base, ...fields }) as object),
      time: new Date().toISOString(),
    });
    if (level === 'error') console.error(line);
    else console.log(line);
  };
  return {
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}

export const redactForLog = redact;
