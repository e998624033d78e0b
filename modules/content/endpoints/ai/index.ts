/** Content AI (BO §7, issue 18): generate a page draft or an image through an OpenAI-compatible API; docs/content-ai.md. */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { contentAiStatusEndpoint } from './contentAiStatus'
import { generateImageEndpoint } from './generateImage'
import { generateSiteEndpoint } from './generateSite'

export const contentAiEndpoints: ApiEndpoint[] = [contentAiStatusEndpoint, generateSiteEndpoint, generateImageEndpoint]
