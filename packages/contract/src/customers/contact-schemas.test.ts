import { describe, expect, it } from 'vitest';
import { contactSlotAction, contactsBodySchema } from './contact-schemas';

describe('contact slot rule', () => {
  it('creates, updates, deletes or does nothing', () => {
    expect(contactSlotAction({ id: null, name: 'Jan Novák' })).toBe('create');
    expect(contactSlotAction({ id: 7, name: 'Jan Novák' })).toBe('update');
    expect(contactSlotAction({ id: 7, name: '  ' })).toBe('delete');
    expect(contactSlotAction({ id: null, name: '' })).toBe('none');
    expect(contactSlotAction({})).toBe('none');
  });
  it('holds at most four slots with the maximum lengths of rules §5', () => {
    const slot = { name: 'a' };
    expect(contactsBodySchema.safeParse({ contacts: [slot, slot, slot, slot] }).success).toBe(true);
    expect(contactsBodySchema.safeParse({ contacts: [slot, slot, slot, slot, slot] }).success).toBe(false);
    const limits = { name: 100, position: 100, phone: 30, email: 100, note: 1000 } as const;
    for (const [field, max] of Object.entries(limits)) {
      const long =
        field === 'email' ? `${'a'.repeat(max - 5)}@b.cz` : field === 'phone' ? '1'.repeat(max) : 'x'.repeat(max);
      expect(contactsBodySchema.safeParse({ contacts: [{ [field]: long }] }).success, field).toBe(true);
      expect(contactsBodySchema.safeParse({ contacts: [{ [field]: `1${long}` }] }).success, field).toBe(false);
    }
  });
});
