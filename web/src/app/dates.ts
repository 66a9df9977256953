import type { DatesProviderSettings } from '@mantine/dates';

/**
 * Date settings (spec: Bulgarian locale, week starts Monday, input d.m.Y). The dayjs locale itself loads with
 * the layouts (app/dayjs.ts), keeping dayjs out of the entry chunk.
 */
export const datesSettings: DatesProviderSettings = {
  locale: 'bg',
  firstDayOfWeek: 1,
  weekendDays: [0, 6],
};

/** Spec display formats. */
export const dateFormats = {
  date: 'DD.MM.YYYY',
  messageTime: 'DD.MM.YYYY H:mm',
  longDate: 'dddd, D MMMM, YYYY г.',
  longDateTime: 'dddd, D MMMM, YYYY г. , HH:mm ч.',
} as const;
