import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Button, PageHero } from '@site/ui';
import type { HeroContent } from './types';

/** The hero of a services page: badge, h1, subtitle, a primary and an optional secondary button. */
export function ServiceHero({ hero, children }: { hero: HeroContent; children?: ReactNode }) {
  return (
    <PageHero
      badge={hero.badge}
      title={hero.title}
      subtitle={hero.subtitle}
      actions={
        <>
          <Button to={hero.primary.to} size="lg">
            {hero.primary.label}
            <ArrowRight aria-hidden="true" />
          </Button>
          {hero.secondary && (
            <Button to={hero.secondary.to} variant="secondary" size="lg">
              {hero.secondary.label}
            </Button>
          )}
        </>
      }
    >
      {children}
    </PageHero>
  );
}
