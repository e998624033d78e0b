/** Digital signage calls (BO §7 "digital-signage-devices command and command/abort"; docs/signage.md). */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { getSignageScreenshotEndpoint } from './getScreenshot'
import { getStreamPlaylistEndpoint } from './getStreamPlaylist'
import { postSignageCommandEndpoint } from './postCommand'
import { postSignageCommandAbortEndpoint } from './postCommandAbort'
import { rotateSignageKeyEndpoint } from './rotateKey'

export const signageEndpoints: ApiEndpoint[] = [
  postSignageCommandEndpoint,
  postSignageCommandAbortEndpoint,
  rotateSignageKeyEndpoint,
  getSignageScreenshotEndpoint,
  getStreamPlaylistEndpoint,
]
