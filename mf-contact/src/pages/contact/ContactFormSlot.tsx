/**
 * SLOT: the contact form (spec §3 contact form values, §5 validation, §7 POST /api/contact-submissions)
 * is mounted here later. Until then this renders an empty, invisible placeholder so the page layout and the
 * `#contact-form` anchor already exist.
 */
export function ContactFormSlot() {
  return <div id="contact-form" data-slot="contact-form" />;
}
