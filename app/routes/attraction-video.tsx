import type { Route } from "./+types/attraction-video";
import { ATTRACTION_VIDEOS } from "~/features/content";
import { VideoFacade } from "~/features/content/components";
import type { PageHandle } from "~/features/shell";
import { site } from "~/shared/config/site";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import agentStylesHref from "~/styles/agents.css?url";
import { publicPageHeaders } from "~/shared/http/public-page";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageHeaders;

/**
 * /attraction/video: short films of the island as lightweight facades — a
 * self-hosted poster, the title and length, and a play button. The player
 * loads only on click, through the shell script (no React here; decision 0008
 * and the video-facades decision record).
 */
export const handle: PageHandle = { hydrate: false };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: agentStylesHref }];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "St. John Attraction Videos",
    description: "Short films of St. John's beaches, trails and bays: Trunk Bay, Cinnamon Bay, Ram Head and more.",
    path: "/attraction/video",
    image: `${ATTRACTION_VIDEOS[0]?.poster ?? "/images/og-default"}.jpg`,
  });

export default function Page() {
  const youtube = site.social.find((link) => link.name === "YouTube");
  return (
    <>
      <PageHero eyebrow="See the island" title="St. John Attraction Videos">
        Beaches, trails and bays, filmed on St. John. Press play to watch: the player loads only when you ask for it.
      </PageHero>
      <div className="container section">
        {ATTRACTION_VIDEOS.length ? (
          <ul className="video-grid">
            {ATTRACTION_VIDEOS.map((video, index) => {
              const headingId = `video-${index + 1}`;
              return (
                <li key={video.youtubeId} className="video-card">
                  <VideoFacade video={video} headingId={headingId} priority={index < 3} />
                  <h2 id={headingId}>{video.title}</h2>
                  <p>{video.description}</p>
                </li>
              );
            })}
          </ul>
        ) : (
          <EmptyState title="No videos yet">
            <p>Island videos will appear here soon.</p>
          </EmptyState>
        )}
        {youtube ? (
          <p className="section">
            More on our <a href={youtube.href}>YouTube channel</a>.
          </p>
        ) : null}
      </div>
    </>
  );
}
