import { useState } from 'react';
import { Button, Container } from '@site/ui';

/** The friendly message shown inside the normal layout when a remote cannot be loaded. */
export function AreaUnavailable({ onRetry }: { onRetry: () => void }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Container className="py-24">
      <div role="alert" className="mx-auto max-w-xl rounded-xl border border-border bg-card p-8 text-center">
        <h1 className="text-2xl font-semibold text-foreground">This section is temporarily unavailable</h1>
        <p className="mt-3 text-muted-foreground">
          We could not load this part of the site. The rest of the site still works. Please try again in a moment.
        </p>
        <div className="mt-6 flex justify-center">
          <Button
            onClick={() => {
              setRetrying(true);
              onRetry();
            }}
            disabled={retrying}
          >
            Try again
          </Button>
        </div>
      </div>
    </Container>
  );
}
