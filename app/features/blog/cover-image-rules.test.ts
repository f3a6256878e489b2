import { describe, expect, it } from "vitest";
import type { DescribedImage } from "~/features/media/image";
import { ALL_COVER_NAMES, chooseCover, type CoverChoice } from "./cover-image-rules";

const uploaded: DescribedImage = {
  alt: "Our office in Cruz Bay",
  width: 1600,
  height: 1067,
  variants: [{ width: 1600, height: 1067, format: "jpeg", key: `${"a".repeat(64)}/1600.jpg` }],
};

type Post = Parameters<typeof chooseCover>[0];
const base: Post = { id: "some-post", coverImage: null, category: "", title: "Notes", tags: [], description: "Plain words." };

/** One case per step of chooseCover's order; each case also satisfies every later step, so only the order decides. */
const CASES: { step: string; post: Partial<Post>; expected: CoverChoice }[] = [
  {
    step: "1. stored cover image",
    post: { id: "welcome-to-our-new-website", coverImage: uploaded, category: "Lifestyle", title: "Beach day", tags: ["villa"], description: "sunset" },
    expected: { step: "stored", image: uploaded },
  },
  {
    step: "2. fixed image for a known post id",
    post: { id: "getting-to-know-st-john", category: "Lifestyle", title: "Beach day", tags: ["villa"], description: "sunset" },
    expected: { step: "post", name: "post:getting-to-know-st-john" },
  },
  {
    step: "3. image for the category (case-insensitive)",
    post: { category: "market analysis", title: "Beach day", tags: ["villa"], description: "sunset" },
    expected: { step: "category", name: "category:Market Analysis" },
  },
  {
    step: "4. keyword in the title",
    post: { category: "Neighbourhood notes", title: "Five quiet beaches", tags: ["villa"], description: "sunset" },
    expected: { step: "title", name: "keyword:beach" },
  },
  {
    step: "5. keyword in the tags",
    post: { category: "", title: "Notes from the week", tags: ["Owners", "Villa rentals"], description: "sunset" },
    expected: { step: "tags", name: "keyword:villa" },
  },
  {
    step: "6. keyword in the first 200 characters of the description",
    post: { title: "Notes from the week", tags: ["Owners"], description: `${"x ".repeat(90)}Watching the sunset from the deck.` },
    expected: { step: "description", name: "keyword:sunset" },
  },
  {
    step: "7. the default",
    post: { title: "Notes from the week", tags: ["Owners"], description: `${"x ".repeat(100)}A sunset mentioned too late to count.` },
    expected: { step: "default", name: "default" },
  },
];

describe("chooseCover", () => {
  it.each(CASES)("$step", ({ post, expected }) => {
    expect(chooseCover({ ...base, ...post })).toEqual(expected);
  });

  it("has an image for every name it can choose: 2 posts, 12 categories, 9 keywords, the default", () => {
    expect(ALL_COVER_NAMES).toHaveLength(24);
    expect(new Set(ALL_COVER_NAMES).size).toBe(24);
  });
});
