/** The domain of a work e-mail address (`acme.com`): the most a log line may say about who sent a lead. */
export function companyDomain(workEmail: string): string | undefined {
  const at = workEmail.lastIndexOf('@');
  return at === -1 ? undefined : workEmail.slice(at + 1).toLowerCase();
}
