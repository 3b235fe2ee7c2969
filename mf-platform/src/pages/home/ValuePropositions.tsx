import { FadeIn, Section } from '@site/ui';
import { IconCard } from '../../components/IconCard';
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
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUE_PROPOSITIONS.map((proposition, index) => (
            <IconCard
              key={proposition.title}
              icon={proposition.icon}
              title={proposition.title}
              description={proposition.description}
              tone={index % 2 === 0 ? 'cyan' : 'green'}
            />
          ))}
        </div>
      </FadeIn>
    </Section>
  );
}
