/**
 * Resources demo data (issue #32): a few teaching resources of the main demo kindergarten's partners
 * (publishers), written through the resources feature's own items (deterministic ids), so the items and their
 * index keys are exactly what the product writes.
 *
 *   await seedResourcesDemo(demo);        // after the partners (access demo)
 */
import { createProduct, type ProductItem } from '../../../functions/src/areas/kindergartens/resources/items';
import { ResourceKind } from '../../../shared/src/manifest/routes/kindergartens/resources';
import { demoPartnerNames, demoUuid } from './access-demo';
import type { DemoWorld } from './seed';

const { CognitiveBook, Aid, Digital, MethodicalGuide } = ResourceKind;

/** Each demo partner's resources: name, kind, age groups, areas, description. */
const catalogue: Record<
  (typeof demoPartnerNames)[number],
  [string, ResourceKind, number[], number[], string][]
> = {
  'Издателство „Просвета“': [
    [
      'Приказен свят. Познавателна книжка за първа група',
      CognitiveBook,
      [1],
      [1, 3],
      'Книжка с приказки и задачи.',
    ],
    [
      'Приказен свят. Познавателна книжка за трета група',
      CognitiveBook,
      [3],
      [1, 2, 3],
      'Комплект от четири книжки.',
    ],
    [
      'Методическо ръководство за учителя',
      MethodicalGuide,
      [],
      [1, 2, 3, 4, 5, 6, 7],
      'Разпределение по седмици.',
    ],
  ],
  Анубис: [
    ['Математика с игри', Aid, [2, 3], [2], 'Табла и карти за броене и сравняване.'],
    ['Дигитални игри по околен свят', Digital, [], [3], 'Интерактивни упражнения за интерактивна дъска.'],
  ],
  'Булвест 2000': [['Аз рисувам. Албум по изобразително изкуство', Aid, [1, 2], [4], 'Албум с шаблони.']],
  'Издателство „Клет България“': [
    ['Моето пътешествие. Познавателна книжка за четвърта група', CognitiveBook, [4], [1, 2, 3], ''],
  ],
};

export async function seedResourcesDemo(demo: DemoWorld): Promise<{ resources: number }> {
  const { main } = demo.kindergartens;
  const items: ProductItem[] = demoPartnerNames.flatMap((partner) => {
    // The access demo's partner: the same deterministic id.
    const partnerId = demoUuid(`partner#${main.id}#${partner}`);
    return catalogue[partner].map(([name, kind, ageGroups, areas, description]) => ({
      id: demoUuid(`resource#${partnerId}#${name}`),
      kindergartenId: main.id,
      partnerId,
      name,
      kind,
      ageGroups: ageGroups as ProductItem['ageGroups'],
      areas: areas as ProductItem['areas'],
      description,
      url: '',
      version: 1,
      createdBy: demo.accounts.director.id,
      modifiedBy: demo.accounts.director.id,
    }));
  });
  await Promise.all(items.map(createProduct));
  return { resources: items.length };
}
