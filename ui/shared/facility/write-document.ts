import * as z from 'zod';
import { WEEKDAYS } from './model';
import { LIMITS } from './schemas';

/**
 * The JSON:API write document of a recycling point and the lifecycle transition request: the
 * API's input (worker/routes/facility-api.ts) and the source of its OpenAPI document
 * (facility-openapi.ts, through `.describe`). Only the worker imports this module: it is classic
 * zod, which the browser bundle must not carry; the form validates with schemas.ts.
 */
const isoOrNull = z.union([z.iso.datetime(), z.null()]);
const workingDayDoc = z.object({
  start: isoOrNull,
  end: isoOrNull,
  break_start: isoOrNull,
  break_end: isoOrNull,
  works_full_day: z.boolean(),
  no_lunch_break: z.boolean(),
  no_data: z.boolean().optional(),
});

export const facilityWriteDocumentSchema = z
  .object({
    data: z.object({
      type: z.literal('facility'),
      id: z.string().max(64).optional(),
      attributes: z.object({
        name: z.string().max(LIMITS.name * 2),
        address: z.string().max(LIMITS.address * 2),
        point: z.object({
          type: z.literal('Point'),
          coordinates: z
            .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
            .describe('[longitude, latitude]'),
        }),
        comment: z
          .string()
          .max(LIMITS.comment * 2)
          .default(''),
        description: z
          .string()
          .max(LIMITS.description * 2)
          .default('')
          .describe('Collection rules'),
        contacts: z
          .record(z.string(), z.string().max(LIMITS.contact * 2))
          .default({})
          .describe('Keyed by contact type; empty string when unfilled'),
        working_hours: z.object(
          Object.fromEntries(WEEKDAYS.map((d) => [d, workingDayDoc])) as Record<
            (typeof WEEKDAYS)[number],
            typeof workingDayDoc
          >,
        ),
        photos: z.array(z.never()).max(0).default([]),
        supervisor_contacts: z.object({
          name: z.string().max(LIMITS.supervisorName * 2),
          phone: z.string().max(40),
          email: z.string().max(LIMITS.contact),
        }),
        rates: z
          .array(
            z.object({
              id: z.string().min(1).max(64),
              units_slug: z.string().max(32),
              price: z.string().max(LIMITS.price * 2),
              srm_id: z.number().int().positive().nullable(),
            }),
          )
          .max(LIMITS.rates),
      }),
      relationships: z
        .object({
          icon: z.object({ data: z.object({ type: z.literal('icon'), id: z.string().regex(/^\d+$/) }).nullable() }),
        })
        .default({ icon: { data: null } }),
    }),
  })
  .describe('JSON:API style write document of a recycling point (docs/product.md §3.5)');

export const transitRequestSchema = z
  .object({
    transit: z.string().describe('One of the transit names of docs/product.md §7, e.g. facility#draft_to_checking'),
    payload: z.object({ comment: z.string().max(LIMITS.comment).optional() }).default({}),
  })
  .describe('Lifecycle transition request');
