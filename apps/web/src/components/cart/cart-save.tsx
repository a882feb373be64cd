import { Button } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { addFlash } from '@/lib/flash-store';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';

type Versioned = { lockVersion: number };

type CartSaveOptions<Lines extends object, Stored extends Versioned> = {
  /** The stored cart (the server's answer wins), undefined while it loads. */
  stored: Stored | undefined;
  /** Before the stored cart is there. */
  empty: Lines;
  /** The stored cart's lines as the screen edits them (a stable function: the screen follows each new answer). */
  linesOf: (stored: Stored) => Lines;
  /** Replaces the stored cart by the lines, with the version they were loaded with. */
  send: (sent: Lines & Versioned) => Promise<unknown>;
  /** Names a changed line in the stale-version dialog. */
  labelOf: (path: string) => string;
  successMessage: string;
  /** Shown when the server's answer carries no message of its own. */
  errorMessage: string;
};

/**
 * A cart edited on the screen and replaced on save (offers, applications, DESIGN §4): the stored lines,
 * unsaved edits guarded, a save of the record's version (a stale one asks), its success or failure message.
 */
export const useCartSave = <Lines extends object, Stored extends Versioned>({
  stored,
  empty,
  linesOf,
  send,
  labelOf,
  successMessage,
  errorMessage,
}: CartSaveOptions<Lines, Stored>) => {
  const [lines, setLines] = useState<Lines>(empty);
  const [isDirty, setIsDirty] = useState(false);
  useEffect(() => {
    if (!stored) return;
    setLines(linesOf(stored));
    setIsDirty(false);
  }, [stored, linesOf]);
  const forget = useUnsavedChangesGuard(isDirty);

  const change = (update: (current: Lines) => Lines) => {
    setLines(update);
    setIsDirty(true);
  };

  /**
   * The save inside a larger one (the offer's one save button, decision 193): no busy state or success message of
   * its own; `to` sends it elsewhere (the offer just created). Resolves to whether the cart was saved.
   */
  const persist = async (to: CartSaveOptions<Lines, Stored>['send'] = send) => {
    try {
      const saved = await saveVersioned({
        values: { ...lines, lockVersion: stored?.lockVersion ?? 0 },
        save: to,
        toValues: (current: Stored) => ({ ...linesOf(current), lockVersion: current.lockVersion }),
        labelOf,
        onReload: (_values, current: Stored) => {
          setLines(linesOf(current));
          setIsDirty(false);
        },
      });
      if (!saved) return false;
      setIsDirty(false);
      forget();
      return true;
    } catch (error) {
      // the server's answer carries its own message with its reason
      if (!isApiError(error) || error.flashMessages.length === 0)
        addFlash({ message: errorMessage, severity: 'error' });
      return false;
    }
  };

  const save = () =>
    runSave(async () => {
      if (await persist()) addFlash({ message: successMessage, severity: 'success' });
    });

  /** The lines were saved with their owner (a new offer created with its cart): nothing unsaved is left. */
  const markSaved = () => {
    setIsDirty(false);
    forget();
  };

  return { lines, isDirty, change, save, persist, markSaved };
};

/** The cart's save button: enabled once the cart is changed, busy while any save runs. */
export const CartSaveButton = ({ isDirty, onSave, label }: { isDirty: boolean; onSave: () => void; label: string }) => {
  const isSaving = useIsSaving();
  return (
    <Button
      loading={isSaving}
      disabled={!isDirty}
      leftSection={<IconDeviceFloppy size={16} aria-hidden />}
      onClick={onSave}
    >
      {label}
    </Button>
  );
};
