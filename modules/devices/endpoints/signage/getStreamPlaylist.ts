/**
 * GET /api/digital-signage-streams/:id/playlist — the stream as the player plays it (the admin's preview,
 * /signage/vorschau/{id}). Caller: staff (read with their access). 404 "Stream konnte nicht geladen werden."
 */
import { notFound } from '../../../../platform/api/errors'
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseId } from '../../../../platform/records/records'
import { SIGNAGE_MESSAGES } from '../../signage/messages'
import { previewPlaylist } from '../../signage/playlist'

export const getStreamPlaylistEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/digital-signage-streams/:id/playlist',
  auth: 'staff',
  handler: async ({ req, params }) => {
    const playlist = await previewPlaylist(req, parseId(params.id))
    if (!playlist) throw notFound(SIGNAGE_MESSAGES.streamNotFound)
    return data(playlist)
  },
}
