/**
 * How dates and times look on screens: the shared formatter (`@gradina/shared/format-dates`, also used by the
 * server's exports and mails) in Europe/Sofia, and the date pickers' settings. Screens import both from here.
 */

import * as shared from '@gradina/shared/format-dates';
import type { DatesProviderSettings } from '@mantine/dates';

export {
  formatDateDigits,
  formatMonth,
  monthNames,
  sofiaDay,
  weekdayShortNames,
} from '@gradina/shared/format-dates';

/**
 * On screens „г.“ and „ч.“ stay on the line of their number (a no-break space), so a narrow table cell never
 * leaves „г.“ alone on a line (issue #26). Exports and mails keep the shared text as it is.
 */
const keepUnits = (text: string) => text.replace(/ (г\.|ч\.)/g, '\u00a0$1');
type DateFormat = (value: shared.DateValue) => string;
const onScreen =
  (format: DateFormat): DateFormat =>
  (value) =>
    keepUnits(format(value));

export const formatDate = onScreen(shared.formatDate);
export const formatDateTime = onScreen(shared.formatDateTime);
export const formatTime = onScreen(shared.formatTime);
export const formatLongDate = onScreen(shared.formatLongDate);
export const formatLongDateTime = onScreen(shared.formatLongDateTime);

/**
 * Date settings (spec: Bulgarian locale, week starts Monday, input d.m.Y). The dayjs locale itself loads with
 * the layouts (ui/format/dayjs.ts), keeping dayjs out of the entry chunk.
 */
export const datesSettings: DatesProviderSettings = {
  locale: 'bg',
  firstDayOfWeek: 1,
  weekendDays: [0, 6],
};

/** What a date picker shows and parses (dayjs format strings). */
export const pickerFormats = { date: 'DD.MM.YYYY', dateTime: 'DD.MM.YYYY HH:mm' } as const;
