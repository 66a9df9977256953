/**
 * How dates and times look on screens: the shared formatter (`@gradina/shared/format-dates`, also used by the
 * server's exports and mails) in Europe/Sofia, and the date pickers' settings. Screens import both from here.
 */
import type { DatesProviderSettings } from '@mantine/dates';

export {
  formatDate,
  formatDateDigits,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMonth,
  formatTime,
  monthNames,
  sofiaDay,
  weekdayShortNames,
} from '@gradina/shared/format-dates';

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
