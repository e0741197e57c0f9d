/** Injected by vite.config.ts: the local emulators, or null in a production build. */
declare const __LOCAL_FIREBASE__: import('../local-firebase-target').LocalFirebaseTarget | null;
