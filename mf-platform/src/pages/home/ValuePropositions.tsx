import { FadeIn, IconCardGrid, Section } from '@site/ui';
import { VALUE_PROPOSITIONS } from './home.content';

/** Four value propositions; they fade in once when 20% of the grid is in view. */
export function ValuePropositions() {
  return (
    <Section
      id="value"
      eyebrow="Why Surface Harvester"
      title="From unknown exposure to signed proof"
      description="One governed platform for discovery, validation and audit evidence, instead of a scanner, a spreadsheet and a screenshot folder."
    >
      <FadeIn threshold={0.2}>
        <IconCardGrid
          items={VALUE_PROPOSITIONS.map((proposition, index) => ({ ...proposition, tone: index % 2 === 0 ? 'cyan' : 'green' }))}
          columns={4}
        />
      </FadeIn>
    </Section>
  );
}
