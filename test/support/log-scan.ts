import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { readOutbox } from '../../infra/local/outbox';
import { localDynamoClient } from '../../infra/local/table';
import { demoPassword } from './api-client';

/**
 * The whole-run log scan: after the integration run, the functions' log file is searched for the personal
 * data of every user the run knew (the demo users and every user, child or request the tests created, as
 * the table holds them at the end), the demo password, every link token the outbox mailed, and anything
 * shaped like a JWT. A finding fails the run (test/run-all.ts reads the report this writes).
 */
export type SecretKind = 'egn' | 'name' | 'email' | 'phone' | 'identifier' | 'password' | 'token';

export interface Secret {
  kind: SecretKind;
  value: string;
}

export interface Leak {
  kind: SecretKind | 'jwt';
  /** 1-based line of the log file; the value itself is never copied into the report. */
  line: number;
}

export interface LogScanReport {
  logFile: string;
  lines: number;
  requestLines: number;
  checked: Record<string, number>;
  leaks: Leak[];
}

const jwtShape = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\./;
const identifierKinds: Record<string, SecretKind> = { '0': 'email', '1': 'egn', '2': 'phone' };

/** The national significant number of a Bulgarian phone: the form every spelling of it contains. */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^(00)?359|^0/, '');

/** Searches log text; names match whole words, the rest as substrings (e-mails ignoring case). */
export function findLeaks(text: string, secrets: Secret[]): Leak[] {
  const names = new Set(secrets.filter((s) => s.kind === 'name').map((s) => s.value));
  const substrings = secrets
    .filter((s) => s.kind !== 'name')
    .map((s) => ({
      kind: s.kind,
      needle:
        s.kind === 'phone' ? phoneDigits(s.value) : s.kind === 'email' ? s.value.toLowerCase() : s.value,
    }))
    .filter((s) => s.needle.length >= 6);
  const leaks: Leak[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line) return;
    const lower = line.toLowerCase();
    const found = new Set<Leak['kind']>();
    if (jwtShape.test(line)) found.add('jwt');
    for (const word of line.match(/[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*/gu) ?? [])
      if (names.has(word)) found.add('name');
    for (const s of substrings) if ((s.kind === 'email' ? lower : line).includes(s.needle)) found.add(s.kind);
    for (const kind of found) leaks.push({ kind, line: i + 1 });
  });
  return leaks;
}

/** Link tokens in a mail: the long base64url path segments of its links (and each half of `a~b` ones). */
export function tokensOfMail(text: string): string[] {
  const out: string[] = [];
  for (const url of text.match(/https?:\/\/[^\s"'<>]+/g) ?? []) {
    for (const segment of new URL(url).pathname.split('/')) {
      const parts = new Set([segment, ...segment.split('~')].map(decodeURIComponent));
      out.push(...[...parts].filter((p) => /^[A-Za-z0-9_=-]{20,}$/.test(p) && !/^[0-9a-f-]{36}$/.test(p)));
    }
  }
  return out;
}

function secretsOfItem(item: Record<string, unknown>, add: (kind: SecretKind, value: unknown) => void) {
  const pk = String(item.PK ?? '');
  const login = /^LOGIN#(\d)#(.+)$/.exec(pk);
  if (login) add(identifierKinds[login[1]!] ?? 'identifier', login[2]);
  if (pk.startsWith('TICKET#')) add('token', pk.slice('TICKET#'.length));
  for (const [key, value] of Object.entries(item)) {
    if (/(first|middle|last)Name$/i.test(key)) add('name', value);
    else if (/email$/i.test(key)) add('email', value);
    else if (/phone$/i.test(key)) add('phone', value);
    else if (/^(egn|identifier|identificationNumber)$/i.test(key)) add('identifier', value);
  }
}

/** Every personal value the run's table and outbox hold (a test-only Scan of the local table). */
export async function collectSecrets(options: {
  dynamoEndpoint: string;
  tableName: string;
  outboxDir: string;
}): Promise<Secret[]> {
  const seen = new Map<string, Secret>();
  const add = (kind: SecretKind, value: unknown) => {
    if (typeof value !== 'string') return;
    const v = value.trim();
    // Names of one or two letters (initials) would match ordinary words; nothing else is that short.
    if (v.length < (kind === 'name' ? 3 : 6)) return;
    seen.set(`${kind}:${v}`, { kind, value: v });
  };
  const doc = DynamoDBDocumentClient.from(localDynamoClient(options.dynamoEndpoint));
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(new ScanCommand({ TableName: options.tableName, ExclusiveStartKey }));
    for (const item of page.Items ?? []) secretsOfItem(item, add);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  for (const mail of readOutbox(options.outboxDir)) {
    add('email', mail.to);
    for (const token of tokensOfMail(`${mail.text}\n${mail.html ?? ''}`)) add('token', token);
  }
  add('password', demoPassword);
  return [...seen.values()];
}

export const defaultReportPath = path.resolve('test-results/log-scan.json');

/**
 * Scans the run's log and writes the report; throws when something leaked or nothing was logged (a scan of
 * an empty log proves nothing). A leaking log is kept beside the report for the developer to read.
 */
export async function scanRunLog(options: {
  logFile: string;
  dynamoEndpoint: string;
  tableName: string;
  outboxDir: string;
  reportPath?: string;
}): Promise<LogScanReport> {
  const text = existsSync(options.logFile) ? readFileSync(options.logFile, 'utf8') : '';
  const secrets = await collectSecrets(options);
  const checked: Record<string, number> = {};
  for (const s of secrets) checked[s.kind] = (checked[s.kind] ?? 0) + 1;
  const lines = text.split('\n').filter(Boolean);
  const report: LogScanReport = {
    logFile: options.logFile,
    lines: lines.length,
    requestLines: lines.filter((l) => l.includes('"msg":"request"')).length,
    checked,
    leaks: findLeaks(text, secrets),
  };
  const reportPath = options.reportPath ?? defaultReportPath;
  mkdirSync(path.dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, JSON.stringify(report, null, 2));
  if (report.leaks.length > 0) {
    copyFileSync(options.logFile, reportPath.replace(/\.json$/, '.log'));
    throw new Error(
      `personal data in the functions log: ${report.leaks.length} findings (${reportPath}, lines listed there)`,
    );
  }
  if (report.requestLines === 0)
    throw new Error(`no request lines in ${options.logFile}: the scan saw nothing`);
  return report;
}
