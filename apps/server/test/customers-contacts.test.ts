import { emptyContact } from '@bo/contract/customers/contact-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer, uniqueWord } from './helpers/customers';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
let operator: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
});
afterAll(() => t.close());

const saved = [{ message: 'message.customer_contacts_saved', severity: 'success' }];
/** An empty slot as the contract defines it (the screen starts from the same value). */
const empty = emptyContact();
const namesOf = (contacts: { name: string }[]) => contacts.map((contact) => contact.name);

describe('GET /v1/customers/{id}/contacts', () => {
  it('answers four empty slots for a new customer', async () => {
    const id = await createCustomer(admin);
    const response = await operator.get(`/v1/customers/${id}/contacts`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ contacts: [empty, empty, empty, empty] });
  });
});

describe('PUT /v1/customers/{id}/contacts (slot rule)', () => {
  it('creates, updates, deletes and ignores per slot, in slot order', async () => {
    const id = await createCustomer(admin);
    const first = await operator.put(`/v1/customers/${id}/contacts`, {
      contacts: [
        { name: 'Jan Novák', position: 'jednatel', phone: '777 123 456', email: 'jan@firma.cz', note: 'ráno' },
        { name: 'Eva Malá', phone: '+421 905 123 456' },
        { id: null, name: '' },
        { name: 'Petr Kos', phone: '00420 602 000 111' },
      ],
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.flashMessages).toEqual(saved);
    const [jan, eva, petr, slot4] = first.body.contacts;
    expect(jan).toEqual({
      id: expect.any(Number),
      name: 'Jan Novák',
      position: 'jednatel',
      phone: '777 123 456',
      normalizedPhone: '+420777123456',
      email: 'jan@firma.cz',
      note: 'ráno',
      lockVersion: 1,
    });
    expect(eva.normalizedPhone).toBe('+421905123456');
    expect(petr).toMatchObject({ name: 'Petr Kos', normalizedPhone: '+420602000111' });
    expect(slot4).toEqual(empty);

    const second = await operator.put(`/v1/customers/${id}/contacts`, {
      contacts: [
        { id: jan.id, lockVersion: 1, name: 'Jan Novák ml.', phone: '777 123 457' }, // id + name: update
        { id: eva.id, lockVersion: 1, name: '' }, // id, no name: delete
        { id: null, name: 'Nová Kolegyně' }, // no id + name: create
        { id: petr.id, lockVersion: 1, name: 'Petr Kos' }, // unchanged
      ],
    });
    expect(second.status).toBe(200);
    expect(namesOf(second.body.contacts)).toEqual(['Jan Novák ml.', 'Nová Kolegyně', 'Petr Kos', '']);
    expect(second.body.contacts[0]).toMatchObject({
      id: jan.id,
      normalizedPhone: '+420777123457',
      position: '',
      lockVersion: 2,
    });
    expect(second.body.contacts.map((contact: { id: number | null }) => contact.id)).not.toContain(eva.id);
    expect((await operator.get(`/v1/customers/${id}/contacts`)).body.contacts).toEqual(second.body.contacts);
  });

  it('does nothing for empty slots', async () => {
    const id = await createCustomer(admin);
    const response = await operator.put(`/v1/customers/${id}/contacts`, { contacts: [{}, { name: '   ' }] });
    expect(response.status).toBe(200);
    expect(response.body.contacts).toEqual([empty, empty, empty, empty]);
  });

  it('makes the saved contacts searchable in the list', async () => {
    const id = await createCustomer(admin);
    const word = uniqueWord();
    await operator.put(`/v1/customers/${id}/contacts`, { contacts: [{ name: `Řehoř ${word}` }] });
    const found = await operator.get(`/v1/customers?search=rehor%20${word}`);
    expect(found.body.customers.map((row: { id: number }) => row.id)).toEqual([id]);
  });

  it('refuses an id of another customer and changes nothing (one transaction)', async () => {
    const id = await createCustomer(admin);
    const other = await createCustomer(admin);
    const foreign = (await operator.put(`/v1/customers/${other}/contacts`, { contacts: [{ name: 'Cizí' }] })).body
      .contacts[0].id;
    const response = await operator.put(`/v1/customers/${id}/contacts`, {
      contacts: [{ name: 'Nový' }, { id: foreign, name: 'Převzatý' }],
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { message: 'error.validation_failed', detail: { fields: { '1.id': 'not_found' } } },
      flashMessages: [{ message: 'error.validation_failed', severity: 'error' }],
    });
    expect((await operator.get(`/v1/customers/${id}/contacts`)).body.contacts).toEqual([empty, empty, empty, empty]);
    expect((await operator.get(`/v1/customers/${other}/contacts`)).body.contacts[0].name).toBe('Cizí');
  });

  it('refuses a fifth slot', async () => {
    const id = await createCustomer(admin);
    const response = await operator.put(`/v1/customers/${id}/contacts`, {
      contacts: [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }, { name: 'e' }],
    });
    expect(response.body).toEqual({
      error: { message: 'error.validation_failed', detail: { fields: { contacts: 'too_big' } } },
      flashMessages: [{ message: 'error.validation_failed', severity: 'error' }],
    });
  });

  it.each([
    ['name', 'x'.repeat(101), 'too_long'],
    ['position', 'x'.repeat(101), 'too_long'],
    ['phone', '1'.repeat(31), 'too_long'],
    ['phone', 'call me', 'invalid_phone'],
    ['email', `${'x'.repeat(96)}@b.cz`, 'too_long'],
    ['email', 'jan@', 'invalid_email'],
    ['note', 'x'.repeat(1001), 'too_long'],
    ['id', 'abc', 'invalid_number'],
  ])('refuses %s %#: %s', async (field, value, key) => {
    const id = await createCustomer(admin);
    const response = await operator.put(`/v1/customers/${id}/contacts`, {
      contacts: [{ name: 'Platný' }, { name: 'Jan', [field]: value }],
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { message: 'error.validation_failed', detail: { fields: { [`1.${field}`]: key } } },
      flashMessages: [{ message: 'error.validation_failed', severity: 'error' }],
    });
    expect((await operator.get(`/v1/customers/${id}/contacts`)).body.contacts[0]).toEqual(empty);
  });

  it('accepts the maximum lengths', async () => {
    const id = await createCustomer(admin);
    const contact = {
      name: 'n'.repeat(100),
      position: 'p'.repeat(100),
      phone: `+${'1'.repeat(29)}`,
      email: `${'e'.repeat(95)}@b.cz`,
      note: 'x'.repeat(1000),
    };
    const response = await operator.put(`/v1/customers/${id}/contacts`, { contacts: [contact] });
    expect(response.status).toBe(200);
    expect(response.body.contacts[0]).toMatchObject(contact);
  });
});

describe('POST, PUT and DELETE of one contact', () => {
  it('adds into the first free slot, refuses a fifth, updates and deletes', async () => {
    const id = await createCustomer(admin);
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C', 'D']) {
      const response = await operator.post(`/v1/customers/${id}/contacts`, { contact: { name, phone: '602 111 222' } });
      expect(response.status).toBe(200);
      expect(response.body.flashMessages).toEqual(saved);
      ids.push(response.body.id);
    }
    const fifth = await operator.post(`/v1/customers/${id}/contacts`, { contact: { name: 'E' } });
    expect(fifth.status).toBe(409);
    expect(fifth.body.error.message).toBe('error.conflict');

    expect((await operator.delete(`/v1/customers/${id}/contacts/${ids[1]}`)).status).toBe(200);
    const refill = await operator.post(`/v1/customers/${id}/contacts`, { contact: { name: 'B2' } });
    const update = await operator.put(`/v1/customers/${id}/contacts/${ids[0]}`, {
      contact: { name: 'A2', phone: '731 000 000', lockVersion: 1 },
    });
    expect(update.status).toBe(200);
    const { contacts } = (await operator.get(`/v1/customers/${id}/contacts`)).body;
    expect(namesOf(contacts)).toEqual(['A2', 'B2', 'C', 'D']);
    expect(contacts[1].id).toBe(refill.body.id);
    expect(contacts[0].normalizedPhone).toBe('+420731000000');
  });

  it('needs a name and answers 404 for a contact of another customer', async () => {
    const id = await createCustomer(admin);
    const other = await createCustomer(admin);
    const missingName = await operator.post(`/v1/customers/${id}/contacts`, { contact: { phone: '602 111 222' } });
    expect(missingName.body.error.detail.fields).toEqual({ name: 'required' });
    const foreign = (await operator.post(`/v1/customers/${other}/contacts`, { contact: { name: 'X' } })).body.id;
    expect(
      (await operator.put(`/v1/customers/${id}/contacts/${foreign}`, { contact: { name: 'Y', lockVersion: 1 } }))
        .status,
    ).toBe(404);
    expect((await operator.delete(`/v1/customers/${id}/contacts/${foreign}`)).status).toBe(404);
    expect((await operator.delete(`/v1/customers/${id}/contacts/99999999`)).status).toBe(404);
  });
});

describe('roles, 404 and country', () => {
  it('lets a driver keep contacts; refuses accountants (403) and anonymous callers (401)', async () => {
    const id = await createCustomer(admin);
    const driver = await t.loginAs('driver');
    expect((await driver.get(`/v1/customers/${id}/contacts`)).status).toBe(200);
    expect((await driver.put(`/v1/customers/${id}/contacts`, { contacts: [{ name: 'Řidič' }] })).status).toBe(200);
    const accountant = await t.loginAs('accountant');
    expect((await accountant.get(`/v1/customers/${id}/contacts`)).status).toBe(403);
    expect((await accountant.put(`/v1/customers/${id}/contacts`, { contacts: [] })).status).toBe(403);
    expect((await accountant.post(`/v1/customers/${id}/contacts`, { contact: { name: 'x' } })).status).toBe(403);
    expect((await t.client().get(`/v1/customers/${id}/contacts`)).status).toBe(401);
    expect((await t.client().put(`/v1/customers/${id}/contacts`, { contacts: [] })).status).toBe(401);
  });

  it('answers 404 for a missing customer and one of another country', async () => {
    const skId = await createSlovakCustomer(t);
    for (const customerId of [99_999_999, skId]) {
      expect((await operator.get(`/v1/customers/${customerId}/contacts`)).status).toBe(404);
      expect((await admin.put(`/v1/customers/${customerId}/contacts`, { contacts: [{ name: 'x' }] })).status).toBe(404);
      expect((await admin.post(`/v1/customers/${customerId}/contacts`, { contact: { name: 'x' } })).status).toBe(404);
    }
  });
});
