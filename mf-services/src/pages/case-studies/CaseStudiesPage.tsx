import { ArrowRight, Building2, Clock } from 'lucide-react';
import { Badge, Button, CtaPanel, FadeIn, PageHero, Section } from '@site/ui';
import { MetricGrid } from '../../components/MetricGrid';
import { CASE_STUDIES, CASE_STUDIES_CTA, CASE_STUDIES_HERO, type CaseStudy } from './case-studies.content';

function CaseStudyArticle({ study, index }: { study: CaseStudy; index: number }) {
  const headingId = `${study.id}-title`;
  return (
    <article id={study.id} aria-labelledby={headingId} className="scroll-mt-24 overflow-hidden rounded-2xl border border-border bg-card">
      <header className="border-b border-border p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="cyan">{study.service}</Badge>
          <Badge variant="outline">
            <Clock aria-hidden="true" />
            {study.duration}
          </Badge>
          <span className="font-mono text-xs text-muted-foreground">Case {String(index + 1).padStart(2, '0')}</span>
        </div>
        <h2 id={headingId} className="mt-4 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {study.title}
        </h2>
        <p className="mt-4 flex items-start gap-3 text-sm">
          <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-safety-green" />
          <span>
            <span className="font-semibold text-foreground">Client: {study.client}</span>
            <span className="text-muted-foreground"> · {study.clientDetail}</span>
          </span>
        </p>
      </header>
      <div className="grid grid-cols-1 gap-8 p-6 sm:p-8 lg:grid-cols-2">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold tracking-wide text-cyber-cyan uppercase">Problem</h3>
          <p className="mt-3 text-muted-foreground">{study.problem}</p>
          <h3 className="mt-8 text-sm font-semibold tracking-wide text-cyber-cyan uppercase">Approach</h3>
          <ol className="mt-3 space-y-3">
            {study.approach.map((step, stepIndex) => (
              <li key={step} className="flex items-start gap-3 text-sm text-muted-foreground">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full border border-cyber-cyan/40 font-mono text-xs text-cyber-cyan"
                >
                  {stepIndex + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="min-w-0">
          <h3 className="text-sm font-semibold tracking-wide text-cyber-cyan uppercase">Measured result</h3>
          <MetricGrid metrics={study.results} label={`Measured result: ${study.client}`} columns={2} compact className="mt-3" />
          <h3 className="mt-8 text-sm font-semibold tracking-wide text-cyber-cyan uppercase">Stack</h3>
          <ul aria-label={`Stack: ${study.client}`} className="mt-3 flex flex-wrap gap-2">
            {study.stack.map((tech) => (
              <li key={tech}>
                <Badge variant="outline">{tech}</Badge>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Button to={study.link.to} variant="ghost" className="px-0 text-cyber-cyan hover:bg-transparent hover:text-foreground">
              {study.link.label}
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}

export function CaseStudiesPage() {
  return (
    <>
      <PageHero {...CASE_STUDIES_HERO} secondaryVariant="secondary">
        <nav aria-label="Case studies">
          <ul className="grid grid-cols-1 gap-3 text-left sm:grid-cols-2 lg:grid-cols-4">
            {CASE_STUDIES.map((study) => (
              <li key={study.id}>
                <a
                  href={`#${study.id}`}
                  className="flex h-full flex-col rounded-xl border border-border bg-card p-4 transition-colors hover:border-cyber-cyan/50"
                >
                  <span className="text-xs text-muted-foreground">{study.service}</span>
                  <span className="mt-1 font-semibold text-foreground">{study.client}</span>
                  <span className="mt-2 font-mono text-sm text-safety-green">
                    {study.results[0] ? `${study.results[0].value} ${study.results[0].label}` : ''}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <Section id="case-studies">
        <div className="space-y-10">
          {CASE_STUDIES.map((study, index) => (
            <FadeIn key={study.id} threshold={0.05}>
              <CaseStudyArticle study={study} index={index} />
            </FadeIn>
          ))}
        </div>
      </Section>

      <CtaPanel {...CASE_STUDIES_CTA} />
    </>
  );
}

export default CaseStudiesPage;
