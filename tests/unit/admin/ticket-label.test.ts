/** The admin's ticket label with the branch (board, customer orders) is the domain's ticketLabel with a branch name. */
import { describe, expect, it } from 'vitest'

import { mixedBranchName, ticketLabel } from '../../../domain'

const BRANCHES = [
  { id: 1, name: 'Genusswerk Wien' },
  { id: 2, name: 'Genusswerk Graz' },
]

describe('ticket numbers where branches mix', () => {
  it('the all-branches board tells two "A01" apart by their branch', () => {
    const wien = { id: 10, ticketNumber: 'A01', branch: 1 }
    const graz = { id: 11, ticketNumber: 'A01', branch: 2 }
    const labels = [wien, graz].map((o) => ticketLabel(o, mixedBranchName(o.branch, BRANCHES, '')))
    expect(labels).toEqual(['A01 · Genusswerk Wien', 'A01 · Genusswerk Graz'])
    expect(new Set(labels).size).toBe(2)
  })

  it('a single branch (selected, or the only one) shows the bare number', () => {
    expect(ticketLabel({ id: 10, ticketNumber: 'A01' }, mixedBranchName(1, BRANCHES, '1'))).toBe('A01')
    expect(ticketLabel({ id: 10, ticketNumber: 'A01' }, mixedBranchName(1, [BRANCHES[0]!], ''))).toBe('A01')
    expect(ticketLabel({ id: 12, ticketNumber: null }, null)).toBe('#12')
  })
})
