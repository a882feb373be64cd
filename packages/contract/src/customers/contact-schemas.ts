import { z } from 'zod';
import { emailOrEmpty, idSchema, phoneField, text } from '../common/fields';
import { lockVersionField } from '../records/lock-version';
import { flashMessagesField } from './detail-schemas';

/** rules §9: four contact slots per customer; rules §5 maximum lengths. */
export const CONTACT_SLOTS = 4;

export const contactInputSchema = z.object({
  name: text(100).default(''),
  position: text(100).default(''),
  phone: phoneField.default(''),
  email: emailOrEmpty(100).default(''),
  note: text(1000).default(''),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** One slot of PUT /v1/customers/{id}/contacts; the slot rule is in `contactSlotAction`. */
export const contactSlotInputSchema = contactInputSchema.extend({
  id: idSchema.nullable().default(null),
  /** Required with an id (the version the slot was loaded with). */
  lockVersion: lockVersionField.nullable().default(null),
});
export type ContactSlotInput = z.infer<typeof contactSlotInputSchema>;

export const contactsBodySchema = z.object({ contacts: z.array(contactSlotInputSchema).max(CONTACT_SLOTS) });
export const contactBodySchema = z.object({ contact: contactInputSchema.extend({ name: text(100).min(1) }) });
export const contactUpdateBodySchema = z.object({
  contact: contactInputSchema.extend({ name: text(100).min(1), lockVersion: lockVersionField }),
});

export const contactSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  position: z.string(),
  phone: z.string(),
  normalizedPhone: z.string(),
  email: z.string(),
  note: z.string(),
  /** null for an empty slot. */
  lockVersion: lockVersionField.nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

/** GET answers exactly four slots, the empty ones with id null. */
export const contactsResponseSchema = z.object({ contacts: z.array(contactSchema) });
export const contactsSavedResponseSchema = contactsResponseSchema.extend({ flashMessages: flashMessagesField });

export type ContactSlotAction = 'create' | 'update' | 'delete' | 'none';

/** overview §4 Contact slot: no id + name creates, id + name updates, id + no name deletes. */
export const contactSlotAction = (slot: { id?: number | null; name?: string | null }): ContactSlotAction => {
  const hasName = (slot.name ?? '').trim() !== '';
  if (slot.id) return hasName ? 'update' : 'delete';
  return hasName ? 'create' : 'none';
};

export const emptyContact = (): Contact => ({
  id: null,
  name: '',
  position: '',
  phone: '',
  normalizedPhone: '',
  email: '',
  note: '',
  lockVersion: null,
});
