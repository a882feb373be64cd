import { zodResolver } from '@hookform/resolvers/zod';
import { Select } from '@mantine/core';
import { DateField } from '@/components/ui/form/date-field';
import { validationMessages } from '@/lib/form-validation';
import { CustomerExtendedFilter } from './customer-extended-filter';
import { customerFilterSchema } from './customer-filter-schema';

/**
 * What the filter bar needs only once it is used: the selects and date pickers (their popovers), the
 * extended filter and the form's schema. The list loads this module when it is idle after its first rows (decision 086).
 */
export { CustomerExtendedFilter, DateField, Select };
export const filterResolver = zodResolver(customerFilterSchema, validationMessages);
