import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FIELD_LIMITS, LAZY_LEAD_FORMS } from '@site/contracts';
import { LeadForm, PrivacyConsentField, TextareaField, useLeadForm } from '@site/lead-forms';
import { Button } from '@site/ui';
import { CONTACT_FORM_TEXT as TEXT, FIELD_LABELS, FIELD_PLACEHOLDERS } from './contact-form.content';
import { LeadIdentityFields, type IdentityValues } from './LeadIdentityFields';

/**
 * The contact form: validated with the shared schema, posted without `privacyAccepted`,
 * with the `?type=` of the page as `inquiryType`. Idle -> submitting ('Sending...', disabled) -> success
 * (cleared, 'Message sent!') or failure ('Error sending message', entries kept).
 */
export function ContactForm({ inquiryType }: { inquiryType?: string }) {
  const { form, formProps, sending, errors } = useLeadForm({
    ...LAZY_LEAD_FORMS.contact,
    overrides: inquiryType === undefined ? undefined : { inquiryType },
    notices: TEXT,
  });
  return (
    <LeadForm {...formProps} titleId="contact-form-title" className="relative space-y-5 rounded-xl border border-border bg-card/70 p-5 sm:p-8">
      <h2 id="contact-form-title" className="text-xl font-semibold text-foreground">
        {TEXT.title}
      </h2>
      {inquiryType ? <input type="hidden" name="inquiryType" value={inquiryType} /> : null}
      <LeadIdentityFields
        idPrefix="contact"
        // The form's values extend IdentityValues; react-hook-form cannot narrow its register to them.
        register={form.register as unknown as UseFormRegister<IdentityValues>}
        errors={errors as FieldErrors<IdentityValues>}
      />
      <TextareaField
        id="contact-message"
        label={FIELD_LABELS.message}
        maxLength={FIELD_LIMITS.message}
        placeholder={FIELD_PLACEHOLDERS.message}
        error={errors.message?.message}
        registration={form.register('message')}
      />
      <PrivacyConsentField id="contact-privacyAccepted" error={errors.privacyAccepted?.message} registration={form.register('privacyAccepted')} />
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? TEXT.submitting : TEXT.submit}
      </Button>
    </LeadForm>
  );
}
