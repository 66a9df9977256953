import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { parseIcs, prop, unescapeText } from '../support/ics';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

const bgMonths = [
  'януари',
  'февруари',
  'март',
  'април',
  'май',
  'юни',
  'юли',
  'август',
  'септември',
  'октомври',
  'ноември',
  'декември',
];

/** A UTC DATE-TIME (`20261215T083000Z`) as Sofia wall-clock time: `2026-12-15 10:30`. */
function sofiaTimeOf(stamp: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
  expect(m, `a UTC date-time: ${stamp}`).not.toBeNull();
  const [, y, mo, d, h, mi, s] = m!.map(Number) as number[];
  const instant = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Sofia',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

async function downloadedText(
  page: Page,
  click: () => Promise<void>,
): Promise<{ d: Download; text: string }> {
  const [d] = await Promise.all([page.waitForEvent('download'), click()]);
  return { d, text: await readFile((await d.path())!, 'utf8') };
}

/** Types a time into the form's 24-hour hours and minutes fields. */
async function typeTime(page: Page, testId: string, hours: string, minutes: string) {
  await page.getByTestId(`${testId}-hours`).fill(hours);
  await page.getByTestId(`${testId}-minutes`).fill(minutes);
  await expect(page.getByTestId(`${testId}-hours`)).toHaveValue(hours);
  await expect(page.getByTestId(`${testId}-minutes`)).toHaveValue(minutes);
}

const notificationsCount = async (page: Page) =>
  Number(await page.getByTestId('notifications-badge').getAttribute('data-count'));

/** The 15th of next month in Sofia: always in the future and inside one Monday-first week of its month. */
function nextMonthDay() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  const iso = `${year}-${String(month).padStart(2, '0')}-15`;
  const weekday = (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = new Date(Date.parse(`${iso}T00:00:00Z`) - weekday * 86_400_000);
  return {
    iso,
    typed: `15.${String(month).padStart(2, '0')}.${year}`,
    monthTitle: `${bgMonths[month - 1]} ${year}`,
    mondayHeader: `пн ${String(monday.getUTCDate()).padStart(2, '0')}.${String(monday.getUTCMonth() + 1).padStart(2, '0')}`,
  };
}

test.describe('calendar', () => {
  test('the director creates a group event; the parent is notified, opens it and imports its .ics; edit and delete', async ({
    browser,
  }) => {
    const directorContext = await browser.newContext({ acceptDownloads: true });
    const parentContext = await browser.newContext({ acceptDownloads: true });
    const director = await directorContext.newPage();
    const parent = await parentContext.newPage();
    let eventId: string | undefined;

    try {
      await signInAs(parent, 'parent', '/');
      await expect(parent.getByTestId('notifications-dropdown-button')).toBeVisible();
      const dashboard = await apiAs(parent, 'GET', apiPath('communication.dashboard'));
      expect(dashboard.status).toBe(200);
      const children = (dashboard.body as { parentDashboardModels: { groupName: string }[] })
        .parentDashboardModels;
      expect(children.length).toBeGreaterThan(0);
      const groupName = children[0]!.groupName;
      // Let the parent's hub connection open before the event goes out.
      await parent.waitForTimeout(1500);
      const before = await notificationsCount(parent);

      // The director: a Monday-first month in Bulgarian, then a new event for the parent's group.
      await signInAs(director, 'director', '/calendar');
      await expect(director.getByTestId('calendar-month-grid')).toBeVisible();
      await expect(director.getByTestId('calendar-weekday')).toHaveText([
        'пн',
        'вт',
        'ср',
        'чт',
        'пт',
        'сб',
        'нд',
      ]);
      await expectAccessible(director);
      const day = nextMonthDay();
      const title = `Коледно тържество; песни, танци ${Date.now()}`;
      await director.getByTestId('calendar-create').click();
      await director.getByTestId('event-title').fill(title);
      await director.getByTestId('event-description').fill('Заповядайте в салона.\nНосете пантофки.');
      await director.getByTestId('event-from-date').fill(day.typed);
      await typeTime(director, 'event-from-time', '10', '30');
      await director.getByTestId('event-to-date').fill(day.typed);
      await typeTime(director, 'event-to-time', '09', '00');
      await director.getByTestId('recipients-groups').click();
      await director.getByTestId('recipients-group-select').click();
      await director.getByRole('option', { name: groupName }).click();
      // A parent meeting: the group's class book in НЕИСПУО receives it (test/api/neispuo-meetings.test.ts).
      await director.getByTestId('event-parent-meeting').check();
      await director.getByTestId('event-title').click();
      // The end before the start is refused in Bulgarian before anything is sent.
      await director.getByTestId('event-save').click();
      await expect(director.getByTestId('event-form')).toContainText(
        'Краят на събитието трябва да е след началото му.',
      );
      await typeTime(director, 'event-to-time', '12', '00');
      await director.getByTestId('event-save').click();
      await expect(director.getByTestId('event-form')).toHaveCount(0);

      // The grid moved to the event's month; the event sits on its day with its start time.
      await expect(director.getByTestId('calendar-period-title')).toHaveText(day.monthTitle);
      const monthChip = director
        .getByTestId(`calendar-day-${day.iso}`)
        .getByTestId('calendar-event')
        .filter({ hasText: title });
      await expect(monthChip).toHaveCount(1);
      await expect(monthChip).toContainText('10:30');
      eventId = (await monthChip.getAttribute('data-event-id')) ?? undefined;
      expect(eventId).toBeTruthy();

      // The week view starts on Monday and shows the event on the same day with its times.
      await director.getByTestId('calendar-view').getByText('Седмица').click();
      await expect(director.getByTestId('calendar-week-grid')).toBeVisible();
      await expect(director.getByTestId('calendar-week-day-header').first()).toHaveText(day.mondayHeader);
      const weekChip = director
        .getByTestId(`calendar-day-${day.iso}`)
        .getByTestId('calendar-event')
        .filter({ hasText: title });
      await expect(weekChip).toContainText('10:30 – 12:00');
      await director.getByTestId('calendar-view').getByText('Месец').click();
      await expect(director.getByTestId('calendar-month-grid')).toBeVisible();

      // The parent: the badge grows; the event is highlighted as unseen in the grid.
      await expect.poll(() => notificationsCount(parent), { timeout: 20_000 }).toBe(before + 1);
      await parent.goto('/calendar');
      await parent.getByTestId('calendar-next').click();
      await expect(parent.getByTestId('calendar-period-title')).toHaveText(day.monthTitle);
      const parentChip = parent.getByTestId(`calendar-day-${day.iso}`).getByTestId('calendar-event');
      await expect(parentChip.filter({ hasText: title })).toHaveAttribute('data-unseen', 'true');

      // It is in the notifications dropdown; opening it leads to /calendar?id=… and the badge drops.
      await parent.getByTestId('notifications-dropdown-button').click();
      await parent.getByTestId('notifications-dropdown').getByRole('link', { name: title }).click();
      await expect(parent).toHaveURL(
        (url) => url.pathname === '/calendar' && url.searchParams.get('id') === eventId,
      );
      await expect(parent.getByTestId('event-details-title')).toHaveText(title);
      await expect(parent.getByTestId('event-details-period')).toContainText('15');
      await expect(parent.getByTestId('event-details-period')).toContainText('10:30 ч.');
      await expect(parent.getByTestId('event-details-period')).toContainText('12:00 ч.');
      await expect(parent.getByTestId('event-details-audience')).toHaveText(`Групи: ${groupName}`);
      await expect(parent.getByTestId('event-details-kind')).toHaveText('Родителска среща');
      await expect(parent.getByTestId('event-details-description')).toHaveText(
        'Заповядайте в салона.\nНосете пантофки.',
      );
      await expect(parent.getByTestId('event-edit')).toHaveCount(0);
      await expect(parent.getByTestId('event-delete')).toHaveCount(0);
      await expect.poll(() => notificationsCount(parent), { timeout: 15_000 }).toBe(before);
      await expect(parentChip.filter({ hasText: title })).not.toHaveAttribute('data-unseen', 'true');

      // The event's .ics: a calendar with one event that a phone can import.
      const single = await downloadedText(parent, () => parent.getByTestId('event-ics').click());
      expect(single.d.suggestedFilename()).toMatch(/\.ics$/);
      const cal = parseIcs(single.text);
      expect(cal.name).toBe('VCALENDAR');
      expect(prop(cal, 'VERSION')?.value).toBe('2.0');
      const events = cal.children.filter((c) => c.name === 'VEVENT');
      expect(events).toHaveLength(1);
      const vevent = events[0]!;
      expect(prop(vevent, 'UID')?.value).toBe(`${eventId}@gradina.bg`);
      expect(unescapeText(prop(vevent, 'SUMMARY')!.value)).toBe(title);
      expect(unescapeText(prop(vevent, 'DESCRIPTION')!.value)).toBe(
        'Заповядайте в салона.\nНосете пантофки.',
      );
      expect(sofiaTimeOf(prop(vevent, 'DTSTART')!.value)).toBe(`${day.iso} 10:30`);
      expect(sofiaTimeOf(prop(vevent, 'DTEND')!.value)).toBe(`${day.iso} 12:00`);

      // The whole calendar for the phone holds it too.
      await parent.getByRole('button', { name: 'Затвори' }).click();
      await expect(parent).toHaveURL((url) => !url.searchParams.has('id'));
      await parent.getByTestId('calendar-phone').click();
      await expect(parent.getByTestId('calendar-phone-help')).toContainText('изтеглете');
      const whole = await downloadedText(parent, () => parent.getByTestId('calendar-ics').click());
      const all = parseIcs(whole.text);
      const mine = all.children.find((c) => prop(c, 'UID')?.value === `${eventId}@gradina.bg`);
      expect(mine, 'the event is in the whole calendar').toBeDefined();
      expect(unescapeText(prop(mine!, 'SUMMARY')!.value)).toBe(title);

      // The director renames the event from its details, then deletes it.
      await monthChip.click();
      await expect(director).toHaveURL((url) => url.searchParams.get('id') === eventId);
      await director.getByTestId('event-edit').click();
      const renamed = `${title} (преместено)`;
      await director.getByTestId('event-title').fill(renamed);
      await director.getByTestId('event-save').click();
      await expect(director.getByTestId('event-details-title')).toHaveText(renamed);
      const dayCell = director.getByTestId(`calendar-day-${day.iso}`);
      await expect(dayCell.getByTestId('calendar-event').filter({ hasText: renamed })).toHaveCount(1);
      await director.getByTestId('event-delete').click();
      await director.getByTestId('event-delete-confirm').click();
      await expect(director.getByTestId('event-details')).toHaveCount(0);
      await expect(dayCell.getByTestId('calendar-event').filter({ hasText: title })).toHaveCount(0);
      const gone = await apiAs(director, 'GET', apiPath('communication.getEvent').replace('{id}', eventId!));
      expect(gone.status).toBe(404);
      eventId = undefined;
    } finally {
      if (eventId)
        await apiAs(director, 'DELETE', apiPath('communication.deleteEvent').replace('{id}', eventId));
      await directorContext.close();
      await parentContext.close();
    }
  });
});
