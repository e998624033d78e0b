import * as migration_20261122_011454_initial from './20261122_011454_initial';
import * as migration_20261122_020000_ticket_counters from './20261122_020000_ticket_counters';
import * as migration_20261122_030000_idempotency_keys from './20261122_030000_idempotency_keys';
import * as migration_20261123_010000_rate_limits from './20261123_010000_rate_limits';
import * as migration_20261123_200000_statistics from './20261123_200000_statistics';
import * as migration_20261123_210000_qr_scans from './20261123_210000_qr_scans';
import * as migration_20261124_000000_signage_screenshots from './20261124_000000_signage_screenshots';
import * as migration_20261124_040000_statistics_rollups from './20261124_040000_statistics_rollups';
import * as migration_20261124_060000_statistics_order_rollup from './20261124_060000_statistics_order_rollup';
import * as migration_20261124_070000_idempotency_claim_owner from './20261124_070000_idempotency_claim_owner';
import * as migration_20261124_100000_statistics_sessions_origins from './20261124_100000_statistics_sessions_origins';
import * as migration_20261124_100100_statistics_daily from './20261124_100100_statistics_daily';
import * as migration_20261124_120000_statistics_order_daily from './20261124_120000_statistics_order_daily';
import * as migration_20261124_200000_orders_change_notify from './20261124_200000_orders_change_notify';
import * as migration_20261127_152548_branch_delivery_postcodes from './20261127_152548_branch_delivery_postcodes';
import * as migration_20261127_181750_order_escalation from './20261127_181750_order_escalation';
import * as migration_20261127_181850_kitchen_capacity from './20261127_181850_kitchen_capacity';
import * as migration_20261127_181900_kitchen_capacity_slots from './20261127_181900_kitchen_capacity_slots';
import * as migration_20261127_182755_navigation_targets from './20261127_182755_navigation_targets';
import * as migration_20261127_182800_navigation_targets_data from './20261127_182800_navigation_targets_data';
import * as migration_20261127_190000_branch_kitchen_state from './20261127_190000_branch_kitchen_state';
import * as migration_20261127_220109_invoice_vat_id from './20261127_220109_invoice_vat_id';
import * as migration_20261127_220200_invoices from './20261127_220200_invoices';
import * as migration_20261127_220223_product_net_quantity from './20261127_220223_product_net_quantity';
import * as migration_20261127_220232_allergens from './20261127_220232_allergens';
import * as migration_20261127_220303_accessibility_country from './20261127_220303_accessibility_country';
import * as migration_20261127_220431_privacy_retention from './20261127_220431_privacy_retention';
import * as migration_20261127_221056_daily_backup_task from './20261127_221056_daily_backup_task';

export const migrations = [
  {
    up: migration_20261122_011454_initial.up,
    down: migration_20261122_011454_initial.down,
    name: '20261122_011454_initial',
  },
  {
    up: migration_20261122_020000_ticket_counters.up,
    down: migration_20261122_020000_ticket_counters.down,
    name: '20261122_020000_ticket_counters',
  },
  {
    up: migration_20261122_030000_idempotency_keys.up,
    down: migration_20261122_030000_idempotency_keys.down,
    name: '20261122_030000_idempotency_keys',
  },
  {
    up: migration_20261123_010000_rate_limits.up,
    down: migration_20261123_010000_rate_limits.down,
    name: '20261123_010000_rate_limits',
  },
  {
    up: migration_20261123_200000_statistics.up,
    down: migration_20261123_200000_statistics.down,
    name: '20261123_200000_statistics',
  },
  {
    up: migration_20261123_210000_qr_scans.up,
    down: migration_20261123_210000_qr_scans.down,
    name: '20261123_210000_qr_scans',
  },
  {
    up: migration_20261124_000000_signage_screenshots.up,
    down: migration_20261124_000000_signage_screenshots.down,
    name: '20261124_000000_signage_screenshots',
  },
  {
    up: migration_20261124_040000_statistics_rollups.up,
    down: migration_20261124_040000_statistics_rollups.down,
    name: '20261124_040000_statistics_rollups',
  },
  {
    up: migration_20261124_060000_statistics_order_rollup.up,
    down: migration_20261124_060000_statistics_order_rollup.down,
    name: '20261124_060000_statistics_order_rollup',
  },
  {
    up: migration_20261124_070000_idempotency_claim_owner.up,
    down: migration_20261124_070000_idempotency_claim_owner.down,
    name: '20261124_070000_idempotency_claim_owner',
  },
  {
    up: migration_20261124_100000_statistics_sessions_origins.up,
    down: migration_20261124_100000_statistics_sessions_origins.down,
    name: '20261124_100000_statistics_sessions_origins',
  },
  {
    up: migration_20261124_100100_statistics_daily.up,
    down: migration_20261124_100100_statistics_daily.down,
    name: '20261124_100100_statistics_daily',
  },
  {
    up: migration_20261124_120000_statistics_order_daily.up,
    down: migration_20261124_120000_statistics_order_daily.down,
    name: '20261124_120000_statistics_order_daily',
  },
  {
    up: migration_20261124_200000_orders_change_notify.up,
    down: migration_20261124_200000_orders_change_notify.down,
    name: '20261124_200000_orders_change_notify',
  },
  {
    up: migration_20261127_152548_branch_delivery_postcodes.up,
    down: migration_20261127_152548_branch_delivery_postcodes.down,
    name: '20261127_152548_branch_delivery_postcodes',
  },
  {
    up: migration_20261127_181750_order_escalation.up,
    down: migration_20261127_181750_order_escalation.down,
    name: '20261127_181750_order_escalation',
  },
  {
    up: migration_20261127_181850_kitchen_capacity.up,
    down: migration_20261127_181850_kitchen_capacity.down,
    name: '20261127_181850_kitchen_capacity',
  },
  {
    up: migration_20261127_181900_kitchen_capacity_slots.up,
    down: migration_20261127_181900_kitchen_capacity_slots.down,
    name: '20261127_181900_kitchen_capacity_slots',
  },
  {
    up: migration_20261127_182755_navigation_targets.up,
    down: migration_20261127_182755_navigation_targets.down,
    name: '20261127_182755_navigation_targets',
  },
  {
    up: migration_20261127_182800_navigation_targets_data.up,
    down: migration_20261127_182800_navigation_targets_data.down,
    name: '20261127_182800_navigation_targets_data',
  },
  {
    up: migration_20261127_190000_branch_kitchen_state.up,
    down: migration_20261127_190000_branch_kitchen_state.down,
    name: '20261127_190000_branch_kitchen_state',
  },
  {
    up: migration_20261127_220109_invoice_vat_id.up,
    down: migration_20261127_220109_invoice_vat_id.down,
    name: '20261127_220109_invoice_vat_id',
  },
  {
    up: migration_20261127_220200_invoices.up,
    down: migration_20261127_220200_invoices.down,
    name: '20261127_220200_invoices',
  },
  {
    up: migration_20261127_220223_product_net_quantity.up,
    down: migration_20261127_220223_product_net_quantity.down,
    name: '20261127_220223_product_net_quantity',
  },
  {
    up: migration_20261127_220232_allergens.up,
    down: migration_20261127_220232_allergens.down,
    name: '20261127_220232_allergens',
  },
  {
    up: migration_20261127_220303_accessibility_country.up,
    down: migration_20261127_220303_accessibility_country.down,
    name: '20261127_220303_accessibility_country',
  },
  {
    up: migration_20261127_220431_privacy_retention.up,
    down: migration_20261127_220431_privacy_retention.down,
    name: '20261127_220431_privacy_retention',
  },
  {
    up: migration_20261127_221056_daily_backup_task.up,
    down: migration_20261127_221056_daily_backup_task.down,
    name: '20261127_221056_daily_backup_task'
  },
];
