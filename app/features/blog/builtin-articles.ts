import { BLOG_DEFAULTS, type BlogPost } from "./blog-rules";

/**
 * The two articles that ship with the site, merged into the blog
 * list after the stored posts and found here before the database is asked.
 * Dates: the welcome came first, on 8 Oct 2025, with the launch of the site;
 * the island guide followed on 13 Oct 2025 (docs/decisions/0018-blog.md).
 */

export const WELCOME_ARTICLE_ID = "welcome-to-our-new-website";
export const ST_JOHN_ARTICLE_ID = "getting-to-know-st-john";

const welcome = `Welcome to the new home of Sugar Apple Realty on the web. Whether you are dreaming of a cottage above Coral Bay, comparing villas for next winter's vacation, or getting ready to sell a home you have loved for years, this site is built to help you do it with less guesswork.

## What you can do here

- **Search every listing** on the [MLS page](/mls): filter by price, bedrooms, area and property type, and switch to the map to see exactly where each home or lot sits on the island.
- **Browse homes and land** under [Residential](/properties) and [Land](/landproperties), each with full photo galleries, the facts buyers ask about first, and a mortgage calculator.
- **Look back at what sold** in our [sales history](/saleshistory): real closed prices are the best guide to what a property is worth.
- **Find a villa** for your stay and send a booking request straight to the owner's agent.
- **Read our journal**, right here, for buying guides, market notes and island life.

## Built for island connections

Much of St. John reaches the internet over long wireless links and busy cellular towers. We kept the pages light: they load quickly on a phone, photos arrive in the size your screen needs, and nothing heavy runs until you ask for it. If a page ever feels slow, we want to hear about it.

## Still a local, personal brokerage

A website does not replace a conversation. Our agents live on St. John, walk the properties they list and know which roads wash out after a rain. When something here catches your eye, [get in touch](/contact) and one of us will answer — usually the same day.

Thank you for visiting, and welcome.`;

const stJohn = `St. John is the smallest of the three main US Virgin Islands, about 20 square miles of steep green hills, quiet bays and white-sand beaches. Before you buy here, it helps to understand what makes the island different from anywhere else in the Caribbean.

## Two-thirds national park

About 60 percent of the island is Virgin Islands National Park, created in 1956 from land donated by Laurance Rockefeller. The park protects most of the north shore beaches — Trunk Bay, Cinnamon Bay, Maho Bay — along with miles of hiking trails and the ruins of 18th-century sugar plantations. For owners, that means views that will never be built out and a limited supply of private land, which has supported property values for decades.

## Cruz Bay and Coral Bay

**Cruz Bay**, on the west end, is where the ferries from St. Thomas arrive. It has most of the restaurants, shops, the bank, the post office and the busiest rental market. Homes within a short drive of town — Chocolate Hole, Great Cruz Bay, Fish Bay, Peter Bay — are popular with both owners and holiday guests.

**Coral Bay**, on the quieter east end, has a small harbor, a handful of beloved restaurants and a more laid-back pace. Land and homes there have historically cost less than on the west end, and the views over Hurricane Hole and toward the British Virgin Islands are some of the best anywhere.

## Getting here and getting around

There is no airport on St. John. Most people fly into St. Thomas (STT), take a taxi to Red Hook and ride the passenger ferry for about 20 minutes; a car barge runs alongside it. US citizens need no passport, the currency is the US dollar and English is spoken everywhere.

On the island you drive on the **left**, in ordinary American cars, on roads that are narrow, steep and winding. A four-wheel-drive vehicle is close to essential, especially for homes up unpaved driveways.

## Living with island infrastructure

- **Water** comes from rain: most homes collect it from the roof into a cistern. A cistern's size and condition matter as much as the kitchen's.
- **Power** is supplied by WAPA and costs more than on the mainland, so many owners add solar panels and battery storage.
- **Internet** has improved greatly, with fiber and fixed wireless reaching more neighborhoods each year; ask about the service at a specific address.

## Is St. John right for you?

If you want nightlife, big-box shopping and a golf course, there are better islands. If you want to swim with turtles before breakfast, know your neighbors by name and look out over a protected national park every evening, there is nowhere quite like it. When you are ready to look, [our agents](/contact) will show you the island the way we know it.`;

function article(post: Omit<BlogPost, "isHardcoded" | "views" | "likes" | "status" | "lastViewed" | "createdAt" | "updatedAt" | "coverImage" | "author">): BlogPost {
  const stamp = `${post.publishedAt}T12:00:00.000Z`;
  return {
    ...post,
    coverImage: null,
    author: BLOG_DEFAULTS.author,
    isHardcoded: true,
    views: 0,
    likes: 0,
    status: "published",
    lastViewed: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** Newest first, like the stored list. */
export const BUILTIN_ARTICLES: readonly BlogPost[] = [
  article({
    id: ST_JOHN_ARTICLE_ID,
    title: "Getting to Know St. John",
    description: stJohn,
    publishedAt: "2025-10-13",
    category: "Lifestyle",
    tags: ["St. John", "Island life", "National park", "Cruz Bay", "Coral Bay"],
  }),
  article({
    id: WELCOME_ARTICLE_ID,
    title: "Welcome to Our New Website",
    description: welcome,
    publishedAt: "2025-10-08",
    category: "Company News",
    tags: ["Announcement", "Website"],
  }),
];

export function findBuiltinArticle(id: string): BlogPost | undefined {
  return BUILTIN_ARTICLES.find((post) => post.id === id);
}
