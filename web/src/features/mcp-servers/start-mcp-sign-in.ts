import { leavePageFor } from "../integrations/leave-page-for";
import { storePendingMcpSignIn } from "../integrations/pending-integration";

/** Sends the browser to an MCP server's sign-in page, remembering which server for the return to /chat. */
export function startMcpSignIn(serverName: string, authorizeUrl: string): void {
  storePendingMcpSignIn(serverName);
  leavePageFor(authorizeUrl);
}
