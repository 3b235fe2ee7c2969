import { Send } from 'lucide-react';
import { FIELD_LIMITS, LAZY_LEAD_FORMS } from '@site/contracts';
import { LeadForm, PrivacyConsentField, TextareaField, TextField, useLeadForm } from '@site/lead-forms';
import { Button } from '@site/ui';
import { EVIDENCE_PACK_REQUEST as TEXT } from './evidence-sample.content';

/**
 * The signed evidence-pack request (workEmail required, purpose optional; the
 * business-email rule of the contact form). Same pipeline as the contact form; a plain HTML form before hydration.
 */
export function EvidencePackRequestForm() {
  const { form, formProps, sending, errors } = useLeadForm({ ...LAZY_LEAD_FORMS.evidencePack, notices: TEXT });
  return (
    <LeadForm {...formProps} titleId="request-pack-title" className="relative space-y-5">
      <TextField
        id="evidence-pack-work-email"
        label={TEXT.labels.workEmail}
        required
        type="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.workEmail}
        placeholder={TEXT.placeholders.workEmail}
        error={errors.workEmail?.message}
        registration={form.register('workEmail')}
      />
      <TextareaField
        id="evidence-pack-purpose"
        label={TEXT.labels.purpose}
        maxLength={FIELD_LIMITS.purpose}
        placeholder={TEXT.placeholders.purpose}
        error={errors.purpose?.message}
        registration={form.register('purpose')}
      />
      <PrivacyConsentField
        id="evidence-pack-privacyAccepted"
        error={errors.privacyAccepted?.message}
        registration={form.register('privacyAccepted')}
      />
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        <Send aria-hidden="true" />
        {sending ? TEXT.submitting : TEXT.submit}
      </Button>
    </LeadForm>
  );
}
