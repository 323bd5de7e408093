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
--> statement-breakpoint
-- Logins are unique across the installation, so a park's user form must know whether a user of
-- another park holds one, whom row-level security hides from the park role. This function runs
-- as its owner, the migrations role, and answers that one fact: taken or not.
CREATE FUNCTION "login_taken"(candidate text, except_user integer) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$ SELECT EXISTS (SELECT 1 FROM public.users u WHERE lower(u.login) = lower(candidate) AND u.id IS DISTINCT FROM except_user) $$;
