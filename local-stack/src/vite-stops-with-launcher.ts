// Preloaded into Vite (`node --import`, local-stack.ts): when the launcher dies without stopping
// it (a SIGKILL, as Playwright sends a web server it gives up on), Vite must go too rather than
// hold its port as an orphan. Vite listens for stdin's end itself, but only when something reads
// stdin (nothing does in a pipe) and never with CI=true. Nothing of Vite's needs saving, so it
// exits at once.
import { onLauncherGone } from './on-launcher-gone.js';

onLauncherGone(() => process.exit(0));
