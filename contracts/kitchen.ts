/**
 * Kitchen control (issue 33): bodies and answers of the branch's calls, parsed on the server, sent by the order board.
 *   • POST /api/branches/:id/pause — `{ until? }` (PauseBody; without `until`: until resumed); DELETE resumes
 *   • POST /api/branches/:id/busy — `{ minutes, forMinutes }` (BusyBody); DELETE ends busy mode
 *   • PUT /api/branches/:id/sold-out — `{ products, options }` (SoldOutBody, replaces today's list); GET reads it
 * Every problem is a German `{ field, message }` (parseBody in errors.ts), all at once.
 */
import { z } from 'zod'

import { BUSY_MAX_FOR_MINUTES, BUSY_MAX_MINUTES, KITCHEN_CONTROL_MESSAGES as K } from '../domain/kitchen-control'
import type { KitchenState, SoldOutOption } from '../domain'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const objectOrEmpty = (body: unknown) => (isObject(body) ? body : {})

/** `until`: an ISO instant (the server checks it lies ahead, at most PAUSE_MAX_DAYS); absent/null = until resumed. */
export const PauseBody = z.preprocess(
  objectOrEmpty,
  z.object({
    until: z
      .string({ error: K.pauseUntilInvalid })
      .refine((text) => !Number.isNaN(Date.parse(text)), { error: K.pauseUntilInvalid })
      .nullish()
      .transform((text) => (typeof text === 'string' ? Date.parse(text) : null)),
  }),
)

const wholeMinutes = (max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message })

export const BusyBody = z.preprocess(
  objectOrEmpty,
  z.object({
    minutes: wholeMinutes(BUSY_MAX_MINUTES, K.busyMinutesInvalid),
    forMinutes: wholeMinutes(BUSY_MAX_FOR_MINUTES, K.busyForInvalid),
  }),
)

const recordId = z.number().int().positive()

export const SoldOutBody = z.preprocess(
  objectOrEmpty,
  z.object({
    products: z.array(recordId).max(2000).default([]),
    options: z
      .array(z.object({ product: recordId, part: z.string().min(1).max(200), option: z.string().min(1).max(200) }))
      .max(2000)
      .default([]),
  }),
)

export type PauseRequest = { until?: string | null }
export type BusyRequest = { minutes: number; forMinutes: number }
export type SoldOutRequest = { products: number[]; options: SoldOutOption[] }

/** The answer of every kitchen call: the branch's state as it holds now (what ran out is null). */
export type KitchenAnswer = KitchenState & {
  /** When today's sold-out list ends (ISO: the branch's next opening day), null without a list. */
  soldOutResetsAt: string | null
}
