-- Sessions kept by replicas (decision 0031): a change to any account or token tells every replica
-- listening on 'nodebao_sessions' to forget the members it keeps behind tokens. Per statement, and
-- sent at commit (PostgreSQL folds a transaction's identical notifications into one), so a bulk
-- change costs one notification.
CREATE OR REPLACE FUNCTION "sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nodebao_sessions', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_sessions_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "members"
  FOR EACH STATEMENT EXECUTE FUNCTION "sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "auth_tokens_sessions_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "auth_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "sessions_changed"();
