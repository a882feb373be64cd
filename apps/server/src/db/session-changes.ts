import pg from 'pg';

/**
 * The channel on which the database announces what can end a session or change what its user may do (migration
 * 0045, decision 214): the payload is a user's id, or '' for every user.
 */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

export type SessionChangeListener = {
  /** A user's id as text, or '' for every user. */
  onChange: (payload: string) => void;
  /** Whether every change is heard: false until PostgreSQL's listening connection is up and while it is down. */
  onWatching: (isWatching: boolean) => void;
};

/**
 * Hands the database's announcements to the listeners of one database. `initiallyWatching`: whether every change
 * is heard from the start (PGlite's one connection listens as it opens; PostgreSQL's listener connects later).
 */
export const createSessionChangeHub = (initiallyWatching = false) => {
  const listeners = new Set<SessionChangeListener>();
  let isWatching = initiallyWatching;
  return {
    emit: (payload: string) => {
      for (const listener of listeners) listener.onChange(payload);
    },
    setWatching: (value: boolean) => {
      isWatching = value;
      for (const listener of listeners) listener.onWatching(value);
    },
    /** Adds a listener, told at once whether changes are heard; returns its removal. */
    add: (listener: SessionChangeListener) => {
      listeners.add(listener);
      listener.onWatching(isWatching);
      return () => {
        listeners.delete(listener);
        listener.onWatching(false);
      };
    },
    get size() {
      return listeners.size;
    },
  };
};

export type SessionChangeHub = ReturnType<typeof createSessionChangeHub>;

const RECONNECT_MS = 1000;

/**
 * PostgreSQL: every pooled connection listens, so a change committed through this process is heard on its own
 * connection before the commit returns (PostgreSQL sends a listener's own notifications before ReadyForQuery); and
 * one connection of its own listens whatever the pool holds, so changes made by other instances or by hand are heard
 * as they commit. While that connection is down, the hub says changes are not watched, and it reconnects every second.
 */
export const watchPostgresSessionChanges = (connectionString: string, hub: SessionChangeHub) => {
  const onNotification = (message: pg.Notification) => {
    if (message.channel === SESSION_CHANGES_CHANNEL) hub.emit(message.payload ?? '');
  };
  let watcher: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = true;
  const connect = async () => {
    const client = new pg.Client({ connectionString, application_name: 'bo-session-changes' });
    client.on('error', () => {}); // its 'end' follows, which reconnects
    client.on('notification', onNotification);
    client.on('end', () => {
      if (watcher !== client) return;
      watcher = undefined;
      hub.setWatching(false);
      retry();
    });
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CHANGES_CHANNEL}`);
    } catch {
      await client.end().catch(() => {});
      retry();
      return;
    }
    if (isStopped) {
      await client.end().catch(() => {});
      return;
    }
    watcher = client;
    hub.setWatching(true);
  };
  const retry = () => {
    if (isStopped) return;
    timer = setTimeout(() => void connect(), RECONNECT_MS);
    timer.unref();
  };
  return {
    /** The pool's `onConnect`: a new pooled connection listens before it is handed out. */
    onConnect: async (client: pg.ClientBase) => {
      client.on('notification', onNotification);
      await client.query(`listen ${SESSION_CHANGES_CHANNEL}`);
    },
    start: () => {
      if (!isStopped) return;
      isStopped = false;
      void connect();
    },
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      const client = watcher;
      watcher = undefined;
      hub.setWatching(false);
      await client?.end().catch(() => {});
    },
  };
};
