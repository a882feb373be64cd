import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer, uniqueWord, userIdOf } from './helpers/customers';
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

describe('notes of a customer', () => {
  it('writes notes, lists them newest first with the author, and shows the newest in the list', async () => {
    const word = uniqueWord();
    const id = await createCustomer(admin, { deliveryAddress: { company: `Poznámková ${word}` } });
    const first = await operator.post(`/v1/customers/${id}/notes`, { note: { note: 'Volal jsem, nezvedá to.' } });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(Number),
      flashMessages: [{ message: 'message.customer_note_saved', severity: 'success' }],
    });
    await admin.post(`/v1/customers/${id}/notes`, { note: { note: 'Domluven svoz na čtvrtek.' } });

    const { notes } = (await operator.get(`/v1/customers/${id}/notes`)).body;
    expect(notes).toEqual([
      {
        id: expect.any(Number),
        note: 'Domluven svoz na čtvrtek.',
        dateCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/),
        dateUpdated: expect.any(String),
        userId: await userIdOf(t, 'admin'),
        userName: 'Petr',
        userSurname: 'Dvořák',
        lockVersion: 1,
      },
      {
        id: first.body.id,
        note: 'Volal jsem, nezvedá to.',
        dateCreated: expect.any(String),
        dateUpdated: expect.any(String),
        userId: await userIdOf(t, 'operator'),
        userName: 'Jana',
        userSurname: 'Nováková',
        lockVersion: 1,
      },
    ]);
    const [row] = (await operator.get(`/v1/customers?search=${word}`)).body.customers;
    expect(row.latestNote).toMatchObject({
      note: 'Domluven svoz na čtvrtek.',
      userName: 'Petr',
      userSurname: 'Dvořák',
    });
  });

  it('lets the author and administrators edit and delete, nobody else', async () => {
    const id = await createCustomer(admin);
    const own = (await operator.post(`/v1/customers/${id}/notes`, { note: { note: 'moje' } })).body.id;
    const adminNote = (await admin.post(`/v1/customers/${id}/notes`, { note: { note: 'admina' } })).body.id;

    const edited = await operator.put(`/v1/customers/${id}/notes/${own}`, {
      note: { note: 'moje opravená', lockVersion: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.note).toMatchObject({ id: own, note: 'moje opravená', userName: 'Jana' });
    expect(edited.body.flashMessages).toEqual([{ message: 'message.customer_note_saved', severity: 'success' }]);

    const refused = await operator.put(`/v1/customers/${id}/notes/${adminNote}`, {
      note: { note: 'přepsáno', lockVersion: 1 },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('error.forbidden');
    expect((await operator.delete(`/v1/customers/${id}/notes/${adminNote}`)).status).toBe(403);

    expect(
      (await admin.put(`/v1/customers/${id}/notes/${own}`, { note: { note: 'admin opravil', lockVersion: 2 } })).status,
    ).toBe(200);
    const deleted = await admin.delete(`/v1/customers/${id}/notes/${own}`);
    expect(deleted.body).toEqual({
      flashMessages: [{ message: 'message.customer_note_deleted', severity: 'success' }],
    });
    const { notes } = (await operator.get(`/v1/customers/${id}/notes`)).body;
    expect(notes.map((note: { note: string }) => note.note)).toEqual(['admina']);
  });

  it.each([
    [{ note: '' }, { note: 'required' }],
    [{ note: '   ' }, { note: 'required' }],
    [{ note: 'x'.repeat(10_001) }, { note: 'too_long' }],
    [{}, { note: 'required' }],
    [{ note: 5 }, { note: 'invalid_type' }],
  ])('refuses %o with its field error', async (note, fields) => {
    const id = await createCustomer(admin);
    const response = await operator.post(`/v1/customers/${id}/notes`, { note });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { message: 'error.validation_failed', detail: { fields } },
      flashMessages: [{ message: 'error.validation_failed', severity: 'error' }],
    });
    expect((await operator.get(`/v1/customers/${id}/notes`)).body.notes).toEqual([]);
  });

  it('answers 404 for a note of another customer or a missing one', async () => {
    const id = await createCustomer(admin);
    const other = await createCustomer(admin);
    const foreign = (await admin.post(`/v1/customers/${other}/notes`, { note: { note: 'cizí' } })).body.id;
    expect(
      (await admin.put(`/v1/customers/${id}/notes/${foreign}`, { note: { note: 'x', lockVersion: 1 } })).status,
    ).toBe(404);
    expect((await admin.delete(`/v1/customers/${id}/notes/${foreign}`)).status).toBe(404);
    expect((await admin.delete(`/v1/customers/${id}/notes/99999999`)).status).toBe(404);
  });
});

describe('roles, 404 and country', () => {
  it('refuses drivers and accountants (403) and anonymous callers (401)', async () => {
    const id = await createCustomer(admin);
    for (const login of ['driver', 'accountant']) {
      const client = await t.loginAs(login);
      expect((await client.get(`/v1/customers/${id}/notes`)).status).toBe(403);
      expect((await client.post(`/v1/customers/${id}/notes`, { note: { note: 'x' } })).status).toBe(403);
      expect((await client.put(`/v1/customers/${id}/notes/1`, { note: { note: 'x' } })).status).toBe(403);
      expect((await client.delete(`/v1/customers/${id}/notes/1`)).status).toBe(403);
    }
    expect((await t.client().get(`/v1/customers/${id}/notes`)).status).toBe(401);
  });

  it('answers 404 for a missing customer and one of another country', async () => {
    const skId = await createSlovakCustomer(t);
    for (const customerId of [99_999_999, skId]) {
      expect((await admin.get(`/v1/customers/${customerId}/notes`)).status).toBe(404);
      expect((await admin.post(`/v1/customers/${customerId}/notes`, { note: { note: 'x' } })).status).toBe(404);
    }
  });
});
