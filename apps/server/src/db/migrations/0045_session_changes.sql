-- The database announces every change that can end a session or change what its user may do, on the channel
-- session_changes (decision 214): the payload is the user's id, or '' for every user. A server keeps the users of
-- recent sessions in memory and forgets them on the announcement; a notification reaches the listeners when its
-- transaction commits, and the committing connection itself (which listens too) before the commit returns.
-- A session's last_seen_at moving forward (the touch of an active session) can end nothing: it is not announced.
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' OR TG_TABLE_NAME = 'roles' THEN
    PERFORM pg_notify('session_changes', '');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changes', OLD.id::text);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('session_changes', OLD.user_id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('session_changes', NEW.user_id::text); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_announce_delete AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER sessions_announce_update AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (NEW.last_seen_at < OLD.last_seen_at OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR NEW.user_id IS DISTINCT FROM OLD.user_id OR NEW.id_hash IS DISTINCT FROM OLD.id_hash)
  EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER sessions_announce_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER users_announce AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER users_announce_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER user_roles_announce AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER user_roles_announce_truncate AFTER TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER user_countries_announce AFTER INSERT OR UPDATE OR DELETE ON user_countries
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER user_countries_announce_truncate AFTER TRUNCATE ON user_countries
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER roles_announce AFTER UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
