import { describe, expect, it } from "vitest";
import { groupNotificationsBySender } from "./group-notifications-by-sender";
import { buildNotification } from "./notification-fixtures";

describe("groupNotificationsBySender", () => {
  it("groups by lowercased sender, newest first inside and across groups", () => {
    const groups = groupNotificationsBySender([
      buildNotification({ id: "old-ana", sender_full: "Ana", iso_date: "2026-11-20T10:00:00Z" }),
      buildNotification({ id: "luis", sender_full: "Luis", iso_date: "2026-11-21T10:00:00Z" }),
      buildNotification({ id: "new-ana", sender_full: "ana", iso_date: "2026-11-22T10:00:00Z" }),
      buildNotification({ id: "nobody", sender_full: null, iso_date: "", date: "2026-11-19T10:00:00Z" }),
    ]);
    expect(groups.map((group) => [group.sender, group.notifications.map(({ id }) => id)])).toEqual([
      ["ana", ["new-ana", "old-ana"]],
      ["Luis", ["luis"]],
      ["Remitente desconocido", ["nobody"]],
    ]);
  });
});
