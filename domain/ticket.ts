/**
 * Short pickup/ticket numbers: the server allocates a per-branch, per-day sequence n ≥ 1, the domain formats it —
 * 'A01' … 'A99', 'C01' … 'Y99', then 'AA01' … Letters avoid those confusable with digits or each other (B, G, I, L, O,
 * Q, S, Z), and digits stand only in the last two places, so 0/1 cannot be read as O/I.
 */

export const TICKET_LETTERS = 'ACDEFHJKMNPRTUVWXY'
const PER_BLOCK = 99

function letterBlock(index: number): string {
  // bijective base-18: 0 → 'A', 17 → 'Y', 18 → 'AA', …
  let value = index + 1
  let block = ''
  while (value > 0) {
    const digit = (value - 1) % TICKET_LETTERS.length
    block = (TICKET_LETTERS[digit] ?? '') + block
    value = Math.floor((value - 1) / TICKET_LETTERS.length)
  }
  return block
}

/** Formats sequence number n (>= 1): 1 → 'A01', 99 → 'A99', 100 → 'C01'. */
export function formatTicketNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError('Die Ticketnummer muss eine ganze Zahl ab 1 sein.')
  const index = sequence - 1
  return `${letterBlock(Math.floor(index / PER_BLOCK))}${String((index % PER_BLOCK) + 1).padStart(2, '0')}`
}

/** Inverse of formatTicketNumber (case-insensitive); null for anything that is not a ticket number. */
export function parseTicketNumber(ticket: string): number | null {
  const match = /^([A-Z]+)(\d{2})$/.exec(ticket.trim().toUpperCase())
  if (match === null) return null
  const letters = match[1] ?? ''
  const number = Number(match[2])
  if (number < 1 || number > PER_BLOCK) return null
  let block = 0
  for (const letter of letters) {
    const digit = TICKET_LETTERS.indexOf(letter)
    if (digit < 0) return null
    block = block * TICKET_LETTERS.length + digit + 1
  }
  return (block - 1) * PER_BLOCK + number
}
