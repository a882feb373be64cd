/** Defined by the build (build/app-hash-plugin.ts): the same value the server sends as x-app-hash. */
declare const __APP_HASH__: string;

export const BUILD_APP_HASH: string = __APP_HASH__;
export const isDevBuild = BUILD_APP_HASH === 'dev';
