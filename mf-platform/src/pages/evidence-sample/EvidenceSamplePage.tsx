import { Fragment } from 'react';
import { Download, FileCheck2, ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle, CodeBlock, PageHero, Section, buttonClasses, cn, type ButtonSize } from '@site/ui';
import { EVIDENCE_PACK_NOTES, SAMPLE_EVIDENCE_ARTIFACT, SAMPLE_EVIDENCE_PACK_PDF } from '../../content/sample-evidence-artifact';
import { EvidencePackRequestForm } from './EvidencePackRequestForm';
import { ARTIFACT_BREAKDOWN, EVIDENCE_PACK_DOWNLOAD, EVIDENCE_PACK_REQUEST, EVIDENCE_SAMPLE_HERO } from './evidence-sample.content';

const ARTIFACT_JSON = JSON.stringify(SAMPLE_EVIDENCE_ARTIFACT, null, 2);

/** A field's key path (`evidence.artifact_sha256`), breakable after its dots and underscores in a narrow column. */
function FieldKey({ path }: { path: string }) {
  const parts = path.split(/(?<=[._])/);
  return parts.map((part, index) => (
    <Fragment key={`${index}-${part}`}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}

function DownloadPackButton({ size = 'lg', className }: { size?: ButtonSize; className?: string }) {
  return (
    <a href={SAMPLE_EVIDENCE_PACK_PDF} download className={buttonClasses({ size, className })}>
      <Download aria-hidden="true" />
      {EVIDENCE_PACK_DOWNLOAD.cta}
    </a>
  );
}

/** /evidence-sample: the illustrative evidence artifact as JSON and explained, the PDF pack, and a request form. */
export function EvidenceSamplePage() {
  return (
    <>
      <PageHero
        badge={EVIDENCE_SAMPLE_HERO.badge}
        title={EVIDENCE_SAMPLE_HERO.title}
        subtitle={EVIDENCE_SAMPLE_HERO.subtitle}
        actions={<DownloadPackButton />}
      />

      <Section id="artifact" className="pt-12 sm:pt-16 lg:pt-20">
        <p className="mx-auto mb-10 max-w-3xl rounded-lg border border-cyber-cyan/30 bg-cyber-cyan/5 px-4 py-3 text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">Illustrative sample. </span>
          {EVIDENCE_PACK_NOTES.illustrativeNotice}
        </p>
        <div className="space-y-12">
          <div className="min-w-0">
            <h2 id="artifact-json-title" className="mb-4 text-2xl font-bold tracking-tight text-foreground">
              The artifact
            </h2>
            <CodeBlock code={ARTIFACT_JSON} title={`${SAMPLE_EVIDENCE_ARTIFACT.asset_id}.evidence.json`} language="json" />
          </div>
          <div className="min-w-0">
            <h2 className="mb-4 text-2xl font-bold tracking-tight text-foreground">Field by field</h2>
            {/* Two balanced columns on wide screens: the groups differ in length, so a grid would leave holes. */}
            <div className="gap-6 lg:columns-2">
              {ARTIFACT_BREAKDOWN.map((group) => (
                <Card key={group.title} className="mb-6 break-inside-avoid">
                  <CardHeader>
                    <CardTitle>{group.title}</CardTitle>
                    <p className="text-sm text-muted-foreground">{group.description}</p>
                  </CardHeader>
                  <CardContent>
                    <dl className="divide-y divide-border">
                      {group.fields.map((field) => (
                        <div key={field.key} className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
                          <dt className="min-w-0 text-foreground">
                            <span className="block font-medium">{field.label}</span>
                            <code className="block font-mono text-xs text-cyber-cyan [overflow-wrap:anywhere]">
                              <FieldKey path={field.key} />
                            </code>
                          </dt>
                          <dd className="min-w-0">
                            <span className={cn('block text-foreground', field.mono ? 'font-mono text-xs leading-relaxed break-all' : 'break-words')}>
                              {field.value(SAMPLE_EVIDENCE_ARTIFACT)}
                            </span>
                            <span className="mt-1 block text-xs text-muted-foreground">{field.description}</span>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </CardContent>
                </Card>
              ))}
            </div>
          </div>
        </div>
      </Section>

      <Section
        id="custody"
        eyebrow="Chain of custody"
        title="From validation to verification"
        description={EVIDENCE_PACK_NOTES.retention}
        className="border-t border-border bg-muted/30"
      >
        <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {EVIDENCE_PACK_NOTES.chainOfCustody.map((step, index) => (
            <li key={step.step} className="rounded-xl border border-border bg-card p-5">
              <span className="font-mono text-xs text-cyber-cyan">{String(index + 1).padStart(2, '0')}</span>
              <h3 className="mt-1 font-semibold text-foreground">{step.step}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.detail}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="frameworks" eyebrow="Framework mapping" title="Controls this evidence supports">
        <dl className="mx-auto grid max-w-5xl grid-cols-1 gap-4 md:grid-cols-2">
          {EVIDENCE_PACK_NOTES.frameworkMapping.map((mapping) => (
            // A <dl> group holds only <dt>/<dd>: the icon sits inside the term, the description is indented to match.
            <div key={mapping.framework} className="rounded-xl border border-border bg-card p-5">
              <dt className="flex items-start gap-4 font-semibold text-foreground">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-safety-green" />
                {mapping.framework}
              </dt>
              <dd className="mt-1 pl-9 text-sm text-muted-foreground">{mapping.controls}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="evidence-pack" className="border-t border-border bg-muted/30">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:items-stretch">
          <Card className="h-full">
            <CardHeader>
              <span className="flex size-11 items-center justify-center rounded-lg bg-cyber-cyan/10 text-cyber-cyan">
                <FileCheck2 aria-hidden="true" className="size-5" />
              </span>
              <h2 className="mt-3 text-2xl font-bold tracking-tight text-foreground">{EVIDENCE_PACK_DOWNLOAD.title}</h2>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              <p>{EVIDENCE_PACK_DOWNLOAD.description}</p>
              <DownloadPackButton size="md" className="w-full sm:w-auto sm:self-start" />
            </CardContent>
          </Card>
          <Card highlighted className="h-full">
            <CardHeader>
              <h2 id="request-pack-title" className="text-2xl font-bold tracking-tight text-foreground">
                {EVIDENCE_PACK_REQUEST.title}
              </h2>
              <p className="text-sm text-muted-foreground">{EVIDENCE_PACK_REQUEST.description}</p>
            </CardHeader>
            <CardContent>
              <EvidencePackRequestForm />
            </CardContent>
          </Card>
        </div>
      </Section>
    </>
  );
}

export default EvidenceSamplePage;
