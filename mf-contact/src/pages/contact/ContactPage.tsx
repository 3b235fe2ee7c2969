import { Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge, Card, CardContent, CardHeader, CardTitle, Container, FeatureList } from '@site/ui';
import { ContactForm } from './ContactForm';
import { DemoRequestForm } from './DemoRequestForm';
import { InquiryTypeNotice } from './InquiryTypeNotice';
import { useInquiryType } from './useInquiryType';
import { CONTACT_HERO, NEXT_STEPS, NEXT_STEPS_TITLE, PRIVACY_NOTE, TRUST_ICON, TRUST_POINTS, TRUST_POINTS_TITLE } from './contact.content';

function NextStepsPanel() {
  const TrustIcon = TRUST_ICON;
  return (
    <aside aria-labelledby="next-steps-title" className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle id="next-steps-title">{NEXT_STEPS_TITLE}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="space-y-5">
            {NEXT_STEPS.map((step, index) => {
              const Icon = step.icon;
              return (
                <li key={step.title} className="flex items-start gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-cyber-cyan/10 text-cyber-cyan">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-foreground">
                      <span className="sr-only">Step {index + 1}: </span>
                      {step.title}
                    </span>
                    <span className="mt-1 block">{step.description}</span>
                  </span>
                </li>
              );
            })}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <TrustIcon aria-hidden="true" className="size-5 text-safety-green" />
            {TRUST_POINTS_TITLE}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <FeatureList items={TRUST_POINTS} />
        </CardContent>
      </Card>
    </aside>
  );
}

export function ContactPage() {
  const inquiryType = useInquiryType();
  return (
    <section aria-labelledby="contact-title" className="relative isolate overflow-hidden py-12 sm:py-16 lg:py-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 -z-10 h-80 w-[44rem] max-w-[140vw] -translate-x-1/2 rounded-full bg-cyber-cyan/10 blur-3xl"
      />
      <Container>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-14">
          <div className="min-w-0">
            <Badge variant="cyan">{CONTACT_HERO.badge}</Badge>
            <h1 id="contact-title" className="mt-5 text-4xl font-bold tracking-tight text-foreground sm:text-5xl">
              {CONTACT_HERO.title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{CONTACT_HERO.subtitle}</p>
            <p className="mt-4 flex items-center gap-2 font-medium text-safety-green">
              <Clock aria-hidden="true" className="size-5 shrink-0" />
              {CONTACT_HERO.responsePromise}
            </p>
            <div className="mt-6 empty:hidden">
              <InquiryTypeNotice />
            </div>
            <div className="mt-8">
              <ContactForm inquiryType={inquiryType} />
            </div>
            <div id="demo" className="mt-10 scroll-mt-24">
              <DemoRequestForm />
            </div>
            <p className="mt-8 text-sm text-muted-foreground">
              {PRIVACY_NOTE.text}{' '}
              <Link to={PRIVACY_NOTE.to} className="font-medium text-cyber-cyan underline underline-offset-4">
                {PRIVACY_NOTE.linkLabel}
              </Link>
              .
            </p>
          </div>
          <NextStepsPanel />
        </div>
      </Container>
    </section>
  );
}

export default ContactPage;
