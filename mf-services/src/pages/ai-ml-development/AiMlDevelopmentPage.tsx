import { Badge, Card, CardContent, CardHeader, CardTitle, CtaPanel, FadeIn, IconCardGrid, PageHero, RelatedPages, Section } from '@site/ui';
import { MetricGrid } from '../../components/MetricGrid';
import { StepList } from '../../components/StepList';
import {
  AI_ML_CAPABILITIES,
  AI_ML_CTA,
  AI_ML_HERO,
  AI_ML_LIFECYCLE,
  AI_ML_RELATED,
  AI_ML_RESULTS,
  AI_ML_STACK_GROUPS,
} from './ai-ml-development.content';

export function AiMlDevelopmentPage() {
  return (
    <>
      <PageHero {...AI_ML_HERO} secondaryVariant="secondary">
        <MetricGrid metrics={AI_ML_RESULTS} label="AI/ML delivery results" className="text-left" />
      </PageHero>

      <Section
        id="capabilities"
        eyebrow="Capabilities"
        title="From first model to fleet of models"
        description="We pick up wherever your initiative stands: an idea, a promising notebook, or a production model that is too slow or too expensive."
      >
        <FadeIn>
          <IconCardGrid items={AI_ML_CAPABILITIES} />
        </FadeIn>
      </Section>

      <Section
        id="lifecycle"
        eyebrow="Model Lifecycle"
        title="How a model gets to production with us"
        description="Four stages, run inside our six-phase delivery process, with a go/no-go decision on measured results at the end of each."
        className="border-t border-border bg-muted/30"
      >
        <StepList steps={AI_ML_LIFECYCLE} label="Model lifecycle stages" />
      </Section>

      <Section
        id="stack"
        eyebrow="Stack"
        title="Open tools, no lock-in"
        description="Everything we deliver runs on open-source components in your cloud or data centre, so your team can operate it without us."
        className="border-t border-border"
      >
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {AI_ML_STACK_GROUPS.map((group) => {
            const Icon = group.icon;
            return (
              <li key={group.title} className="min-w-0">
                <Card className="h-full">
                  <CardHeader>
                    <Icon aria-hidden="true" className="size-6 text-safety-green" />
                    <CardTitle className="mt-2">{group.title}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <ul className="flex flex-wrap gap-2">
                      {group.items.map((item) => (
                        <li key={item}>
                          <Badge variant="outline">{item}</Badge>
                        </li>
                      ))}
                    </ul>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <RelatedPages links={AI_ML_RELATED} />

      <CtaPanel {...AI_ML_CTA} />
    </>
  );
}

export default AiMlDevelopmentPage;
