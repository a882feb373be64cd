import { customerInputSchema } from '@bo/contract/customers/detail-schemas';
import { sql } from 'drizzle-orm';
import { getApplicationCart, saveApplicationCart } from '../../services/applications/application-cart';
import { patchApplication } from '../../services/applications/save-application';
import { listContacts, saveContactSlots } from '../../services/customers/contacts';
import { getCustomer } from '../../services/customers/customer-detail';
import { updateCustomer } from '../../services/customers/save-customer';
import { runWithChangeContext } from '../../services/history/change-context';
import { putItems } from '../../services/invoices/invoice-item-calls';
import { listItems } from '../../services/invoices/invoice-items';
import { patchInvoice } from '../../services/invoices/save-invoice';
import type { Db } from '../client';
import { queryRows } from '../query';

const country = 'cz';

/**
 * Change history of the demo (decision 155): the operator `operator` edits a few of her customers,
 * an application and an invoice through the same services the screens call, so the History panels
 * have something to show.
 */
export const seedDemoHistory = async (db: Db) => {
  const [operator] = await queryRows<{ id: number }>(db, sql`select id from users where login = 'operator'`);
  if (!operator) return;
  const actor = { id: operator.id, roles: ['operator'] as const };
  const customers = await queryRows<{ id: number }>(
    db,
    sql`select id from customers where operator_id = ${operator.id} and country_code = ${country} order by id limit 3`,
  );
  for (const [index, { id: customerId }] of customers.entries()) {
    const screen = { userId: operator.id, countryCode: country, routeName: 'customer-detail' };
    await runWithChangeContext({ ...screen, pageUri: `/${country}/customers/${customerId}/detail` }, async () => {
      const ref = { customerId, countryCode: country };
      const customer = await getCustomer(db, { ...ref, roles: actor.roles });
      const input = customerInputSchema.parse({
        ...customer,
        rival: index === 0 ? 'Marius Pedersen' : customer.rival,
        agreement: true,
        agreementDate: customer.agreementDate ?? '2026-10-01',
        notes: index === 1 ? `${customer.notes}\nVolat dopoledne, odpoledne nikdo nebývá.`.trim() : customer.notes,
      });
      await updateCustomer(db, { ...ref, input, lockVersion: customer.lockVersion, actor });
      const contacts = await listContacts(db, ref);
      const slots = contacts.map((contact, slot) =>
        contact.id === null && slot === contacts.findIndex((candidate) => candidate.id === null)
          ? { ...contact, name: 'Marie Dostálová', position: 'účetní', phone: '+420 731 456 789' }
          : contact,
      );
      await saveContactSlots(db, { ...ref, slots, actorId: operator.id });
    });
  }
  const [application] = await queryRows<{ id: number; customer_id: number }>(
    db,
    sql`select a.id, a.customer_id from customer_applications a join customers c on c.id = a.customer_id
      where c.operator_id = ${operator.id} and a.country_code = ${country}
        and not exists (select 1 from invoices i where i.customer_application_id = a.id)
      order by a.id limit 1`,
  );
  if (application) {
    const ref = { customerId: application.customer_id, countryCode: country, appId: application.id };
    const pageUri = `/${country}/customers/${ref.customerId}/applications/${ref.appId}`;
    await runWithChangeContext(
      { userId: operator.id, countryCode: country, routeName: 'customer-application-detail', pageUri },
      async () => {
        await patchApplication(db, { ...ref, actor, input: { operatorNote: 'Zákazník chce přistavit ráno do 8:00.' } });
        const cart = await getApplicationCart(db, ref);
        const [first] = cart.company;
        if (first) {
          const company = cart.company.map((line, position) => ({
            productId: line.productId,
            amount: line === first ? line.amount + 1 : line.amount,
            sale: line.sale,
            position,
          }));
          await saveApplicationCart(db, { ...ref, userId: operator.id, body: { company } });
        }
      },
    );
  }
  const [invoice] = await queryRows<{ id: number }>(
    db,
    sql`select i.id from invoices i join customers c on c.id = i.customer_id
      where c.operator_id = ${operator.id} and i.country_code = ${country} and not i.lock
      order by i.id limit 1`,
  );
  if (invoice) {
    const ref = { invoiceId: invoice.id, countryCode: country };
    await runWithChangeContext(
      {
        userId: operator.id,
        countryCode: country,
        routeName: 'invoice-detail',
        pageUri: `/${country}/invoices/${invoice.id}`,
      },
      async () => {
        await patchInvoice(db, { ...ref, actor, input: { color: 3 } });
        const items = await listItems(db, invoice.id);
        await putItems(db, {
          ...ref,
          actor,
          items: items.map((item, index) => ({
            id: item.id,
            productId: item.productId,
            code: item.code,
            name: item.name,
            amount: index === 0 ? item.amount + 1 : item.amount,
            unit: item.unit,
            price: item.price,
            sale: item.sale,
            taxId: item.taxId,
            reverseCharge: item.reverseCharge,
          })),
        });
      },
    );
  }
};
