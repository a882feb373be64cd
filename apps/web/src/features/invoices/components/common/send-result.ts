import { addFlash, MIN_DISPLAY_ERROR_MS } from '@/lib/flash-store';
import type { SendResult } from '../../api/invoice-documents';

/**
 * rules §8 Bulk invoice send: successCount as invoices sent (success), errorCount as invoices not
 * sent (error), each in its Czech plural form; the server's error messages say which failed and why.
 */
export const showSendResult = (result: SendResult) => {
  if (result.successCount > 0) {
    addFlash({ message: 'invoice_list.invoices_sent', plural: result.successCount, severity: 'success' });
  }
  if (result.errorCount > 0) {
    addFlash({
      message: 'invoice_list.invoices_not_sent',
      plural: result.errorCount,
      severity: 'error',
      minDisplayMs: MIN_DISPLAY_ERROR_MS,
    });
    for (const flash of result.flashMessages ?? []) {
      if (flash.severity === 'error' || flash.severity === 'warning') {
        addFlash({
          message: flash.message,
          data: flash.data,
          severity: flash.severity,
          minDisplayMs: MIN_DISPLAY_ERROR_MS,
        });
      }
    }
  }
};
