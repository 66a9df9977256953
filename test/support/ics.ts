/** A small RFC 5545 reader for the suites that check the `.ics` files, as a calendar app reads them. */
export interface IcsComponent {
  name: string;
  props: { name: string; params: Record<string, string>; value: string }[];
  children: IcsComponent[];
}

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`not a valid iCalendar file: ${what}`);
}

/**
 * CRLF lines folded at 75 octets, unfolding (CRLF + space or tab), BEGIN/END nesting, parameters; exactly
 * one top-level component (the VCALENDAR), which it answers. A file breaking any of these throws.
 */
export function parseIcs(text: string): IcsComponent {
  check(text.endsWith('\r\n'), 'lines end with CRLF');
  check(!/[\r\n]/.test(text.replace(/\r\n/g, '')), 'no bare CR or LF');
  for (const line of text.split('\r\n'))
    check(Buffer.byteLength(line, 'utf8') <= 75, `folded at 75 octets: ${line}`);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const root: IcsComponent = { name: '', props: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      const c: IcsComponent = { name: value, props: [], children: [] };
      stack.at(-1)!.children.push(c);
      stack.push(c);
    } else if (name === 'END') {
      check(stack.pop()?.name === value, `END:${value} closes what it opened`);
    } else {
      stack.at(-1)!.props.push({
        name: name!,
        params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])),
        value,
      });
    }
  }
  check(stack.length === 1, 'every BEGIN has its END');
  check(root.children.length === 1, 'one top-level component');
  return root.children[0]!;
}

/** RFC 5545 3.3.11 TEXT: \\ \; \, and \n. */
export const unescapeText = (v: string) =>
  v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

export const prop = (c: IcsComponent, name: string) => c.props.find((p) => p.name === name);
