import { CertificateKind } from '@gradina/shared/manifest/routes/children/certificates';
import { describe, expect, it } from 'vitest';
import { aCertificate } from './fixtures';
import type { Block } from './layout';
import {
  commonProtocolLayout,
  defaultAssessment,
  fileNameOf,
  preschoolCertificateLayout,
  receiptLayout,
  registrationNumber,
  relocationCertificateLayout,
} from './layout';

const text = (blocks: Block[]) =>
  blocks
    .map((b) =>
      b.kind === 'field'
        ? `${b.label}: ${b.value}`
        : b.kind === 'signature'
          ? `${b.label}: ${b.name}`
          : b.kind === 'table'
            ? [b.header, ...b.rows].map((r) => r.join(' | ')).join('\n')
            : b.text,
    )
    .join('\n');

describe('the preschool certificate', () => {
  it('says what the МОН form says: institution, child, group, year, number and date, director', () => {
    const t = text(preschoolCertificateLayout(aCertificate()).blocks);
    expect(t).toContain('МИНИСТЕРСТВО НА ОБРАЗОВАНИЕТО И НАУКАТА');
    expect(t).toContain('Детска градина: ДГ № 12 „Слънце“');
    expect(t).toContain('Населено място: гр. Пловдив');
    expect(t).toContain('Община: Пловдив');
    expect(t).toContain('Област: Пловдив');
    expect(t).toContain('УДОСТОВЕРЕНИЕ');
    expect(t).toContain('за завършено задължително предучилищно образование');
    expect(t).toContain('Рег. № 7/2026-2027 от 15.06.2027 г.');
    expect(t).toContain('Име, презиме и фамилия на детето: Калина Петрова Иванова');
    expect(t).toContain('ЕГН: 2047150010');
    expect(t).toContain('Дата и място на раждане: 15.07.2020, гр. Пловдив');
    expect(t).toContain(
      'Калина Петрова Иванова, родена на 15.07.2020 г., е завършила задължителното предучилищно образование в IV ПГ група „Слънчогледи“ през учебната 2026/2027 година.',
    );
    expect(t).toContain(`Оценка на готовността за училище: ${defaultAssessment}`);
    expect(t).toContain('Директор: Мария Стоянова (подпис и печат)');
  });

  it('words a boy as a boy, prints the director’s own assessment, and blank lines for unknown facts', () => {
    const c = aCertificate(
      {},
      { gender: 1, firstName: 'Петър', birthPlace: '', assessment: 'Има готовност.' },
    );
    const t = text(preschoolCertificateLayout(c).blocks);
    expect(t).toContain('роден на 15.07.2020 г., е завършил');
    expect(t).toContain('Оценка на готовността за училище: Има готовност.');
    expect(t).toContain('Дата и място на раждане: 15.07.2020, ………………………');
  });

  it('prints the child’s end-of-year educational results under the assessment when it has them', () => {
    const results = 'Резултати по образователните направления в края на годината: Математика – високо ниво.';
    expect(text(preschoolCertificateLayout(aCertificate({}, { results })).blocks)).toContain(
      `Оценка на готовността за училище: ${defaultAssessment}\n${results}`,
    );
    expect(text(preschoolCertificateLayout(aCertificate()).blocks)).not.toContain('Резултати по');
  });

  it('names an ЛНЧ as such', () => {
    const t = text(preschoolCertificateLayout(aCertificate({}, { identifierType: 1 })).blocks);
    expect(t).toContain('ЛНЧ: 2047150010');
  });
});

describe('the relocation certificate', () => {
  it('names the institution the child moves to and the date', () => {
    const c = aCertificate(
      { kind: CertificateKind.Relocation, number: 3 },
      { newInstitution: 'ДГ „Мир“', newInstitutionTown: 'гр. Варна', relocationDate: '2027-01-10' },
    );
    const t = text(relocationCertificateLayout(c).blocks);
    expect(t).toContain('УДОСТОВЕРЕНИЕ ЗА ПРЕМЕСТВАНЕ');
    expect(t).toContain('Рег. № 3/2026-2027 от 15.06.2027 г.');
    expect(t).toContain(
      'посещавала IV ПГ група „Слънчогледи“ през учебната 2026/2027 година, се премества в ДГ „Мир“, гр. Варна, считано от 10.01.2027 г.',
    );
  });
});

describe('the receipt and the common protocol', () => {
  it('the receipt names the certificate by its number', () => {
    const t = text(receiptLayout(aCertificate()).blocks);
    expect(t).toContain('РАЗПИСКА');
    expect(t).toContain(
      'удостоверение за завършено задължително предучилищно образование с рег. № 7/2026-2027',
    );
  });

  it('the protocol lists the certificates by number and marks the cancelled ones', () => {
    const layout = commonProtocolLayout(
      {
        name: 'IV ПГ група „Слънчогледи“',
        schoolYear: '2026/2027',
        kindergartenName: 'ДГ',
        directorName: '',
      },
      [aCertificate({ number: 1 }), aCertificate({ number: 2, cancelled: true }, { firstName: 'Мила' })],
    );
    const t = text(layout.blocks);
    expect(t).toContain('ОБЩ ПРОТОКОЛ');
    expect(t).toContain('1 | 1/2026-2027 | 15.06.2027 | Калина Петрова Иванова | 2047150010 | ');
    expect(t).toContain('2 | 2/2026-2027 | 15.06.2027 | Мила Петрова Иванова | 2047150010 | анулирано');
  });
});

describe('numbers and names', () => {
  it('a registration number is the number in its school year', () => {
    expect(registrationNumber(aCertificate({ number: 12 }))).toBe('12/2026-2027');
  });

  it('a file name keeps Cyrillic and drops what file systems refuse', () => {
    const name = fileNameOf(preschoolCertificateLayout(aCertificate()), 'pdf');
    expect(name).toBe('Удостоверение за предучилищно образование 7-2026-2027 - Калина Петрова Иванова.pdf');
  });
});
