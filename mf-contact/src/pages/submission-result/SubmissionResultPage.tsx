import { CircleAlert, CircleCheck } from 'lucide-react';
import { Badge, Button, Container } from '@site/ui';
import { ERROR_PAGE, THANKS_PAGE } from './submission-result.content';

interface ResultContent {
  badge: string;
  title: string;
  body: string;
  actions: readonly { label: string; to: string }[];
}

function SubmissionResult({ content, success }: { content: ResultContent; success: boolean }) {
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <Container className="py-20 sm:py-28">
      <div className="mx-auto max-w-2xl rounded-xl border border-border bg-card/70 p-8 text-center sm:p-12">
        <Icon aria-hidden="true" className={`mx-auto size-12 ${success ? 'text-safety-green' : 'text-destructive'}`} />
        <div className="mt-5">
          <Badge variant={success ? 'green' : 'outline'}>{content.badge}</Badge>
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{content.title}</h1>
        <p className="mt-4 text-muted-foreground">{content.body}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {content.actions.map((action, index) => (
            <Button key={action.to} to={action.to} variant={index === 0 ? 'primary' : 'secondary'}>
              {action.label}
            </Button>
          ))}
        </div>
      </div>
    </Container>
  );
}

/** /contact/thanks: where a form posted without JavaScript lands after the API accepted it. */
export function ThanksPage() {
  return <SubmissionResult content={THANKS_PAGE} success />;
}

/** /contact/error: where a form posted without JavaScript lands when the API refused it or was unavailable. */
export function SubmissionErrorPage() {
  return <SubmissionResult content={ERROR_PAGE} success={false} />;
}
