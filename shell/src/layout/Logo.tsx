import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@site/ui';

/** Shield mark and word mark, linking home. */
export function Logo({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className={cn('group inline-flex items-center gap-2.5 rounded-md font-semibold text-foreground', className)}>
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg border border-cyber-cyan/40 bg-gradient-to-br from-cyber-cyan/25 to-safety-green/10 text-cyber-cyan shadow-[0_0_18px_-4px_rgb(0_212_255/0.6)] transition-shadow group-hover:shadow-[0_0_22px_-2px_rgb(0_212_255/0.75)]"
      >
        <ShieldCheck className="size-[18px]" strokeWidth={2.25} />
      </span>
      <span className="text-[1.05rem] tracking-tight">
        Surface <span className="text-cyber-cyan">Harvester</span>
      </span>
    </Link>
  );
}
