import { PaymentProviderConfigurationFlags as Flag } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { ActivityItem, EnrollmentItem } from '../../../domain/activities/items';
import {
  checkGroups,
  checkSchedule,
  checkSeason,
  deleteRefusal,
  enrollable,
  providerSelectable,
  yearOfDate,
} from './rules';

const year = { id: 'y26', name: '2026/2027', fromDate: '2026-09-15', toDate: '2027-09-14' };

describe('the activity’s rules', () => {
  it('takes a season inside one school year, its end not before its start', () => {
    expect(yearOfDate([year], '2026-09-15')).toBe(year);
    expect(yearOfDate([year], '2026-09-14')).toBeUndefined();
    expect(checkSeason('2026-09-15', '2027-06-30', year)).toEqual([]);
    expect(checkSeason('2026-09-15', '2026-09-14', year)[0]!.field).toBe('toDate');
    expect(checkSeason('2026-09-15', '2027-09-15', year)[0]!.message).toBe(
      'Полето "До дата" трябва да е в учебната година 2026/2027 (до 14.09.2027).',
    );
    expect(checkSeason('2026-09-14', '2026-10-01', undefined)[0]!.field).toBe('fromDate');
  });

  it('takes groups of the season’s school year only', () => {
    const groups = [
      { id: 'g1', name: 'Звездица', periodId: 'y26' },
      { id: 'old', name: 'Минала', periodId: 'y25' },
    ];
    expect(checkGroups(['g1'], groups, year)).toEqual([]);
    expect(checkGroups(['elsewhere'], groups, year)[0]!.field).toBe('groupIds');
    expect(checkGroups(['old'], groups, year)[0]!.message).toContain('„Минала“');
  });

  it('refuses overlapping slots of one weekday, not of different days', () => {
    const slot = (weekday: number, from: string, to: string) => ({ weekday, from, to });
    expect(checkSchedule([slot(2, '16:00', '16:45'), slot(4, '16:00', '16:45')])).toEqual([]);
    expect(checkSchedule([slot(2, '16:00', '16:45'), slot(2, '16:45', '17:30')])).toEqual([]);
    expect(checkSchedule([slot(2, '16:00', '16:45'), slot(2, '16:30', '17:00')])[0]!.field).toBe('schedule');
  });

  it('lets a provider be chosen once its webhook is verified or transfers enabled', () => {
    expect(providerSelectable(Flag.IdSet | Flag.SecretSet)).toBe(false);
    expect(providerSelectable(Flag.IdSet | Flag.SecretSet | Flag.WebHookVerifying)).toBe(false);
    expect(providerSelectable(Flag.IdSet | Flag.SecretSet | Flag.WebHookVerified)).toBe(true);
    expect(providerSelectable(Flag.TransferPaymentEnabled)).toBe(true);
  });

  it('refuses to delete an activity with children enrolled or fees, not one with history only', () => {
    expect(deleteRefusal({ enrolledCount: 2 })).toMatch(/записани деца/);
    expect(deleteRefusal({ enrolledCount: 0, feesCount: 3 })).toMatch(/такси/);
    expect(deleteRefusal({ enrolledCount: 0, feesCount: 0 })).toBeNull();
  });
});

describe('enrollable', () => {
  const activity = {
    enrollmentOpen: true,
    groupIds: ['g1'],
    toDate: '2027-06-30',
  } as ActivityItem;
  const child = { groupId: 'g1' };
  const enrolment = (to: string | null) => ({ periods: [{ from: '2026-09-15', to }] }) as EnrollmentItem;

  it('offers an open activity of the child’s group whose season is not over', () => {
    expect(enrollable(activity, child, undefined, '2026-11-21')).toBe(true);
    expect(enrollable(activity, child, enrolment('2026-10-31'), '2026-11-21')).toBe(true);
  });

  it('hides it when closed, of other groups, over, or the child enrolled', () => {
    expect(enrollable({ ...activity, enrollmentOpen: false }, child, undefined, '2026-11-21')).toBe(false);
    expect(enrollable(activity, { groupId: 'g2' }, undefined, '2026-11-21')).toBe(false);
    expect(enrollable(activity, child, undefined, '2027-07-01')).toBe(false);
    expect(enrollable(activity, child, enrolment(null), '2026-11-21')).toBe(false);
  });
});
