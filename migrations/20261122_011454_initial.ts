import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_delivery_type" AS ENUM('takeaway', 'delivery', 'dineIn');
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('cash', 'atmCard', 'voucher', 'stripe', 'datatrans');
  CREATE TYPE "public"."enum_branches_opening_hours_type" AS ENUM('daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'once');
  CREATE TYPE "public"."enum_branches_delivery_hours_type" AS ENUM('daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'once');
  CREATE TYPE "public"."enum_branches_auto_print" AS ENUM('onConfirmation', 'onArrival', 'manual');
  CREATE TYPE "public"."enum_divisions_time_tracking_country" AS ENUM('AT', 'DE');
  CREATE TYPE "public"."enum_divisions_time_tracking_holiday_region" AS ENUM('AT-1', 'AT-2', 'AT-3', 'AT-4', 'AT-5', 'AT-6', 'AT-7', 'AT-8', 'AT-9', 'DE-BW', 'DE-BY', 'DE-BE', 'DE-BB', 'DE-HB', 'DE-HH', 'DE-HE', 'DE-MV', 'DE-NI', 'DE-NW', 'DE-RP', 'DE-SL', 'DE-SN', 'DE-ST', 'DE-SH', 'DE-TH');
  CREATE TYPE "public"."enum_divisions_time_tracking_break_mode" AS ENUM('warn', 'deduct');
  CREATE TYPE "public"."enum_divisions_time_tracking_rounding_step" AS ENUM('0', '5', '10', '15');
  CREATE TYPE "public"."enum_divisions_time_tracking_rounding_start" AS ENUM('down', 'up', 'nearest');
  CREATE TYPE "public"."enum_divisions_time_tracking_rounding_end" AS ENUM('down', 'up', 'nearest');
  CREATE TYPE "public"."enum_devices_type" AS ENUM('printer', 'frontdesk', 'backoffice', 'notification', 'timeclock');
  CREATE TYPE "public"."enum_categories_schedule_type" AS ENUM('daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'once');
  CREATE TYPE "public"."enum_products_alternative_units_calculation_model" AS ENUM('fixed', 'approximate', 'minimum');
  CREATE TYPE "public"."enum_products_config_parts_options_modifier" AS ENUM('add', 'subtract', 'overwrite');
  CREATE TYPE "public"."enum_products_config_parts_type" AS ENUM('text', 'textarea', 'image', 'images', 'file', 'files', 'select', 'multiselect');
  CREATE TYPE "public"."enum_products_schedule_type" AS ENUM('daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'once');
  CREATE TYPE "public"."enum_products_type" AS ENUM('simple', 'configurable', 'bundle');
  CREATE TYPE "public"."enum_products_calculation_model" AS ENUM('fixed', 'approximate', 'minimum');
  CREATE TYPE "public"."enum_products_lead_time_type" AS ENUM('minutes', 'hours', 'days', 'weeks');
  CREATE TYPE "public"."enum_units_type" AS ENUM('amount', 'serving', 'pair', 'person', 'package', 'weight', 'volume', 'length', 'square', 'cubic');
  CREATE TYPE "public"."enum_sites_type" AS ENUM('simple', 'default');
  CREATE TYPE "public"."enum_sites_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sites_v_version_type" AS ENUM('simple', 'default');
  CREATE TYPE "public"."enum__sites_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_navigations_items_children_type" AS ENUM('home', 'site', 'branch', 'link');
  CREATE TYPE "public"."enum_navigations_items_type" AS ENUM('home', 'site', 'branch', 'link');
  CREATE TYPE "public"."enum_navigations_identifier" AS ENUM('main', 'footer', 'social', 'legal');
  CREATE TYPE "public"."enum_image_templates_layers_type" AS ENUM('text', 'image', 'shape', 'qr');
  CREATE TYPE "public"."enum_image_templates_layers_font_weight" AS ENUM('100', '200', '300', '400', '500', '600', '700', '800', '900');
  CREATE TYPE "public"."enum_image_templates_layers_text_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_image_templates_layers_fit" AS ENUM('cover', 'contain');
  CREATE TYPE "public"."enum_image_templates_layers_shape" AS ENUM('rectangle', 'ellipse', 'line');
  CREATE TYPE "public"."enum_qr_codes_origin" AS ENUM('table', 'branch', 'poster', 'flyer', 'menu', 'other');
  CREATE TYPE "public"."enum_questionnaires_content_body_type" AS ENUM('comment', 'rating');
  CREATE TYPE "public"."enum_questionnaires_content_body_value_comment" AS ENUM('optional', 'required');
  CREATE TYPE "public"."enum_customers_country" AS ENUM('AT', 'DE', 'CH', 'LI');
  CREATE TYPE "public"."enum_tasks_status" AS ENUM('open', 'inProgress', 'done', 'canceled');
  CREATE TYPE "public"."enum_questionnaire_submissions_content_type" AS ENUM('comment', 'rating');
  CREATE TYPE "public"."enum_analytics_log_device_orientation" AS ENUM('portrait', 'landscape');
  CREATE TYPE "public"."enum_logs_level" AS ENUM('debug', 'info', 'warning', 'error', 'critical');
  CREATE TYPE "public"."enum_working_activities_type" AS ENUM('work', 'holiday', 'sick', 'compensation', 'other');
  CREATE TYPE "public"."enum_working_activities_source" AS ENUM('terminal', 'personal', 'admin');
  CREATE TYPE "public"."enum_working_schedules_weekday" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TYPE "public"."enum_digital_signage_segments_weekdays" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TYPE "public"."enum_digital_signage_segments_type" AS ENUM('image', 'video', 'scene', 'url', 'text', 'ready');
  CREATE TYPE "public"."enum_digital_signage_segments_daypart" AS ENUM('always', 'open', 'closed');
  CREATE TYPE "public"."enum_digital_signage_streams_ready_overlay" AS ENUM('none', 'right', 'bottom');
  CREATE TYPE "public"."enum_digital_signage_devices_command" AS ENUM('reload', 'showScene', 'mute', 'unmute', 'restart', 'screenshot', 'update', 'shutdown');
  CREATE TYPE "public"."enum_digital_signage_devices_command_status" AS ENUM('none', 'pending', 'running', 'done', 'failed', 'aborted');
  CREATE TYPE "public"."enum_fonts_variants_weight" AS ENUM('100', '200', '300', '400', '500', '600', '700', '800', '900');
  CREATE TYPE "public"."enum_fonts_variants_style" AS ENUM('normal', 'italic');
  CREATE TYPE "public"."enum_font_files_weight" AS ENUM('100', '200', '300', '400', '500', '600', '700', '800', '900');
  CREATE TYPE "public"."enum_font_files_style" AS ENUM('normal', 'italic');
  CREATE TYPE "public"."enum_outbox_channel" AS ENUM('email', 'sms');
  CREATE TYPE "public"."enum_outbox_template" AS ENUM('received', 'confirmed', 'rejected', 'canceled', 'counterAppointment', 'inDelivery', 'completed', 'newOrder', 'counterAppointmentAnswer', 'contactMessage');
  CREATE TYPE "public"."enum_outbox_state" AS ENUM('queued', 'sending', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_print_jobs_kind" AS ENUM('auto', 'reprint');
  CREATE TYPE "public"."enum_print_jobs_state" AS ENUM('queued', 'printing', 'printed', 'failed', 'skipped');
  CREATE TYPE "public"."enum_payments_provider" AS ENUM('stripe', 'datatrans');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('created', 'pending', 'paid', 'failed', 'canceled', 'refunded');
  CREATE TYPE "public"."enum_consents_categories" AS ENUM('necessary', 'analytics', 'marketing');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('ROLE_ADMIN', 'ROLE_EMPLOYEE');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendOutboxMessage', 'printReceipt', 'refundPayment', 'sweepRateLimits', 'repairOrderNotifications', 'purgeIdempotencyKeys', 'deleteStaleUploads', 'rollupStatistics', 'watchOrderingPauses');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendOutboxMessage', 'printReceipt', 'refundPayment', 'sweepRateLimits', 'repairOrderNotifications', 'purgeIdempotencyKeys', 'deleteStaleUploads', 'rollupStatistics', 'watchOrderingPauses');
  CREATE TYPE "public"."enum_config_default_delivery_method" AS ENUM('takeaway', 'delivery', 'dineIn');
  CREATE TYPE "public"."enum_theme_map_style" AS ENUM('dark', 'light');
  CREATE TABLE "orders_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"name" varchar,
  	"amount" numeric,
  	"unit_name" varchar,
  	"unit_price" numeric DEFAULT 0,
  	"gross" numeric DEFAULT 0,
  	"tax_rate" numeric DEFAULT 10,
  	"calculation_model" varchar,
  	"unit" jsonb,
  	"parts" jsonb
  );
  
  CREATE TABLE "orders_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"action" varchar,
  	"from" varchar,
  	"to" varchar,
  	"user_id" integer,
  	"message" varchar
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ticket_number" varchar,
  	"delivery_type" "enum_orders_delivery_type" DEFAULT 'takeaway',
  	"table_identifier" varchar,
  	"is_delivery" boolean DEFAULT false,
  	"is_dine_in" boolean DEFAULT false,
  	"table_id" integer,
  	"appointment_date" timestamp(3) with time zone,
  	"counter_appointment" timestamp(3) with time zone,
  	"comment" varchar,
  	"is_company" boolean DEFAULT false,
  	"company_name" varchar,
  	"vat_number" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"street" varchar,
  	"floor" varchar,
  	"stairway" varchar,
  	"door" varchar,
  	"zip_code" varchar,
  	"city" varchar,
  	"country" varchar,
  	"is_delivery_address_different" boolean DEFAULT false,
  	"delivery_street" varchar,
  	"delivery_floor" varchar,
  	"delivery_stairway" varchar,
  	"delivery_door" varchar,
  	"delivery_zip_code" varchar,
  	"delivery_city" varchar,
  	"delivery_country" varchar,
  	"delivery_area" varchar,
  	"legal_instructions" boolean DEFAULT false,
  	"privacy_policy" boolean DEFAULT false,
  	"donatee_id" integer,
  	"questionnaire_rating_rating" numeric,
  	"questionnaire_rating_food_rating" numeric,
  	"questionnaire_rating_service_rating" numeric,
  	"questionnaire_rating_process_rating" numeric,
  	"questionnaire_rating_comment" varchar,
  	"net" numeric DEFAULT 0,
  	"tax" numeric DEFAULT 0,
  	"gross" numeric DEFAULT 0,
  	"delivery_net" numeric DEFAULT 0,
  	"delivery_tax" numeric DEFAULT 0,
  	"delivery_gross" numeric DEFAULT 0,
  	"delivery_tax_rate" numeric,
  	"total_net" numeric DEFAULT 0,
  	"total_tax" numeric DEFAULT 0,
  	"total_gross" numeric DEFAULT 0,
  	"taxes" jsonb,
  	"is_approximate" boolean DEFAULT false,
  	"donation_amount" numeric DEFAULT 0,
  	"payment_method" "enum_orders_payment_method" DEFAULT 'cash',
  	"is_paid" boolean DEFAULT false,
  	"is_refunded" boolean DEFAULT false,
  	"payment_status" varchar,
  	"payment_reference" varchar,
  	"branch_id" integer NOT NULL,
  	"is_confirmed" boolean DEFAULT false,
  	"is_in_delivery" boolean DEFAULT false,
  	"is_delivered" boolean DEFAULT false,
  	"is_completed" boolean DEFAULT false,
  	"is_rejected" boolean DEFAULT false,
  	"is_canceled" boolean DEFAULT false,
  	"is_failed" boolean DEFAULT false,
  	"rejection_message" varchar,
  	"status_changed_at" timestamp(3) with time zone,
  	"acknowledged_at" timestamp(3) with time zone,
  	"acknowledged_by_id" integer,
  	"uid" varchar,
  	"hash" varchar,
  	"ticket_date" varchar,
  	"ticket_sequence" numeric,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "branches_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_branches_opening_hours_type" DEFAULT 'daily' NOT NULL,
  	"date" varchar,
  	"is_closed" boolean DEFAULT false,
  	"from" varchar DEFAULT '09:00',
  	"to" varchar DEFAULT '18:00'
  );
  
  CREATE TABLE "branches_delivery_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_branches_delivery_hours_type" DEFAULT 'daily',
  	"date" varchar,
  	"is_closed" boolean DEFAULT false,
  	"from" varchar DEFAULT '09:00',
  	"to" varchar DEFAULT '18:00'
  );
  
  CREATE TABLE "branches_delivery_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"area" varchar NOT NULL,
  	"price" numeric DEFAULT 0,
  	"tax" numeric DEFAULT 20,
  	"free" boolean DEFAULT false,
  	"free_from_order_value" numeric DEFAULT 0,
  	"minimum_order_value" numeric DEFAULT 0
  );
  
  CREATE TABLE "branches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"street" varchar,
  	"zip_code" varchar,
  	"city" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"website" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"keywords" varchar,
  	"logo_id" integer,
  	"closed_message" varchar,
  	"time_zone" varchar DEFAULT 'Europe/Vienna',
  	"is_delivery_hours_enabled" boolean DEFAULT false,
  	"orderable_from" varchar,
  	"is_takeaway_enabled" boolean DEFAULT true,
  	"is_delivery_enabled" boolean DEFAULT false,
  	"is_dine_in_enabled" boolean DEFAULT false,
  	"is_table_selection_enabled" boolean DEFAULT false,
  	"is_preorder_enabled" boolean DEFAULT false,
  	"is_appointment_required" boolean DEFAULT false,
  	"is_quotation_required" boolean DEFAULT false,
  	"is_delivery_email_required" boolean DEFAULT true,
  	"is_delivery_phone_required" boolean DEFAULT true,
  	"is_delivery_address_required" boolean DEFAULT true,
  	"is_dine_in_email_required" boolean DEFAULT false,
  	"is_dine_in_phone_required" boolean DEFAULT false,
  	"is_dine_in_address_required" boolean DEFAULT false,
  	"is_takeaway_email_required" boolean DEFAULT false,
  	"is_takeaway_phone_required" boolean DEFAULT false,
  	"is_takeaway_address_required" boolean DEFAULT false,
  	"is_cash_enabled" boolean DEFAULT true,
  	"is_a_t_m_card_enabled" boolean DEFAULT false,
  	"is_voucher_enabled" boolean DEFAULT false,
  	"is_stripe_enabled" boolean DEFAULT false,
  	"is_datatrans_enabled" boolean DEFAULT false,
  	"auto_print" "enum_branches_auto_print" DEFAULT 'onConfirmation',
  	"notification_email" varchar,
  	"identifier" varchar,
  	"is_public" boolean DEFAULT true,
  	"division_id" integer,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "branches_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "divisions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"identifier" varchar,
  	"title" varchar,
  	"description" varchar,
  	"logo_id" integer,
  	"time_tracking_country" "enum_divisions_time_tracking_country" DEFAULT 'AT' NOT NULL,
  	"time_tracking_holiday_region" "enum_divisions_time_tracking_holiday_region",
  	"time_tracking_break_mode" "enum_divisions_time_tracking_break_mode" DEFAULT 'warn' NOT NULL,
  	"time_tracking_rounding_step" "enum_divisions_time_tracking_rounding_step" DEFAULT '0' NOT NULL,
  	"time_tracking_rounding_start" "enum_divisions_time_tracking_rounding_start" DEFAULT 'down' NOT NULL,
  	"time_tracking_rounding_end" "enum_divisions_time_tracking_rounding_end" DEFAULT 'down' NOT NULL,
  	"time_tracking_holiday_days_per_year" numeric DEFAULT 25,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tables" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"identifier" varchar NOT NULL,
  	"branch_id" integer NOT NULL,
  	"seats" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"identifier" varchar,
  	"type" "enum_devices_type" DEFAULT 'printer' NOT NULL,
  	"branch_id" integer NOT NULL,
  	"host" varchar,
  	"port" numeric DEFAULT 9100,
  	"is_enabled" boolean DEFAULT true,
  	"api_key_hash" varchar,
  	"api_key_created_at" timestamp(3) with time zone,
  	"last_seen_at" timestamp(3) with time zone,
  	"online_since" timestamp(3) with time zone,
  	"push_subscription" jsonb,
  	"push_subscribed_at" timestamp(3) with time zone,
  	"log_requested_at" timestamp(3) with time zone,
  	"log_uploaded_at" timestamp(3) with time zone,
  	"device_log" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "menus_catalog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_id" integer NOT NULL
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"available_from" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "menus_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"branches_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "categories_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_categories_schedule_type" DEFAULT 'daily' NOT NULL,
  	"date" varchar,
  	"is_closed" boolean DEFAULT false,
  	"from" varchar DEFAULT '09:00',
  	"to" varchar DEFAULT '18:00'
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"is_enabled" boolean DEFAULT true,
  	"is_visible_when_unavailable" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_alternative_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"unit_id" integer NOT NULL,
  	"ratio" numeric NOT NULL,
  	"calculation_model" "enum_products_alternative_units_calculation_model" DEFAULT 'fixed',
  	"minimum_quantity" numeric,
  	"maximum_quantity" numeric,
  	"quantity_step_size" numeric
  );
  
  CREATE TABLE "products_config_parts_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"modifier" "enum_products_config_parts_options_modifier" DEFAULT 'add',
  	"value" numeric DEFAULT 0
  );
  
  CREATE TABLE "products_config_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_products_config_parts_type" DEFAULT 'select' NOT NULL,
  	"optional" boolean DEFAULT false,
  	"description" varchar
  );
  
  CREATE TABLE "products_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_products_schedule_type" DEFAULT 'daily' NOT NULL,
  	"date" varchar,
  	"is_closed" boolean DEFAULT false,
  	"from" varchar DEFAULT '09:00',
  	"to" varchar DEFAULT '18:00'
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"allergens" varchar,
  	"type" "enum_products_type" DEFAULT 'simple' NOT NULL,
  	"price" numeric DEFAULT 0,
  	"calculation_model" "enum_products_calculation_model" DEFAULT 'fixed',
  	"is_price_hidden" boolean DEFAULT false,
  	"tax" numeric DEFAULT 10,
  	"takeaway_tax" numeric DEFAULT 10,
  	"dine_in_tax" numeric DEFAULT 10,
  	"unit_id" integer,
  	"default_unit_id" integer,
  	"default_quantity" numeric DEFAULT 1,
  	"minimum_quantity" numeric,
  	"maximum_quantity" numeric,
  	"quantity_step_size" numeric,
  	"is_step_by_step" boolean DEFAULT false,
  	"is_visible_when_unavailable" boolean DEFAULT false,
  	"is_lead_time_enabled" boolean DEFAULT false,
  	"lead_time_type" "enum_products_lead_time_type" DEFAULT 'hours',
  	"lead_time_value" numeric DEFAULT 0,
  	"is_enabled" boolean DEFAULT true,
  	"sku" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer
  );
  
  CREATE TABLE "units" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"short_name" varchar NOT NULL,
  	"type" "enum_units_type" DEFAULT 'amount' NOT NULL,
  	"factor" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"extension" varchar,
  	"version" numeric DEFAULT 1,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_icon_url" varchar,
  	"sizes_icon_width" numeric,
  	"sizes_icon_height" numeric,
  	"sizes_icon_mime_type" varchar,
  	"sizes_icon_filesize" numeric,
  	"sizes_icon_filename" varchar,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_tiny_url" varchar,
  	"sizes_tiny_width" numeric,
  	"sizes_tiny_height" numeric,
  	"sizes_tiny_mime_type" varchar,
  	"sizes_tiny_filesize" numeric,
  	"sizes_tiny_filename" varchar,
  	"sizes_small_url" varchar,
  	"sizes_small_width" numeric,
  	"sizes_small_height" numeric,
  	"sizes_small_mime_type" varchar,
  	"sizes_small_filesize" numeric,
  	"sizes_small_filename" varchar,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "uploads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"public_hash" varchar,
  	"version" numeric DEFAULT 1,
  	"extension" varchar,
  	"client_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_preview_url" varchar,
  	"sizes_preview_width" numeric,
  	"sizes_preview_height" numeric,
  	"sizes_preview_mime_type" varchar,
  	"sizes_preview_filesize" numeric,
  	"sizes_preview_filename" varchar
  );
  
  CREATE TABLE "donatees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"website" varchar,
  	"logo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "departments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"branch_id" integer,
  	"is_active" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "departments_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"type" "enum_sites_type" DEFAULT 'default',
  	"ai_task" varchar,
  	"content_text" jsonb,
  	"content_text_html" varchar,
  	"content_body" jsonb,
  	"title" varchar,
  	"description" varchar,
  	"og_image_id" integer,
  	"path" varchar,
  	"is_public" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_sites_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_sites_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_type" "enum__sites_v_version_type" DEFAULT 'default',
  	"version_ai_task" varchar,
  	"version_content_text" jsonb,
  	"version_content_text_html" varchar,
  	"version_content_body" jsonb,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_og_image_id" integer,
  	"version_path" varchar,
  	"version_is_public" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__sites_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "navigations_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_navigations_items_children_type" DEFAULT 'site' NOT NULL,
  	"label" varchar NOT NULL,
  	"is_enabled" boolean DEFAULT true,
  	"target" varchar,
  	"suffix" varchar
  );
  
  CREATE TABLE "navigations_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_navigations_items_type" DEFAULT 'site' NOT NULL,
  	"label" varchar NOT NULL,
  	"is_enabled" boolean DEFAULT true,
  	"target" varchar,
  	"suffix" varchar
  );
  
  CREATE TABLE "navigations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"identifier" "enum_navigations_identifier" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"content_body" jsonb,
  	"identifier" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "nodes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"content_body" jsonb,
  	"identifier" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"target" varchar NOT NULL,
  	"status_code" numeric DEFAULT 301 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "image_templates_layers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_image_templates_layers_type" DEFAULT 'text' NOT NULL,
  	"is_visible" boolean DEFAULT true,
  	"x" numeric DEFAULT 0,
  	"y" numeric DEFAULT 0,
  	"width" numeric DEFAULT 0,
  	"height" numeric DEFAULT 0,
  	"rotation" numeric DEFAULT 0,
  	"opacity" numeric DEFAULT 1,
  	"content" varchar,
  	"font" varchar DEFAULT 'Mulish',
  	"font_size" numeric DEFAULT 48,
  	"font_weight" "enum_image_templates_layers_font_weight" DEFAULT '400',
  	"text_align" "enum_image_templates_layers_text_align" DEFAULT 'left',
  	"line_height" numeric DEFAULT 1.2,
  	"image_id" integer,
  	"fit" "enum_image_templates_layers_fit" DEFAULT 'cover',
  	"qr_content" varchar,
  	"shape" "enum_image_templates_layers_shape" DEFAULT 'rectangle',
  	"color" varchar DEFAULT '#111111',
  	"border_color" varchar,
  	"border_width" numeric DEFAULT 0,
  	"border_radius" numeric DEFAULT 0
  );
  
  CREATE TABLE "image_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"width" numeric DEFAULT 1080 NOT NULL,
  	"height" numeric DEFAULT 1080 NOT NULL,
  	"background_color" varchar DEFAULT '#ffffff',
  	"background_image_id" integer,
  	"identifier" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "qr_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"origin" "enum_qr_codes_origin" DEFAULT 'other' NOT NULL,
  	"table_id" integer,
  	"target" varchar,
  	"branch_id" integer,
  	"path" varchar NOT NULL,
  	"scans" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "questionnaires_content_body" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_questionnaires_content_body_type" DEFAULT 'rating' NOT NULL,
  	"value_question" varchar NOT NULL,
  	"value_description" varchar,
  	"value_placeholder" varchar,
  	"value_comment" "enum_questionnaires_content_body_value_comment" DEFAULT 'optional' NOT NULL
  );
  
  CREATE TABLE "questionnaires" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"public_hash" varchar,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"license_plate" varchar,
  	"make" varchar,
  	"model" varchar,
  	"year" numeric,
  	"image_id" integer,
  	"data" jsonb DEFAULT '{}'::jsonb,
  	"path" varchar NOT NULL,
  	"is_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"price" numeric DEFAULT 0,
  	"path" varchar NOT NULL,
  	"is_enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar NOT NULL,
  	"company" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"vat_number" varchar,
  	"street" varchar,
  	"floor" varchar,
  	"stairway" varchar,
  	"door" varchar,
  	"zip_code" varchar,
  	"city" varchar,
  	"country" "enum_customers_country" DEFAULT 'AT',
  	"note" varchar,
  	"data_consent_at" timestamp(3) with time zone,
  	"last_order_at" timestamp(3) with time zone,
  	"email_key" varchar,
  	"phone_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tasks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"project_id" integer NOT NULL,
  	"status" "enum_tasks_status" DEFAULT 'open' NOT NULL,
  	"assignee_id" integer,
  	"due_date" timestamp(3) with time zone,
  	"view_count" numeric DEFAULT 0,
  	"last_viewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "questionnaire_submissions_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"type" "enum_questionnaire_submissions_content_type",
  	"rating" numeric,
  	"comment" varchar
  );
  
  CREATE TABLE "questionnaire_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_name" varchar NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"service" varchar NOT NULL,
  	"questionnaire_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"message" varchar NOT NULL,
  	"site_id" integer,
  	"branch_id" integer,
  	"recipient" varchar,
  	"outbox_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "analytics_leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"message" varchar,
  	"source" varchar,
  	"branch_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "analytics_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" varchar,
  	"action" varchar,
  	"category" varchar,
  	"data" jsonb,
  	"device_language" varchar,
  	"device_languages" varchar,
  	"device_orientation" "enum_analytics_log_device_orientation",
  	"device_dark_mode" boolean,
  	"device_user_agent" varchar,
  	"device_document_referrer" varchar,
  	"device_screen_width" numeric,
  	"device_screen_height" numeric,
  	"device_available_width" numeric,
  	"device_available_height" numeric,
  	"device_window_width" numeric,
  	"device_window_height" numeric,
  	"device_pixel_ratio" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "logs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"level" "enum_logs_level" DEFAULT 'info' NOT NULL,
  	"channel" varchar,
  	"message" varchar NOT NULL,
  	"context" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "working_activities_pauses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone
  );
  
  CREATE TABLE "working_activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"user_id" integer NOT NULL,
  	"type" "enum_working_activities_type" DEFAULT 'work' NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone,
  	"note" varchar,
  	"department_id" integer,
  	"branch_id" integer,
  	"source" "enum_working_activities_source" DEFAULT 'admin',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "working_schedules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"user_id" integer NOT NULL,
  	"date" timestamp(3) with time zone,
  	"weekday" "enum_working_schedules_weekday",
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"hours" numeric,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "working_time_corrections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"user_id" integer NOT NULL,
  	"month" varchar NOT NULL,
  	"minutes" numeric NOT NULL,
  	"reason" varchar NOT NULL,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "working_time_locks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"user_id" integer NOT NULL,
  	"month" varchar NOT NULL,
  	"balance_minutes" numeric,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "scenes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_seconds" numeric DEFAULT 8,
  	"headline" varchar,
  	"text" varchar,
  	"show_ready" boolean DEFAULT false,
  	"content" jsonb DEFAULT '{}'::jsonb,
  	"path" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "scenes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer
  );
  
  CREATE TABLE "digital_signage_segments_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_digital_signage_segments_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "digital_signage_segments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_digital_signage_segments_type" DEFAULT 'image' NOT NULL,
  	"duration" numeric DEFAULT 10 NOT NULL,
  	"image_id" integer,
  	"url" varchar,
  	"scene_id" integer,
  	"text" varchar,
  	"time_from" varchar,
  	"time_to" varchar,
  	"daypart" "enum_digital_signage_segments_daypart" DEFAULT 'always',
  	"settings" jsonb DEFAULT '{}'::jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "digital_signage_streams" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"ready_overlay" "enum_digital_signage_streams_ready_overlay" DEFAULT 'none',
  	"is_looping" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "digital_signage_streams_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"digital_signage_segments_id" integer
  );
  
  CREATE TABLE "digital_signage_devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"identifier" varchar NOT NULL,
  	"branch_id" integer NOT NULL,
  	"stream_id" integer,
  	"command" "enum_digital_signage_devices_command",
  	"command_scene_id" integer,
  	"command_status" "enum_digital_signage_devices_command_status" DEFAULT 'none',
  	"command_issued_at" timestamp(3) with time zone,
  	"command_result" varchar,
  	"player_state" jsonb,
  	"last_screenshot_at" timestamp(3) with time zone,
  	"api_key_hash" varchar,
  	"api_key_created_at" timestamp(3) with time zone,
  	"last_seen_at" timestamp(3) with time zone,
  	"is_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "external_users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"username" varchar,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fonts_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weight" "enum_fonts_variants_weight" DEFAULT '400' NOT NULL,
  	"style" "enum_fonts_variants_style" DEFAULT 'normal' NOT NULL
  );
  
  CREATE TABLE "fonts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"family" varchar NOT NULL,
  	"css" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "font_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"family" varchar NOT NULL,
  	"weight" "enum_font_files_weight" DEFAULT '400' NOT NULL,
  	"style" "enum_font_files_style" DEFAULT 'normal' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer,
  	"branch_id" integer,
  	"channel" "enum_outbox_channel" NOT NULL,
  	"template" "enum_outbox_template" NOT NULL,
  	"recipient" varchar,
  	"subject" varchar,
  	"body" varchar,
  	"state" "enum_outbox_state" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"provider_message_id" varchar,
  	"is_resend" boolean DEFAULT false,
  	"claimed_at" timestamp(3) with time zone,
  	"dedupe_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "print_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer,
  	"branch_id" integer,
  	"device_id" integer,
  	"kind" "enum_print_jobs_kind" DEFAULT 'auto' NOT NULL,
  	"state" "enum_print_jobs_state" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"printed_at" timestamp(3) with time zone,
  	"requested_by_id" integer,
  	"claimed_at" timestamp(3) with time zone,
  	"dedupe_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payments_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar,
  	"status" varchar,
  	"received_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"branch_id" integer,
  	"provider" "enum_payments_provider" NOT NULL,
  	"status" "enum_payments_status" DEFAULT 'created' NOT NULL,
  	"amount" numeric DEFAULT 0,
  	"refunded_amount" numeric DEFAULT 0,
  	"currency" varchar DEFAULT 'EUR',
  	"reference" varchar,
  	"provider_payment_id" varchar,
  	"refund_reference" varchar,
  	"redirect_url" varchar,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consents_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_consents_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"consent_id" varchar NOT NULL,
  	"given_at" timestamp(3) with time zone NOT NULL,
  	"version" varchar NOT NULL,
  	"path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"username" varchar,
  	"time_clock_pin_hash" varchar,
  	"time_clock_pin_failures" numeric,
  	"time_clock_pin_locked_until" timestamp(3) with time zone,
  	"holiday_days_per_year" numeric,
  	"holiday_carry_over_days" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"branches_id" integer
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"orders_id" integer,
  	"branches_id" integer,
  	"divisions_id" integer,
  	"tables_id" integer,
  	"devices_id" integer,
  	"menus_id" integer,
  	"categories_id" integer,
  	"products_id" integer,
  	"units_id" integer,
  	"tags_id" integer,
  	"images_id" integer,
  	"uploads_id" integer,
  	"donatees_id" integer,
  	"departments_id" integer,
  	"sites_id" integer,
  	"navigations_id" integer,
  	"blocks_id" integer,
  	"nodes_id" integer,
  	"redirects_id" integer,
  	"image_templates_id" integer,
  	"qr_codes_id" integer,
  	"questionnaires_id" integer,
  	"vehicles_id" integer,
  	"services_id" integer,
  	"customers_id" integer,
  	"projects_id" integer,
  	"tasks_id" integer,
  	"questionnaire_submissions_id" integer,
  	"contact_messages_id" integer,
  	"analytics_leads_id" integer,
  	"analytics_log_id" integer,
  	"logs_id" integer,
  	"working_activities_id" integer,
  	"working_schedules_id" integer,
  	"working_time_corrections_id" integer,
  	"working_time_locks_id" integer,
  	"scenes_id" integer,
  	"digital_signage_segments_id" integer,
  	"digital_signage_streams_id" integer,
  	"digital_signage_devices_id" integer,
  	"external_users_id" integer,
  	"fonts_id" integer,
  	"font_files_id" integer,
  	"outbox_id" integer,
  	"print_jobs_id" integer,
  	"payments_id" integer,
  	"consents_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "config" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"shop_name" varchar,
  	"title" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"description" varchar,
  	"business_name" varchar,
  	"street" varchar,
  	"zip_code" varchar,
  	"city" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"website" varchar,
  	"currency" varchar DEFAULT 'EUR',
  	"time_zone" varchar DEFAULT 'Europe/Vienna',
  	"default_delivery_method" "enum_config_default_delivery_method",
  	"terms_and_conditions" varchar,
  	"terms_and_conditions_text" varchar,
  	"privacy_policy" varchar,
  	"privacy_policy_text" varchar,
  	"imprint" varchar,
  	"imprint_text" varchar,
  	"allergens" varchar,
  	"allergens_text" varchar,
  	"enable_plugin_p_w_a" boolean DEFAULT false,
  	"enable_plugin_toolbar" boolean DEFAULT false,
  	"enable_plugin_home_page" boolean DEFAULT false,
  	"enable_plugin_search" boolean DEFAULT true,
  	"enable_plugin_tags" boolean DEFAULT true,
  	"enable_plugin3_d_map" boolean DEFAULT false,
  	"mapbox_zoom" numeric DEFAULT 19,
  	"mapbox_pitch" numeric DEFAULT 55,
  	"mapbox_bearing" numeric DEFAULT -85,
  	"enable_plugin_s_m_s" boolean DEFAULT false,
  	"enable_plugin_donations" boolean DEFAULT false,
  	"enable_plugin_frontdesk" boolean DEFAULT false,
  	"enable_plugin_order_reviews" boolean DEFAULT true,
  	"disable_tickets" boolean DEFAULT false,
  	"enable_cash" boolean DEFAULT true,
  	"enable_plugin_a_t_m_card" boolean DEFAULT false,
  	"enable_a_t_m_card" boolean DEFAULT false,
  	"enable_plugin_voucher" boolean DEFAULT false,
  	"enable_voucher" boolean DEFAULT false,
  	"enable_plugin_stripe" boolean DEFAULT false,
  	"enable_stripe" boolean DEFAULT false,
  	"enable_plugin_datatrans" boolean DEFAULT false,
  	"enable_datatrans" boolean DEFAULT false,
  	"missed_order_minutes" numeric DEFAULT 10,
  	"order_pause_offline_minutes" numeric,
  	"web_push_public_key" varchar,
  	"web_push_private_key" varchar,
  	"content_ai_base_url" varchar,
  	"content_ai_model" varchar,
  	"content_ai_image_model" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "theme" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"color1" varchar DEFAULT '#111111',
  	"color2" varchar DEFAULT '#ffffff',
  	"font" varchar DEFAULT 'Mulish',
  	"border_radius" varchar DEFAULT '0.8rem',
  	"logo_id" integer,
  	"favicon_id" integer,
  	"og_image_id" integer,
  	"map_style" "enum_theme_map_style" DEFAULT 'dark',
  	"mapbox_token" varchar,
  	"label_rows" numeric DEFAULT 12,
  	"label_columns" numeric DEFAULT 4,
  	"ad_tag_id" varchar,
  	"social_pixel_id" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_url" varchar,
  	"meta_image_id" integer,
  	"meta_og_title" varchar,
  	"meta_og_description" varchar,
  	"meta_twitter_title" varchar,
  	"meta_twitter_description" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_history" ADD CONSTRAINT "orders_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_history" ADD CONSTRAINT "orders_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_donatee_id_donatees_id_fk" FOREIGN KEY ("donatee_id") REFERENCES "public"."donatees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_acknowledged_by_id_users_id_fk" FOREIGN KEY ("acknowledged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "branches_opening_hours" ADD CONSTRAINT "branches_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "branches_delivery_hours" ADD CONSTRAINT "branches_delivery_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "branches_delivery_areas" ADD CONSTRAINT "branches_delivery_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "branches" ADD CONSTRAINT "branches_logo_id_images_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "branches" ADD CONSTRAINT "branches_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "branches_rels" ADD CONSTRAINT "branches_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "branches_rels" ADD CONSTRAINT "branches_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "branches_rels" ADD CONSTRAINT "branches_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "divisions" ADD CONSTRAINT "divisions_logo_id_images_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tables" ADD CONSTRAINT "tables_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devices" ADD CONSTRAINT "devices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_catalog" ADD CONSTRAINT "menus_catalog_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_catalog" ADD CONSTRAINT "menus_catalog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_branches_fk" FOREIGN KEY ("branches_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_schedule" ADD CONSTRAINT "categories_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_alternative_units" ADD CONSTRAINT "products_alternative_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_alternative_units" ADD CONSTRAINT "products_alternative_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_config_parts_options" ADD CONSTRAINT "products_config_parts_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_config_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_config_parts" ADD CONSTRAINT "products_config_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_schedule" ADD CONSTRAINT "products_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_default_unit_id_units_id_fk" FOREIGN KEY ("default_unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tags" ADD CONSTRAINT "tags_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donatees" ADD CONSTRAINT "donatees_logo_id_images_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments_rels" ADD CONSTRAINT "departments_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "departments_rels" ADD CONSTRAINT "departments_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_og_image_id_images_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_parent_id_sites_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_og_image_id_images_id_fk" FOREIGN KEY ("version_og_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_items_children" ADD CONSTRAINT "navigations_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigations_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigations_items" ADD CONSTRAINT "navigations_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "image_templates_layers" ADD CONSTRAINT "image_templates_layers_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "image_templates_layers" ADD CONSTRAINT "image_templates_layers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."image_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "image_templates" ADD CONSTRAINT "image_templates_background_image_id_images_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questionnaires_content_body" ADD CONSTRAINT "questionnaires_content_body_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questionnaire_submissions_content" ADD CONSTRAINT "questionnaire_submissions_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaire_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaire_submissions" ADD CONSTRAINT "questionnaire_submissions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "analytics_leads" ADD CONSTRAINT "analytics_leads_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_activities_pauses" ADD CONSTRAINT "working_activities_pauses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."working_activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "working_activities" ADD CONSTRAINT "working_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_activities" ADD CONSTRAINT "working_activities_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_activities" ADD CONSTRAINT "working_activities_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_schedules" ADD CONSTRAINT "working_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_time_corrections" ADD CONSTRAINT "working_time_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_time_corrections" ADD CONSTRAINT "working_time_corrections_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_time_locks" ADD CONSTRAINT "working_time_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_time_locks" ADD CONSTRAINT "working_time_locks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scenes_rels" ADD CONSTRAINT "scenes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."scenes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "scenes_rels" ADD CONSTRAINT "scenes_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "digital_signage_segments_weekdays" ADD CONSTRAINT "digital_signage_segments_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."digital_signage_segments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "digital_signage_segments" ADD CONSTRAINT "digital_signage_segments_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "digital_signage_segments" ADD CONSTRAINT "digital_signage_segments_scene_id_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scenes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "digital_signage_streams_rels" ADD CONSTRAINT "digital_signage_streams_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."digital_signage_streams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "digital_signage_streams_rels" ADD CONSTRAINT "digital_signage_streams_rels_digital_signage_segments_fk" FOREIGN KEY ("digital_signage_segments_id") REFERENCES "public"."digital_signage_segments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "digital_signage_devices" ADD CONSTRAINT "digital_signage_devices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "digital_signage_devices" ADD CONSTRAINT "digital_signage_devices_stream_id_digital_signage_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."digital_signage_streams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "digital_signage_devices" ADD CONSTRAINT "digital_signage_devices_command_scene_id_scenes_id_fk" FOREIGN KEY ("command_scene_id") REFERENCES "public"."scenes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fonts_variants" ADD CONSTRAINT "fonts_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fonts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments_events" ADD CONSTRAINT "payments_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consents_categories" ADD CONSTRAINT "consents_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_branches_fk" FOREIGN KEY ("branches_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_branches_fk" FOREIGN KEY ("branches_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_divisions_fk" FOREIGN KEY ("divisions_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tables_fk" FOREIGN KEY ("tables_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_devices_fk" FOREIGN KEY ("devices_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_units_fk" FOREIGN KEY ("units_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_uploads_fk" FOREIGN KEY ("uploads_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donatees_fk" FOREIGN KEY ("donatees_id") REFERENCES "public"."donatees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_navigations_fk" FOREIGN KEY ("navigations_id") REFERENCES "public"."navigations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blocks_fk" FOREIGN KEY ("blocks_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_nodes_fk" FOREIGN KEY ("nodes_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_image_templates_fk" FOREIGN KEY ("image_templates_id") REFERENCES "public"."image_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_qr_codes_fk" FOREIGN KEY ("qr_codes_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questionnaires_fk" FOREIGN KEY ("questionnaires_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicles_fk" FOREIGN KEY ("vehicles_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tasks_fk" FOREIGN KEY ("tasks_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questionnaire_submissions_fk" FOREIGN KEY ("questionnaire_submissions_id") REFERENCES "public"."questionnaire_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_leads_fk" FOREIGN KEY ("analytics_leads_id") REFERENCES "public"."analytics_leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_log_fk" FOREIGN KEY ("analytics_log_id") REFERENCES "public"."analytics_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_logs_fk" FOREIGN KEY ("logs_id") REFERENCES "public"."logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_working_activities_fk" FOREIGN KEY ("working_activities_id") REFERENCES "public"."working_activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_working_schedules_fk" FOREIGN KEY ("working_schedules_id") REFERENCES "public"."working_schedules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_working_time_corrections_fk" FOREIGN KEY ("working_time_corrections_id") REFERENCES "public"."working_time_corrections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_working_time_locks_fk" FOREIGN KEY ("working_time_locks_id") REFERENCES "public"."working_time_locks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scenes_fk" FOREIGN KEY ("scenes_id") REFERENCES "public"."scenes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_digital_signage_segments_fk" FOREIGN KEY ("digital_signage_segments_id") REFERENCES "public"."digital_signage_segments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_digital_signage_streams_fk" FOREIGN KEY ("digital_signage_streams_id") REFERENCES "public"."digital_signage_streams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_digital_signage_devices_fk" FOREIGN KEY ("digital_signage_devices_id") REFERENCES "public"."digital_signage_devices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_external_users_fk" FOREIGN KEY ("external_users_id") REFERENCES "public"."external_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fonts_fk" FOREIGN KEY ("fonts_id") REFERENCES "public"."fonts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_font_files_fk" FOREIGN KEY ("font_files_id") REFERENCES "public"."font_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_print_jobs_fk" FOREIGN KEY ("print_jobs_id") REFERENCES "public"."print_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consents_fk" FOREIGN KEY ("consents_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "theme" ADD CONSTRAINT "theme_logo_id_images_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "theme" ADD CONSTRAINT "theme_favicon_id_images_id_fk" FOREIGN KEY ("favicon_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "theme" ADD CONSTRAINT "theme_og_image_id_images_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "theme" ADD CONSTRAINT "theme_meta_image_id_images_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_items_order_idx" ON "orders_items" USING btree ("_order");
  CREATE INDEX "orders_items_parent_id_idx" ON "orders_items" USING btree ("_parent_id");
  CREATE INDEX "orders_items_product_idx" ON "orders_items" USING btree ("product_id");
  CREATE INDEX "orders_history_order_idx" ON "orders_history" USING btree ("_order");
  CREATE INDEX "orders_history_parent_id_idx" ON "orders_history" USING btree ("_parent_id");
  CREATE INDEX "orders_history_user_idx" ON "orders_history" USING btree ("user_id");
  CREATE INDEX "orders_table_idx" ON "orders" USING btree ("table_id");
  CREATE INDEX "orders_donatee_idx" ON "orders" USING btree ("donatee_id");
  CREATE INDEX "orders_branch_idx" ON "orders" USING btree ("branch_id");
  CREATE INDEX "orders_status_changed_at_idx" ON "orders" USING btree ("status_changed_at");
  CREATE INDEX "orders_acknowledged_by_idx" ON "orders" USING btree ("acknowledged_by_id");
  CREATE UNIQUE INDEX "orders_uid_idx" ON "orders" USING btree ("uid");
  CREATE INDEX "orders_ticket_date_idx" ON "orders" USING btree ("ticket_date");
  CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "branch_ticketDate_ticketSequence_idx" ON "orders" USING btree ("branch_id","ticket_date","ticket_sequence");
  CREATE INDEX "branches_opening_hours_order_idx" ON "branches_opening_hours" USING btree ("_order");
  CREATE INDEX "branches_opening_hours_parent_id_idx" ON "branches_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "branches_delivery_hours_order_idx" ON "branches_delivery_hours" USING btree ("_order");
  CREATE INDEX "branches_delivery_hours_parent_id_idx" ON "branches_delivery_hours" USING btree ("_parent_id");
  CREATE INDEX "branches_delivery_areas_order_idx" ON "branches_delivery_areas" USING btree ("_order");
  CREATE INDEX "branches_delivery_areas_parent_id_idx" ON "branches_delivery_areas" USING btree ("_parent_id");
  CREATE INDEX "branches_logo_idx" ON "branches" USING btree ("logo_id");
  CREATE UNIQUE INDEX "branches_identifier_idx" ON "branches" USING btree ("identifier");
  CREATE INDEX "branches_division_idx" ON "branches" USING btree ("division_id");
  CREATE INDEX "branches_updated_at_idx" ON "branches" USING btree ("updated_at");
  CREATE INDEX "branches_created_at_idx" ON "branches" USING btree ("created_at");
  CREATE INDEX "branches_rels_order_idx" ON "branches_rels" USING btree ("order");
  CREATE INDEX "branches_rels_parent_idx" ON "branches_rels" USING btree ("parent_id");
  CREATE INDEX "branches_rels_path_idx" ON "branches_rels" USING btree ("path");
  CREATE INDEX "branches_rels_tags_id_idx" ON "branches_rels" USING btree ("tags_id");
  CREATE INDEX "branches_rels_images_id_idx" ON "branches_rels" USING btree ("images_id");
  CREATE UNIQUE INDEX "divisions_identifier_idx" ON "divisions" USING btree ("identifier");
  CREATE INDEX "divisions_logo_idx" ON "divisions" USING btree ("logo_id");
  CREATE INDEX "divisions_updated_at_idx" ON "divisions" USING btree ("updated_at");
  CREATE INDEX "divisions_created_at_idx" ON "divisions" USING btree ("created_at");
  CREATE INDEX "tables_identifier_idx" ON "tables" USING btree ("identifier");
  CREATE INDEX "tables_branch_idx" ON "tables" USING btree ("branch_id");
  CREATE INDEX "tables_updated_at_idx" ON "tables" USING btree ("updated_at");
  CREATE INDEX "tables_created_at_idx" ON "tables" USING btree ("created_at");
  CREATE UNIQUE INDEX "devices_identifier_idx" ON "devices" USING btree ("identifier");
  CREATE INDEX "devices_branch_idx" ON "devices" USING btree ("branch_id");
  CREATE INDEX "devices_updated_at_idx" ON "devices" USING btree ("updated_at");
  CREATE INDEX "devices_created_at_idx" ON "devices" USING btree ("created_at");
  CREATE INDEX "menus_catalog_order_idx" ON "menus_catalog" USING btree ("_order");
  CREATE INDEX "menus_catalog_parent_id_idx" ON "menus_catalog" USING btree ("_parent_id");
  CREATE INDEX "menus_catalog_category_idx" ON "menus_catalog" USING btree ("category_id");
  CREATE INDEX "menus_updated_at_idx" ON "menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "menus" USING btree ("created_at");
  CREATE INDEX "menus_rels_order_idx" ON "menus_rels" USING btree ("order");
  CREATE INDEX "menus_rels_parent_idx" ON "menus_rels" USING btree ("parent_id");
  CREATE INDEX "menus_rels_path_idx" ON "menus_rels" USING btree ("path");
  CREATE INDEX "menus_rels_branches_id_idx" ON "menus_rels" USING btree ("branches_id");
  CREATE INDEX "menus_rels_products_id_idx" ON "menus_rels" USING btree ("products_id");
  CREATE INDEX "categories_schedule_order_idx" ON "categories_schedule" USING btree ("_order");
  CREATE INDEX "categories_schedule_parent_id_idx" ON "categories_schedule" USING btree ("_parent_id");
  CREATE INDEX "categories_image_idx" ON "categories" USING btree ("image_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "products_alternative_units_order_idx" ON "products_alternative_units" USING btree ("_order");
  CREATE INDEX "products_alternative_units_parent_id_idx" ON "products_alternative_units" USING btree ("_parent_id");
  CREATE INDEX "products_alternative_units_unit_idx" ON "products_alternative_units" USING btree ("unit_id");
  CREATE INDEX "products_config_parts_options_order_idx" ON "products_config_parts_options" USING btree ("_order");
  CREATE INDEX "products_config_parts_options_parent_id_idx" ON "products_config_parts_options" USING btree ("_parent_id");
  CREATE INDEX "products_config_parts_order_idx" ON "products_config_parts" USING btree ("_order");
  CREATE INDEX "products_config_parts_parent_id_idx" ON "products_config_parts" USING btree ("_parent_id");
  CREATE INDEX "products_schedule_order_idx" ON "products_schedule" USING btree ("_order");
  CREATE INDEX "products_schedule_parent_id_idx" ON "products_schedule" USING btree ("_parent_id");
  CREATE INDEX "products_unit_idx" ON "products" USING btree ("unit_id");
  CREATE INDEX "products_default_unit_idx" ON "products" USING btree ("default_unit_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_images_id_idx" ON "products_rels" USING btree ("images_id");
  CREATE INDEX "units_updated_at_idx" ON "units" USING btree ("updated_at");
  CREATE INDEX "units_created_at_idx" ON "units" USING btree ("created_at");
  CREATE INDEX "tags_image_idx" ON "tags" USING btree ("image_id");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE INDEX "images_updated_at_idx" ON "images" USING btree ("updated_at");
  CREATE INDEX "images_created_at_idx" ON "images" USING btree ("created_at");
  CREATE UNIQUE INDEX "images_filename_idx" ON "images" USING btree ("filename");
  CREATE INDEX "images_sizes_icon_sizes_icon_filename_idx" ON "images" USING btree ("sizes_icon_filename");
  CREATE INDEX "images_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "images" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "images_sizes_tiny_sizes_tiny_filename_idx" ON "images" USING btree ("sizes_tiny_filename");
  CREATE INDEX "images_sizes_small_sizes_small_filename_idx" ON "images" USING btree ("sizes_small_filename");
  CREATE INDEX "images_sizes_medium_sizes_medium_filename_idx" ON "images" USING btree ("sizes_medium_filename");
  CREATE INDEX "images_sizes_large_sizes_large_filename_idx" ON "images" USING btree ("sizes_large_filename");
  CREATE INDEX "uploads_public_hash_idx" ON "uploads" USING btree ("public_hash");
  CREATE INDEX "uploads_client_key_idx" ON "uploads" USING btree ("client_key");
  CREATE INDEX "uploads_updated_at_idx" ON "uploads" USING btree ("updated_at");
  CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");
  CREATE UNIQUE INDEX "uploads_filename_idx" ON "uploads" USING btree ("filename");
  CREATE INDEX "uploads_sizes_preview_sizes_preview_filename_idx" ON "uploads" USING btree ("sizes_preview_filename");
  CREATE INDEX "donatees_logo_idx" ON "donatees" USING btree ("logo_id");
  CREATE INDEX "donatees_updated_at_idx" ON "donatees" USING btree ("updated_at");
  CREATE INDEX "donatees_created_at_idx" ON "donatees" USING btree ("created_at");
  CREATE INDEX "departments_branch_idx" ON "departments" USING btree ("branch_id");
  CREATE INDEX "departments_updated_at_idx" ON "departments" USING btree ("updated_at");
  CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");
  CREATE INDEX "departments_rels_order_idx" ON "departments_rels" USING btree ("order");
  CREATE INDEX "departments_rels_parent_idx" ON "departments_rels" USING btree ("parent_id");
  CREATE INDEX "departments_rels_path_idx" ON "departments_rels" USING btree ("path");
  CREATE INDEX "departments_rels_users_id_idx" ON "departments_rels" USING btree ("users_id");
  CREATE INDEX "sites_og_image_idx" ON "sites" USING btree ("og_image_id");
  CREATE UNIQUE INDEX "sites_path_idx" ON "sites" USING btree ("path");
  CREATE INDEX "sites_is_public_idx" ON "sites" USING btree ("is_public");
  CREATE INDEX "sites_updated_at_idx" ON "sites" USING btree ("updated_at");
  CREATE INDEX "sites_created_at_idx" ON "sites" USING btree ("created_at");
  CREATE INDEX "sites__status_idx" ON "sites" USING btree ("_status");
  CREATE INDEX "_sites_v_parent_idx" ON "_sites_v" USING btree ("parent_id");
  CREATE INDEX "_sites_v_version_version_og_image_idx" ON "_sites_v" USING btree ("version_og_image_id");
  CREATE INDEX "_sites_v_version_version_path_idx" ON "_sites_v" USING btree ("version_path");
  CREATE INDEX "_sites_v_version_version_is_public_idx" ON "_sites_v" USING btree ("version_is_public");
  CREATE INDEX "_sites_v_version_version_updated_at_idx" ON "_sites_v" USING btree ("version_updated_at");
  CREATE INDEX "_sites_v_version_version_created_at_idx" ON "_sites_v" USING btree ("version_created_at");
  CREATE INDEX "_sites_v_version_version__status_idx" ON "_sites_v" USING btree ("version__status");
  CREATE INDEX "_sites_v_created_at_idx" ON "_sites_v" USING btree ("created_at");
  CREATE INDEX "_sites_v_updated_at_idx" ON "_sites_v" USING btree ("updated_at");
  CREATE INDEX "_sites_v_latest_idx" ON "_sites_v" USING btree ("latest");
  CREATE INDEX "navigations_items_children_order_idx" ON "navigations_items_children" USING btree ("_order");
  CREATE INDEX "navigations_items_children_parent_id_idx" ON "navigations_items_children" USING btree ("_parent_id");
  CREATE INDEX "navigations_items_order_idx" ON "navigations_items" USING btree ("_order");
  CREATE INDEX "navigations_items_parent_id_idx" ON "navigations_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigations_identifier_idx" ON "navigations" USING btree ("identifier");
  CREATE INDEX "navigations_updated_at_idx" ON "navigations" USING btree ("updated_at");
  CREATE INDEX "navigations_created_at_idx" ON "navigations" USING btree ("created_at");
  CREATE UNIQUE INDEX "blocks_identifier_idx" ON "blocks" USING btree ("identifier");
  CREATE INDEX "blocks_updated_at_idx" ON "blocks" USING btree ("updated_at");
  CREATE INDEX "blocks_created_at_idx" ON "blocks" USING btree ("created_at");
  CREATE UNIQUE INDEX "nodes_identifier_idx" ON "nodes" USING btree ("identifier");
  CREATE INDEX "nodes_updated_at_idx" ON "nodes" USING btree ("updated_at");
  CREATE INDEX "nodes_created_at_idx" ON "nodes" USING btree ("created_at");
  CREATE UNIQUE INDEX "redirects_path_idx" ON "redirects" USING btree ("path");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "image_templates_layers_order_idx" ON "image_templates_layers" USING btree ("_order");
  CREATE INDEX "image_templates_layers_parent_id_idx" ON "image_templates_layers" USING btree ("_parent_id");
  CREATE INDEX "image_templates_layers_image_idx" ON "image_templates_layers" USING btree ("image_id");
  CREATE INDEX "image_templates_background_image_idx" ON "image_templates" USING btree ("background_image_id");
  CREATE UNIQUE INDEX "image_templates_identifier_idx" ON "image_templates" USING btree ("identifier");
  CREATE INDEX "image_templates_updated_at_idx" ON "image_templates" USING btree ("updated_at");
  CREATE INDEX "image_templates_created_at_idx" ON "image_templates" USING btree ("created_at");
  CREATE INDEX "qr_codes_table_idx" ON "qr_codes" USING btree ("table_id");
  CREATE INDEX "qr_codes_branch_idx" ON "qr_codes" USING btree ("branch_id");
  CREATE UNIQUE INDEX "qr_codes_path_idx" ON "qr_codes" USING btree ("path");
  CREATE INDEX "qr_codes_updated_at_idx" ON "qr_codes" USING btree ("updated_at");
  CREATE INDEX "qr_codes_created_at_idx" ON "qr_codes" USING btree ("created_at");
  CREATE INDEX "questionnaires_content_body_order_idx" ON "questionnaires_content_body" USING btree ("_order");
  CREATE INDEX "questionnaires_content_body_parent_id_idx" ON "questionnaires_content_body" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "questionnaires_public_hash_idx" ON "questionnaires" USING btree ("public_hash");
  CREATE INDEX "questionnaires_updated_at_idx" ON "questionnaires" USING btree ("updated_at");
  CREATE INDEX "questionnaires_created_at_idx" ON "questionnaires" USING btree ("created_at");
  CREATE INDEX "vehicles_license_plate_idx" ON "vehicles" USING btree ("license_plate");
  CREATE INDEX "vehicles_image_idx" ON "vehicles" USING btree ("image_id");
  CREATE UNIQUE INDEX "vehicles_path_idx" ON "vehicles" USING btree ("path");
  CREATE INDEX "vehicles_updated_at_idx" ON "vehicles" USING btree ("updated_at");
  CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at");
  CREATE UNIQUE INDEX "services_path_idx" ON "services" USING btree ("path");
  CREATE INDEX "services_is_enabled_idx" ON "services" USING btree ("is_enabled");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email");
  CREATE INDEX "customers_email_key_idx" ON "customers" USING btree ("email_key");
  CREATE INDEX "customers_phone_key_idx" ON "customers" USING btree ("phone_key");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE INDEX "projects_is_active_idx" ON "projects" USING btree ("is_active");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "tasks_project_idx" ON "tasks" USING btree ("project_id");
  CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status");
  CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assignee_id");
  CREATE INDEX "tasks_updated_at_idx" ON "tasks" USING btree ("updated_at");
  CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at");
  CREATE INDEX "questionnaire_submissions_content_order_idx" ON "questionnaire_submissions_content" USING btree ("_order");
  CREATE INDEX "questionnaire_submissions_content_parent_id_idx" ON "questionnaire_submissions_content" USING btree ("_parent_id");
  CREATE INDEX "questionnaire_submissions_questionnaire_idx" ON "questionnaire_submissions" USING btree ("questionnaire_id");
  CREATE INDEX "questionnaire_submissions_updated_at_idx" ON "questionnaire_submissions" USING btree ("updated_at");
  CREATE INDEX "questionnaire_submissions_created_at_idx" ON "questionnaire_submissions" USING btree ("created_at");
  CREATE INDEX "contact_messages_site_idx" ON "contact_messages" USING btree ("site_id");
  CREATE INDEX "contact_messages_branch_idx" ON "contact_messages" USING btree ("branch_id");
  CREATE INDEX "contact_messages_outbox_idx" ON "contact_messages" USING btree ("outbox_id");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "analytics_leads_source_idx" ON "analytics_leads" USING btree ("source");
  CREATE INDEX "analytics_leads_branch_idx" ON "analytics_leads" USING btree ("branch_id");
  CREATE INDEX "analytics_leads_updated_at_idx" ON "analytics_leads" USING btree ("updated_at");
  CREATE INDEX "analytics_leads_created_at_idx" ON "analytics_leads" USING btree ("created_at");
  CREATE INDEX "analytics_log_type_idx" ON "analytics_log" USING btree ("type");
  CREATE INDEX "analytics_log_action_idx" ON "analytics_log" USING btree ("action");
  CREATE INDEX "analytics_log_category_idx" ON "analytics_log" USING btree ("category");
  CREATE INDEX "analytics_log_updated_at_idx" ON "analytics_log" USING btree ("updated_at");
  CREATE INDEX "analytics_log_created_at_idx" ON "analytics_log" USING btree ("created_at");
  CREATE INDEX "logs_level_idx" ON "logs" USING btree ("level");
  CREATE INDEX "logs_channel_idx" ON "logs" USING btree ("channel");
  CREATE INDEX "logs_updated_at_idx" ON "logs" USING btree ("updated_at");
  CREATE INDEX "logs_created_at_idx" ON "logs" USING btree ("created_at");
  CREATE INDEX "working_activities_pauses_order_idx" ON "working_activities_pauses" USING btree ("_order");
  CREATE INDEX "working_activities_pauses_parent_id_idx" ON "working_activities_pauses" USING btree ("_parent_id");
  CREATE INDEX "working_activities_user_idx" ON "working_activities" USING btree ("user_id");
  CREATE INDEX "working_activities_start_idx" ON "working_activities" USING btree ("start");
  CREATE INDEX "working_activities_department_idx" ON "working_activities" USING btree ("department_id");
  CREATE INDEX "working_activities_branch_idx" ON "working_activities" USING btree ("branch_id");
  CREATE INDEX "working_activities_updated_at_idx" ON "working_activities" USING btree ("updated_at");
  CREATE INDEX "working_activities_created_at_idx" ON "working_activities" USING btree ("created_at");
  CREATE INDEX "working_schedules_user_idx" ON "working_schedules" USING btree ("user_id");
  CREATE INDEX "working_schedules_date_idx" ON "working_schedules" USING btree ("date");
  CREATE INDEX "working_schedules_updated_at_idx" ON "working_schedules" USING btree ("updated_at");
  CREATE INDEX "working_schedules_created_at_idx" ON "working_schedules" USING btree ("created_at");
  CREATE INDEX "working_time_corrections_user_idx" ON "working_time_corrections" USING btree ("user_id");
  CREATE INDEX "working_time_corrections_month_idx" ON "working_time_corrections" USING btree ("month");
  CREATE INDEX "working_time_corrections_created_by_idx" ON "working_time_corrections" USING btree ("created_by_id");
  CREATE INDEX "working_time_corrections_updated_at_idx" ON "working_time_corrections" USING btree ("updated_at");
  CREATE INDEX "working_time_corrections_created_at_idx" ON "working_time_corrections" USING btree ("created_at");
  CREATE INDEX "working_time_locks_user_idx" ON "working_time_locks" USING btree ("user_id");
  CREATE INDEX "working_time_locks_month_idx" ON "working_time_locks" USING btree ("month");
  CREATE INDEX "working_time_locks_created_by_idx" ON "working_time_locks" USING btree ("created_by_id");
  CREATE INDEX "working_time_locks_updated_at_idx" ON "working_time_locks" USING btree ("updated_at");
  CREATE INDEX "working_time_locks_created_at_idx" ON "working_time_locks" USING btree ("created_at");
  CREATE UNIQUE INDEX "scenes_path_idx" ON "scenes" USING btree ("path");
  CREATE INDEX "scenes_updated_at_idx" ON "scenes" USING btree ("updated_at");
  CREATE INDEX "scenes_created_at_idx" ON "scenes" USING btree ("created_at");
  CREATE INDEX "scenes_rels_order_idx" ON "scenes_rels" USING btree ("order");
  CREATE INDEX "scenes_rels_parent_idx" ON "scenes_rels" USING btree ("parent_id");
  CREATE INDEX "scenes_rels_path_idx" ON "scenes_rels" USING btree ("path");
  CREATE INDEX "scenes_rels_images_id_idx" ON "scenes_rels" USING btree ("images_id");
  CREATE INDEX "digital_signage_segments_weekdays_order_idx" ON "digital_signage_segments_weekdays" USING btree ("order");
  CREATE INDEX "digital_signage_segments_weekdays_parent_idx" ON "digital_signage_segments_weekdays" USING btree ("parent_id");
  CREATE INDEX "digital_signage_segments_image_idx" ON "digital_signage_segments" USING btree ("image_id");
  CREATE INDEX "digital_signage_segments_scene_idx" ON "digital_signage_segments" USING btree ("scene_id");
  CREATE INDEX "digital_signage_segments_updated_at_idx" ON "digital_signage_segments" USING btree ("updated_at");
  CREATE INDEX "digital_signage_segments_created_at_idx" ON "digital_signage_segments" USING btree ("created_at");
  CREATE INDEX "digital_signage_streams_updated_at_idx" ON "digital_signage_streams" USING btree ("updated_at");
  CREATE INDEX "digital_signage_streams_created_at_idx" ON "digital_signage_streams" USING btree ("created_at");
  CREATE INDEX "digital_signage_streams_rels_order_idx" ON "digital_signage_streams_rels" USING btree ("order");
  CREATE INDEX "digital_signage_streams_rels_parent_idx" ON "digital_signage_streams_rels" USING btree ("parent_id");
  CREATE INDEX "digital_signage_streams_rels_path_idx" ON "digital_signage_streams_rels" USING btree ("path");
  CREATE INDEX "digital_signage_streams_rels_digital_signage_segments_id_idx" ON "digital_signage_streams_rels" USING btree ("digital_signage_segments_id");
  CREATE UNIQUE INDEX "digital_signage_devices_identifier_idx" ON "digital_signage_devices" USING btree ("identifier");
  CREATE INDEX "digital_signage_devices_branch_idx" ON "digital_signage_devices" USING btree ("branch_id");
  CREATE INDEX "digital_signage_devices_stream_idx" ON "digital_signage_devices" USING btree ("stream_id");
  CREATE INDEX "digital_signage_devices_command_scene_idx" ON "digital_signage_devices" USING btree ("command_scene_id");
  CREATE INDEX "digital_signage_devices_updated_at_idx" ON "digital_signage_devices" USING btree ("updated_at");
  CREATE INDEX "digital_signage_devices_created_at_idx" ON "digital_signage_devices" USING btree ("created_at");
  CREATE UNIQUE INDEX "external_users_username_idx" ON "external_users" USING btree ("username");
  CREATE INDEX "external_users_updated_at_idx" ON "external_users" USING btree ("updated_at");
  CREATE INDEX "external_users_created_at_idx" ON "external_users" USING btree ("created_at");
  CREATE INDEX "fonts_variants_order_idx" ON "fonts_variants" USING btree ("_order");
  CREATE INDEX "fonts_variants_parent_id_idx" ON "fonts_variants" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "fonts_family_idx" ON "fonts" USING btree ("family");
  CREATE INDEX "fonts_updated_at_idx" ON "fonts" USING btree ("updated_at");
  CREATE INDEX "fonts_created_at_idx" ON "fonts" USING btree ("created_at");
  CREATE INDEX "font_files_family_idx" ON "font_files" USING btree ("family");
  CREATE INDEX "font_files_updated_at_idx" ON "font_files" USING btree ("updated_at");
  CREATE INDEX "font_files_created_at_idx" ON "font_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "font_files_filename_idx" ON "font_files" USING btree ("filename");
  CREATE INDEX "outbox_order_idx" ON "outbox" USING btree ("order_id");
  CREATE INDEX "outbox_branch_idx" ON "outbox" USING btree ("branch_id");
  CREATE INDEX "outbox_state_idx" ON "outbox" USING btree ("state");
  CREATE UNIQUE INDEX "outbox_dedupe_key_idx" ON "outbox" USING btree ("dedupe_key");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");
  CREATE INDEX "print_jobs_branch_idx" ON "print_jobs" USING btree ("branch_id");
  CREATE INDEX "print_jobs_device_idx" ON "print_jobs" USING btree ("device_id");
  CREATE INDEX "print_jobs_state_idx" ON "print_jobs" USING btree ("state");
  CREATE INDEX "print_jobs_requested_by_idx" ON "print_jobs" USING btree ("requested_by_id");
  CREATE UNIQUE INDEX "print_jobs_dedupe_key_idx" ON "print_jobs" USING btree ("dedupe_key");
  CREATE INDEX "print_jobs_updated_at_idx" ON "print_jobs" USING btree ("updated_at");
  CREATE INDEX "print_jobs_created_at_idx" ON "print_jobs" USING btree ("created_at");
  CREATE INDEX "payments_events_order_idx" ON "payments_events" USING btree ("_order");
  CREATE INDEX "payments_events_parent_id_idx" ON "payments_events" USING btree ("_parent_id");
  CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");
  CREATE INDEX "payments_branch_idx" ON "payments" USING btree ("branch_id");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "consents_categories_order_idx" ON "consents_categories" USING btree ("order");
  CREATE INDEX "consents_categories_parent_idx" ON "consents_categories" USING btree ("parent_id");
  CREATE INDEX "consents_consent_id_idx" ON "consents" USING btree ("consent_id");
  CREATE INDEX "consents_given_at_idx" ON "consents" USING btree ("given_at");
  CREATE INDEX "consents_updated_at_idx" ON "consents" USING btree ("updated_at");
  CREATE INDEX "consents_created_at_idx" ON "consents" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_branches_id_idx" ON "users_rels" USING btree ("branches_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_branches_id_idx" ON "payload_locked_documents_rels" USING btree ("branches_id");
  CREATE INDEX "payload_locked_documents_rels_divisions_id_idx" ON "payload_locked_documents_rels" USING btree ("divisions_id");
  CREATE INDEX "payload_locked_documents_rels_tables_id_idx" ON "payload_locked_documents_rels" USING btree ("tables_id");
  CREATE INDEX "payload_locked_documents_rels_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("devices_id");
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_units_id_idx" ON "payload_locked_documents_rels" USING btree ("units_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_images_id_idx" ON "payload_locked_documents_rels" USING btree ("images_id");
  CREATE INDEX "payload_locked_documents_rels_uploads_id_idx" ON "payload_locked_documents_rels" USING btree ("uploads_id");
  CREATE INDEX "payload_locked_documents_rels_donatees_id_idx" ON "payload_locked_documents_rels" USING btree ("donatees_id");
  CREATE INDEX "payload_locked_documents_rels_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("departments_id");
  CREATE INDEX "payload_locked_documents_rels_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("sites_id");
  CREATE INDEX "payload_locked_documents_rels_navigations_id_idx" ON "payload_locked_documents_rels" USING btree ("navigations_id");
  CREATE INDEX "payload_locked_documents_rels_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("blocks_id");
  CREATE INDEX "payload_locked_documents_rels_nodes_id_idx" ON "payload_locked_documents_rels" USING btree ("nodes_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_image_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("image_templates_id");
  CREATE INDEX "payload_locked_documents_rels_qr_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("qr_codes_id");
  CREATE INDEX "payload_locked_documents_rels_questionnaires_id_idx" ON "payload_locked_documents_rels" USING btree ("questionnaires_id");
  CREATE INDEX "payload_locked_documents_rels_vehicles_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicles_id");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_tasks_id_idx" ON "payload_locked_documents_rels" USING btree ("tasks_id");
  CREATE INDEX "payload_locked_documents_rels_questionnaire_submissions__idx" ON "payload_locked_documents_rels" USING btree ("questionnaire_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_leads_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_log_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_log_id");
  CREATE INDEX "payload_locked_documents_rels_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("logs_id");
  CREATE INDEX "payload_locked_documents_rels_working_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("working_activities_id");
  CREATE INDEX "payload_locked_documents_rels_working_schedules_id_idx" ON "payload_locked_documents_rels" USING btree ("working_schedules_id");
  CREATE INDEX "payload_locked_documents_rels_working_time_corrections_i_idx" ON "payload_locked_documents_rels" USING btree ("working_time_corrections_id");
  CREATE INDEX "payload_locked_documents_rels_working_time_locks_id_idx" ON "payload_locked_documents_rels" USING btree ("working_time_locks_id");
  CREATE INDEX "payload_locked_documents_rels_scenes_id_idx" ON "payload_locked_documents_rels" USING btree ("scenes_id");
  CREATE INDEX "payload_locked_documents_rels_digital_signage_segments_i_idx" ON "payload_locked_documents_rels" USING btree ("digital_signage_segments_id");
  CREATE INDEX "payload_locked_documents_rels_digital_signage_streams_id_idx" ON "payload_locked_documents_rels" USING btree ("digital_signage_streams_id");
  CREATE INDEX "payload_locked_documents_rels_digital_signage_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("digital_signage_devices_id");
  CREATE INDEX "payload_locked_documents_rels_external_users_id_idx" ON "payload_locked_documents_rels" USING btree ("external_users_id");
  CREATE INDEX "payload_locked_documents_rels_fonts_id_idx" ON "payload_locked_documents_rels" USING btree ("fonts_id");
  CREATE INDEX "payload_locked_documents_rels_font_files_id_idx" ON "payload_locked_documents_rels" USING btree ("font_files_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");
  CREATE INDEX "payload_locked_documents_rels_print_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("print_jobs_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("consents_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "theme_logo_idx" ON "theme" USING btree ("logo_id");
  CREATE INDEX "theme_favicon_idx" ON "theme" USING btree ("favicon_id");
  CREATE INDEX "theme_og_image_idx" ON "theme" USING btree ("og_image_id");
  CREATE INDEX "theme_meta_meta_image_idx" ON "theme" USING btree ("meta_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "orders_items" CASCADE;
  DROP TABLE "orders_history" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "branches_opening_hours" CASCADE;
  DROP TABLE "branches_delivery_hours" CASCADE;
  DROP TABLE "branches_delivery_areas" CASCADE;
  DROP TABLE "branches" CASCADE;
  DROP TABLE "branches_rels" CASCADE;
  DROP TABLE "divisions" CASCADE;
  DROP TABLE "tables" CASCADE;
  DROP TABLE "devices" CASCADE;
  DROP TABLE "menus_catalog" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "menus_rels" CASCADE;
  DROP TABLE "categories_schedule" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "products_alternative_units" CASCADE;
  DROP TABLE "products_config_parts_options" CASCADE;
  DROP TABLE "products_config_parts" CASCADE;
  DROP TABLE "products_schedule" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "units" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "images" CASCADE;
  DROP TABLE "uploads" CASCADE;
  DROP TABLE "donatees" CASCADE;
  DROP TABLE "departments" CASCADE;
  DROP TABLE "departments_rels" CASCADE;
  DROP TABLE "sites" CASCADE;
  DROP TABLE "_sites_v" CASCADE;
  DROP TABLE "navigations_items_children" CASCADE;
  DROP TABLE "navigations_items" CASCADE;
  DROP TABLE "navigations" CASCADE;
  DROP TABLE "blocks" CASCADE;
  DROP TABLE "nodes" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "image_templates_layers" CASCADE;
  DROP TABLE "image_templates" CASCADE;
  DROP TABLE "qr_codes" CASCADE;
  DROP TABLE "questionnaires_content_body" CASCADE;
  DROP TABLE "questionnaires" CASCADE;
  DROP TABLE "vehicles" CASCADE;
  DROP TABLE "services" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "tasks" CASCADE;
  DROP TABLE "questionnaire_submissions_content" CASCADE;
  DROP TABLE "questionnaire_submissions" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "analytics_leads" CASCADE;
  DROP TABLE "analytics_log" CASCADE;
  DROP TABLE "logs" CASCADE;
  DROP TABLE "working_activities_pauses" CASCADE;
  DROP TABLE "working_activities" CASCADE;
  DROP TABLE "working_schedules" CASCADE;
  DROP TABLE "working_time_corrections" CASCADE;
  DROP TABLE "working_time_locks" CASCADE;
  DROP TABLE "scenes" CASCADE;
  DROP TABLE "scenes_rels" CASCADE;
  DROP TABLE "digital_signage_segments_weekdays" CASCADE;
  DROP TABLE "digital_signage_segments" CASCADE;
  DROP TABLE "digital_signage_streams" CASCADE;
  DROP TABLE "digital_signage_streams_rels" CASCADE;
  DROP TABLE "digital_signage_devices" CASCADE;
  DROP TABLE "external_users" CASCADE;
  DROP TABLE "fonts_variants" CASCADE;
  DROP TABLE "fonts" CASCADE;
  DROP TABLE "font_files" CASCADE;
  DROP TABLE "outbox" CASCADE;
  DROP TABLE "print_jobs" CASCADE;
  DROP TABLE "payments_events" CASCADE;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "consents_categories" CASCADE;
  DROP TABLE "consents" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "config" CASCADE;
  DROP TABLE "theme" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP TYPE "public"."enum_orders_delivery_type";
  DROP TYPE "public"."enum_orders_payment_method";
  DROP TYPE "public"."enum_branches_opening_hours_type";
  DROP TYPE "public"."enum_branches_delivery_hours_type";
  DROP TYPE "public"."enum_branches_auto_print";
  DROP TYPE "public"."enum_divisions_time_tracking_country";
  DROP TYPE "public"."enum_divisions_time_tracking_holiday_region";
  DROP TYPE "public"."enum_divisions_time_tracking_break_mode";
  DROP TYPE "public"."enum_divisions_time_tracking_rounding_step";
  DROP TYPE "public"."enum_divisions_time_tracking_rounding_start";
  DROP TYPE "public"."enum_divisions_time_tracking_rounding_end";
  DROP TYPE "public"."enum_devices_type";
  DROP TYPE "public"."enum_categories_schedule_type";
  DROP TYPE "public"."enum_products_alternative_units_calculation_model";
  DROP TYPE "public"."enum_products_config_parts_options_modifier";
  DROP TYPE "public"."enum_products_config_parts_type";
  DROP TYPE "public"."enum_products_schedule_type";
  DROP TYPE "public"."enum_products_type";
  DROP TYPE "public"."enum_products_calculation_model";
  DROP TYPE "public"."enum_products_lead_time_type";
  DROP TYPE "public"."enum_units_type";
  DROP TYPE "public"."enum_sites_type";
  DROP TYPE "public"."enum_sites_status";
  DROP TYPE "public"."enum__sites_v_version_type";
  DROP TYPE "public"."enum__sites_v_version_status";
  DROP TYPE "public"."enum_navigations_items_children_type";
  DROP TYPE "public"."enum_navigations_items_type";
  DROP TYPE "public"."enum_navigations_identifier";
  DROP TYPE "public"."enum_image_templates_layers_type";
  DROP TYPE "public"."enum_image_templates_layers_font_weight";
  DROP TYPE "public"."enum_image_templates_layers_text_align";
  DROP TYPE "public"."enum_image_templates_layers_fit";
  DROP TYPE "public"."enum_image_templates_layers_shape";
  DROP TYPE "public"."enum_qr_codes_origin";
  DROP TYPE "public"."enum_questionnaires_content_body_type";
  DROP TYPE "public"."enum_questionnaires_content_body_value_comment";
  DROP TYPE "public"."enum_customers_country";
  DROP TYPE "public"."enum_tasks_status";
  DROP TYPE "public"."enum_questionnaire_submissions_content_type";
  DROP TYPE "public"."enum_analytics_log_device_orientation";
  DROP TYPE "public"."enum_logs_level";
  DROP TYPE "public"."enum_working_activities_type";
  DROP TYPE "public"."enum_working_activities_source";
  DROP TYPE "public"."enum_working_schedules_weekday";
  DROP TYPE "public"."enum_digital_signage_segments_weekdays";
  DROP TYPE "public"."enum_digital_signage_segments_type";
  DROP TYPE "public"."enum_digital_signage_segments_daypart";
  DROP TYPE "public"."enum_digital_signage_streams_ready_overlay";
  DROP TYPE "public"."enum_digital_signage_devices_command";
  DROP TYPE "public"."enum_digital_signage_devices_command_status";
  DROP TYPE "public"."enum_fonts_variants_weight";
  DROP TYPE "public"."enum_fonts_variants_style";
  DROP TYPE "public"."enum_font_files_weight";
  DROP TYPE "public"."enum_font_files_style";
  DROP TYPE "public"."enum_outbox_channel";
  DROP TYPE "public"."enum_outbox_template";
  DROP TYPE "public"."enum_outbox_state";
  DROP TYPE "public"."enum_print_jobs_kind";
  DROP TYPE "public"."enum_print_jobs_state";
  DROP TYPE "public"."enum_payments_provider";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_consents_categories";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_config_default_delivery_method";
  DROP TYPE "public"."enum_theme_map_style";`)
}
