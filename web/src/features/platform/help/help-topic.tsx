import type { ReactNode } from 'react';
import { PageSection } from '../../../ui/page/PageSection';

export interface HelpTopic {
  /** The address part: /platform/help/{slug}. */
  slug: string;
  title: string;
  summary: string;
  /** Words people may search the topic by besides its title and summary. */
  keywords?: string;
  body: ReactNode;
}

/** A part of a topic under its own heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageSection title={title} gap="xs">
      {children}
    </PageSection>
  );
}
