import type { CustomerCall, ExchangeCall } from '@bo/contract/customers/call-schemas';
import { normalizePhone } from '@bo/contract/customers/phone';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound } from '../../lib/app-error';
import { readFile } from '../files/files';
import { storeUpload } from '../files/upload';
import { type CustomerRef, requireCustomer } from './customer-access';

/** The newest calls of a customer shown at most. */
export const CUSTOMER_CALLS_LIMIT = 500;

type CallRow = {
  id: number;
  start_date: string;
  direction: CustomerCall['direction'];
  phone: string;
  operator_name: string | null;
  operator_line: string | null;
  contact_name: string;
  company: string;
  has_recording: boolean;
};

/** Calls whose number is one of the customer's contacts' normalized phones. */
const customerCallsSql = (customerId: number, callId?: number) => sql`
  select cc.id, to_char(cc.start_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as start_date,
    cc.direction, cc.phone, cc.operator_line, cc.recording_file_id is not null as has_recording,
    nullif(trim(concat_ws(' ', u.name, u.surname)), '') as operator_name,
    k.name as contact_name, c.delivery_company as company
  from customers c
  join lateral (
    select distinct on (k.normalized_phone) k.normalized_phone, k.name from customer_contacts k
    where k.customer_id = c.id and k.normalized_phone <> '' order by k.normalized_phone, k.slot, k.id
  ) k on true
  join customer_calls cc on cc.normalized_phone = k.normalized_phone
  left join users u on u.id = cc.operator_id
  where c.id = ${customerId} ${callId === undefined ? sql`` : sql`and cc.id = ${callId}`}
  order by cc.start_date desc, cc.id desc
  limit ${CUSTOMER_CALLS_LIMIT}`;

/** GET /v1/customers/{id}/calls: newest first, with which ones have a recording. */
export const listCustomerCalls = async (db: Db, ref: CustomerRef) => {
  await requireCustomer(db, ref);
  const rows = await queryRows<CallRow>(db, customerCallsSql(ref.customerId));
  const calls: CustomerCall[] = rows.map((row) => ({
    id: row.id,
    customerId: ref.customerId,
    startDate: row.start_date,
    direction: row.direction,
    phone: row.phone,
    operator: row.operator_name ?? row.operator_line,
    customer: row.contact_name ? `${row.contact_name}, ${row.phone}` : row.company,
  }));
  const recordingsAvailability = Object.fromEntries(rows.map((row) => [String(row.id), row.has_recording]));
  return { calls, recordingsAvailability };
};

/** The recording of one of the customer's calls, or 404. */
export const findCallRecording = async (db: Db, ref: CustomerRef & { callId: number }) => {
  await requireCustomer(db, ref);
  const [call] = await queryRows<{ id: number }>(db, customerCallsSql(ref.customerId, ref.callId));
  if (!call) throw notFound();
  const [row] = await queryRows<{ recording_file_id: number | null }>(
    db,
    sql`select recording_file_id from customer_calls where id = ${ref.callId}`,
  );
  const file = row?.recording_file_id ? await readFile(db, row.recording_file_id) : undefined;
  if (!file) throw notFound();
  return file;
};

/**
 * POST /v1/calls/exchange: stores one call (idempotent on externalId), the operator found by the
 * exchange line (voip_lines.caller_id or name → user_lines), the recording kept only if it is MP3.
 */
export const recordExchangeCall = async (db: Db, call: ExchangeCall) => {
  const normalizedPhone = normalizePhone(call.phone) || call.phone.replace(/[^\d+]/g, '');
  const matches = await queryRows<{ id: number }>(
    db,
    sql`select distinct customer_id as id from customer_contacts where normalized_phone = ${normalizedPhone}
      and normalized_phone <> '' order by customer_id`,
  );
  const customerIds = matches.map((row) => row.id);
  const [existing] = await queryRows<{ id: number }>(
    db,
    sql`select id from customer_calls where external_id = ${call.externalId}`,
  );
  if (existing) return { id: existing.id, customerIds };
  let recordingFileId: number | null = null;
  if (call.recording) {
    const upload = { filename: `call-${call.externalId}.mp3`, content: call.recording };
    recordingFileId = (await storeUpload(db, { ...upload, allowedKinds: ['mp3'], fields: { content: 'recording' } }))
      .id;
  }
  const line = call.operatorLine?.trim() || null;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into customer_calls
        (external_id, start_date, direction, phone, normalized_phone, operator_line, duration_seconds, operator_id,
        recording_file_id)
      values (${call.externalId}, ${new Date(call.startDate)}, ${call.direction}, ${call.phone}, ${normalizedPhone},
        ${line}, ${call.duration ?? null},
        (select ul.user_id from voip_lines vl join user_lines ul on ul.voip_line_id = vl.id
          where ${line}::text is not null and (vl.caller_id = ${line} or vl.name = ${line}) order by ul.user_id limit 1),
        ${recordingFileId})
      on conflict (external_id) do update set external_id = excluded.external_id
      returning id`,
  );
  if (!row) throw new Error('call insert returned nothing');
  return { id: row.id, customerIds };
};
