import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FIELD_LIMITS, LAZY_LEAD_FORMS } from '@site/contracts';
import { LeadForm, PrivacyConsentField, TextField, useLeadForm } from '@site/lead-forms';
import { Button } from '@site/ui';
import { DEMO_FORM_TEXT as TEXT, FIELD_LABELS, FIELD_PLACEHOLDERS } from './contact-form.content';
import { LeadIdentityFields, type IdentityValues } from './LeadIdentityFields';

/** The demo request form: the same pipeline and business-email rule as contact. */
export function DemoRequestForm() {
  const { form, formProps, sending, errors } = useLeadForm({ ...LAZY_LEAD_FORMS.demoRequest, notices: TEXT });
  return (
    <LeadForm {...formProps} titleId="demo-form-title" className="relative space-y-5 rounded-xl border border-border bg-card/70 p-5 sm:p-8">
      <div>
        <h2 id="demo-form-title" className="text-xl font-semibold text-foreground">
          {TEXT.title}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{TEXT.intro}</p>
      </div>
      <LeadIdentityFields
        idPrefix="demo"
        // The form's values extend IdentityValues; react-hook-form cannot narrow its register to them.
        register={form.register as unknown as UseFormRegister<IdentityValues>}
        errors={errors as FieldErrors<IdentityValues>}
      />
      <TextField
        id="demo-preferredTime"
        label={FIELD_LABELS.preferredTime}
        maxLength={FIELD_LIMITS.preferredTime}
        placeholder={FIELD_PLACEHOLDERS.preferredTime}
        error={errors.preferredTime?.message}
        registration={form.register('preferredTime')}
      />
      <PrivacyConsentField id="demo-privacyAccepted" error={errors.privacyAccepted?.message} registration={form.register('privacyAccepted')} />
      <Button type="submit" size="lg" variant="outline" disabled={sending} className="w-full sm:w-auto">
        {sending ? TEXT.submitting : TEXT.submit}
      </Button>
    </LeadForm>
  );
}
