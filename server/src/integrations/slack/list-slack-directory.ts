import type { AppDirectory, ToolContext } from "../app-tool";
import { listSlackChannels, listSlackUsers } from "./client";
import { nameSlackUser } from "./slack-people";

/** The workspace's channels (messages are read in them) and its members, by the names people use. */
export async function listSlackDirectory({ api }: ToolContext): Promise<AppDirectory> {
  const [channels, users] = await Promise.all([listSlackChannels(api), listSlackUsers(api)]);
  return {
    places: channels
      .filter((channel) => !channel.is_archived)
      .map((channel) => ({ id: channel.id, name: channel.name, holds: "message", kind: "chat" })),
    people: users.filter((user) => !user.deleted).map(nameSlackUser),
  };
}
