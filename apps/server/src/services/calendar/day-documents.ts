import { formatDate } from '@bo/contract/dates/format';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { loadBillingInfo, streetLine, supplierBlock } from '../documents/parties';
import { createFormatters } from '../documents/pdf/format';
import { renderDocumentPdf } from '../documents/pdf/render-document';
import type { PdfDocument, PdfLine, PdfTextBlock } from '../documents/pdf/types';
import { currencyOf } from '../users/reference';
import { resolveCalendarUser } from './board';

export type DayDocumentKind = 'schedule' | 'order-delivery';

type StopRow = {
  application_id: number;
  company: string;
  street: string;
  cp: string;
  psc: string;
  city: string;
  operator_note: string;
  contacts: { name: string; phone: string; email: string }[] | string | null;
};
type ItemRow = {
  application_id: number;
  part: string;
  name: string;
  amount: string;
  price: string;
  sale: string;
  tax: string;
  price_without_vat: string;
  price_with_vat: string;
};

const parsed = <T>(value: T[] | string | null): T[] => (typeof value === 'string' ? JSON.parse(value) : (value ?? []));

/**
 * The driver's stops of a day: their applications planned that day in route order (decision 148),
 * stops never ordered after them in the order they were created, with address, contacts and items.
 */
const loadStops = async (db: Db, countryCode: string, driverId: number, day: string) => {
  const stops = await queryRows<StopRow>(
    db,
    sql`select a.id as application_id, c.delivery_company as company, c.delivery_street as street, c.delivery_cp as cp,
        c.delivery_psc as psc, c.delivery_city as city, a.operator_note,
        coalesce((select json_agg(json_build_object('name', k.name, 'phone', k.phone, 'email', k.email)
          order by k.slot, k.id) from customer_contacts k where k.customer_id = c.id), '[]'::json) as contacts
      from customer_applications a join customers c on c.id = a.customer_id
      where a.country_code = ${countryCode} and a.driver_id = ${driverId} and a.application_date = ${day}::date
      order by a.route_order nulls last, a.id`,
  );
  const items =
    stops.length === 0
      ? []
      : await queryRows<ItemRow>(
          db,
          sql`select application_id, part, name, amount, price, sale, tax, price_without_vat, price_with_vat
            from customer_application_products
            where application_id in (${sql.join(
              stops.map((stop) => sql`${stop.application_id}`),
              sql`, `,
            )})
            order by application_id, part, position, id`,
        );
  return stops.map((stop) => ({
    ...stop,
    contacts: parsed(stop.contacts),
    items: items.filter((item) => item.application_id === stop.application_id),
  }));
};

const toLine = (item: ItemRow, prefix: string): PdfLine => ({
  name: `${prefix}${item.name}`,
  amount: Number(item.amount),
  unitPrice: Number(item.price),
  sale: Number(item.sale),
  priceWithoutVat: Number(item.price_without_vat),
  tax: Number(item.tax),
  priceWithVat: Number(item.price_with_vat),
});

const sumOf = (lines: readonly PdfLine[], key: 'priceWithoutVat' | 'priceWithVat') =>
  Math.round(lines.reduce((sum, line) => sum + Math.round(line[key] * 100), 0)) / 100;

/**
 * rules §7 POST /v1/calendars/{date}/schedule and /order-delivery: the driver's day as a PDF
 * through the one document layout. The schedule lists the stops in order with address, contacts,
 * items and amounts; the order-delivery list adds every item with its prices and the day's totals.
 */
export const renderDayDocument = async (
  db: Db,
  request: {
    kind: DayDocumentKind;
    day: string;
    countryCode: string;
    user: { id: number; roles: readonly string[] };
    showAsUser?: number;
  },
): Promise<{ pdf: Buffer; fileName: string }> => {
  const driver = await resolveCalendarUser(db, request);
  const [stops, billingInfo, currency] = await Promise.all([
    loadStops(db, request.countryCode, driver.id, request.day),
    loadBillingInfo(db, { billingInfoId: null, countryCode: request.countryCode }),
    currencyOf(db, request.countryCode),
  ]);
  const format = createFormatters('cs-CZ', currency);
  const blocks: PdfTextBlock[] = stops.map((stop, index) => {
    const address = [streetLine(stop), [stop.psc, stop.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    const contacts = stop.contacts
      .map((contact) => [contact.name, contact.phone, contact.email].filter(Boolean).join(', '))
      .filter(Boolean);
    const items = stop.items.map(
      (item) => `${item.name}: ${format.amount(Number(item.amount))}${item.part === 'private' ? ' (soukromě)' : ''}`,
    );
    return {
      heading: `${index + 1}. ${stop.company} (zakázka ${stop.application_id})`,
      text: [
        `Adresa: ${address}`,
        contacts.length > 0 ? `Kontakty: ${contacts.join('; ')}` : '',
        items.length > 0 ? `K doručení: ${items.join('; ')}` : 'K doručení: –',
        stop.operator_note ? `Poznámka: ${stop.operator_note}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    };
  });
  const isSchedule = request.kind === 'schedule';
  const lines = isSchedule
    ? []
    : stops.flatMap((stop, index) => stop.items.map((item) => toLine(item, `${index + 1}. ${stop.company}: `)));
  const title = isSchedule ? 'Rozpis jízd' : 'Objednávky k rozvozu';
  const document: PdfDocument = {
    title: `${title} ${formatDate(request.day)}`,
    supplier: supplierBlock(billingInfo),
    customer: { heading: 'Řidič', lines: [driver.fullName] },
    facts: [
      ['Den', formatDate(request.day)],
      ['Počet zastávek', String(stops.length)],
    ],
    ...(isSchedule
      ? {}
      : {
          lines,
          totals: { priceWithoutVat: sumOf(lines, 'priceWithoutVat'), priceWithVat: sumOf(lines, 'priceWithVat') },
        }),
    blocks: blocks.length > 0 ? blocks : [{ text: 'Na tento den nejsou naplánované žádné zakázky.' }],
    currency,
  };
  const fileName = `${isSchedule ? 'rozpis' : 'objednavky'}-${request.day}.pdf`;
  return { pdf: await renderDocumentPdf(document), fileName };
};
