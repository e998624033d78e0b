-- Removes the demo's generated history (seed/demo.ts, docs/demo.md) and keeps everything else:
--   psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f seed/remove-demo-history.sql
-- One transaction. Afterwards the statistics job (every minute) rebuilds the rollups from the remaining raw rows;
-- until it has run, the metrics read the changed hours raw (the order triggers mark them dirty), so answers stay exact.
-- A later `npm run seed` generates the history again (it looks for a demo order): use TRESEN_SEED_HISTORY=0 then.
begin;

-- orders (items and history go with them; the order triggers mark their hours dirty for the rollup job)
delete from orders where idempotency_key like 'demo-history:%';

-- visits: the raw events, then the event rollups from scratch (watermarks to 0: the job re-rolls every remaining event)
delete from analytics_events where data @> '{"demo": true}';
delete from analytics_hourly;
delete from analytics_daily;
delete from analytics_visitor_hours;
delete from analytics_visitor_daily;
delete from analytics_session_spans;
delete from analytics_session_hourly;
update analytics_rollup_state set last_event_id = 0, session_event_id = 0, max_session_seconds = 0 where id = 1;

-- QR scans dated before their code existed are the generated ones; the counters follow
delete from qr_scans s using qr_codes q where s.qr_code_id = q.id and s.scanned_at < q.created_at;
update qr_codes q set scans = (select count(*) from qr_scans s where s.qr_code_id = q.id);

-- the demo employee's generated working time and plan
delete from working_activities where note = 'Demo-Verlauf';
delete from working_schedules where note = 'Demo-Verlauf';

commit;
