import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestBlog } from "~/features/blog/blog-factory";
import { blogPosts } from "~/features/blog/blog-post.table";
import { incrementViews } from "~/features/blog/blog-posts.server";
import { createTestListing } from "~/features/listings/listing-factory";
import { listings } from "~/features/listings/listing.table";
import { getConnection, getDb } from "~/shared/db/client.server";
import { listen, notify } from "~/shared/db/notify.server";
import { CONTENT_CHANGES_CHANNEL } from "./content-changes";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/**
 * The tables whose change notifies the page cache's channel while `change`
 * runs. Notifications arrive in commit order, so a marker sent after the
 * change, once heard, shows that all of the change's have arrived.
 */
async function notificationsDuring(change: () => Promise<unknown>): Promise<string[]> {
  const heard: string[] = [];
  stops.push(await listen(CONTENT_CHANGES_CHANNEL, (payload) => heard.push(payload)));
  const mark = async (name: string) => {
    await notify(getDb(), CONTENT_CHANGES_CHANNEL, name);
    for (let waited = 0; !heard.includes(name) && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard, `the marker ${name} was heard`).toContain(name);
  };
  await mark("before");
  await change();
  await mark("after");
  return heard.slice(heard.indexOf("before") + 1, heard.indexOf("after"));
}

describe(`public content changes on ${getConnection().engine}`, () => {
  it("are announced to every listener when a listing is added, edited or removed", async () => {
    const listing = await createTestListing();
    expect(await notificationsDuring(() => createTestListing())).toContain("listings");
    expect(await notificationsDuring(() => getDb().update(listings).set({ description: "Now with a pool" }).where(eq(listings.id, listing.id)))).toEqual(["listings"]);
    expect(await notificationsDuring(() => getDb().delete(listings).where(eq(listings.id, listing.id)))).toContain("listings");
  });

  it("are announced when a post is edited, but not when a visit only counts itself", async () => {
    const post = await createTestBlog({ title: "Snorkelling at Waterlemon Cay" });
    expect(await notificationsDuring(() => incrementViews(post.id))).toEqual([]);
    expect(await notificationsDuring(() => getDb().update(blogPosts).set({ title: "Snorkelling at Waterlemon Cay, updated" }).where(eq(blogPosts.id, post.id)))).toEqual(["blog_posts"]);
  });
});
