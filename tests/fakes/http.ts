/** A tiny HTTP server on an ephemeral port for the provider fakes. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string }
export type FakeResponse = { status: number; body: unknown; headers?: Record<string, string> }
export type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>

export async function startHttp(handler: Handler): Promise<{ url: string; requests: FakeRequest[]; close(): Promise<void> }> {
  const requests: FakeRequest[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const request: FakeRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
      requests.push(request)
      try {
        const answer = await handler(request)
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
        res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body))
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: { message: String(error) } }))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
