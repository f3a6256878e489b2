import { type DescribedImage } from "~/features/media";
import { ResponsiveImage } from "~/features/media/components";

/** An agent's portrait, or their initials on a coloured disc when there is none. */
export function AgentPortrait({ name, photo, sizes, priority = false }: { name: string; photo: DescribedImage | null; sizes: string; priority?: boolean }) {
  if (photo) return <ResponsiveImage image={photo.alt ? photo : { ...photo, alt: `Portrait of ${name}` }} sizes={sizes} priority={priority} className="agent-portrait" />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
  return (
    <span className="agent-portrait agent-portrait--initials" role="img" aria-label={`${name} (no portrait)`}>
      {initials}
    </span>
  );
}
