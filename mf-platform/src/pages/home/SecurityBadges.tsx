import { ShieldCheck } from 'lucide-react';
import { FadeIn, Section } from '@site/ui';
import { FRAMEWORK_BADGES, SECURITY_FEATURES, SECURITY_SECTION } from './home.content';

/** Compliance frameworks the evidence maps to and the platform's governance features. */
export function SecurityBadges() {
  return (
    <Section id="security" eyebrow={SECURITY_SECTION.eyebrow} title={SECURITY_SECTION.title} description={SECURITY_SECTION.description}>
      <FadeIn>
        <div className="space-y-10">
          <div>
            <h3 className="text-center font-mono text-xs font-semibold tracking-[0.2em] text-muted-foreground uppercase">
              {SECURITY_SECTION.frameworksLabel}
            </h3>
            <ul className="mt-5 flex flex-wrap justify-center gap-3">
              {FRAMEWORK_BADGES.map((framework) => (
                <li
                  key={framework}
                  className="flex items-center gap-2 rounded-lg border border-cyber-cyan/40 bg-cyber-cyan/5 px-4 py-2.5 text-sm font-semibold text-foreground"
                >
                  <ShieldCheck aria-hidden="true" className="size-4 text-cyber-cyan" />
                  {framework}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-center font-mono text-xs font-semibold tracking-[0.2em] text-muted-foreground uppercase">
              {SECURITY_SECTION.featuresLabel}
            </h3>
            <ul className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
              {SECURITY_FEATURES.map(({ icon: Icon, label }) => (
                <li key={label} className="flex items-center gap-3 rounded-lg border border-border bg-card px-4 py-3 text-sm text-foreground">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-safety-green/10 text-safety-green">
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  {label}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </FadeIn>
    </Section>
  );
}
