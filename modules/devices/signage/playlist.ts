/**
 * A stream as the player plays it (domain/signage.ts SignagePlaylist): its segments in order with image addresses,
 * scenes, texts and schedules, and the branch's time zone and opening hours for the dayparts.
 */
import type { Payload, PayloadRequest } from 'payload'

import { DEFAULT_TIME_ZONE } from '../../../domain/time-zone'
import type { Schedule } from '../../../domain/types'
import type { SignagePlaylist, SignageScene, SignageSegment } from '../../../domain/signage'
import type { Branch, DigitalSignageSegment, DigitalSignageStream, Image, Scene } from '../../../contracts/payload-types'

type ImageRef = number | Image | null | undefined

/** /image/large/{id}-{version}.{ext} (modules/content/media.ts; a missing size falls back to the original). */
export function signageImageUrl(ref: ImageRef): string | null {
  if (!ref || typeof ref !== 'object') return null
  const record = ref as Image & { version?: number | null; extension?: string | null }
  const extension = record.extension || record.filename?.split('.').pop()?.toLowerCase()
  return extension ? `/image/large/${record.id}-${record.version ?? 1}.${extension}` : null
}

export function toScene(scene: number | Scene | null | undefined): SignageScene | null {
  if (!scene || typeof scene !== 'object') return null
  const images = ((scene.images ?? []) as ImageRef[]).map(signageImageUrl).filter((u): u is string => u !== null)
  return {
    id: scene.id,
    name: scene.name,
    images,
    imageSeconds: scene.imageSeconds ?? 8,
    headline: scene.headline ?? null,
    text: scene.text ?? null,
    showReady: scene.showReady === true,
  }
}

function toSegment(segment: DigitalSignageSegment): SignageSegment {
  return {
    id: segment.id,
    name: segment.name,
    type: segment.type,
    duration: segment.duration,
    imageUrl: segment.type === 'image' ? signageImageUrl(segment.image) : null,
    url: segment.type === 'url' || segment.type === 'video' ? (segment.url?.trim() ?? null) : null,
    text: segment.type === 'text' ? (segment.text ?? '') : null,
    scene: segment.type === 'scene' ? toScene(segment.scene) : null,
    schedule: { weekdays: segment.weekdays ?? null, timeFrom: segment.timeFrom ?? null, timeTo: segment.timeTo ?? null, daypart: segment.daypart ?? 'always' },
  }
}

export function toPlaylist(stream: DigitalSignageStream | null, branch: Pick<Branch, 'timeZone' | 'openingHours'> | null): SignagePlaylist {
  const segments = ((stream?.segments ?? []) as (number | DigitalSignageSegment)[]).filter(
    (s): s is DigitalSignageSegment => typeof s === 'object' && s !== null,
  )
  return {
    streamId: stream?.id ?? null,
    name: stream?.name ?? '',
    loop: stream?.isLooping !== false,
    readyOverlay: stream?.readyOverlay ?? 'none',
    segments: segments.map(toSegment),
    timeZone: branch?.timeZone || DEFAULT_TIME_ZONE,
    openingHours: ((branch?.openingHours ?? null) as Schedule | null) || null,
  }
}

/**
 * The playlist of a TV (the player, authorised by its key in modules/devices/signage/ws.ts): its stream and its branch.
 */
export async function devicePlaylist(payload: Payload, device: { stream: number | null; branch: number }): Promise<SignagePlaylist> {
  const [stream, branch] = await Promise.all([
    device.stream
      ? // Deliberately overrideAccess: the caller is a TV authorised by its key; it reads only its own stream.
        (payload.findByID({ collection: 'digital-signage-streams', id: device.stream, depth: 3, overrideAccess: true, disableErrors: true }) as Promise<DigitalSignageStream | null>)
      : Promise.resolve(null),
    // Deliberately overrideAccess: the TV's own branch (time zone and opening hours only are used).
    payload.findByID({ collection: 'branches', id: device.branch, depth: 0, overrideAccess: true, disableErrors: true, select: { timeZone: true, openingHours: true } }) as Promise<Branch | null>,
  ])
  return toPlaylist(stream, branch)
}

/**
 * GET /digital-signage-streams/{id}/playlist — the admin's preview, read with the caller's access; the time zone and
 * opening hours of the caller's first branch (staff) or the shop default (admin without branch).
 */
export async function previewPlaylist(req: PayloadRequest, id: number): Promise<SignagePlaylist | null> {
  const stream = (await req.payload.findByID({
    collection: 'digital-signage-streams',
    id,
    depth: 3,
    req,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
  })) as DigitalSignageStream | null
  if (!stream) return null
  const { docs } = await req.payload.find({
    collection: 'branches',
    limit: 1,
    depth: 0,
    sort: 'id',
    req,
    user: req.user,
    overrideAccess: false,
    select: { timeZone: true, openingHours: true },
  })
  return toPlaylist(stream, (docs[0] as Branch | undefined) ?? null)
}
