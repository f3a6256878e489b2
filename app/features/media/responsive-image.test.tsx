import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DescribedImage } from "./image";
import { ResponsiveImage } from "./responsive-image";

const hash = "a".repeat(64);
const image: DescribedImage = {
  width: 1600,
  height: 1067,
  alt: "Villa terrace over the bay (illustration)",
  variants: [
    { width: 1600, height: 1067, format: "jpeg", key: `${hash}/1600.jpg` },
    { width: 480, height: 320, format: "jpeg", key: `${hash}/480.jpg` },
    { width: 960, height: 640, format: "jpeg", key: `${hash}/960.jpg` },
    { width: 480, height: 320, format: "webp", key: `${hash}/480.webp` },
    { width: 960, height: 640, format: "webp", key: `${hash}/960.webp` },
    { width: 1600, height: 1067, format: "webp", key: `${hash}/1600.webp` },
  ],
};

function attribute(markup: string, tag: string, name: string): string | undefined {
  const element = new RegExp(`<${tag}\\b[^>]*>`).exec(markup)?.[0] ?? "";
  return new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];
}

describe("ResponsiveImage", () => {
  it("offers WebP then JPEG in every width, sized so nothing shifts, lazily", () => {
    const markup = renderToStaticMarkup(<ResponsiveImage image={image} sizes="(min-width: 60rem) 50vw, 100vw" className="photo" />);
    expect(markup.startsWith("<picture><source")).toBe(true);
    expect(attribute(markup, "source", "type")).toBe("image/webp");
    expect(attribute(markup, "source", "srcSet")).toBe(
      `/media/${hash}/480.webp 480w, /media/${hash}/960.webp 960w, /media/${hash}/1600.webp 1600w`,
    );
    expect(attribute(markup, "source", "sizes")).toBe("(min-width: 60rem) 50vw, 100vw");
    expect(attribute(markup, "img", "srcSet")).toBe(
      `/media/${hash}/480.jpg 480w, /media/${hash}/960.jpg 960w, /media/${hash}/1600.jpg 1600w`,
    );
    expect(attribute(markup, "img", "src")).toBe(`/media/${hash}/1600.jpg`);
    expect(attribute(markup, "img", "sizes")).toBe("(min-width: 60rem) 50vw, 100vw");
    expect(attribute(markup, "img", "width")).toBe("1600");
    expect(attribute(markup, "img", "height")).toBe("1067");
    expect(attribute(markup, "img", "alt")).toBe("Villa terrace over the bay (illustration)");
    expect(attribute(markup, "img", "class")).toBe("photo");
    expect(attribute(markup, "img", "loading")).toBe("lazy");
    expect(attribute(markup, "img", "decoding")).toBe("async");
    expect(attribute(markup, "img", "fetchPriority")).toBeUndefined();
  });

  it("fetches the main photo eagerly with high priority", () => {
    const markup = renderToStaticMarkup(<ResponsiveImage image={image} sizes="100vw" priority />);
    expect(attribute(markup, "img", "loading")).toBe("eager");
    expect(attribute(markup, "img", "fetchPriority")).toBe("high");
    expect(attribute(markup, "img", "decoding")).toBeUndefined();
    // Inside <picture> React adds no JPEG preload that would waste the WebP choice.
    expect(markup).not.toContain("preload");
  });
});
