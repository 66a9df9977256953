import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNeispuoClient, NeispuoError } from '../../../functions/src/platform/neispuo/client';
import { type NeispuoSimulator, startNeispuoSimulator } from './server';
import { neispuoSimulatorKit } from './test-kit';

let sim: NeispuoSimulator;
let kit: ReturnType<typeof neispuoSimulatorKit>;
const client = () =>
  createNeispuoClient({
    baseUrl: sim.apiUrl,
    credentials: {
      cert: sim.certificates.clientCert,
      key: sim.certificates.clientKey,
      ca: sim.certificates.ca,
    },
    timeoutMs: 500,
  });
const institution = { institutionId: 2206409, schoolYear: 2026 };
const classes = [{ classId: 501, className: 'Слънчице', basicClassId: -4 }];

beforeAll(async () => {
  sim = await startNeispuoSimulator({ certificatesDir: mkdtempSync(path.join(tmpdir(), 'neispuo-ca-')) });
  kit = neispuoSimulatorKit(sim.url, sim.certificates.ca);
});
afterAll(() => sim.stop());
beforeEach(async () => {
  await kit.reset();
  await kit.addInstitution({
    ...institution,
    classes,
    persons: [{ personId: 77, identifier: '2145121233' }],
  });
});

const present = (date: string, personId = 77) => ({ personId, date, type: 1, excusedReason: null });

describe('the local НЕИСПУО', () => {
  it('takes a class book and one attendance per child per day from the chosen provider', async () => {
    const c = client();
    const book = await c.createClassBook(2026, institution.institutionId, 501);
    const id = await c.createAttendance(2026, institution.institutionId, book, present('2026-11-20'));
    expect(await c.attendances(2026, institution.institutionId, book)).toEqual([
      {
        attendanceId: id,
        personId: 77,
        date: '2026-11-20',
        type: 1,
        excusedReason: null,
        excusedReasonComment: null,
      },
    ]);
    await expect(
      c.createAttendance(2026, institution.institutionId, book, present('2026-11-20')),
    ).rejects.toThrow(/вече има присъствие/);
  });

  it('enforces its rules: reasons only on excused, the school year, known persons, the chosen provider', async () => {
    const c = client();
    const book = await c.createClassBook(2026, institution.institutionId, 501);
    const send = (a: object) => c.createAttendance(2026, institution.institutionId, book, a as never);
    await expect(send({ ...present('2026-11-20'), excusedReason: 1 })).rejects.toThrow(/само при извинено/);
    await expect(send({ ...present('2026-11-20'), type: 3 })).rejects.toThrow(/изисква причина/);
    await expect(send(present('2026-09-14'))).rejects.toThrow(/извън учебната година/);
    await expect(send(present('2026-11-20', 78))).rejects.toThrow(/не е записано/);
    await kit.addInstitution({ ...institution, provider: 'other', classes });
    const refused = await c.classBooks(2026, institution.institutionId).catch((e: NeispuoError) => e);
    expect(refused).toBeInstanceOf(NeispuoError);
    expect((refused as NeispuoError).status).toBe(403);
    expect((refused as NeispuoError).retryable).toBe(false);
  });

  it('refuses a caller without a certificate from its CA', async () => {
    const res = await kit.rawWithoutCertificate(`${sim.apiUrl}2026/${institution.institutionId}/classBooks`);
    expect(res).toBe(401);
  });

  it('serves queued medical notices until acknowledged, and counts acknowledgements', async () => {
    const [id = 0] = await kit.queueNotices([
      {
        personId: 77,
        identifier: '2145121233',
        givenName: 'Мария',
        familyName: 'Петрова',
        fromDate: '2026-11-23',
        toDate: '2026-11-25',
      },
    ]);
    const c = client();
    const batch = await c.nextMedicalNotices(100);
    expect(batch.medicalNotices.map((n) => n.medicalNoticeId)).toEqual([id]);
    expect(batch.medicalNotices[0]!.hisMedicalNotice.patient.identifier).toBe('2145121233');
    await c.acknowledgeMedicalNotices([id]);
    expect((await c.nextMedicalNotices(100)).medicalNotices).toEqual([]);
    expect((await kit.state()).medicalNotices[0]!.acknowledgements).toBe(1);
    await expect(c.nextMedicalNotices(5)).rejects.toThrow(/от 100 до 10000/);
  });

  it('fails on command: 5xx and timeouts are retryable, a refusal is not; an outage keeps what it got', async () => {
    const c = client();
    await kit.fault({ kind: '5xx' });
    expect(await c.classBooks(2026, institution.institutionId).catch((e: NeispuoError) => e.retryable)).toBe(
      true,
    );
    await kit.fault({ kind: 'timeout' });
    expect(await c.classBooks(2026, institution.institutionId).catch((e: NeispuoError) => e.retryable)).toBe(
      true,
    );
    await kit.fault({ kind: 'refuse', message: 'Отказано от НЕИСПУО' });
    const refusal = (await c
      .classBooks(2026, institution.institutionId)
      .catch((e: NeispuoError) => e)) as NeispuoError;
    expect([refusal.message, refusal.retryable]).toEqual(['Отказано от НЕИСПУО', false]);
    const book = await c.createClassBook(2026, institution.institutionId, 501);
    await sim.pause();
    expect(await c.classBooks(2026, institution.institutionId).catch((e: NeispuoError) => e.retryable)).toBe(
      true,
    );
    await sim.resume();
    expect((await c.classBooks(2026, institution.institutionId)).map((b) => b.classBookId)).toEqual([book]);
  });

  it("keeps the diary's other sections by НЕИСПУО's rules: a result per child and area, dates in the year, a finalized book closed", async () => {
    const c = client();
    const book = await c.createClassBook(2026, institution.institutionId, 501);
    const where = [2026, institution.institutionId, book] as [number, number, number];
    const result = { personId: 77, subjectId: 3, startSchoolYearResult: 'Назовава цветовете.' };
    const id = await c.createSectionRecord(where, 'pgResults', result);
    await expect(c.createSectionRecord(where, 'pgResults', result)).rejects.toThrow(/вече има резултат/);
    await expect(c.createSectionRecord(where, 'pgResults', { ...result, personId: 78 })).rejects.toThrow(
      /не е записано/,
    );
    await c.updateSectionRecord(where, 'pgResults', id, { ...result, endSchoolYearResult: 'Готово.' });
    expect(await c.sectionRecords(where, 'pgResults')).toEqual([
      { pgResultId: id, ...result, endSchoolYearResult: 'Готово.' },
    ]);
    await expect(
      c.createSectionRecord(where, 'parentMeetings', {
        date: '2026-09-01',
        startTime: '17:30',
        title: 'Среща',
      }),
    ).rejects.toThrow(/извън учебната година/);
    const school = [2026, institution.institutionId, null] as [number, number, null];
    const offDay = await c.createSectionRecord(school, 'offDays', {
      from: '2026-12-24',
      to: '2026-12-24',
      description: 'Бъдни вечер',
      isForAllClasses: true,
      isPgOffProgramDay: true,
    });
    expect((await c.sectionRecords<{ offDayId: number }>(school, 'offDays')).map((d) => d.offDayId)).toEqual([
      offDay,
    ]);
    await c.finalizeClassBook(2026, institution.institutionId, book);
    await expect(c.deleteSectionRecord(where, 'pgResults', id)).rejects.toThrow(/приключен/);
  });

  it('refuses to finalize a book whose results lack the end of the year, or finalized already', async () => {
    const c = client();
    const book = await c.createClassBook(2026, institution.institutionId, 501);
    const where = [2026, institution.institutionId, book] as [number, number, number];
    const id = await c.createSectionRecord(where, 'pgResults', {
      personId: 77,
      subjectId: 80,
      startSchoolYearResult: 'Средно ниво',
    });
    const finalize = () => c.finalizeClassBook(2026, institution.institutionId, book);
    await expect(finalize()).rejects.toThrow(/липсват резултати в края на учебната година \(лица 77\)/);
    await c.updateSectionRecord(where, 'pgResults', id, { endSchoolYearResult: 'Високо ниво' });
    await finalize();
    await expect(finalize()).rejects.toThrow(/вече е приключен/);
  });

  it('keeps a call whose answer it lost on command', async () => {
    const c = client();
    const book = await c.createClassBook(2026, institution.institutionId, 501);
    await kit.fault({ kind: 'lose-answer', path: 'attendances' });
    const lost = await c
      .createAttendance(2026, institution.institutionId, book, present('2026-11-20'))
      .catch((e) => e);
    expect(lost).toBeInstanceOf(NeispuoError);
    expect((lost as NeispuoError).retryable).toBe(true);
    expect(await c.attendances(2026, institution.institutionId, book)).toHaveLength(1);
  });
});
