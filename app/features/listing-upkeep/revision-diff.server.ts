import { previewOf } from "~/features/media/index.server";
import { isSubcategory, SUBCATEGORY_LABELS, type ListingKind } from "~/features/listings";
import type { ListingPhoto } from "~/features/listings/index.server";
import type { RevisionPhoto } from "./listing-revision.table";
import { revisionFields } from "./revision-fields";

/**
 * A proposed revision against what is live, as the review screen shows it:
 * each field that would change (its label, the live text and the proposed
 * text) and the photos before and after when they would change.
 */

export type DiffLine = { field: string; label: string; live: string; proposed: string };
export type PhotoView = { key: string; alt: string; previewUrl: string };
export type RevisionDiff = { lines: DiffLine[]; photos: { changed: boolean; live: PhotoView[]; proposed: PhotoView[] } };

const CATEGORY_LABELS: Record<string, string> = { residential: "Residential", commercial: "Commercial", land: "Land" };

/** A column's value as the form's field holds it, for comparing and for reading. */
function fieldValue(name: string, row: Record<string, unknown>): unknown {
  if (name === "propertyName") return (row.propertyInfo as { name?: string } | null | undefined)?.name ?? null;
  const value = row[name];
  return value === undefined || value === "" ? null : value;
}

function readable(name: string, value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.join("\n");
  if (name === "category") return CATEGORY_LABELS[String(value)] ?? String(value);
  if (name === "subcategory" && isSubcategory(value)) return SUBCATEGORY_LABELS[value];
  if (typeof value === "number") return value.toLocaleString("en-US");
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The identity of a photo in the order: a kept photo's id, or a new image's key. */
const photoKey = (photo: RevisionPhoto) => ("existingId" in photo ? photo.existingId : (photo.image.variants[0]?.key ?? ""));

export function diffRevision(
  kind: ListingKind,
  live: Record<string, unknown>,
  proposed: Record<string, unknown>,
  livePhotos: readonly ListingPhoto[],
  proposedPhotos: readonly RevisionPhoto[],
): RevisionDiff {
  const lines: DiffLine[] = [];
  for (const field of revisionFields(kind)) {
    const before = fieldValue(field.name, live);
    const after = fieldValue(field.name, proposed);
    if (!same(before, after)) lines.push({ field: field.name, label: field.label, live: readable(field.name, before), proposed: readable(field.name, after) });
  }
  const byId = new Map(livePhotos.map((photo) => [photo.id, photo]));
  const liveViews = livePhotos.map((photo) => ({ key: photo.id, alt: photo.alt, previewUrl: previewOf(photo) }));
  const proposedViews = proposedPhotos.flatMap((photo) => {
    if ("image" in photo) return [{ key: photoKey(photo), alt: photo.alt, previewUrl: previewOf(photo.image) }];
    const kept = byId.get(photo.existingId);
    return kept ? [{ key: kept.id, alt: photo.alt, previewUrl: previewOf(kept) }] : [];
  });
  const changed = !same(
    liveViews.map((photo) => [photo.key, photo.alt]),
    proposedPhotos.map((photo) => [photoKey(photo), photo.alt]),
  );
  return { lines, photos: { changed, live: liveViews, proposed: proposedViews } };
}

/** Whether the revision would change nothing. */
export const isEmptyDiff = (diff: RevisionDiff) => diff.lines.length === 0 && !diff.photos.changed;
