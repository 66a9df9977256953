import { PaymentMethod } from '@gradina/shared';

/** How a payment was made, as the fee's payments list names it. */
export const paymentMethodLabels: Record<number, string> = {
  [PaymentMethod.Bank]: 'Банков превод',
  [PaymentMethod.Cash]: 'В брой',
  [PaymentMethod.APSPO]: 'АПСПО',
  [PaymentMethod.EPay]: 'ePay',
  [PaymentMethod.POS]: 'ПОС терминал',
  [PaymentMethod.EasyPay]: 'EasyPay',
  [PaymentMethod.EPayBankCard]: 'Банкова карта (ePay)',
};
