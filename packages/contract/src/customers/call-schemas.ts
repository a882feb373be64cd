import { z } from 'zod';
import { idParam, instantField, text } from '../common/fields';

export const callDirections = ['in', 'out'] as const;

/** overview §3 Customer call with its display texts. */
export const customerCallSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  startDate: z.string(),
  direction: z.enum(callDirections),
  phone: z.string(),
  /** The operator's full name, else the exchange line, else null. */
  operator: z.string().nullable(),
  /** The contact the number belongs to (name and phone), else the company. */
  customer: z.string(),
});
export type CustomerCall = z.infer<typeof customerCallSchema>;

export const customerCallsResponseSchema = z.object({
  calls: z.array(customerCallSchema),
  /** call id → whether a recording can be played. */
  recordingsAvailability: z.record(z.string(), z.boolean()),
});

export const callPlayParamsSchema = z.object({
  customerId: idParam,
  callId: idParam,
});

/** POST /v1/calls/exchange: one finished call reported by the telephone exchange. */
export const exchangeCallBodySchema = z.object({
  call: z.object({
    externalId: text(100).min(1),
    startDate: instantField,
    direction: z.enum(callDirections),
    phone: text(30).min(1),
    operatorLine: text(30).optional(),
    /** The length of the call in seconds, when the exchange knows it. */
    duration: z.number().int().min(0).max(86_400).optional(),
    /** The recording as base64 MP3, at most 10 MB decoded. */
    recording: z.string().max(14_000_000).optional(),
  }),
});
export type ExchangeCall = z.infer<typeof exchangeCallBodySchema>['call'];
export const exchangeCallResponseSchema = z.object({ id: z.number().int(), customerIds: z.array(z.number().int()) });
