import * as migration_20261122_020000_ticket_counters from './20261122_020000_ticket_counters'
import * as migration_20261123_165538_initial from './20261123_165538_initial'

export const migrations = [
  {
    up: migration_20261122_020000_ticket_counters.up,
    down: migration_20261122_020000_ticket_counters.down,
    name: '20261122_020000_ticket_counters',
  },
  {
    up: migration_20261123_165538_initial.up,
    down: migration_20261123_165538_initial.down,
    name: '20261123_165538_initial',
  },
]
