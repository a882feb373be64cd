import { afterEach, describe, expect, it, vi } from 'vitest';
import { addFlash, clearClosingSuccessFlash, flashStore, SUCCESS_AUTO_CLOSE_MS } from './flash-store';

const texts = () => flashStore.getState().messages.map((message) => message.message);

afterEach(() => {
  flashStore.setState({ messages: [] });
  vi.useRealTimers();
});

describe('clearClosingSuccessFlash (a save starts)', () => {
  it('takes away the closing success messages of earlier saves and keeps errors and lasting messages', () => {
    vi.useFakeTimers();
    addFlash({ message: 'message.customer_successfully_saved', severity: 'success' });
    addFlash({ message: 'message.user_updated', severity: 'success', scope: 'userSetting' });
    addFlash({ message: 'message.invoices_are_paid', severity: 'success', autoCloseMs: false });
    addFlash({ message: 'error.stale_version', severity: 'error' });
    addFlash({ message: 'message.loading', severity: 'info', isLoading: true });

    clearClosingSuccessFlash();
    expect(texts()).toEqual(['message.invoices_are_paid', 'error.stale_version', 'message.loading']);

    // the save's own message then shows its full time
    addFlash({ message: 'message.customer_successfully_saved', severity: 'success' });
    vi.advanceTimersByTime(SUCCESS_AUTO_CLOSE_MS - 1);
    expect(texts()).toContain('message.customer_successfully_saved');
    vi.advanceTimersByTime(1);
    expect(texts()).not.toContain('message.customer_successfully_saved');
  });
});

describe('a success ends the failures standing in its scope (issue 25)', () => {
  it('takes the scope’s errors away after their minimum time and leaves other scopes and messages', () => {
    vi.useFakeTimers();
    addFlash({ message: 'error.validation_failed', severity: 'error' });
    addFlash({ message: 'error.stale_version', severity: 'error', scope: 'userSetting' });
    addFlash({ message: 'message.invoices_are_paid', severity: 'info', autoCloseMs: false });
    vi.advanceTimersByTime(500);
    addFlash({ message: 'message.customer_successfully_saved', severity: 'success' });
    // shown at least 2 s (rules §9), then gone
    expect(texts()).toContain('error.validation_failed');
    vi.advanceTimersByTime(1500);
    expect(texts()).toEqual([
      'error.stale_version',
      'message.invoices_are_paid',
      'message.customer_successfully_saved',
    ]);
  });
});
