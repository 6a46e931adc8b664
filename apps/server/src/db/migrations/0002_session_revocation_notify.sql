-- Every app instance keeps the auth sessions it has seen live in memory and forgets one as soon as this
-- notification arrives, whatever revoked or removed it: sign-out, refresh-token reuse, an administrator's
-- SQL, a deleted user. NOTIFY is sent on commit, so a rolled-back revocation notifies nobody.
CREATE OR REPLACE FUNCTION academy_notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('academy_session_revoked', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_revoked_notify
  AFTER UPDATE OF revoked_at ON auth_sessions
  FOR EACH ROW WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL)
  EXECUTE FUNCTION academy_notify_session_revoked();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_deleted_notify
  AFTER DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION academy_notify_session_revoked();
