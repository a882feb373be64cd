import {
  headerKey,
  type ImportField,
  type ImportMapping,
  importFields,
  suggestMapping,
} from '@bo/contract/customers/import/import-fields';

/**
 * The mapping is remembered in this browser per column name (decision 159): a column once mapped
 * (or left out) is mapped the same way in the next file; other columns get the suggestion.
 */
const STORAGE_KEY = 'bo.customer-import.mapping';

const readMemory = (): Record<string, ImportField | ''> => {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
    return Object.fromEntries(
      Object.entries(stored).filter(([, field]) => field === '' || (importFields as readonly string[]).includes(field)),
    ) as Record<string, ImportField | ''>;
  } catch {
    return {};
  }
};

export const initialMapping = (columns: readonly string[]): ImportMapping => {
  const memory = readMemory();
  const suggested = suggestMapping(columns);
  const mapping: ImportMapping = {};
  const used = new Set<string>();
  for (const column of columns) {
    const remembered = memory[headerKey(column)];
    const field = remembered !== undefined ? remembered : (suggested[column] ?? '');
    mapping[column] = field && !used.has(field) ? field : '';
    if (field) used.add(field);
  }
  return mapping;
};

export const rememberMapping = (mapping: ImportMapping) => {
  const memory = readMemory();
  for (const [column, field] of Object.entries(mapping)) memory[headerKey(column)] = field;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // private mode or a full storage: the mapping is simply not remembered
  }
};
