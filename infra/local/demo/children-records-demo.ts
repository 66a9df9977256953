import { Allergen, ChildDiet } from '../../../shared/src/manifest/routes/children/records';
import type { Child, Kindergarten } from './builders';
import { hashSeed, seededRandom } from './random';

/**
 * The children records' demo details: an address in the kindergarten's town, and for some children
 * allergies and a special diet the kitchen reads. A random source of its own, so the rest of the demo world
 * (names, ЕГН) stays as it was.
 */

const streets = [
  'ул. „Родопи“',
  'ул. „Христо Ботев“',
  'бул. „Свобода“',
  'ул. „Опълченска“',
  'ул. „Славянска“',
];
const commonAllergens = [
  Allergen.Milk,
  Allergen.Eggs,
  Allergen.Gluten,
  Allergen.Nuts,
  Allergen.Peanuts,
  Allergen.Fish,
];

/** Fills in the address, health notes, allergies and diet of the demo children (before they are saved). */
export function addChildDetails(kindergartens: readonly Kindergarten[], children: readonly Child[]): void {
  const rnd = seededRandom(hashSeed('children-records'));
  const byId = new Map(kindergartens.map((k) => [k.id, k]));
  for (const child of children) {
    const kg = byId.get(child.kindergartenId)!;
    const allergies = rnd.chance(0.12) ? [{ allergen: rnd.pick(commonAllergens), note: '' }] : [];
    const diet = allergies.some((a) => a.allergen === Allergen.Milk)
      ? ChildDiet.LactoseFree
      : allergies.some((a) => a.allergen === Allergen.Gluten)
        ? ChildDiet.GlutenFree
        : rnd.chance(0.04)
          ? ChildDiet.Vegetarian
          : ChildDiet.Usual;
    Object.assign(child, {
      address: {
        cityId: kg.townEkatte,
        cityName: kg.town,
        street: `${rnd.pick(streets)} ${rnd.int(1, 120)}`,
      },
      healthNotes: rnd.chance(0.05) ? 'Астма: инхалатор в шкафчето на групата.' : '',
      allergies,
      diet,
      dietNotes: '',
    });
  }
}
