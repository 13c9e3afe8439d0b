// Two checkouts on one machine (a developer's worktrees, say) can run their journeys at once on other ports.
const base = Number(process.env.E2E_PORT ?? 3100);

/** The port of the server that the journeys start (playwright.config.ts). */
export const SERVER_PORT = base;
/** The provider sandbox that server starts. */
export const SANDBOX_PORT = base + 1010;
/** The failed-reply journey's own server, beside the shared one. */
export const FAILED_REPLY_SERVER_PORT = base + 17;
