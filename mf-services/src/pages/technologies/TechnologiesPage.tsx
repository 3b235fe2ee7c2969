import { Card, CardContent, CardDescription, CardHeader, CardTitle, CtaPanel, FadeIn, IconCardGrid, PageHero, Section, cn } from '@site/ui';
import { DESIGN_PRINCIPLES, EXPERTISE_AREAS, TECH_CTA, TECH_HERO, TECHNOLOGY_CATEGORIES, type TechnologyCategory } from './technologies.content';

/** Classes of a category's accent colour (cyber-cyan or safety-green). */
const ACCENTS: Record<TechnologyCategory['color'], { tile: string; bar: string; chip: string }> = {
  'cyber-cyan': {
    tile: 'bg-cyber-cyan/10 text-cyber-cyan',
    bar: 'bg-cyber-cyan',
    chip: 'border-cyber-cyan/40 text-cyber-cyan',
  },
  'safety-green': {
    tile: 'bg-safety-green/10 text-safety-green',
    bar: 'bg-safety-green',
    chip: 'border-safety-green/40 text-safety-green',
  },
};

function CategoryCard({ category }: { category: TechnologyCategory }) {
  const Icon = category.icon;
  const accent = ACCENTS[category.color];
  return (
    <Card interactive className="relative h-full overflow-hidden" data-color={category.color}>
      <span aria-hidden="true" className={cn('absolute inset-x-0 top-0 h-1', accent.bar)} />
      <CardHeader>
        <span data-testid="category-icon" className={cn('flex size-11 items-center justify-center rounded-lg', accent.tile)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <CardTitle className="mt-3">{category.title}</CardTitle>
        <CardDescription>{category.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label={`${category.title} technologies`} className="flex flex-wrap gap-2">
          {category.technologies.map((tech) => (
            <li key={tech} className={cn('rounded-md border bg-background/60 px-2.5 py-1 font-mono text-xs', accent.chip)}>
              {tech}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function TechnologiesPage() {
  return (
    <>
      <PageHero {...TECH_HERO} secondaryVariant="secondary" />

      <Section
        id="categories"
        eyebrow="Nine Categories"
        title="What we build with"
        description="Grouped by where they sit in a system, from the language standard to the cluster it runs on."
      >
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TECHNOLOGY_CATEGORIES.map((category) => (
            <li key={category.title} className="min-w-0">
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="expertise"
        eyebrow="Expertise Areas"
        title="Six areas of deep expertise"
        description="Where our engineers have shipped production systems, with the results to show for it."
        className="border-t border-border bg-muted/30"
      >
        <FadeIn>
          <IconCardGrid items={EXPERTISE_AREAS} tone="green" />
        </FadeIn>
      </Section>

      <Section
        id="principles"
        eyebrow="Design Principles"
        title="How we choose technology"
        description="The rules we apply before adding anything to your stack."
        className="border-t border-border"
      >
        <ul className="grid grid-cols-1 gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {DESIGN_PRINCIPLES.map((principle, index) => {
            const Icon = principle.icon;
            return (
              <li key={principle.title} className="flex min-w-0 items-start gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-cyber-cyan/40 text-cyber-cyan">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <p aria-hidden="true" className="font-mono text-xs text-muted-foreground">
                    {String(index + 1).padStart(2, '0')}
                  </p>
                  <h3 className="font-semibold text-foreground">{principle.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{principle.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <CtaPanel {...TECH_CTA} />
    </>
  );
}

export default TechnologiesPage;
