import { E2E_PORTS } from './environment';
import { startSiteStack } from './stack';

/** Starts the composed site for the tests; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startSiteStack(E2E_PORTS);
  return () => stack.stop();
}
