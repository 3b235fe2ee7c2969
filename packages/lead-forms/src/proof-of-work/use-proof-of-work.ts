import { useCallback, useEffect, useRef, useState } from 'react';
import { type ProofOfWorkStatus, ProofOfWorkSession } from './proof-of-work-session';

/**
 * A lead form's proof of work (ProofOfWorkSession) for React: `slot` is the ref of the hidden element the widget
 * mounts in, `prepare` (focus) and `onInput` go on the form, `evidence()` is added to the posted JSON, `status` shown as a small note.
 */
export function useProofOfWork() {
  const [status, setStatus] = useState<ProofOfWorkStatus>('idle');
  const [session] = useState(() => new ProofOfWorkSession(setStatus));
  const detach = useRef<(() => void) | undefined>(undefined);
  const slot = useCallback(
    (element: HTMLElement | null) => {
      detach.current?.();
      detach.current = element ? session.attach(element) : undefined;
    },
    [session],
  );
  useEffect(() => () => detach.current?.(), []);
  return { slot, prepare: session.prepare, onInput: session.onInput, evidence: () => session.evidence(), reset: () => session.reset(), status };
}

export type ProofOfWork = ReturnType<typeof useProofOfWork>;
