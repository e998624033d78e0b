import * as migration_20261121_234426_initial from './20261121_234426_initial';

export const migrations = [
  {
    up: migration_20261121_234426_initial.up,
    down: migration_20261121_234426_initial.down,
    name: '20261121_234426_initial'
  },
];
