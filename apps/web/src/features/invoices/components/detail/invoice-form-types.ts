import type { UseFormReturn } from 'react-hook-form';
import type { InvoiceFormValues } from './invoice-form-values';

export type InvoiceFormApi = UseFormReturn<InvoiceFormValues>;
