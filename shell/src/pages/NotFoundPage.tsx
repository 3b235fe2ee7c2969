import { ArrowLeft, Compass } from 'lucide-react';
import { Badge, Button, Container } from '@site/ui';

const SUGGESTIONS = [
  { label: 'Platform Overview', to: '/product/overview' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Documentation', to: '/docs' },
  { label: 'Contact', to: '/contact' },
] as const;

/** Shell-owned 404, also rendered by remotes for unknown paths inside their area. */
export function NotFoundPage() {
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(0_212_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(0_212_255/0.05)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_20%,transparent_70%)]"
      />
      <Container className="flex min-h-[70vh] flex-col items-center justify-center py-20 text-center">
        <Badge variant="cyan" className="font-mono">
          <Compass aria-hidden="true" />
          HTTP 404
        </Badge>
        <p aria-hidden="true" className="mt-6 font-mono text-7xl font-bold tracking-tighter text-cyber-cyan/20 sm:text-8xl">
          404
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Page Not Found</h1>
        <p className="mx-auto mt-4 max-w-md text-base text-muted-foreground">Did you forget to add the page to the router?</p>
        <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">The address may be mistyped, or the page may have moved.</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button to="/" size="lg">
            <ArrowLeft aria-hidden="true" />
            Back to home
          </Button>
          <Button to="/contact" size="lg" variant="secondary">
            Contact us
          </Button>
        </div>
        <nav aria-label="Popular pages" className="mt-12">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {SUGGESTIONS.map((link) => (
              <li key={link.to}>
                <Button to={link.to} variant="ghost" size="sm">
                  {link.label}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </section>
  );
}

export default NotFoundPage;
