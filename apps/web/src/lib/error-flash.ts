import { isApiError } from './api-error';
import { addFlash, type FlashScope } from './flash-store';

/**
 * Shows a failed call's message as an error flash, unless the API client already showed the
 * response's flash messages or the failure was a 401 (the user is on the way to login).
 */
export const showErrorFlash = (error: unknown, scope: FlashScope = 'global') => {
  if (isApiError(error) && (error.status === 401 || error.flashMessages.length > 0)) return;
  addFlash({ message: isApiError(error) ? error.messageKey : 'error.internal', severity: 'error', scope });
};
