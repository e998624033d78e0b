// The answer to a request whose address cannot be used: Next answers a malformed escape in the path with a 500, and
// http.request refuses characters Node's parser let through — both the client's mistake, so 400 with the API's German
// error shape. Written once for both servers (platform/http/next-server.mjs, platform/front/main.mjs); the API's message table
// (platform/api/errors.ts MESSAGES.invalidAddress) takes its text from here. Plain JavaScript: server.mjs runs without a
// TypeScript loader.

export const INVALID_ADDRESS = 'Die Adresse der Anfrage ist ungültig.'

/** @param {import('node:http').ServerResponse} res */
export function answerInvalidAddress(res) {
  res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(JSON.stringify({ errors: [{ field: null, message: INVALID_ADDRESS }] }))
}
