import type { FeeAmountBasis } from '@gradina/shared';
import type { ActivityRecord } from '@gradina/shared/manifest/routes/activities/catalogue';
import { periodOrder } from '../../../ui/forms/dates';
import { parseDecimal, parseInteger } from '../../../ui/forms/numbers';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const activityLabels = {
  name: 'Наименование',
  typeId: 'Вид дейност',
  providerId: 'Доставчик',
  teacherId: 'Преподавател',
  groupIds: 'Групи',
  schedule: 'График',
  'schedule.*.weekday': 'Ден',
  'schedule.*.from': 'От час',
  'schedule.*.to': 'До час',
  pricing: 'Модел на таксата',
  price: 'Цена (€)',
  variable: 'Част според посещенията (€)',
  siblingSecondPercent: 'Второ дете: отстъпка (%)',
  siblingThirdFree: 'Трето и следващо дете – безплатно',
  kindergartenSharePercent: 'Дял на детската градина (%)',
  shareBasis: 'Основа на дела',
  delistmentEnabled: 'Родителите могат да заявят отписване',
  delistmentNoticeDays: 'Предизвестие (дни)',
  enrollmentOpen: 'Записването е отворено',
  fromDate: 'От дата',
  toDate: 'До дата',
} as const;

export const weekdayNames = ['', 'понеделник', 'вторник', 'сряда', 'четвъртък', 'петък', 'събота', 'неделя'];

export interface SlotValues {
  weekday: string;
  from: string;
  to: string;
}

export type PricingValue = ActivityRecord['pricing'];

/** The price field's label by the model: what the amount is. */
export const priceLabelOf = (pricing: PricingValue) =>
  ({
    month: 'Цена за месец (€)',
    session: 'Цена за посещение (€)',
    mixed: 'Фиксирана част за месец (€)',
    day: 'Ставка за ден (€)',
  })[pricing];

export interface ActivityValues {
  /** Empty for a new activity. */
  id: string;
  version: number | undefined;
  name: string;
  typeId: string;
  providerId: string;
  /** '' for none: only the managers mark the attendance. */
  teacherId: string;
  groupIds: string[];
  schedule: SlotValues[];
  pricing: PricingValue;
  /** Euro as typed, `40.00`. */
  price: string;
  /** Mixed: the part proportional to attendance, euro as typed. */
  variable: string;
  siblingSecondPercent: string;
  siblingThirdFree: boolean;
  kindergartenSharePercent: string;
  /** The FeeAmountBasis number as the select holds it. */
  shareBasis: string;
  delistmentEnabled: boolean;
  delistmentNoticeDays: string;
  enrollmentOpen: boolean;
  fromDate: string;
  toDate: string;
}

export const newActivity = (): ActivityValues => ({
  id: '',
  version: undefined,
  name: '',
  typeId: '',
  providerId: '',
  teacherId: '',
  groupIds: [],
  schedule: [{ weekday: '1', from: '16:00', to: '16:45' }],
  pricing: 'month',
  price: '',
  variable: '',
  siblingSecondPercent: '0',
  siblingThirdFree: false,
  kindergartenSharePercent: '0',
  shareBasis: '1',
  delistmentEnabled: false,
  delistmentNoticeDays: '0',
  enrollmentOpen: true,
  fromDate: '',
  toDate: '',
});

/** Cents as the price field shows them: 4000 → `40.00`. */
export const priceText = (cents: number) => (cents / 100).toFixed(2);

/** The price field's euro in cents; undefined when it is not a number (the schema names the field). */
export function priceCentsOf(text: string): number | undefined {
  const euro = parseDecimal(text);
  return euro === undefined ? undefined : Math.round(euro * 100);
}

export const activityValues = (a: ActivityRecord): ActivityValues => ({
  id: a.id,
  version: a.version,
  name: a.name,
  typeId: a.typeId,
  providerId: a.providerId,
  teacherId: a.teacherId ?? '',
  groupIds: a.groupIds,
  schedule: a.schedule.map((s) => ({ weekday: String(s.weekday), from: s.from, to: s.to })),
  pricing: a.pricing,
  price: priceText(a.priceCents),
  variable: a.variableCents ? priceText(a.variableCents) : '',
  siblingSecondPercent: String(a.siblingSecondPercent),
  siblingThirdFree: a.siblingThirdFree,
  kindergartenSharePercent: String(a.kindergartenSharePercent),
  shareBasis: String(a.shareBasis),
  delistmentEnabled: a.delistmentEnabled,
  delistmentNoticeDays: String(a.delistmentNoticeDays),
  enrollmentOpen: a.enrollmentOpen,
  fromDate: a.fromDate,
  toDate: a.toDate,
});

/** An activity on activities.saveActivity's schema: the form and the API refuse the same input alike. */
export const activityFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<ActivityValues, 'activities.saveActivity'> => ({
  labels: activityLabels,
  fieldOf: { priceCents: 'price', variableCents: 'variable' },
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    name: given(v.name),
    typeId: given(v.typeId),
    providerId: given(v.providerId),
    teacherId: v.teacherId || null,
    groupIds: v.groupIds,
    schedule: v.schedule.map((s) => ({ weekday: Number(s.weekday), from: s.from, to: s.to })),
    pricing: v.pricing,
    priceCents: priceCentsOf(v.price) as number,
    variableCents: v.pricing === 'mixed' ? ((priceCentsOf(v.variable) ?? 0) as number) : 0,
    siblingSecondPercent: parseInteger(v.siblingSecondPercent) as number,
    siblingThirdFree: v.siblingThirdFree,
    kindergartenSharePercent: parseInteger(v.kindergartenSharePercent) as number,
    shareBasis: Number(v.shareBasis) as FeeAmountBasis,
    delistmentEnabled: v.delistmentEnabled,
    delistmentNoticeDays: v.delistmentEnabled ? (parseInteger(v.delistmentNoticeDays) as number) : 0,
    enrollmentOpen: v.enrollmentOpen,
    fromDate: v.fromDate,
    toDate: v.toDate,
  }),
  check: (v) => ({
    toDate: periodOrder(v, activityLabels),
    groupIds: v.groupIds.length === 0 ? 'Изберете поне една група.' : undefined,
  }),
});
