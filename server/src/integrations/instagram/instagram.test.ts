import { demoAccounts } from "@shifu/sandbox";
import { beforeEach, describe, expect, it } from "vitest";
import type { ToolContext } from "../app-tool";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { instagram } from ".";
import { instagramListMediaComments } from "./tools/list-media-comments";
import { instagramListRecentMedia } from "./tools/list-recent-media";

type SeededInstagram = {
  media: {
    id: string;
    caption: string;
    permalink: string;
    timestamp: string;
    like_count: number;
    comments_count: number;
  }[];
  comments: Record<string, { id: string; text: string; username: string; timestamp: string }[]>;
};

function toIso(timestamp: string): string {
  return new Date(Date.parse(timestamp)).toISOString();
}

const scopes = [
  "instagram_business_basic",
  "instagram_business_manage_messages",
  "instagram_business_manage_comments",
  "instagram_business_content_publish",
];

describeOAuthService(
  {
    definition: instagram,
    name: "Instagram",
    family: "instagram",
    authorize: {
      test: "asks Instagram Login for the business scopes, comma-separated, without PKCE",
      path: "www.instagram.com/oauth/authorize",
      scope: scopes.join(","),
      pkce: false,
    },
    connect: {
      test: "connects through the sandbox, reads the granted permissions and the account's handle",
      // A short-lived token: an hour, though the answer does not say so, and no refresh token.
      expiresIn: 3600,
      scopes,
      account: demoAccounts.instagram.username,
      refresh: "none",
      revokes: false,
    },
  },
  (sandbox) => {
    describe("tools", () => {
      let context: ToolContext;
      beforeEach(async () => {
        context = await connectToolContext(instagram, sandbox.modes);
      });

      it("lists my latest posts, newest first, with likes, comments and link", async () => {
        const data = await readSandboxData<SeededInstagram>(sandbox.url, "instagram");
        const output = await instagramListRecentMedia.execute(context, {});
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        expect(output.items.map((item) => item.id)).toEqual(data.media.slice(0, 5).map((media) => media.id));
        // The count is the account's own, not the length of the page shown.
        expect(output.total).toBe(data.media.length);
        const [first] = output.items;
        const [newest] = data.media;
        if (!first || !newest) throw new Error("no media");
        expect(first).toMatchObject({
          link: newest.permalink,
          date: toIso(newest.timestamp),
          snippet: newest.caption,
          details: expect.arrayContaining([`Me gusta: ${newest.like_count}`, `Comentarios: ${newest.comments_count}`]),
        });
        const three = await instagramListRecentMedia.execute(context, { count: 3 });
        expect(three).toMatchObject({ kind: "list", items: { length: 3 } });
        const older = data.media[6];
        const one = await instagramListRecentMedia.execute(context, { mediaId: older?.id });
        expect(one).toMatchObject({ kind: "list", items: [{ id: older?.id, snippet: older?.caption }] });
        const gone = await instagramListRecentMedia.execute(context, { mediaId: "0" });
        expect(gone).toMatchObject({ kind: "done", message: expect.stringContaining("No encuentro esa publicación") });
      });

      it("lists the comments of one post, newest first, with who wrote them", async () => {
        const data = await readSandboxData<SeededInstagram>(sandbox.url, "instagram");
        const post = data.media[1];
        if (!post) throw new Error("no second post");
        const output = await instagramListMediaComments.execute(context, { mediaId: post.id });
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        const expected = [...(data.comments[post.id] ?? [])].reverse();
        expect(output.items.map((item) => item.id)).toEqual(expected.map((comment) => comment.id));
        expect(output.items[0]).toMatchObject({
          from: `@${expected[0]?.username}`,
          snippet: expected[0]?.text,
          date: toIso(expected[0]?.timestamp ?? ""),
          link: post.permalink,
        });
      });

      it("gathers the newest comments of my latest posts when no post is named", async () => {
        const data = await readSandboxData<SeededInstagram>(sandbox.url, "instagram");
        const output = await instagramListMediaComments.execute(context, { count: 4 });
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        const expected = data.media
          .slice(0, 5)
          .flatMap((media) => data.comments[media.id] ?? [])
          .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
          .slice(0, 4);
        expect(output.items.map((item) => item.id)).toEqual(expected.map((comment) => comment.id));
      });

      it("finds a post by the words of its caption, and says so when none matches", async () => {
        const data = await readSandboxData<SeededInstagram>(sandbox.url, "instagram");
        const event = data.media.find((media) => media.caption.includes("evento de clientes"));
        if (!event) throw new Error("no event post");
        const output = await instagramListMediaComments.execute(context, { about: "evento de clientes" });
        if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
        expect(output.items.map((item) => item.id).sort()).toEqual(
          (data.comments[event.id] ?? []).map((comment) => comment.id).sort(),
        );
        const none = await instagramListMediaComments.execute(context, { about: "vacaciones en la playa" });
        expect(none).toMatchObject({ kind: "done", message: expect.stringContaining("No encuentro") });
      });

      it("maps parsed requests to inputs", () => {
        expect(instagramListRecentMedia.argsFromRequest({ text: "mis 3 últimas publicaciones", count: 3 })).toEqual({
          count: 3,
        });
        expect(
          instagramListMediaComments.argsFromRequest({
            text: "comentarios de la publicación «evento de clientes»",
            quoted: "evento de clientes",
          }),
        ).toEqual({ about: "evento de clientes" });
        expect(instagramListMediaComments.argsFromRequest({ text: "¿qué me comentan?", keywords: "comentan" })).toEqual(
          {},
        );
      });
    });
  },
);
