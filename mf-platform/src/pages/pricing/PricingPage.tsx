import { Badge, Card, CardContent, CardHeader, CardTitle, CtaPanel, PageHero, PlanCard, Section, cn } from '@site/ui';
import {
  COMPARISON_COLUMNS,
  COMPARISON_ROWS,
  POC_MILESTONES,
  POC_SECTION,
  PRICING_FAQS,
  PRICING_FINAL_CTA,
  PRICING_HERO,
  PRICING_PLANS,
} from './pricing.content';

export function PricingPage() {
  return (
    <>
      <PageHero badge={PRICING_HERO.badge} title={PRICING_HERO.title} subtitle={PRICING_HERO.subtitle} />

      <Section id="plans" className="pt-12 sm:pt-16 lg:pt-20">
        <h2 className="sr-only">Plans</h2>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-3 lg:items-stretch">
          {PRICING_PLANS.map((plan) => (
            <PlanCard key={plan.name} plan={plan} to="/contact" highlightLabel="Recommended start" className={cn(plan.highlighted && 'lg:-my-4')} />
          ))}
        </div>
      </Section>

      <Section
        id="poc-milestones"
        eyebrow={POC_SECTION.eyebrow}
        title={POC_SECTION.title}
        description={POC_SECTION.description}
        className="border-t border-border bg-muted/30"
      >
        <ol className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {POC_MILESTONES.map((milestone) => (
            <li key={milestone.title}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-mono text-3xl font-bold text-safety-green">{milestone.share}</span>
                    <Badge variant="outline">{milestone.weeks}</Badge>
                  </div>
                  <CardTitle className="mt-2">{milestone.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p>{milestone.description}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="compare" eyebrow="Compare" title="Plans side by side">
        {/* Narrow screens: one card per plan, so nothing scrolls sideways at 390 px. */}
        <div className="grid grid-cols-1 gap-4 md:hidden">
          {COMPARISON_COLUMNS.map((column, planIndex) => (
            <div key={column} className="rounded-xl border border-border bg-card p-5">
              <h3 className="font-semibold text-foreground">{column}</h3>
              <dl className="mt-3 space-y-3 text-sm">
                {COMPARISON_ROWS.map((row) => (
                  <div key={row.label}>
                    <dt className="text-xs font-medium tracking-wide text-cyber-cyan uppercase">{row.label}</dt>
                    <dd className="mt-0.5 text-muted-foreground">{row.values[planIndex]}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
        <div className="hidden rounded-xl border border-border md:block">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Comparison of the three Surface Harvester plans</caption>
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="p-4 font-semibold text-foreground">
                  <span className="sr-only">Aspect</span>
                </th>
                {COMPARISON_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="p-4 font-semibold text-foreground">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COMPARISON_ROWS.map((row) => (
                <tr key={row.label} className="border-t border-border">
                  <th scope="row" className="p-4 font-medium text-foreground">
                    {row.label}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={`${row.label}-${index}`} className="p-4 text-muted-foreground">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="faq" eyebrow="FAQ" title="Pricing questions" className="border-t border-border">
        <dl className="mx-auto grid max-w-4xl grid-cols-1 gap-6 md:grid-cols-2">
          {PRICING_FAQS.map((faq) => (
            <div key={faq.question} className="rounded-xl border border-border bg-card p-6">
              <dt className="font-semibold text-foreground">{faq.question}</dt>
              <dd className="mt-3 text-sm text-muted-foreground">{faq.answer}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <CtaPanel {...PRICING_FINAL_CTA} />
    </>
  );
}

export default PricingPage;
