import * as migration_20261122_001011_initial from './20261122_001011_initial'

export const migrations = [
  {
    up: migration_20261122_001011_initial.up,
    down: migration_20261122_001011_initial.down,
    name: '20261122_001011_initial',
  },
]
