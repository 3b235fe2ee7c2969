import { Cable, Database, Gauge, RefreshCw, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Badge, Card, CardContent, CardHeader, CardTitle, CtaPanel, FeatureList, PageHero, Section, Tabs } from '@site/ui';
import { CANONICAL_SLOS } from '../canonical-slos';
import {
  ARCHITECTURE_FINAL_CTA,
  ARCHITECTURE_HERO,
  DEPLOYMENT_MODELS,
  DEPLOYMENT_SECTION,
  EVIDENCE_CONTROLS,
  FRAMEWORK_MAPPINGS,
  OBSERVABILITY_CATEGORIES,
  SECURITY_CONTROLS,
  SLO_CARDS_SECTION,
  type Control,
  type DeploymentModel,
} from './architecture.content';

function ModelBlock({ icon: Icon, title, items }: { icon: LucideIcon; title: string; items: readonly string[] }) {
  return (
    <div className="rounded-xl border border-border bg-card p-5">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <Icon aria-hidden="true" className="size-4 text-cyber-cyan" />
        {title}
      </h4>
      <FeatureList items={items} className="mt-4" />
    </div>
  );
}

function DeploymentPanel({ model }: { model: DeploymentModel }) {
  return (
    <div>
      <div className="max-w-3xl">
        <h3 className="text-2xl font-bold tracking-tight text-foreground">{model.title}</h3>
        <p className="mt-2 text-muted-foreground">{model.summary}</p>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        <ModelBlock icon={Sparkles} title="Features" items={model.features} />
        <ModelBlock icon={Cable} title="Network" items={model.network} />
        <ModelBlock icon={Database} title="Data handling" items={model.dataHandling} />
        <ModelBlock icon={RefreshCw} title="Update model" items={model.updateModel} />
        <div className="rounded-xl border border-cyber-cyan/40 bg-cyber-cyan/[0.05] p-5 md:col-span-2 lg:col-span-2">
          <h4 className="flex items-center gap-2 text-sm font-semibold text-foreground">
            <Gauge aria-hidden="true" className="size-4 text-cyber-cyan" />
            SLOs
          </h4>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {model.slos.map((slo) => (
              <li key={slo} className="rounded-lg border border-border bg-background/60 px-3 py-2 font-mono text-sm text-cyber-cyan">
                {slo}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

function ControlGrid({ controls, label }: { controls: readonly Control[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {controls.map((control) => {
        const Icon = control.icon;
        return (
          <li key={control.title} className="rounded-xl border border-border bg-card p-5">
            <span className="flex size-10 items-center justify-center rounded-lg bg-cyber-cyan/10 text-cyber-cyan">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-foreground">{control.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{control.description}</p>
          </li>
        );
      })}
    </ul>
  );
}

export function ArchitecturePage() {
  return (
    <>
      <PageHero
        badge={ARCHITECTURE_HERO.badge}
        title={ARCHITECTURE_HERO.title}
        subtitle={ARCHITECTURE_HERO.subtitle}
        primary={{ label: ARCHITECTURE_HERO.primaryCta, to: '/contact' }}
        secondary={{ label: ARCHITECTURE_HERO.secondaryCta, to: '/product/hardware-recommendations' }}
      />

      <Section id="slos" eyebrow={SLO_CARDS_SECTION.eyebrow} title={SLO_CARDS_SECTION.title} description={SLO_CARDS_SECTION.description}>
        <ul aria-label="Canonical SLOs" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CANONICAL_SLOS.map((slo, index) => (
            // 14 cards on a 4-column grid: the last two span two columns each, so the grid ends flush.
            <li key={slo.id} className={index >= 12 ? 'lg:col-span-2' : undefined}>
              <Card className="h-full">
                <CardHeader className="pb-2">
                  <Badge variant="outline" className="self-start">
                    {slo.category}
                  </Badge>
                  <p className="mt-3 font-mono text-xl font-bold text-cyber-cyan">{slo.target}</p>
                  <CardTitle className="text-base">{slo.metric}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-xs">{slo.detail}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="deployment-models"
        eyebrow={DEPLOYMENT_SECTION.eyebrow}
        title={DEPLOYMENT_SECTION.title}
        description={DEPLOYMENT_SECTION.description}
        className="border-t border-border bg-muted/30"
      >
        <Tabs
          label="Deployment model"
          idPrefix="deployment"
          defaultId="saas"
          className="mx-auto max-w-6xl"
          items={DEPLOYMENT_MODELS.map((model) => ({
            id: model.id,
            label: model.label,
            content: <DeploymentPanel model={model} />,
          }))}
        />
      </Section>

      <Section
        id="security-controls"
        eyebrow="Security Controls"
        title="Who can see and change what"
        description="Access to findings, evidence and exceptions is governed the same way in every deployment model."
        className="border-t border-border"
      >
        <ControlGrid controls={SECURITY_CONTROLS} label="Security controls" />
      </Section>

      <Section
        id="evidence-controls"
        eyebrow="Evidence Controls"
        title="Evidence an auditor can verify independently"
        className="border-t border-border bg-muted/30"
      >
        <ControlGrid controls={EVIDENCE_CONTROLS} label="Evidence controls" />
      </Section>

      <Section
        id="framework-mapping"
        eyebrow="Framework Mapping"
        title="Findings mapped to the controls you report on"
        description="Each evidence artifact records the framework controls it supports. Examples of the mapping:"
        className="border-t border-border"
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-5">
          {FRAMEWORK_MAPPINGS.map((mapping) => (
            <Card key={mapping.framework} className="h-full">
              <CardHeader>
                <CardTitle className="text-cyber-cyan">{mapping.framework}</CardTitle>
                <p className="text-xs text-muted-foreground">{mapping.focus}</p>
              </CardHeader>
              <CardContent>
                <ul className="space-y-2">
                  {mapping.controls.map((control) => (
                    <li key={control} className="border-l-2 border-cyber-cyan/40 pl-3 text-xs text-foreground/90">
                      {control}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      </Section>

      <Section
        id="observability"
        eyebrow="Observability"
        title="Every objective is something you can measure"
        description="Metrics and structured logs for each category, exported to your monitoring stack."
        className="border-t border-border bg-muted/30"
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {OBSERVABILITY_CATEGORIES.map((category) => {
            const Icon = category.icon;
            return (
              <Card key={category.title} className="h-full">
                <CardHeader>
                  <span className="flex size-10 items-center justify-center rounded-lg bg-safety-green/10 text-safety-green">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <CardTitle className="mt-3">{category.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <FeatureList items={category.signals} />
                </CardContent>
              </Card>
            );
          })}
        </div>
      </Section>

      <CtaPanel
        {...ARCHITECTURE_FINAL_CTA}
        primary={{ label: ARCHITECTURE_HERO.primaryCta, to: '/contact' }}
        secondary={{ label: 'How It Works', to: '/product/how-it-works' }}
      />
    </>
  );
}

export default ArchitecturePage;
