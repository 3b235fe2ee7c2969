import { ArrowRight, FileCheck2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge, Button, Container, CountUp } from '@site/ui';
import { heroCounterDelayMs, type HeroCounterId } from './heroCounters';
import { HOME_HERO, OUTCOME_FIGURES } from './home.content';
import { TerminalMock } from './TerminalMock';

/** Home hero: headline and calls to action beside the terminal mock and the run's outcome figures. */
export function HomeHero() {
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(0_212_255/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(0_212_255/0.06)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 -z-10 h-80 w-[44rem] max-w-[140vw] -translate-x-1/2 rounded-full bg-cyber-cyan/15 blur-3xl"
      />
      <Container className="grid grid-cols-1 items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:py-24">
        <div className="min-w-0 text-center lg:text-left">
          <div className="mb-6 flex justify-center lg:justify-start">
            <Badge variant="cyan">
              <span aria-hidden="true" className="size-1.5 animate-pulse-glow rounded-full bg-cyber-cyan" />
              {HOME_HERO.badge}
            </Badge>
          </div>
          <h1 id="home-hero-title" className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl xl:text-6xl">
            {HOME_HERO.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground lg:mx-0">{HOME_HERO.subtitle}</p>
          <div className="mt-8 flex flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap sm:justify-center lg:justify-start">
            <Button to={HOME_HERO.primaryCta.to} size="lg">
              {HOME_HERO.primaryCta.label}
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button to={HOME_HERO.secondaryCta.to} size="lg" variant="outline">
              {HOME_HERO.secondaryCta.label}
            </Button>
          </div>
          <p className="mt-5 text-sm">
            <Link
              to={HOME_HERO.tertiaryCta.to}
              className="inline-flex items-center gap-2 font-medium text-cyber-cyan underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <FileCheck2 aria-hidden="true" className="size-4" />
              {HOME_HERO.tertiaryCta.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
          <ul
            aria-label="Deployment options"
            className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 font-mono text-xs text-muted-foreground lg:justify-start"
          >
            {HOME_HERO.deployments.map((option) => (
              <li key={option} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-safety-green" />
                {option}
              </li>
            ))}
          </ul>
        </div>

        <div className="min-w-0">
          <TerminalMock />
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {OUTCOME_FIGURES.map((figure) => (
              <div key={figure.id} className="flex flex-col justify-between rounded-lg border border-border bg-card/80 px-3 py-3 text-center">
                <dt className="text-[11px] leading-tight text-muted-foreground">{figure.label}</dt>
                <dd className="mt-1 font-mono text-xl font-bold text-cyber-cyan">
                  <CountUp target={figure.target} format={figure.format} startDelayMs={heroCounterDelayMs(figure.id as HeroCounterId)} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </section>
  );
}
