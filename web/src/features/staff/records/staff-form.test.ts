import type { StaffRecord } from '@gradina/shared/manifest/routes/staff/records';
import { describe, expect, it } from 'vitest';
import { newStaff, staffFormSpec, staffValues } from './staff-form';

const record: StaffRecord = {
  id: 's1',
  kindergartenId: 'kg1',
  firstName: 'Мария',
  middleName: '',
  lastName: 'Иванова',
  identifierType: 0,
  identifier: '8503141234',
  occupationId: 4,
  position: 'Старши учител',
  isPedagogical: true,
  workingTime: 1,
  groupIds: ['g1'],
  qualification: 'ПКС IV',
  isDirector: false,
  email: '',
  phone: '',
  account: 1,
  hiredOn: '2010-09-01',
  leftOn: null,
  version: 4,
};

const { toBody, check } = staffFormSpec('kg1');

describe('the staff form', () => {
  it('sends a new record without id, version, identifier or empty optional fields', () => {
    const body = toBody({ ...newStaff(), firstName: 'Елена', lastName: 'Петрова', occupationId: '12' });
    expect(body).toEqual({
      kindergartenId: 'kg1',
      firstName: 'Елена',
      lastName: 'Петрова',
      occupationId: 12,
      workingTime: 1,
      groupIds: [],
      isDirector: false,
    });
  });

  it('sends an edit with its id, version and ЕГН, and drops a cleared e-mail', () => {
    const body = toBody({ ...staffValues(record), email: '  ' });
    expect(body).toMatchObject({
      id: 's1',
      version: 4,
      identifierType: 0,
      identifier: '8503141234',
      hiredOn: '2010-09-01',
    });
    expect(body.email).toBeUndefined();
    expect(body.leftOn).toBeUndefined();
  });

  it('refuses a leave date before the hiring date in the form', () => {
    expect(check?.({ ...newStaff(), hiredOn: '2026-09-01', leftOn: '2026-08-01' }).leftOn).toContain(
      'Дата на напускане',
    );
    expect(check?.({ ...newStaff(), hiredOn: '2026-09-01', leftOn: '2026-09-01' }).leftOn).toBeUndefined();
  });
});
