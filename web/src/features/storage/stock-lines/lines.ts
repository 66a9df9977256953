import { parseDecimal } from '../../../ui/forms/numbers';

/**
 * The lines of the ledger's documents in a form: a product, a quantity as typed (up to 3 decimals) and one
 * of the units the product is counted in; a receipt's also a price (euro cents) and an expiry date.
 */
export interface LineValues {
  productId: string;
  quantity: string;
  unitOfMeasure: string;
  unitPrice: number | null;
  expiryDate: string;
  batch: string;
}

export const lineLabels = {
  lines: 'Продукти',
  'lines.*.productId': 'Продукт',
  'lines.*.quantity': 'Количество',
  'lines.*.unitOfMeasure': 'Мерна единица',
  'lines.*.unitPrice': 'Единична цена',
  'lines.*.expiryDate': 'Срок на годност',
  'lines.*.batch': 'Партида',
} as const;

export const newLine = (): LineValues => ({
  productId: '',
  quantity: '',
  unitOfMeasure: '3',
  unitPrice: null,
  expiryDate: '',
  batch: '',
});

type WireUnit = 1 | 2 | 3 | 4 | 5;

/** A line as a request or a scrapping sends it. */
export const movementBody = (l: LineValues) => ({
  productId: l.productId,
  quantity: parseDecimal(l.quantity) as number,
  unitOfMeasure: Number(l.unitOfMeasure) as WireUnit,
});

/** A line as a receipt sends it (price in cents; expiry and batch only when typed). */
export const receiptLineBody = (l: LineValues) => ({
  ...movementBody(l),
  unitPrice: l.unitPrice as number,
  ...(l.expiryDate ? { expiryDate: l.expiryDate } : {}),
  ...(l.batch ? { batch: l.batch } : {}),
});

/** A stored line back in the form. */
export const lineValues = (l: {
  productId: string;
  quantity: number;
  unitOfMeasure: number;
}): LineValues => ({
  ...newLine(),
  productId: l.productId,
  quantity: String(l.quantity),
  unitOfMeasure: String(l.unitOfMeasure),
});
