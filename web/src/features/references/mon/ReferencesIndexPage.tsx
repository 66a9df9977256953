import { IndexPage } from '../../../ui/page';

const references = [
  {
    to: '/administrative-references/absences',
    title: 'Посещаемост и отсъствия',
    text: 'Присъствия, извинени и неизвинени отсъствия на децата по детски градини и месеци.',
  },
  {
    to: '/administrative-references/smp',
    title: 'Обобщение за АСП',
    text: 'Деца в задължителна възраст, които не посещават редовно, за месеца.',
  },
  {
    to: '/administrative-references/substitutions',
    title: 'Замествания',
    text: 'Заместванията на учители: брой, дни, часове и заместващи.',
  },
  {
    to: '/administrative-references/staff-count',
    title: 'Персонал',
    text: 'Педагогически и непедагогически персонал, директори, по работно време.',
  },
  {
    to: '/administrative-references/activities',
    title: 'Допълнителни дейности',
    text: 'Дейностите по видове: детски градини, дейности, записани деца и събрани такси.',
  },
  {
    to: '/administrative-references/fees',
    title: 'Такси',
    text: 'Дължими, платени и събрани такси за дейности и за детската градина по градини и месеци, по начин на плащане.',
  },
  {
    to: '/administrative-references/storage-availability',
    title: 'Складови наличности',
    text: 'Стойност на наличностите, заприходено, изписано, бракувано и изтичащо по детски градини за месец.',
  },
  {
    to: '/administrative-references/lessons',
    title: 'Проведени ситуации',
    text: 'Потвърдени дни на групите, проведени и пропуснати теми от годишните планове.',
  },
  {
    to: '/administrative-references/kids-diagnostics',
    title: 'Диагностика на децата',
    text: 'Оценките по образователни направления в началото и края на годината, по нива.',
  },
  {
    to: '/administrative-references/documents',
    title: 'Издадени документи',
    text: 'Удостоверения за завършена подготвителна група и за преместване.',
  },
  {
    to: '/administrative-references/portfolios',
    title: 'Портфолиа',
    text: 'Портфолиата на децата с разделите им (хобита, награди, пътешествия) и снимките.',
  },
];

/** /administrative-references: the references МОН and municipalities have, one card each. */
export function ReferencesIndexPage() {
  return (
    <IndexPage
      title="Справки"
      intro="Справки за детските градини, до които имате достъп, от месечните им обобщения."
      links={references.map((r) => ({ ...r, testId: `mon-reference-link-${r.to.split('/').pop()}` }))}
      maw={1000}
      testId="mon-references-index"
    />
  );
}
