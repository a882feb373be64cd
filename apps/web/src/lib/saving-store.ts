import { createStore, useStore } from './create-store';
import { clearClosingSuccessFlash } from './flash-store';
import { restoreFocus } from './focus';

/** Scrolled further than this, the page goes back to the top before a save (rules §9). */
export const SCROLL_TOP_THRESHOLD_PX = 50;
const SAVE_ID_LENGTH = 10;

/** overview §4 Saving: only one save at a time; the id tracks which save runs. */
export const savingStore = createStore<{ saveId: string | null }>({ saveId: null });

const randomId = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(SAVE_ID_LENGTH));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
};

export const isSaving = () => savingStore.getState().saveId !== null;

export const useIsSaving = () => useStore(savingStore, (state) => state.saveId !== null);

/**
 * Runs a save unless another one is running (then the click is ignored and `undefined` comes back).
 * Scrolls to the top first when the page is scrolled down, so the result message is seen, and takes away
 * the success messages of earlier saves that have not closed yet, so a "saved" on screen is this one's. Keyboard
 * focus stays on (or returns to) the control that started the save.
 */
export const runSave = async <Result>(save: () => Promise<Result>): Promise<Result | undefined> => {
  if (isSaving()) return undefined;
  const saveId = randomId();
  // The busy button is disabled while it saves, which drops focus to the page; it comes back after.
  const actingElement = document.activeElement;
  savingStore.setState({ saveId });
  clearClosingSuccessFlash();
  if (window.scrollY > SCROLL_TOP_THRESHOLD_PX) window.scrollTo({ top: 0, behavior: 'smooth' });
  try {
    return await save();
  } finally {
    if (savingStore.getState().saveId === saveId) savingStore.setState({ saveId: null });
    restoreFocus(actingElement);
  }
};
