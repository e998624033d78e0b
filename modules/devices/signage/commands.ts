/**
 * TV commands (BO §4 "Digital signage devices: command and command abort each return the updated device"; §7).
 *
 *   POST /digital-signage-devices/{id}/command        body { command?, scene? } — without `command` the device's
 *        "Befehl" select is sent. The command becomes 'pending' with a new issue time; the player gets it over its
 *        WebSocket (modules/devices/signage/ws.ts) at once, or when it next connects, and reports 'running' / 'done' / 'failed'.
 *   POST /digital-signage-devices/{id}/command/abort  a pending or running command becomes 'aborted'; a player that
 *        shows a scene or is switched off returns to its stream.
 *
 * Both run with the caller's access (staff of the TV's branch; another branch → 403), write and NOTIFY in one
 * transaction and answer the device as the caller reads it. Refusals are German 4xx beginning with the spec's
 * "Befehl konnte nicht ausgeführt / abgebrochen werden." (BO §8).
 */
import type { PayloadRequest } from 'payload'

import { isAbortable, isSignageCommand } from '../../../domain/signage'
import type { SignageCommandStatus } from '../../../domain/signage'
import type { DigitalSignageDevice } from '../../../contracts/payload-types'
import { ApiError, badRequest } from '../../../platform/api/errors'
import { inTransaction } from '../../../platform/db'
import { deviceForStaff } from './access'
import { notifySignage } from './events'
import { SIGNAGE_MESSAGES as M } from './messages'

type CommandBody = { command?: unknown; scene?: unknown }

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value
  if (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value)) return Number(value)
  if (value && typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id)
  return null
}

async function writeCommand(req: PayloadRequest, id: number, data: Partial<DigitalSignageDevice>): Promise<DigitalSignageDevice> {
  return inTransaction(req, async () => {
    const updated = (await req.payload.update({
      collection: 'digital-signage-devices',
      id,
      data,
      depth: 0,
      req,
      user: req.user,
      overrideAccess: false,
      // the command event below reaches the player; the content event of the collection hook is not needed
      context: { signageQuiet: true },
    })) as DigitalSignageDevice
    await notifySignage(req, { kind: 'command', device: id })
    return updated
  })
}

export async function issueCommand(req: PayloadRequest, id: number, body: unknown): Promise<DigitalSignageDevice> {
  const device = await deviceForStaff(req, id)
  const input = (body && typeof body === 'object' ? body : {}) as CommandBody
  const command = input.command === undefined || input.command === null || input.command === '' ? device.command : input.command
  if (!isSignageCommand(command)) throw badRequest([{ field: 'command', message: M.unknownCommand }])
  let scene: number | null = null
  if (command === 'showScene') {
    const raw = input.scene === undefined ? device.commandScene : input.scene
    scene = idOf(raw)
    if (scene === null) throw badRequest([{ field: 'scene', message: M.sceneRequired }])
    const found = await req.payload.count({ collection: 'scenes', where: { id: { equals: scene } }, req, user: req.user, overrideAccess: false })
    if (found.totalDocs === 0) throw badRequest([{ field: 'scene', message: M.sceneNotFound }])
  }
  if (device.isEnabled === false) throw new ApiError(409, [{ field: null, message: M.deviceDisabled }])
  return writeCommand(req, id, {
    command,
    commandScene: scene,
    commandStatus: 'pending',
    commandIssuedAt: new Date().toISOString(),
    commandResult: null,
  })
}

export async function abortCommand(req: PayloadRequest, id: number): Promise<DigitalSignageDevice> {
  const device = await deviceForStaff(req, id)
  if (!isAbortable(device.commandStatus as SignageCommandStatus | null)) throw new ApiError(409, [{ field: null, message: M.nothingToAbort }])
  return writeCommand(req, id, { commandStatus: 'aborted', commandResult: M.aborted })
}
