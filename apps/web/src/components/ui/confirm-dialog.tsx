import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';

/** A positive question (recording a delivery) confirms in green; the default is a destructive red. */
export type ConfirmOptions = { tone?: 'danger' | 'positive'; warning?: string };
type ConfirmRequest = { message: string; confirmLabel?: string } & ConfirmOptions;

// The modal (Mantine's Modal and focus trap) loads with the first question: the shell asks before
// dropping unsaved edits, but most visits never ask (decision 039).
const ConfirmModal = lazy(() => import('./confirm-modal').then((module) => ({ default: module.ConfirmModal })));

/**
 * A confirmation question (e.g. "really delete …") as a small dialog:
 * `if (await confirm(t('confirm.really_delete_user'))) …`; render `dialog` once in the component.
 */
export const useConfirm = (): {
  confirm: (message: string, confirmLabel?: string, options?: ConfirmOptions) => Promise<boolean>;
  dialog: ReactNode;
} => {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const resolveRef = useRef<((isConfirmed: boolean) => void) | null>(null);

  const confirm = useCallback((message: string, confirmLabel?: string, options: ConfirmOptions = {}) => {
    resolveRef.current?.(false);
    setRequest({ message, confirmLabel, ...options });
    setIsOpen(true);
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  const answer = useCallback((isConfirmed: boolean) => {
    resolveRef.current?.(isConfirmed);
    resolveRef.current = null;
    setIsOpen(false);
  }, []);

  const dialog = request ? (
    <Suspense fallback={null}>
      <ConfirmModal
        isOpen={isOpen}
        message={request.message}
        confirmLabel={request.confirmLabel}
        tone={request.tone}
        warning={request.warning}
        onAnswer={answer}
      />
    </Suspense>
  ) : null;

  return { confirm, dialog };
};
