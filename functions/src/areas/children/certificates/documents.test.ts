import { CertificateKind } from '@gradina/shared/manifest/routes/children/certificates';
import { describe, expect, it } from 'vitest';
import { officeText, pdfText } from '../../../../../test/support/documents';
import { aCertificate } from './fixtures';
import type { DocumentLayout } from './layout';
import {
  commonProtocolLayout,
  preschoolCertificateLayout,
  receiptLayout,
  relocationCertificateLayout,
} from './layout';
import { render } from './render';

/**
 * Every kind of document the feature produces, drawn as PDF (read back with pdftotext) and as DOCX (printed
 * to PDF by LibreOffice, then read back): the Bulgarian text survives both, as a person opening it sees it.
 */
const relocation = aCertificate(
  { kind: CertificateKind.Relocation, number: 3 },
  { newInstitution: 'ОУ „Христо Ботев“', newInstitutionTown: 'гр. Варна', relocationDate: '2027-01-10' },
);
const kinds: [string, DocumentLayout, string[]][] = [
  [
    'preschool certificate',
    preschoolCertificateLayout(aCertificate()),
    ['за завършено задължително предучилищно образование', 'Рег. № 7/2026-2027', 'Калина Петрова Иванова'],
  ],
  [
    'relocation certificate',
    relocationCertificateLayout(relocation),
    ['УДОСТОВЕРЕНИЕ ЗА ПРЕМЕСТВАНЕ', 'ОУ „Христо Ботев“, гр. Варна', 'считано от 10.01.2027 г.'],
  ],
  ['receipt', receiptLayout(aCertificate()), ['РАЗПИСКА', 'родител (настойник) на Калина Петрова Иванова']],
  [
    'common protocol',
    commonProtocolLayout(
      {
        name: 'IV ПГ група „Слънчогледи“',
        schoolYear: '2026/2027',
        kindergartenName: 'ДГ',
        directorName: 'Мария Стоянова',
      },
      [aCertificate({ number: 1 })],
    ),
    ['ОБЩ ПРОТОКОЛ', '1/2026-2027', 'Калина Петрова Иванова', 'Мария Стоянова'],
  ],
];

describe('certificate documents read back', () => {
  for (const [name, layout, phrases] of kinds) {
    it(`${name}: PDF`, async () => {
      const bytes = await render(layout, 'pdf');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(bytes);
      for (const phrase of phrases) expect(text).toContain(phrase);
    });

    it(`${name}: DOCX printed by LibreOffice`, { timeout: 120_000 }, async () => {
      const text = await officeText(await render(layout, 'docx'), 'docx');
      for (const phrase of phrases) expect(text).toContain(phrase);
    });
  }
});
