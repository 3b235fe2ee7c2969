import { Download, FileText } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FeatureList,
  IconCardGrid,
  LinkCards,
  PageHero,
  Section,
  buttonClasses,
} from '@site/ui';
import { SAMPLE_EVIDENCE_PACK_PDF } from '../../content/sample-evidence-artifact';
import { CORE_MODULES, DEPLOYMENT_OPTIONS, DOCS_HERO, GETTING_STARTED, PROFESSIONAL_SERVICES, QUICK_LINKS, WHAT_IT_DOES } from './docs.content';

/** /docs: what it does, core modules, deployment options, services, getting started, quick links. */
export function DocsPage() {
  return (
    <>
      <PageHero badge={DOCS_HERO.badge} title={DOCS_HERO.title} subtitle={DOCS_HERO.subtitle} />

      <Section id="what-it-does">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <div>
            <h2 id="what-it-does-title" className="text-3xl font-bold tracking-tight text-foreground">
              {WHAT_IT_DOES.title}
            </h2>
            {WHAT_IT_DOES.paragraphs.map((text) => (
              <p key={text.slice(0, 24)} className="mt-4 text-muted-foreground">
                {text}
              </p>
            ))}
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Claimed targets</CardTitle>
            </CardHeader>
            <CardContent>
              <FeatureList items={WHAT_IT_DOES.highlights} />
            </CardContent>
          </Card>
        </div>
      </Section>

      <Section id="core-modules" eyebrow="Platform" title="Core modules" className="border-t border-border bg-muted/30">
        <IconCardGrid
          items={CORE_MODULES.map((module) => ({
            ...module,
            tag: module.optional ? <Badge variant="outline">Optional</Badge> : undefined,
          }))}
        />
      </Section>

      <Section
        id="deployment"
        eyebrow="Deployment"
        title="Four deployment options"
        description="The same platform and the same evidence format wherever it runs."
      >
        <IconCardGrid
          items={DEPLOYMENT_OPTIONS.map((option) => ({ ...option, title: option.name, description: option.summary, points: option.facts }))}
          tone="green"
          columns={4}
        />
      </Section>

      <Section id="professional-services" eyebrow="Services" title="Professional services" className="border-t border-border bg-muted/30">
        <LinkCards links={PROFESSIONAL_SERVICES} columns={5} />
      </Section>

      <Section id="getting-started" eyebrow="First steps" title="Getting started" className="border-t border-border">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-start">
          <ol className="space-y-4">
            {GETTING_STARTED.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-xl border border-border bg-card p-5">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full border border-cyber-cyan/50 font-mono text-sm font-semibold text-cyber-cyan">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-foreground">{step.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
          <Card highlighted>
            <CardHeader>
              <span className="flex size-11 items-center justify-center rounded-lg bg-cyber-cyan/10 text-cyber-cyan">
                <FileText aria-hidden="true" className="size-5" />
              </span>
              <CardTitle className="mt-3">Sample evidence pack (PDF)</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-5">
              <p>
                A complete, illustrative evidence pack: the artifact fields, SHA-256 and signature, chain of custody, WORM retention and the mapping
                to ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP.
              </p>
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <a href={SAMPLE_EVIDENCE_PACK_PDF} download className={buttonClasses({ size: 'md' })}>
                  <Download aria-hidden="true" />
                  Download Sample Evidence Pack
                </a>
                <Button to="/evidence-sample" variant="outline">
                  View it online
                </Button>
              </div>
            </CardContent>
          </Card>
        </div>
      </Section>

      <Section id="quick-links" eyebrow="Reference" title="Quick links" className="border-t border-border bg-muted/30">
        <nav aria-label="Documentation quick links">
          <LinkCards links={QUICK_LINKS} columns={4} />
        </nav>
      </Section>
    </>
  );
}

export default DocsPage;
