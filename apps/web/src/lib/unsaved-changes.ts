import { useCallback, useEffect, useId } from 'react';
import { createStore } from './create-store';

/** The forms on screen that hold edits not yet saved (by a per-form id). */
export const unsavedChangesStore = createStore<{ formIds: ReadonlySet<string> }>({ formIds: new Set() });

export const hasUnsavedChanges = () => unsavedChangesStore.getState().formIds.size > 0;

const setUnsaved = (formId: string, isUnsaved: boolean) =>
  unsavedChangesStore.setState(({ formIds }) => {
    if (formIds.has(formId) === isUnsaved) return {};
    const next = new Set(formIds);
    if (isUnsaved) next.add(formId);
    else next.delete(formId);
    return { formIds: next };
  });

/**
 * Registers a form's unsaved edits: while there are any, leaving the route (a link, Escape or
 * closing a detail modal) asks first (app/layout/use-save-blocker.ts). Returns `forget`, called
 * when the edits are saved or dropped on purpose right before the form navigates away itself.
 */
export const useUnsavedChangesGuard = (isDirty: boolean) => {
  const formId = useId();
  useEffect(() => {
    setUnsaved(formId, isDirty);
    return () => setUnsaved(formId, false);
  }, [formId, isDirty]);
  return useCallback(() => setUnsaved(formId, false), [formId]);
};
