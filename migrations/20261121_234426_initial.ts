import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_delivery_type" AS ENUM('takeaway', 'delivery', 'dineIn');
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('cash', 'atmCard', 'voucher', 'stripe', 'datatrans');
  CREATE TYPE "public"."enum_branches_opening_hours_type" AS ENUM('daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'once');
  CREATE TYPE "public"."enum_branches_delivery_hours_type" AS ENUM('daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'once');
  CREATE TYPE "public"."enum_devices_type" AS ENUM('printer', 'frontdesk', 'backoffice', 'notification');
  CREATE TYPE "public"."enum_categories_schedule_type" AS ENUM('daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'once');
  CREATE TYPE "public"."enum_products_alternative_units_calculation_model" AS ENUM('fixed', 'approximate', 'minimum');
  CREATE TYPE "public"."enum_products_config_parts_options_modifier" AS ENUM('add', 'subtract', 'overwrite');
  CREATE TYPE "public"."enum_products_config_parts_type" AS ENUM('text', 'textarea', 'image', 'images', 'file', 'files', 'select', 'multiselect');
  CREATE TYPE "public"."enum_products_schedule_type" AS ENUM('daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'once');
  CREATE TYPE "public"."enum_products_type" AS ENUM('simple', 'configurable', 'bundle');
  CREATE TYPE "public"."enum_products_calculation_model" AS ENUM('fixed', 'approximate', 'minimum');
  CREATE TYPE "public"."enum_products_lead_time_type" AS ENUM('minutes', 'hours', 'days', 'weeks');
  CREATE TYPE "public"."enum_units_type" AS ENUM('amount', 'serving', 'pair', 'person', 'package', 'weight', 'volume', 'length', 'square', 'cubic');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('ROLE_ADMIN', 'ROLE_EMPLOYEE');
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
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
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
  
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_history" ADD CONSTRAINT "orders_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_history" ADD CONSTRAINT "orders_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_donatee_id_donatees_id_fk" FOREIGN KEY ("donatee_id") REFERENCES "public"."donatees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_branches_fk" FOREIGN KEY ("branches_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "uploads_updated_at_idx" ON "uploads" USING btree ("updated_at");
  CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");
  CREATE UNIQUE INDEX "uploads_filename_idx" ON "uploads" USING btree ("filename");
  CREATE INDEX "uploads_sizes_preview_sizes_preview_filename_idx" ON "uploads" USING btree ("sizes_preview_filename");
  CREATE INDEX "donatees_logo_idx" ON "donatees" USING btree ("logo_id");
  CREATE INDEX "donatees_updated_at_idx" ON "donatees" USING btree ("updated_at");
  CREATE INDEX "donatees_created_at_idx" ON "donatees" USING btree ("created_at");
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
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "config" CASCADE;
  DROP TABLE "theme" CASCADE;
  DROP TYPE "public"."enum_orders_delivery_type";
  DROP TYPE "public"."enum_orders_payment_method";
  DROP TYPE "public"."enum_branches_opening_hours_type";
  DROP TYPE "public"."enum_branches_delivery_hours_type";
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
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_config_default_delivery_method";
  DROP TYPE "public"."enum_theme_map_style";`)
}
