/* Next route file: self-hosted fonts — /fonts/google/{family}/{variant}.css and /fonts/files/{source}/{file} (logic in modules/devices/fonts/fonts.ts). */
import { answerFonts } from '../../../../modules/devices/fonts/fonts'
import { loadPayload } from '../../../../payload-instance'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

type Context = { params: Promise<{ path: string[] }> }

export async function GET(request: Request, { params }: Context) {
  return answerFonts(await loadPayload(), request, (await params).path)
}

export const HEAD = GET
