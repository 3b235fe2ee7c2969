import { ArrowRight, FileSearch, Workflow } from 'lucide-react';
import { Button, CtaPanel, FadeIn, FeatureList, HeroStats, IconCardGrid, PageHero, Section } from '@site/ui';
import {
  CAPABILITIES,
  CAPABILITIES_SECTION,
  FEATURE_GROUPS,
  FEATURES_SECTION,
  PRODUCT_HERO,
  PRODUCT_NEXT_STEPS,
  PRODUCT_STATS,
} from './surface-harvester.content';

export function SurfaceHarvesterPage() {
  return (
    <>
      <PageHero
        badge={PRODUCT_HERO.badge}
        title={PRODUCT_HERO.title}
        subtitle={PRODUCT_HERO.subtitle}
        primary={{ label: PRODUCT_HERO.primaryCta, to: '/product/overview' }}
        secondary={{ label: PRODUCT_HERO.secondaryCta, to: '/evidence-sample', icon: FileSearch }}
      >
        <HeroStats stats={PRODUCT_STATS} />
      </PageHero>

      <Section
        id="capabilities"
        eyebrow={CAPABILITIES_SECTION.eyebrow}
        title={CAPABILITIES_SECTION.title}
        description={CAPABILITIES_SECTION.description}
      >
        <FadeIn>
          <IconCardGrid items={CAPABILITIES} />
        </FadeIn>
      </Section>

      <Section
        id="features"
        eyebrow={FEATURES_SECTION.eyebrow}
        title={FEATURES_SECTION.title}
        description={FEATURES_SECTION.description}
        className="border-t border-border bg-muted/30"
      >
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          {FEATURE_GROUPS.map((group, index) => (
            <div key={group.title} className="rounded-2xl border border-border bg-card p-6 sm:p-8">
              <span className="flex size-11 items-center justify-center rounded-lg bg-safety-green/10 text-safety-green">
                {index === 0 ? <FileSearch aria-hidden="true" className="size-5" /> : <Workflow aria-hidden="true" className="size-5" />}
              </span>
              <h3 className="mt-4 text-xl font-semibold text-foreground">{group.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{group.description}</p>
              <FeatureList items={group.items} className="mt-6" />
            </div>
          ))}
        </div>
      </Section>

      <CtaPanel title={PRODUCT_NEXT_STEPS.title} description={PRODUCT_NEXT_STEPS.description}>
        <Button to="/product/overview" size="lg">
          {PRODUCT_NEXT_STEPS.overviewCta}
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button to="/product/how-it-works" variant="outline" size="lg">
          {PRODUCT_NEXT_STEPS.howItWorksCta}
        </Button>
        <Button to="/contact" variant="secondary" size="lg">
          {PRODUCT_NEXT_STEPS.contactCta}
        </Button>
      </CtaPanel>
    </>
  );
}

export default SurfaceHarvesterPage;
