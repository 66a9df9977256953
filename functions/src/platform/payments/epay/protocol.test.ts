import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildPayload,
  checksumMatches,
  easyPayRegistrationUrl,
  formatAmount,
  formatChecksumError,
  formatExpTime,
  formatReply,
  fromSofiaWallClock,
  notificationFields,
  parseEasyPayAnswer,
  signRequest,
  verifyNotificationFields,
} from './protocol';

// Fixed vectors computed outside this code (Python's base64 and hmac modules), so a change in how the
// payload is built, encoded or signed shows here even if every function agrees with the others.
const secret = '00112233445566778899AABBCCDDEEFF00112233445566778899AABBCCDDEEFF';
const request = {
  min: 'D468695585',
  invoice: '123456',
  amountCents: 2280,
  currency: 'EUR' as const,
  expiresAt: new Date('2026-08-01T09:00:00Z'), // 12:00 in Sofia (summer time, UTC+3)
  description: 'Такса за танци, юли 2026',
};
const payload =
  'MIN=D468695585\nINVOICE=123456\nAMOUNT=22.80\nCURRENCY=EUR\nEXP_TIME=01.08.2026 12:00:00\n' +
  'DESCR=Такса за танци, юли 2026\nENCODING=utf-8';
const encoded =
  'TUlOPUQ0Njg2OTU1ODUKSU5WT0lDRT0xMjM0NTYKQU1PVU5UPTIyLjgwCkNVUlJFTkNZPUVVUgpFWFBfVElNRT0wMS4wOC4yMDI2IDEy' +
  'OjAwOjAwCkRFU0NSPdCi0LDQutGB0LAg0LfQsCDRgtCw0L3RhtC4LCDRjtC70LggMjAyNgpFTkNPRElORz11dGYtOA==';
const checksum = '59a5926e42c15a7c96c1e70cf7e53c501631aa0b';

const notificationEncoded =
  'SU5WT0lDRT0xMjM0NTY6U1RBVFVTPVBBSUQ6UEFZX1RJTUU9MjAyNjA3MTUxNDMwMDU6U1RBTj0wMTIzNDU6QkNPREU9QTFCMkMzCklOVk9J' +
  'Q0U9MTIzNDU3OlNUQVRVUz1ERU5JRUQKSU5WT0lDRT0xMjM0NTg6U1RBVFVTPUVYUElSRUQK';
const notificationChecksum = '33ae963157a93f97e4c9d23efd71ec32e0cc0c0f';

describe('payment request', () => {
  it('formats AMOUNT from integer cents', () => {
    expect(formatAmount(2280)).toBe('22.80');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(1234550)).toBe('12345.50');
    expect(() => formatAmount(0)).toThrow();
    expect(() => formatAmount(12.5)).toThrow();
  });

  it('writes EXP_TIME on the Sofia wall clock, in winter and in summer', () => {
    expect(formatExpTime(new Date('2026-01-31T21:59:59Z'))).toBe('31.01.2026 23:59:59');
    expect(formatExpTime(new Date('2026-08-01T09:00:00Z'))).toBe('01.08.2026 12:00:00');
  });

  it('reads a Sofia wall clock back to the instant, across summer time', () => {
    expect(fromSofiaWallClock(2026, 1, 31, 23, 59, 59).toISOString()).toBe('2026-01-31T21:59:59.000Z');
    expect(fromSofiaWallClock(2026, 7, 15, 14, 30, 5).toISOString()).toBe('2026-07-15T11:30:05.000Z');
    expect(fromSofiaWallClock(2026, 3, 29, 4, 0, 0).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('builds the payload, ENCODED and CHECKSUM of the known vector', () => {
    expect(buildPayload(request)).toBe(payload);
    expect(signRequest(request, secret)).toEqual({ encoded, checksum });
    expect(encoded).not.toMatch(/\s/);
  });

  it('cuts DESCR to 100 characters (not bytes) and keeps it on one line', () => {
    const long = `${'я'.repeat(99)}\nбв`;
    const descr = buildPayload({ ...request, description: long }).split('\n')[5]!;
    expect(descr).toBe(`DESCR=${'я'.repeat(99)} `);
  });

  it('refuses an INVOICE that is not digits and a MIN that is not a КИН', () => {
    expect(() => buildPayload({ ...request, invoice: '12a' })).toThrow(/INVOICE/);
    expect(() => buildPayload({ ...request, min: '12 34' })).toThrow(/MIN/);
  });

  it('puts ENCODED and CHECKSUM in the EasyPay registration URL', () => {
    const url = new URL(easyPayRegistrationUrl('https://demo.epay.bg', { encoded, checksum }));
    expect(url.origin + url.pathname).toBe('https://demo.epay.bg/ezp/reg_bill.cgi');
    expect(url.searchParams.get('ENCODED')).toBe(encoded);
    expect(url.searchParams.get('CHECKSUM')).toBe(checksum);
  });

  it('reads the EasyPay answer: IDN or ERR', () => {
    expect(parseEasyPayAnswer('IDN=1234567890\n')).toEqual({ ok: true, idn: '1234567890' });
    expect(parseEasyPayAnswer('ERR=Invoice already exists\n')).toEqual({
      ok: false,
      error: 'Invoice already exists',
    });
    expect(parseEasyPayAnswer('IDN=123\n').ok).toBe(false);
    expect(parseEasyPayAnswer('<html>')).toEqual({ ok: false, error: 'неразпознат отговор' });
  });
});

describe('notification', () => {
  it('verifies the known vector and reads its three lines', () => {
    const verified = verifyNotificationFields(
      { encoded: notificationEncoded, checksum: notificationChecksum },
      secret,
    );
    expect(verified).toEqual({
      ok: true,
      malformed: [],
      lines: [
        {
          invoice: '123456',
          status: 'PAID',
          payTime: '20260715143005',
          paidAt: new Date('2026-07-15T11:30:05Z'),
          stan: '012345',
          bcode: 'A1B2C3',
        },
        { invoice: '123457', status: 'DENIED' },
        { invoice: '123458', status: 'EXPIRED' },
      ],
    });
  });

  it('takes the field names in any case, from a form body or an object', () => {
    const body = `encoded=${encodeURIComponent(notificationEncoded)}&checksum=${notificationChecksum}`;
    expect(notificationFields(body)).toEqual({
      encoded: notificationEncoded,
      checksum: notificationChecksum,
    });
    expect(notificationFields({ Encoded: 'a', CHECKSUM: 'b' })).toEqual({ encoded: 'a', checksum: 'b' });
  });

  it('refuses a wrong or missing checksum before reading anything', () => {
    const wrong = `${notificationChecksum.slice(0, -1)}1`;
    expect(verifyNotificationFields({ encoded: notificationEncoded, checksum: wrong }, secret)).toEqual({
      ok: false,
      reason: 'грешна контролна сума',
    });
    expect(verifyNotificationFields({ encoded: notificationEncoded }, secret).ok).toBe(false);
    expect(
      verifyNotificationFields({ encoded: notificationEncoded, checksum: notificationChecksum }, `${secret}x`)
        .ok,
    ).toBe(false);
  });

  it('accepts an upper-case checksum and compares only equal lengths', () => {
    expect(checksumMatches(notificationEncoded, notificationChecksum.toUpperCase(), secret)).toBe(true);
    expect(checksumMatches(notificationEncoded, notificationChecksum.slice(0, 20), secret)).toBe(false);
  });

  it('sets aside lines the protocol does not allow', () => {
    const text = 'INVOICE=1:STATUS=PAID\nINVOICE=2:STATUS=LOST\nSTATUS=PAID\nINVOICE=3:STATUS=DENIED\n';
    const enc = Buffer.from(text).toString('base64');
    const verified = verifyNotificationFields({ encoded: enc, checksum: signRequestChecksum(enc) }, secret);
    expect(verified.ok && verified.lines).toEqual([{ invoice: '3', status: 'DENIED' }]);
    expect(verified.ok && verified.malformed.map((m) => m.invoice)).toEqual(['1', '2', undefined]);
  });

  it('formats the reply one line per invoice, and a checksum error', () => {
    expect(
      formatReply([
        { invoice: '123456', status: 'OK' },
        { invoice: '123457', status: 'ERR' },
        { invoice: '999', status: 'NO' },
      ]),
    ).toBe('INVOICE=123456:STATUS=OK\nINVOICE=123457:STATUS=ERR\nINVOICE=999:STATUS=NO\n');
    expect(formatChecksumError('грешна\nконтролна сума')).toBe('ERR=грешна контролна сума\n');
  });
});

/** HMAC-SHA1 hex through node:crypto directly (not the code under test) for a payload built in a test. */
const signRequestChecksum = (enc: string) => createHmac('sha1', secret).update(enc).digest('hex');
