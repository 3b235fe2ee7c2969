/** A figure shown under a hero's buttons. */
export interface HeroStat {
  value: string;
  label: string;
}

/** The strip of key figures under a page hero: two columns on phones, four on large screens. */
export function HeroStats({ stats }: { stats: readonly HeroStat[] }) {
  return (
    <dl className="mx-auto grid max-w-4xl grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-xl border border-border bg-card/80 p-4 backdrop-blur">
          <dt className="mt-1 text-xs text-muted-foreground sm:text-sm">{stat.label}</dt>
          <dd className="font-mono text-2xl font-bold text-cyber-cyan sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
