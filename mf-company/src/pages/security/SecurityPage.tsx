import type { LucideIcon } from 'lucide-react';
import { Activity, CircleCheck, CircleX, CloudOff, Download, ExternalLink, FileCode, KeyRound, Lock, Mail, ShieldCheck, WifiOff } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CtaPanel,
  FadeIn,
  IconCardGrid,
  PageHero,
  Section,
  cn,
  type BadgeVariant,
} from '@site/ui';
import {
  COMPLIANCE_FRAMEWORKS,
  DATA_HANDLING,
  DISCLOSURE_POLICY,
  ON_PREMISES,
  SECURITY_CONTROLS,
  SECURITY_TXT_EXAMPLE,
  type FrameworkStatus,
} from '../../content/security-content';
import {
  COMPLIANCE_SECTION,
  CONTROLS_SECTION,
  DATA_SECTION,
  DISCLOSURE_SECTION,
  SECURITY_CONTACT_HREF,
  SECURITY_CTA,
  SECURITY_GUIDE_HREF,
  SECURITY_HERO,
  SECURITY_TXT_HREF,
  SECURITY_TXT_SECTION,
} from './security.content';

const CONTROL_ICONS: Record<string, LucideIcon> = {
  'data-protection': Lock,
  'access-controls': KeyRound,
  'monitoring-and-logging': Activity,
};

const ON_PREM_ICONS: Record<string, LucideIcon> = {
  'zero-egress': CloudOff,
  'air-gap-ready': WifiOff,
  'source-available': FileCode,
};

const FRAMEWORK_BADGES: Record<FrameworkStatus, BadgeVariant> = {
  'In Progress': 'cyan',
  Planned: 'outline',
  Compliant: 'green',
};

function SecurityActions() {
  return (
    <>
      <Button href={SECURITY_GUIDE_HREF} download size="lg">
        <Download aria-hidden="true" />
        {SECURITY_HERO.download}
      </Button>
      <Button to={SECURITY_CONTACT_HREF} variant="outline" size="lg">
        <Mail aria-hidden="true" />
        {SECURITY_HERO.contact}
      </Button>
    </>
  );
}

function ScopeList({ title, items, inScope }: { title: string; items: readonly string[]; inScope: boolean }) {
  const Icon = inScope ? CircleCheck : CircleX;
  const headingId = inScope ? 'disclosure-in-scope' : 'disclosure-out-of-scope';
  return (
    <div className="rounded-xl border border-border bg-card p-6">
      <h3 id={headingId} className="font-semibold text-foreground">
        {title}
      </h3>
      <ul aria-labelledby={headingId} className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-sm text-muted-foreground">
            <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', inScope ? 'text-safety-green' : 'text-red-400')} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SecurityPage() {
  return (
    <>
      <PageHero badge={SECURITY_HERO.badge} title={SECURITY_HERO.title} subtitle={SECURITY_HERO.subtitle} actions={<SecurityActions />} />

      <Section id="controls" eyebrow={CONTROLS_SECTION.eyebrow} title={CONTROLS_SECTION.title} description={CONTROLS_SECTION.description}>
        <FadeIn>
          <IconCardGrid
            label="Security controls"
            items={SECURITY_CONTROLS.map((control) => ({
              icon: CONTROL_ICONS[control.id] ?? ShieldCheck,
              title: control.title,
              description: control.description,
              points: control.measures,
              tag: (
                <Badge variant="green">
                  <CircleCheck aria-hidden="true" />
                  <span className="sr-only">Status: </span>
                  {control.status}
                </Badge>
              ),
            }))}
            interactive={false}
          />
        </FadeIn>
      </Section>

      <Section
        id="compliance"
        eyebrow={COMPLIANCE_SECTION.eyebrow}
        title={COMPLIANCE_SECTION.title}
        description={COMPLIANCE_SECTION.description}
        className="border-t border-border bg-muted/30"
      >
        <FadeIn>
          <ul aria-label="Compliance frameworks" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {COMPLIANCE_FRAMEWORKS.map((framework) => (
              <li key={framework.name}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle>{framework.name}</CardTitle>
                    <div>
                      <Badge variant={FRAMEWORK_BADGES[framework.status]} className="mt-1">
                        {framework.status}
                      </Badge>
                    </div>
                  </CardHeader>
                  <CardContent>
                    <p className="leading-6">{framework.description}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </FadeIn>
      </Section>

      <Section
        id="data-handling"
        eyebrow={DATA_SECTION.eyebrow}
        title={DATA_SECTION.title}
        description={DATA_SECTION.description}
        className="border-t border-border"
      >
        <div className="mx-auto max-w-4xl overflow-hidden rounded-xl border border-border bg-card">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{DATA_HANDLING.caption}</caption>
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold text-foreground sm:px-6">
                  {DATA_HANDLING.headers[0]}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold text-foreground sm:px-6">
                  {DATA_HANDLING.headers[1]}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold text-foreground sm:px-6 md:table-cell">
                  {DATA_HANDLING.headers[2]}
                </th>
              </tr>
            </thead>
            <tbody>
              {DATA_HANDLING.rows.map((row) => (
                <tr key={row.data} className="border-t border-border align-top">
                  <th scope="row" className="px-4 py-4 font-medium text-foreground sm:px-6">
                    {row.data}
                    {/* Narrow screens: the details sit under the data name instead of in a third column. */}
                    <span className="mt-1 block text-xs leading-5 font-normal text-muted-foreground md:hidden">{row.details}</span>
                  </th>
                  <td className="px-4 py-4 font-mono font-semibold text-cyber-cyan sm:px-6 md:whitespace-nowrap">{row.policy}</td>
                  <td className="hidden px-4 py-4 leading-6 text-muted-foreground sm:px-6 md:table-cell">{row.details}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        id="disclosure"
        eyebrow={DISCLOSURE_SECTION.eyebrow}
        title={DISCLOSURE_SECTION.title}
        description={DISCLOSURE_POLICY.intro}
        className="border-t border-border bg-muted/30"
      >
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <ScopeList title="In scope" items={DISCLOSURE_POLICY.inScope} inScope />
          <ScopeList title="Out of scope" items={DISCLOSURE_POLICY.outOfScope} inScope={false} />
        </div>

        <h3 id="disclosure-process" className="mt-12 text-xl font-semibold text-foreground">
          Disclosure process
        </h3>
        <ol aria-labelledby="disclosure-process" className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {DISCLOSURE_POLICY.process.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-border bg-card p-5">
              <p className="font-mono text-xs font-semibold tracking-widest text-cyber-cyan uppercase">Step {index + 1}</p>
              <p className="mt-2 font-semibold text-foreground">{step.title}</p>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 rounded-xl border border-safety-green/30 bg-safety-green/5 p-5 text-sm leading-6 text-muted-foreground">
          <span className="font-semibold text-safety-green">Safe harbour. </span>
          {DISCLOSURE_POLICY.safeHarbor}
        </p>
      </Section>

      <Section id="security-txt" className="border-t border-border">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="security-txt-title" className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
              {SECURITY_TXT_SECTION.title}
            </h2>
            <p className="mt-4 text-base leading-7 text-muted-foreground">{SECURITY_TXT_SECTION.description}</p>
            <p className="mt-4 text-sm leading-6 text-muted-foreground">{SECURITY_TXT_SECTION.note}</p>
            <a
              href={SECURITY_TXT_HREF}
              className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-cyber-cyan underline underline-offset-4"
            >
              {SECURITY_TXT_SECTION.linkLabel}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </div>
          <figure className="min-w-0 overflow-hidden rounded-xl border border-border bg-[#05080f]">
            <figcaption className="flex items-center gap-2 border-b border-border px-4 py-3 font-mono text-xs text-muted-foreground">
              <span aria-hidden="true" className="flex gap-1.5">
                <span className="size-2.5 rounded-full bg-red-400/70" />
                <span className="size-2.5 rounded-full bg-yellow-400/70" />
                <span className="size-2.5 rounded-full bg-safety-green/70" />
              </span>
              <span className="ml-2">security.txt</span>
            </figcaption>
            <pre className="overflow-x-auto p-4 font-mono text-xs leading-6 whitespace-pre-wrap text-foreground [overflow-wrap:anywhere] sm:p-5 sm:text-sm">
              <code>
                {SECURITY_TXT_EXAMPLE.map((line) => {
                  const separator = line.indexOf(': ');
                  return (
                    <span key={line} className="block pl-4 -indent-4">
                      <span className="text-cyber-cyan">{line.slice(0, separator + 1)}</span>
                      {line.slice(separator + 1)}
                    </span>
                  );
                })}
              </code>
            </pre>
          </figure>
        </div>
      </Section>

      <Section
        id="on-premises"
        eyebrow="On-premises"
        title={ON_PREMISES.title}
        description={ON_PREMISES.description}
        className="border-t border-border bg-muted/30"
      >
        <FadeIn>
          <IconCardGrid
            label="On-premises capabilities"
            items={ON_PREMISES.features.map((feature) => ({ ...feature, icon: ON_PREM_ICONS[feature.id] ?? ShieldCheck }))}
          />
        </FadeIn>
      </Section>

      <CtaPanel {...SECURITY_CTA}>
        <SecurityActions />
      </CtaPanel>
    </>
  );
}

export default SecurityPage;
