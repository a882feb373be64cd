/** Node's options before the server's file (scripts/server-flags.mjs). */
export declare const SERVER_NODE_FLAGS: string[];
/** The server environment's defaults (scripts/server-flags.mjs). */
export declare const SERVER_ENV_DEFAULTS: Record<string, string>;
