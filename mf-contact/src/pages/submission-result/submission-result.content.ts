/**
 * The pages a lead form lands on when it was posted without JavaScript (the API answers such a post with a
 * 303 redirect to one of them). With JavaScript the form stays on its page and shows a toast instead.
 */
export const THANKS_PAGE = {
  badge: 'Message received',
  title: 'Thank you. Your request is with our team.',
  body: "We'll get back to you within 24 hours. A security or engineering specialist reads every request and answers it personally.",
  actions: [
    { label: 'Back to the home page', to: '/' },
    { label: 'Explore the platform', to: '/product/overview' },
  ],
} as const;

export const ERROR_PAGE = {
  badge: 'Not sent',
  title: 'We could not send your request',
  body: 'Please go back and check the form: a valid business email address (not gmail, yahoo or hotmail), your full name, company and role are required, and the privacy policy must be accepted. If everything looks right, our service may be briefly unavailable: please try again later.',
  actions: [
    { label: 'Back to the contact form', to: '/contact' },
    { label: 'Back to the home page', to: '/' },
  ],
} as const;
