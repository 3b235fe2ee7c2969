import { FadeIn, Section } from '@site/ui';
import { INTEGRATION_GROUPS, INTEGRATIONS_SECTION } from './home.content';

/** Integrations by category (anchor `#integrations`). */
export function IntegrationsSection() {
  return (
    <Section
      id="integrations"
      eyebrow={INTEGRATIONS_SECTION.eyebrow}
      title={INTEGRATIONS_SECTION.title}
      description={INTEGRATIONS_SECTION.description}
      className="border-t border-border bg-muted/30"
    >
      <FadeIn>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {INTEGRATION_GROUPS.map(({ icon: Icon, category, integrations }) => (
            <div key={category} className="rounded-xl border border-border bg-card p-5">
              <h3 className="flex items-center gap-2 text-sm font-semibold text-foreground">
                <Icon aria-hidden="true" className="size-4 text-cyber-cyan" />
                {category}
              </h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {integrations.map((name) => (
                  <li key={name} className="rounded-md border border-border bg-muted px-3 py-1.5 font-mono text-xs text-foreground">
                    {name}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </FadeIn>
    </Section>
  );
}
