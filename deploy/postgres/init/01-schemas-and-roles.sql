-- Hookline: one schema and one LOGIN role per service, each role owning only its schema.
--
-- Run as a superuser (or the cloud provider's admin role) connected to the Hookline database:
--
--   psql "$ADMIN_DATABASE_URL" -v ON_ERROR_STOP=1 \
--     -v auth_password="$AUTH_DB_PASSWORD"       -v video_password="$VIDEO_DB_PASSWORD" \
--     -v credits_password="$CREDITS_DB_PASSWORD" -v profile_password="$PROFILE_DB_PASSWORD" \
--     -v ideas_password="$IDEAS_DB_PASSWORD"     -v scripts_password="$SCRIPTS_DB_PASSWORD" \
--     -f deploy/postgres/init/01-schemas-and-roles.sql
--
-- No password is kept in this file. Each *_password variable is optional: a role whose variable
-- is not given keeps the password it has (a new one then has none and cannot log in until it is
-- set separately, e.g. `ALTER ROLE hookline_auth PASSWORD '...'` from psql's \password).
-- Idempotent: running it again changes nothing but the passwords it is given.
-- Needs psql (it uses \if and \gexec); PostgreSQL 13 or later.

\set ON_ERROR_STOP on

-- Keep the ALTER ROLE ... PASSWORD statements below out of the server log where allowed.
DO $$
BEGIN
  PERFORM set_config('log_statement', 'none', false);
  PERFORM set_config('log_min_duration_statement', '-1', false);
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'cannot turn statement logging off for this session; passwords may reach the server log';
END
$$;

BEGIN;

-- Roles, schemas and rights. The services' schemas and roles are named alike:
-- schema <svc> is owned by role hookline_<svc>, which may use no other schema.
DO $$
DECLARE
  svc  text;
  role text;
BEGIN
  FOREACH svc IN ARRAY ARRAY['auth', 'video', 'credits', 'profile', 'ideas', 'scripts'] LOOP
    role := 'hookline_' || svc;

    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = role) THEN
      EXECUTE format('CREATE ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS', role);
      RAISE NOTICE 'created role %', role;
    ELSE
      EXECUTE format('ALTER ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS', role);
    END IF;

    EXECUTE format('CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I', svc, role);
    EXECUTE format('ALTER SCHEMA %I OWNER TO %I', svc, role);
    EXECUTE format('REVOKE ALL ON SCHEMA %I FROM PUBLIC', svc);
    EXECUTE format('GRANT USAGE, CREATE ON SCHEMA %I TO %I', svc, role);

    -- Unqualified names (TypeORM's tables, the migrations table) land in the service's schema.
    EXECUTE format('ALTER ROLE %I SET search_path = %I', role, svc);

    -- May connect and use temporary tables; may not create schemas in the database.
    EXECUTE format('GRANT CONNECT, TEMPORARY ON DATABASE %I TO %I', current_database(), role);
  END LOOP;

  -- Nobody but the owner and the roles granted above may connect or create schemas.
  EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database());
END
$$;

-- The public schema: nobody may create objects in it (already the default from PostgreSQL 15).
REVOKE CREATE ON SCHEMA public FROM PUBLIC;

COMMIT;

-- Passwords, from psql variables only (never written here). format(%L) quotes the value.
\if :{?auth_password}
SELECT format('ALTER ROLE %I PASSWORD %L', 'hookline_auth', :'auth_password') \gexec
\endif
\if :{?video_password}
SELECT format('ALTER ROLE %I PASSWORD %L', 'hookline_video', :'video_password') \gexec
\endif
\if :{?credits_password}
SELECT format('ALTER ROLE %I PASSWORD %L', 'hookline_credits', :'credits_password') \gexec
\endif
\if :{?profile_password}
SELECT format('ALTER ROLE %I PASSWORD %L', 'hookline_profile', :'profile_password') \gexec
\endif
\if :{?ideas_password}
SELECT format('ALTER ROLE %I PASSWORD %L', 'hookline_ideas', :'ideas_password') \gexec
\endif
\if :{?scripts_password}
SELECT format('ALTER ROLE %I PASSWORD %L', 'hookline_scripts', :'scripts_password') \gexec
\endif
