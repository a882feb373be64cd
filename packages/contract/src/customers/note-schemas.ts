import { z } from 'zod';
import { text } from '../common/fields';
import { lockVersionField } from '../records/lock-version';
import { flashMessagesField } from './detail-schemas';

export const noteInputSchema = z.object({ note: text(10_000).min(1) });
export const noteBodySchema = z.object({ note: noteInputSchema });
export const noteUpdateBodySchema = z.object({ note: noteInputSchema.extend({ lockVersion: lockVersionField }) });

/** overview §3 Customer note; userId tells the app whose note it is (edit rights). */
export const customerNoteSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  dateCreated: z.string(),
  dateUpdated: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  userSurname: z.string().nullable(),
  lockVersion: lockVersionField,
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

export const notesResponseSchema = z.object({ notes: z.array(customerNoteSchema) });
export const noteSavedResponseSchema = z.object({ note: customerNoteSchema, flashMessages: flashMessagesField });
