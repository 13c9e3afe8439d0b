import type { Approval, ChatName } from "@shifu/contract";
import type { AppTool } from "../../integrations/app-tool";
import { callWithUserConnection } from "../assistant/run-app-tool";
import type { IntegrationsContext } from "../integrations/integrations.service";
import { createApproval } from "./approvals.service";

/**
 * A write tool's call as an approval, whoever asked for it (the chat's model, the local engine, an outside MCP client):
 * names become exact addresses and ids here, once, and the card, the stored arguments and their hash all hold them.
 */
export async function proposeWrite(
  context: IntegrationsContext,
  input: {
    userId: string;
    timeZone: string;
    chatName: ChatName;
    appTool: AppTool;
    proposed: Record<string, unknown>;
    /** The notification a custom action proposed it for. */
    notificationId?: string;
  },
): Promise<Approval> {
  const { appTool, proposed } = input;
  const { args, summary } =
    appTool.resolve || appTool.describe
      ? await callWithUserConnection(
          context,
          { userId: input.userId, timeZone: input.timeZone, app: appTool.app },
          async (toolContext) => {
            const resolved = appTool.resolve
              ? appTool.inputSchema.parse(await appTool.resolve(toolContext, proposed))
              : proposed;
            const text = appTool.describe
              ? await appTool.describe(toolContext, resolved)
              : `${appTool.description} (${JSON.stringify(resolved)})`;
            return { args: resolved, summary: text };
          },
        )
      : { args: proposed, summary: `${appTool.description} (${JSON.stringify(proposed)})` };
  return createApproval(context.db, {
    userId: input.userId,
    chatName: input.chatName,
    app: appTool.app,
    tool: appTool.name,
    args,
    summary,
    destructive: appTool.destructive,
    notificationId: input.notificationId,
  });
}
