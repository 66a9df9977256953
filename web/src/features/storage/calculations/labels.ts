import { type KitchenAgeGroup, kitchenAgeGroupNames } from '@gradina/shared/kitchen/meals';
import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import { formatCount } from '../../../ui/format/numbers';

/** The words the calculation's screens share: a status, an eater's age group, a quantity with its unit. */
export const calculationStatusLabel = (status: number) => (status === 2 ? 'Потвърдена' : 'Чернова');
export const calculationStatusColor = (status: number) => (status === 2 ? 'green' : 'yellow');

/** A head-count row's age group; 0 is the staff's row. */
export const eaterLabel = (ageGroup: number) =>
  ageGroup === 0 ? 'Персонал' : (kitchenAgeGroupNames[ageGroup as KitchenAgeGroup] ?? String(ageGroup));

export const unitLabel = (baseUnit: number) => unitLabels[baseUnit as Unit] ?? '';

export const quantityLabel = (quantity: number, baseUnit: number) =>
  `${formatCount(quantity)} ${unitLabel(baseUnit)}`;
