/* Next route file: a printed QR code's address /qr/{path} — counts the scan and redirects (logic in modules/devices/qr/scans.ts). */
import { loadPayload } from '../../../../payload-instance'
import { answerQrScan } from '../../../../modules/devices/qr/scans'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

type Context = { params: Promise<{ path: string[] }> }

export async function GET(request: Request, { params }: Context) {
  return answerQrScan(await loadPayload(), (await params).path, request.method)
}

export const HEAD = GET
