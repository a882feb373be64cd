import { useNavigate } from 'react-router';
import { useOpenCreated } from '@/hooks/use-open-created';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash, type FlashScope } from '@/lib/flash-store';
import { runSave } from '@/lib/saving-store';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';
import { useConfirm } from './confirm-dialog';

type ListDetailModalOptions = {
  /** The modal's flash messages. */
  scope: FlashScope;
  /** The list route the modal is opened over: where closing and a delete go. */
  listPath: string;
  /** The form holds edits not saved yet (leaving asks first). */
  isDirty: boolean;
  /** The record is about to leave the list (deleted): the modal must not send the user back on its own. */
  onLeave: () => void;
};

type DeleteOptions<Result> = {
  /** The confirmation question. */
  question: string;
  remove: () => Promise<Result>;
  /** The success message's key for the server's answer (e.g. hidden rather than removed). */
  messageOf: (result: Result) => string;
};

/**
 * The ways out of a record's form modal over its list (users, products): close back to the list, a
 * created record reopened at its own route, a delete asked for and then back to the list. Render `dialog`.
 */
export const useListDetailModal = ({ scope, listPath, isDirty, onLeave }: ListDetailModalOptions) => {
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const forgetChanges = useUnsavedChangesGuard(isDirty);

  const onClose = () => navigate(listPath);

  const openRecord = useOpenCreated(forgetChanges);
  /** The new record's detail replaces the `new` route, with the created message. */
  const openCreated = (detailPath: string, message: string) =>
    openRecord(detailPath, { message, severity: 'success', scope });

  const deleteRecord = async <Result>({ question, remove, messageOf }: DeleteOptions<Result>) => {
    if (!(await confirm(question))) return;
    const result = await runSave(async () => {
      try {
        const deleted = await remove();
        onLeave();
        return deleted;
      } catch (error) {
        showErrorFlash(error, scope);
        return undefined;
      }
    });
    if (!result) return;
    forgetChanges();
    await navigate(listPath);
    addFlash({ message: messageOf(result), severity: 'success' });
  };

  return { onClose, openCreated, deleteRecord, dialog };
};
