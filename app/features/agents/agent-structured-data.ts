import { largestJpegPath } from "~/features/media";
import { metaDescription } from "~/shared/seo/meta-description";
import { site } from "~/shared/config/site";
import { bioParagraphs } from "./agent-rules";

/** What the profile page's search-engine data reads of an agent. */
export type StructuredAgent = {
  name: string;
  title: string;
  email: string;
  phone: string | null;
  bio: string;
  languages: string[];
  specialities: string[];
  photo: { variants: Array<{ width: number; format: string; key: string }> } | null;
};

export function agentDescription(agent: Pick<StructuredAgent, "name" | "title" | "bio">): string {
  const fallback = `${agent.name}${agent.title ? `, ${agent.title}` : ""} at ${site.name}, St. John, US Virgin Islands.`;
  return metaDescription(bioParagraphs(agent.bio)[0], fallback);
}

/**
 * schema.org RealEstateAgent for /agent/{id}. RealEstateAgent is a business
 * type, so the brokerage is its parentOrganization (worksFor and jobTitle
 * belong to Person and would not validate).
 */
export function agentJsonLd(agent: StructuredAgent, url: string, origin: string): Record<string, unknown> {
  const image = largestJpegPath(agent.photo as Parameters<typeof largestJpegPath>[0]);
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name: agent.name,
    url,
    email: `mailto:${agent.email}`,
    ...(agent.phone ? { telephone: agent.phone } : {}),
    ...(image ? { image: `${origin}${image}` } : {}),
    description: agentDescription(agent),
    ...(agent.languages.length ? { knowsLanguage: agent.languages } : {}),
    ...(agent.specialities.length ? { knowsAbout: agent.specialities } : {}),
    areaServed: { "@type": "Place", name: "St. John, US Virgin Islands" },
    parentOrganization: {
      "@type": "RealEstateAgent",
      name: site.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: "VI",
      },
      telephone: site.phones[0].tel,
    },
  };
}
