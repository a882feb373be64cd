import { invoiceColorIds, invoiceColorNames } from '@bo/contract/invoices/state';

/**
 * overview §3 Invoice color: six ids, 1 white … 6 magenta. A row gets a light tint (dark text keeps
 * its contrast on it, WCAG AA) and a strong mark at its left edge; the name is always written too.
 */
export const invoiceColorTint: Record<number, string> = {
  1: 'transparent',
  2: '#e3fafc',
  3: '#fff0f6',
  4: '#ebfbee',
  5: '#fff9db',
  6: '#f8f0fc',
};
export const invoiceColorMark: Record<number, string> = {
  1: 'transparent',
  2: '#15aabf',
  3: '#e64980',
  4: '#40c057',
  5: '#fab005',
  6: '#be4bdb',
};

export const invoiceColorOptions = invoiceColorIds.map((id, index) => ({
  id,
  labelKey: `invoice.color_${invoiceColorNames[index]}`,
}));
