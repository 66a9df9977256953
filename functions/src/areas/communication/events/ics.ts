import { addDays } from '../dates';

/** What an .ics event needs. */
export interface IcsEvent {
  id: string;
  title: string;
  description: string;
  fromDate: string;
  toDate: string;
  allDay: boolean;
  creationTime: string;
  modificationTime?: string | null;
  url?: string;
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF + one space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dateStamp = (date: string) => date.replace(/-/g, '');

function eventLines(e: IcsEvent, now: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${e.id}@gradina.bg`,
    `DTSTAMP:${utcStamp(now)}`,
    `CREATED:${utcStamp(e.creationTime)}`,
    ...(e.modificationTime ? [`LAST-MODIFIED:${utcStamp(e.modificationTime)}`] : []),
  ];
  if (e.allDay) {
    lines.push(`DTSTART;VALUE=DATE:${dateStamp(e.fromDate)}`);
    lines.push(`DTEND;VALUE=DATE:${dateStamp(addDays(e.toDate, 1))}`);
  } else {
    lines.push(`DTSTART:${utcStamp(e.fromDate)}`);
    lines.push(`DTEND:${utcStamp(e.toDate)}`);
  }
  lines.push(`SUMMARY:${escapeText(e.title)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.url) lines.push(`URL:${e.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/**
 * An iCalendar document (RFC 5545): CRLF line ends, folded lines, escaped text, a UID and DTSTAMP per event;
 * timed events in UTC, all-day events as dates (DTEND the day after, exclusive).
 */
export function toIcs(events: readonly IcsEvent[], name: string, now = new Date().toISOString()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Gradina//Gradina Calendar//BG',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/Sofia',
    ...events.flatMap((e) => eventLines(e, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
