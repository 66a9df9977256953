import { describe, expect, it } from 'vitest';
import { receiptFormSpec } from '../receipts/receipt-form';
import { commissionOf, scrappingFormSpec } from '../scrappings/scrapping-form';
import { lineValues, movementBody, newLine, receiptLineBody } from './lines';

describe('the ledger documents’ lines in a form', () => {
  it('sends a quantity typed with a decimal comma as a number, the unit as its spec number', () => {
    expect(movementBody({ ...newLine(), productId: 'p', quantity: '2,5', unitOfMeasure: '3' })).toEqual({
      productId: 'p',
      quantity: 2.5,
      unitOfMeasure: 3,
    });
  });

  it('sends a receipt line with its price in cents, and expiry and batch only when typed', () => {
    const line = { ...newLine(), productId: 'p', quantity: '10', unitPrice: 120 };
    expect(receiptLineBody(line)).toEqual({ productId: 'p', quantity: 10, unitOfMeasure: 3, unitPrice: 120 });
    expect(receiptLineBody({ ...line, expiryDate: '2027-01-31', batch: 'L1' })).toMatchObject({
      expiryDate: '2027-01-31',
      batch: 'L1',
    });
  });

  it('reads a stored line back as typed text', () => {
    expect(lineValues({ productId: 'p', quantity: 0.25, unitOfMeasure: 3 })).toMatchObject({
      quantity: '0.25',
      unitOfMeasure: '3',
    });
  });

  it('takes the commission one member per line, blank lines left out', () => {
    expect(commissionOf(' Мария Иванова \n\nПетър Петров\n')).toEqual(['Мария Иванова', 'Петър Петров']);
  });

  it('builds a receipt and a scrapping body for the kindergarten shown', () => {
    const receipt = receiptFormSpec('kg1').toBody({
      date: '2026-11-20',
      warehouseId: 'w',
      supplierId: 's',
      supplierDocumentNumber: '',
      supplierDocumentDate: '',
      note: '',
      lines: [{ ...newLine(), productId: 'p', quantity: '1', unitPrice: 99 }],
    });
    expect(receipt).toMatchObject({ kindergartenId: 'kg1', warehouseId: 'w', supplierId: 's' });
    expect(receipt).not.toHaveProperty('supplierDocumentDate');
    const scrapping = scrappingFormSpec('kg1').toBody({
      id: '',
      version: undefined,
      date: '2026-11-20',
      warehouseId: 'w',
      type: '2',
      reason: 'Развалено',
      commission: 'Мария Иванова',
      note: '',
      lines: [{ ...newLine(), productId: 'p', quantity: '1' }],
    });
    expect(scrapping).toMatchObject({ type: 2, commission: ['Мария Иванова'] });
    expect(scrapping).not.toHaveProperty('id');
  });
});
