import type { LucideIcon } from 'lucide-react';
import { ArrowRight, BadgeCheck, Code, Compass, Cpu, Gauge, ShieldCheck, Signature, Users } from 'lucide-react';
import { Badge, Button, CtaPanel, FadeIn, IconCardGrid, PageHero, Section, SectionIntro } from '@site/ui';
import {
  ABOUT_CTA,
  ABOUT_HERO,
  CORE_VALUES,
  ENGINEERING_EDGE,
  OPERATING_PRINCIPLES,
  ORIGIN_STORY,
  TEAMS,
  TIMELINE,
  type TeamIcon,
  type ValueIcon,
} from './about.content';

const VALUE_ICONS: Record<ValueIcon, LucideIcon> = {
  evidence: Signature,
  safety: ShieldCheck,
  control: Compass,
  craft: Gauge,
};

const TEAM_ICONS: Record<TeamIcon, LucideIcon> = {
  engineering: Code,
  security: BadgeCheck,
  product: Users,
};

export function AboutPage() {
  return (
    <>
      <PageHero
        badge={ABOUT_HERO.badge}
        title={ABOUT_HERO.title}
        subtitle={ABOUT_HERO.subtitle}
        actions={
          <Button to="/product/surface-harvester" variant="outline" size="lg">
            Explore the Platform
            <ArrowRight aria-hidden="true" />
          </Button>
        }
      />

      <Section id="story">
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <SectionIntro id="story-title" eyebrow={ORIGIN_STORY.eyebrow} title={ORIGIN_STORY.title} size="xl" />
            <div className="mt-6 space-y-5 text-base leading-7 text-muted-foreground">
              {ORIGIN_STORY.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>

          <FadeIn>
            <div className="rounded-2xl border border-border bg-card p-6 sm:p-8">
              <h3 id="timeline-title" className="text-lg font-semibold text-foreground">
                Milestones
              </h3>
              <ol aria-labelledby="timeline-title" className="relative mt-6 space-y-8 border-l border-cyber-cyan/30 pl-6">
                {TIMELINE.map((milestone) => (
                  <li key={milestone.year} className="relative">
                    <span
                      aria-hidden="true"
                      className="absolute top-1.5 -left-[1.8rem] size-3 rounded-full border-2 border-cyber-cyan bg-background"
                    />
                    <p className="font-mono text-2xl font-bold text-cyber-cyan">{milestone.year}</p>
                    <p className="mt-1 font-semibold text-foreground">{milestone.title}</p>
                    <p className="mt-2 text-sm leading-6 text-muted-foreground">{milestone.description}</p>
                  </li>
                ))}
              </ol>
            </div>
          </FadeIn>
        </div>
      </Section>

      <Section
        id="values"
        eyebrow="Core values"
        title="What we hold ourselves to"
        description="Four commitments that shape every release, engagement and conversation."
        className="border-t border-border bg-muted/30"
      >
        <FadeIn>
          <IconCardGrid
            label="Core values"
            items={CORE_VALUES.map((value) => ({ ...value, icon: VALUE_ICONS[value.icon] }))}
            columns={4}
            interactive={false}
          />
        </FadeIn>
      </Section>

      <Section
        id="teams"
        eyebrow="Our teams"
        title="Three teams, one mission"
        description="Small, senior teams that work side by side with customers from the first call to production."
        className="border-t border-border"
      >
        <FadeIn>
          <IconCardGrid
            label="Teams"
            items={TEAMS.map((team) => ({
              icon: TEAM_ICONS[team.icon],
              title: team.name,
              description: team.mission,
              points: team.focus,
            }))}
          />
        </FadeIn>
      </Section>

      <Section
        id="principles"
        eyebrow="Operating principles"
        title="How we work"
        description="Five principles we apply to the platform, to our own operations and to every client engagement."
        className="border-t border-border bg-muted/30"
      >
        <FadeIn>
          <ol aria-label="Operating principles" className="mx-auto grid max-w-5xl grid-cols-1 gap-4 md:grid-cols-2">
            {OPERATING_PRINCIPLES.map((principle, index) => (
              <li
                key={principle.title}
                className="flex gap-4 rounded-xl border border-border bg-card p-5 sm:p-6 md:last:col-span-2 md:last:mx-auto md:last:max-w-[calc(50%-0.5rem)]"
              >
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full border border-safety-green/40 bg-safety-green/10 font-mono text-sm font-bold text-safety-green"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-foreground">{principle.title}</h3>
                  <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{principle.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </FadeIn>
      </Section>

      <Section id="engineering-edge" className="border-t border-border">
        <FadeIn>
          <div className="relative isolate overflow-hidden rounded-2xl border border-cyber-cyan/30 bg-card p-6 sm:p-10 lg:p-12">
            <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-cyber-cyan/10 blur-3xl" />
            <div className="grid grid-cols-1 gap-10 lg:grid-cols-2 lg:items-center">
              <div>
                <SectionIntro
                  id="engineering-edge-title"
                  eyebrow={ENGINEERING_EDGE.eyebrow}
                  eyebrowIcon={Cpu}
                  title={ENGINEERING_EDGE.title}
                  size="xl"
                />
                <p className="mt-4 text-base leading-7 text-muted-foreground">{ENGINEERING_EDGE.description}</p>
                <ul aria-label="Engineering expertise" className="mt-6 flex flex-wrap gap-2">
                  {ENGINEERING_EDGE.skills.map((skill) => (
                    <li key={skill}>
                      <Badge variant="outline">{skill}</Badge>
                    </li>
                  ))}
                </ul>
                <div className="mt-8">
                  <Button to={ENGINEERING_EDGE.cta.to} variant="outline">
                    {ENGINEERING_EDGE.cta.label}
                    <ArrowRight aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3 lg:grid-cols-1">
                {ENGINEERING_EDGE.metrics.map((metric) => (
                  <div key={metric.label} className="flex flex-col-reverse rounded-xl border border-border bg-background/60 p-5 sm:p-6">
                    <dt className="mt-1 text-sm text-muted-foreground">{metric.label}</dt>
                    <dd className="font-mono text-3xl font-bold tracking-tight text-safety-green tabular-nums">{metric.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </FadeIn>
      </Section>

      <CtaPanel {...ABOUT_CTA} />
    </>
  );
}

export default AboutPage;
