import { IndexPage } from '../../../ui/page';
import { referenceScreens } from './specs';

/** /attendances/references: every attendance reference with what it shows, one link each. */
export function ReferencesIndexPage() {
  return (
    <IndexPage
      title="Справки за присъствие"
      intro="Изберете справка: всяка се показва с филтри и се изтегля като Excel."
      links={referenceScreens.map((s) => ({
        to: `/attendances/references/${s.slug}`,
        title: s.title,
        text: s.description,
        testId: `reference-link-${s.slug}`,
      }))}
      testId="references-index"
    />
  );
}
