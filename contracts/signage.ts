/**
 * Signage on the wire (docs/signage.md): the player's WebSocket messages and playlist (their one definition is in
 * domain/signage.ts, beside the rules that build them), and the admin's TV calls. Types only.
 */
import type { SignagePlayerState } from '../domain'
import type { DigitalSignageDevice } from './payload-types'

export type {
  SignageClientMessage,
  SignageCommand,
  SignageCommandMessage,
  SignageCommandStatus,
  SignagePlayerState,
  SignagePlaylist,
  SignageScene,
  SignageSegment,
  SignageServerMessage,
} from '../domain'

/** POST /api/digital-signage-devices/:id/rotate-api-key — the key once, and the player's address with it. */
export type SignageKey = { id: number; apiKey: string; apiKeyCreatedAt: string; screenPath: string }

/** `playerState` of a TV as modules/devices/signage/ws.ts stores it: the player's report plus whether it is connected. */
export type StoredSignagePlayerState = Partial<SignagePlayerState> & { connected?: boolean }

/**
 * A TV as the admin's command panel reads it: GET /api/digital-signage-devices/:id, and the answer of
 * POST …/command and …/command/abort.
 */
export type SignageDeviceDoc = Pick<
  DigitalSignageDevice,
  'id' | 'command' | 'commandStatus' | 'commandResult' | 'commandIssuedAt' | 'lastSeenAt' | 'lastScreenshotAt' | 'apiKeyCreatedAt'
> & { playerState?: StoredSignagePlayerState | null }
