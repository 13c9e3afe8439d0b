import type { ServiceKey } from "@shifu/contract";
import type { AppDirectory } from "../../integrations/app-tool";
import { findIntegration } from "../../integrations/registry";
import type { IntegrationsContext } from "../integrations/integrations.service";
import { callWithUserConnection } from "./run-app-tool";

/**
 * Reads an app's places and people (its channels, chats, servers or boards) with the user's own connection, once per
 * app for the whole turn: the local engine plans every step of a turn again, and the names do not change within one.
 */
export function createDirectoryReader(
  context: IntegrationsContext,
  identity: { userId: string; timeZone: string },
): (app: ServiceKey) => Promise<AppDirectory | undefined> {
  const reads = new Map<ServiceKey, Promise<AppDirectory | undefined>>();
  return (app) => {
    const known = reads.get(app);
    if (known) return known;
    const listDirectory = findIntegration(app)?.listDirectory;
    const read = listDirectory
      ? callWithUserConnection(context, { ...identity, app }, (toolContext) => listDirectory(toolContext))
      : Promise.resolve(undefined);
    reads.set(app, read);
    return read;
  };
}
