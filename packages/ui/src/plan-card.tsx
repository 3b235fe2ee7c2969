import { ArrowRight, Star } from 'lucide-react';
import { Badge } from './badge';
import { Button } from './button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
import { cn } from './cn';
import { FeatureList } from './feature-list';

/** Static content record: pricing plan. `cta` is the button's label. */
export interface PricingPlan {
  name: string;
  price: string;
  description: string;
  features: readonly string[];
  cta: string;
  highlighted: boolean;
}

/**
 * One plan of a pricing grid (platform plans, services engagement models): name, price, description,
 * features and a call to action; the highlighted plan carries a badge and the primary button.
 */
export function PlanCard({
  plan,
  to,
  highlightLabel,
  className,
  headerClassName,
}: {
  plan: PricingPlan;
  /** Where the call to action leads (e.g. '/contact'). */
  to: string;
  /** Badge text on the highlighted plan (e.g. 'Most Popular'). */
  highlightLabel: string;
  className?: string;
  headerClassName?: string;
}) {
  return (
    <Card highlighted={plan.highlighted} className={cn('relative h-full', className)}>
      {plan.highlighted && (
        <div className="absolute -top-3 left-1/2 -translate-x-1/2">
          <Badge variant="cyan" className="bg-background">
            <Star aria-hidden="true" />
            {highlightLabel}
          </Badge>
        </div>
      )}
      <CardHeader className={cn(plan.highlighted && 'pt-8', headerClassName)}>
        <CardTitle>{plan.name}</CardTitle>
        <p className="mt-2 text-2xl font-bold tracking-tight text-cyber-cyan">{plan.price}</p>
        <CardDescription className="mt-2">{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <FeatureList items={plan.features} className="flex-1" />
        <Button to={to} variant={plan.highlighted ? 'primary' : 'outline'} className="w-full" aria-label={`${plan.cta} (${plan.name})`}>
          {plan.cta}
          <ArrowRight aria-hidden="true" />
        </Button>
      </CardContent>
    </Card>
  );
}
