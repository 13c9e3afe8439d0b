/**
 * Starts the workspace's chunks while the login form waits for the server. The login page cannot ask
 * `preloadPageModule` (page-modules.ts loads the login page, so that would be an import cycle); these are the same
 * two modules as the '/chat' entry there, and the router then finds them on their way. A failure is not reported:
 * the router's own load fails too and shows the error page.
 */
export function preloadChatPage(): void {
  Promise.all([import("../features/chat/chat-page"), import("../features/auth/require-signed-in-user")]).catch(
    () => {},
  );
}
