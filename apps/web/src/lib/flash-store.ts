import type { flashSeverities } from '@bo/contract/errors/error-response';
import { createStore } from './create-store';

export const flashScopes = [
  'global',
  'productSetting',
  'userSetting',
  'userPhoneSetting',
  'inspectionModal',
  'inspectionBlock',
  'offerSend',
  'videoSetting',
  'billingInfoSetting',
] as const;
export type FlashScope = (typeof flashScopes)[number];
export type FlashSeverity = (typeof flashSeverities)[number];

/**
 * rules §9: loads stay at least 1 s, errors at least 2 s. A screen's own loading banner instead waits
 * LOADING_SHOW_DELAY_MS before it shows and goes with its data (decision 195); the 1 s is kept by the server's
 * messages about a load.
 */
export const MIN_DISPLAY_LOADING_MS = 1000;
export const LOADING_SHOW_DELAY_MS = 300;
export const MIN_DISPLAY_ERROR_MS = 2000;
/** A success message has said what it had to say after this long and closes by itself. */
export const SUCCESS_AUTO_CLOSE_MS = 5000;

/** overview §3 Flash message. */
export type FlashMessage = {
  id: string;
  /** A catalog key; `data` fills its placeholders. */
  message: string;
  closable: boolean;
  severity: FlashSeverity;
  scope: FlashScope;
  data?: Record<string, unknown>;
  /** The count of a plural text ("form0|form1|form2|form3"). */
  plural?: number;
  /** Epoch ms before which the message is not taken away. */
  removableAt: number;
  /** The show detail link: a path inside the app. */
  detailPath?: string;
  /** An extra button, e.g. reload for a new version. */
  action?: { label: string; onAction: () => void };
  /** A "loading …" message: a scope shows one of them at a time, in one place. */
  isLoading?: boolean;
};

export type FlashInput = Partial<Omit<FlashMessage, 'removableAt'>> & {
  message: string;
  /** Minimum display time; errors default to 2 s. */
  minDisplayMs?: number;
  /** Closes by itself after this long; success messages default to SUCCESS_AUTO_CLOSE_MS, false never. */
  autoCloseMs?: number | false;
};

export const flashStore = createStore<{ messages: FlashMessage[] }>({ messages: [] });

let lastId = 0;
const pendingRemovals = new Map<string, ReturnType<typeof setTimeout>>();

/** Adds a message (or replaces the one with the same id, or the same text in the same scope); returns its id. */
export const addFlash = (input: FlashInput): string => {
  const { minDisplayMs, autoCloseMs, ...rest } = input;
  const severity = rest.severity ?? 'info';
  const scope = rest.scope ?? 'global';
  const existing = flashStore
    .getState()
    .messages.find((item) =>
      input.id ? item.id === input.id : item.message === input.message && item.scope === scope && !item.plural,
    );
  const id = input.id ?? existing?.id ?? `flash-${++lastId}`;
  const minimum = minDisplayMs ?? (severity === 'error' ? MIN_DISPLAY_ERROR_MS : 0);
  const message: FlashMessage = {
    closable: true,
    ...rest,
    id,
    severity,
    scope,
    removableAt: Date.now() + minimum,
  };
  cancelPendingRemoval(id);
  flashStore.setState(({ messages }) => ({
    messages: existing ? messages.map((item) => (item.id === existing.id ? message : item)) : [...messages, message],
  }));
  // issue 25: a success in a scope ends the failures standing there (each after its minimum display time)
  if (severity === 'success') {
    removeWhenAllowed(
      flashStore.getState().messages.filter((item) => item.scope === scope && item.severity === 'error'),
    );
  }
  const closeAfter = autoCloseMs ?? (severity === 'success' ? SUCCESS_AUTO_CLOSE_MS : false);
  if (closeAfter !== false) {
    pendingRemovals.set(
      id,
      setTimeout(
        () => {
          pendingRemovals.delete(id);
          removeNow(new Set([id]));
        },
        Math.max(closeAfter, minimum),
      ),
    );
  }
  return id;
};

const cancelPendingRemoval = (id: string) => {
  clearTimeout(pendingRemovals.get(id));
  pendingRemovals.delete(id);
};

const removeNow = (ids: ReadonlySet<string>) => {
  if (ids.size === 0) return;
  flashStore.setState(({ messages }) => ({ messages: messages.filter((item) => !ids.has(item.id)) }));
};

/** Takes messages away; one whose minimum display time has not passed yet goes when it has. */
const removeWhenAllowed = (messages: FlashMessage[]) => {
  const now = Date.now();
  const due = new Set<string>();
  for (const message of messages) {
    const wait = message.removableAt - now;
    if (wait <= 0) {
      cancelPendingRemoval(message.id);
      due.add(message.id);
    } else if (!pendingRemovals.has(message.id)) {
      pendingRemovals.set(
        message.id,
        setTimeout(() => {
          pendingRemovals.delete(message.id);
          removeNow(new Set([message.id]));
        }, wait),
      );
    }
  }
  removeNow(due);
};

export const removeFlash = (id: string) =>
  removeWhenAllowed(flashStore.getState().messages.filter((item) => item.id === id));

/** A route change clears every removable (closable) message; the others belong to whoever added them. */
export const clearRemovableFlash = () =>
  removeWhenAllowed(flashStore.getState().messages.filter((item) => item.closable));

/**
 * A save starts: the success messages still counting down to close go now, so the next success message
 * on screen is this save's own, never the previous one's still standing (a message that stays until
 * closed, `autoCloseMs: false`, stays).
 */
export const clearClosingSuccessFlash = () => {
  const closing = flashStore
    .getState()
    .messages.filter((item) => item.severity === 'success' && pendingRemovals.has(item.id));
  for (const item of closing) cancelPendingRemoval(item.id);
  removeNow(new Set(closing.map((item) => item.id)));
};

/**
 * What a scope shows: its messages in order, except that of the loading messages only the newest
 * is shown, in the place of the first one (loads replace each other instead of piling up).
 */
export const visibleFlashOf = (messages: readonly FlashMessage[], scope: FlashScope): FlashMessage[] => {
  const inScope = messages.filter((item) => item.scope === scope);
  const loading = inScope.filter((item) => item.isLoading);
  const newestLoading = loading.at(-1);
  const firstLoading = loading[0];
  return inScope.flatMap((item) => {
    if (!item.isLoading) return [item];
    return item === firstLoading && newestLoading ? [newestLoading] : [];
  });
};

/** The user closed it: it goes at once. */
export const dismissFlash = (id: string) => {
  cancelPendingRemoval(id);
  removeNow(new Set([id]));
};
