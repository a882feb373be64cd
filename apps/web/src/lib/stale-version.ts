import type { StaleVersionDetail } from '@bo/contract/records/lock-version';
import { isApiError } from './api-error';
import { createStore } from './create-store';

/** One field whose typed value differs from the stored one; `path` like `deliveryAddress.street`. */
export type StaleDifference = { path: string; label: string; typed: unknown; current: unknown };
export type StaleChoice = 'reload' | 'overwrite' | 'cancel';

type StaleQuestion = {
  changedBy: string | null;
  changedAt: string;
  differences: StaleDifference[];
  answer: (choice: StaleChoice) => void;
};

/**
 * DESIGN §4 Record versions on the screen: the open question (the dialog) and, after a reload, the
 * values the user typed that were not saved (kept in view until closed).
 */
export const staleVersionStore = createStore<{ question: StaleQuestion | null; unsaved: StaleDifference[] }>({
  question: null,
  unsaved: [],
});

/** The detail of a 409 error.stale_version, or undefined for any other failure. */
export const staleVersionOf = (error: unknown): StaleVersionDetail | undefined => {
  if (!isApiError(error) || error.status !== 409 || error.messageKey !== 'error.stale_version') return undefined;
  // A type check by hand: this module is in the shell's bundle, which stays without zod.
  const detail = error.detail as Partial<StaleVersionDetail> | undefined;
  const isDetail =
    typeof detail === 'object' &&
    detail !== null &&
    'current' in detail &&
    typeof detail.changedAt === 'string' &&
    (detail.changedBy === null || typeof detail.changedBy === 'string');
  return isDetail ? (detail as StaleVersionDetail) : undefined;
};

/** A list of records (contacts, commission rows) is compared row by row; a list of values (roles) as one value. */
const isRecordList = (value: unknown[]) => value.some((item) => item !== null && typeof item === 'object');

const flatten = (value: unknown, prefix = ''): Record<string, unknown> => {
  if (value === null || typeof value !== 'object' || (Array.isArray(value) && !isRecordList(value))) {
    return { [prefix]: value };
  }
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => Object.entries(flatten(inner, prefix ? `${prefix}.${key}` : key))),
  );
};

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const isSame = (left: unknown, right: unknown) =>
  (isBlank(left) && isBlank(right)) || JSON.stringify(left) === JSON.stringify(right);

/** The typed values that differ from the stored record (both in the form's shape); versions left out. */
export const differencesOf = (typed: object, current: object, labelOf: (path: string) => string) => {
  const stored = flatten(current);
  return Object.entries(flatten(typed))
    .filter(([path, value]) => !/(^|\.)lockVersion$/.test(path) && !isSame(value, stored[path]))
    .map(([path, value]) => ({ path, label: labelOf(path), typed: value, current: stored[path] }));
};

const ask = (question: Omit<StaleQuestion, 'answer'>) =>
  new Promise<StaleChoice>((resolve) => {
    staleVersionStore.getState().question?.answer('cancel');
    staleVersionStore.setState({
      question: {
        ...question,
        answer: (choice) => {
          staleVersionStore.setState({ question: null });
          resolve(choice);
        },
      },
    });
  });

/** Overwrite of a list of versioned rows (contacts, commissions): each typed row takes its stored row's version. */
export const withRowVersions = <Row extends { lockVersion?: number | null }>(
  typed: readonly Row[],
  current: readonly Row[],
): Row[] => typed.map((row, index) => ({ ...row, lockVersion: current[index]?.lockVersion ?? row.lockVersion }));

/** A row field's path in the dialog, `contacts.1.phone` → { index: 1, field: 'phone' }. */
export const rowFieldOf = (path: string) => {
  const [, index = '0', field = ''] = path.split('.');
  return { index: Number(index), field };
};

export const clearUnsavedValues = () => staleVersionStore.setState({ unsaved: [] });

export type SaveVersionedOptions<Values extends object, Result> = {
  values: Values;
  save: (values: Values) => Promise<Result>;
  /** The stored record (error.detail.current) in the form's shape. */
  toValues: (current: never) => Values;
  /** Names a field in the dialog, e.g. `deliveryAddress.street` → "Doručovací adresa – Ulice". */
  labelOf: (path: string) => string;
  /** Reload: the form shows the stored record (`values`: toValues of `current`, the record as answered). */
  onReload: (values: Values, current: never) => void;
  /** Overwrite: the values to resend; by default the typed ones with the stored lockVersion. */
  withVersionOf?: (values: Values, current: Values) => Values;
};

/**
 * One save of a versioned record. A 409 error.stale_version asks the user (who changed it, when,
 * and what differs): overwrite sends the same values with the current lockVersion; reload puts the
 * stored record into the form and keeps the typed values listed on screen. Resolves to the save's
 * result and the values sent, or undefined when not saved; any other failure is thrown.
 */
export const saveVersioned = async <Values extends object, Result>(
  options: SaveVersionedOptions<Values, Result>,
): Promise<{ result: Result; values: Values } | undefined> => {
  let values = options.values;
  for (;;) {
    try {
      return { result: await options.save(values), values };
    } catch (error) {
      const stale = staleVersionOf(error);
      if (!stale) throw error;
      const current = options.toValues(stale.current as never);
      const differences = differencesOf(values, current, options.labelOf);
      const choice = await ask({ changedBy: stale.changedBy, changedAt: stale.changedAt, differences });
      if (choice === 'overwrite') {
        values = options.withVersionOf
          ? options.withVersionOf(values, current)
          : { ...values, lockVersion: (current as { lockVersion?: number }).lockVersion };
        continue;
      }
      if (choice === 'reload') {
        options.onReload(current, stale.current as never);
        staleVersionStore.setState({ unsaved: differences });
      }
      return undefined;
    }
  }
};
