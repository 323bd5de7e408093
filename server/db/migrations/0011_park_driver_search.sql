-- The drivers' search text through the park's own filter. Under row-level security a query's
-- ILIKE (not leakproof) may not run before the policy, so it could not use drivers_search, the
-- trigram index: a search read every driver of the park. The view belongs to the migrations role,
-- which bypasses the policies, and filters by the park itself: the park role sees its park's
-- rows and nothing with no park set; the roles that bypass row-level security (and PGlite's
-- superuser) see every park, as they do in the table.
CREATE VIEW "park_driver_search" AS
  SELECT d.id, d.taxis_id, d.search_text
    FROM drivers d
   WHERE d.taxis_id = nullif(current_setting('app.park', true), '')::integer
      OR (SELECT r.rolsuper OR r.rolbypassrls FROM pg_roles r WHERE r.rolname = current_user);
