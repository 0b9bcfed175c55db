-- Accounts kept by replicas (decision 0031): a change to any account or token tells every replica
-- listening on 'nodebao_accounts' to forget what it keeps of accounts (members behind tokens,
-- operators' scopes, names). Per statement, and sent at commit (PostgreSQL folds a transaction's
-- identical notifications into one), so a bulk change costs one notification. A new member counts
-- too: it may join an operator's scope.
CREATE OR REPLACE FUNCTION "accounts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nodebao_accounts', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "members"
  FOR EACH STATEMENT EXECUTE FUNCTION "accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "auth_tokens_accounts_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "auth_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "accounts_changed"();
