import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rules of the server's source that a kit makes the shortest path (issue #27): a one-field 400 through
 * `invalidField`, a date through `shared/src/format-dates.ts`. Each rule is a function of a file's text, so
 * the planted violations below show it failing.
 */

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(e.name) && !e.name.includes('.test.') ? [full] : [];
  });
}

/** The text of each call of `name(` with its arguments (balanced parentheses; strings are not parsed). */
function callsOf(text: string, name: string): string[] {
  const calls: string[] = [];
  for (const m of text.matchAll(new RegExp(`\\b${name}\\(`, 'g'))) {
    let depth = 0;
    for (let i = m.index + name.length; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) {
        calls.push(text.slice(m.index, i + 1));
        break;
      }
    }
  }
  return calls;
}

/**
 * A `badRequest(` whose message (a literal or a name) is written again in the same call: the field error
 * repeats the reply's message. `invalidField(field, message)` writes it once.
 */
export function repeatedMessages(text: string): string[] {
  return callsOf(text, 'badRequest').filter((call) => {
    const message =
      /^badRequest\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`|[\w$.]+)\s*,/.exec(call)?.[1];
    if (!message) return false;
    const rest = call.slice(call.indexOf(message) + message.length);
    return /^[\w$.]+$/.test(message)
      ? new RegExp(`[^\\w$.]${message.replaceAll('.', '\\.')}\\b`).test(rest)
      : rest.includes(message);
  });
}

/**
 * A DD.MM.YYYY formatter of a file's own: an ISO date turned around, a day part followed by `.${`, or the
 * runtime's locale formatting. Dates read as people read them through `shared/src/format-dates.ts` only.
 */
export function privateDateFormatters(text: string): string[] {
  const rules = [
    /\.split\(['"]-['"]\)\.reverse\(\)\.join\(['"]\.['"]\)/,
    /\$\{[^}]*(?:slice\(8, ?10\)|get(?:UTC)?Date\(\)|\b(?:day|dd|d)\b)[^}]*\}\.\$\{/,
    /\.toLocale(?:Date|Time)?String\(/,
  ];
  return text.split('\n').filter((line) => rules.some((r) => r.test(line)));
}

/**
 * An object that spreads an item after its keys (`{ ...keys.x(a.id, a.date), ...a }`): an item read from the
 * table carries its old PK/SK/GSI attributes, so the spread puts them back over the ones just computed and an
 * item whose indexed field changed stays under its old index entry (an application decided but still
 * „waiting"). The item is spread first and its keys after it.
 */
export function itemsSpreadOverKeys(text: string): string[] {
  const hits: string[] = [];
  for (const m of text.matchAll(/\{[ \t]*\n((?:[^\n{}]*\n)+?)[ \t]*\}/g)) {
    const spreads = [...m[1]!.matchAll(/^\s*\.\.\.([\w$.]+(?:\([^)]*\))?),?\s*$/gm)].map((s) => s[1]!);
    const firstKey = spreads.findIndex((s) => /^(?:[\w$]+\.)?[\w$]*keys?\b/i.test(s));
    if (firstKey < 0) continue;
    const late = spreads.slice(firstKey + 1).find((s) => /^[\w$]+$/.test(s) && !/keys?$/i.test(s));
    if (late) hits.push(`...${late} after ${spreads[firstKey]}`);
  }
  return hits;
}

const root = import.meta.dirname;
/** What a rule finds in functions/, but in the files it exempts (each with the reason). */
const offenders = (rule: (text: string) => string[], exempt: Record<string, string>) =>
  sourceFiles(root)
    .filter((f) => !(path.relative(root, f) in exempt))
    .flatMap((f) => rule(readFileSync(f, 'utf8')).map((hit) => `${path.relative(root, f)}: ${hit}`));

describe('one-field 400s', () => {
  it.each([
    "throw badRequest('Полето \"Клетки\" е задължително.', [{ field: 'cells', message: 'Полето \"Клетки\" е задължително.' }]);",
    "throw badRequest(refusal, [{ field: 'scan', message: refusal }]);",
    'throw badRequest(message, [{ field, message }]);',
  ])('catches the planted message written twice: %s', (planted) => {
    expect(repeatedMessages(planted)).toHaveLength(1);
  });

  it.each([
    "throw invalidField('cells', 'Полето \"Клетки\" е задължително.');",
    'throw badRequest(errors[0]!.message, errors);',
    "throw badRequest('Тялото не е JSON.');",
    'throw badRequest(bgMessages.invalid(part), [{ field: part, message: bgMessages.badJson() }]);',
  ])('lets a message written once pass: %s', (fine) => {
    expect(repeatedMessages(fine)).toEqual([]);
  });

  it('writes no message twice in functions/', () => {
    const exempt = { 'platform/http/errors.ts': 'the helper itself' };
    expect(offenders(repeatedMessages, exempt)).toEqual([]);
  });
});

describe('dates', () => {
  // biome-ignore-start lint/suspicious/noTemplateCurlyInString: the fixtures are source text with templates in it
  it.each([
    "const bgDate = (iso: string) => iso.split('-').reverse().join('.');",
    'const bgDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;',
    'return `${pad(b.day)}.${pad(b.month)}.${b.year}`;',
    "return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}`;",
    "const day = d.toLocaleDateString('bg-BG');",
  ])('catches the planted private DD.MM.YYYY formatter: %s', (planted) => {
    expect(privateDateFormatters(planted)).toHaveLength(1);
  });

  it.each([
    'const day = formatDateDigits(iso);',
    "const cell = `d${String(day).padStart(2, '0')}`;",
    "const month = `${year}-${String(month).padStart(2, '0')}`;",
    "const key = name.toLocaleLowerCase('bg');",
  ])('lets a key or the kit pass: %s', (fine) => {
    expect(privateDateFormatters(fine)).toEqual([]);
  });

  // biome-ignore-end lint/suspicious/noTemplateCurlyInString: the fixtures end here

  it('formats dates only through shared/src/format-dates.ts in functions/', () => {
    // ePay's EXP_TIME is the wire format `DD.MM.YYYY HH:mm:ss` of its merchant protocol, not a date people read.
    const exempt = { 'platform/payments/epay/protocol.ts': "ePay's wire format" };
    expect(offenders(privateDateFormatters, exempt)).toEqual([]);
  });
});

describe('items and their keys', () => {
  it.each([
    "const stored = (a: Item) => ({\n  ...itemKeys.item(a.kindergartenId, a.id),\n  type: 'Item',\n  ...a,\n});",
    'putIfAbsent({\n    ...key,\n    ...n,\n  });',
  ])('catches the planted item spread over its keys: %s', (planted) => {
    expect(itemsSpreadOverKeys(planted)).toHaveLength(1);
  });

  it.each([
    "const stored = (a: Item) => ({\n  ...a,\n  ...itemKeys.item(a.kindergartenId, a.id),\n  type: 'Item',\n});",
    'const both = {\n  ...keys.a(id),\n  ...keys.b(id),\n};',
  ])('lets keys spread last pass: %s', (fine) => {
    expect(itemsSpreadOverKeys(fine)).toEqual([]);
  });

  it('spreads no item over its keys in functions/', () => {
    // The lock copies only the failure's identifier fields, never an item read back.
    const exempt = { 'areas/identity/users/login-throttle.ts': 'spreads identifier fields, not an item' };
    expect(offenders(itemsSpreadOverKeys, exempt)).toEqual([]);
  });
});
