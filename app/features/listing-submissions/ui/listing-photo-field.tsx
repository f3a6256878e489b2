import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { LISTING_LIMITS } from "~/features/listings";
import { PHOTO_FORM_MESSAGES, PHOTO_LIMITS } from "../agent-listing-fields";
import { tooLarge, uploadPhoto } from "./photo-upload";

/**
 * The photo step: drop photos or pick them, each uploads alone
 * with its own progress bar, then shows its preview, a required description
 * (alt text), move up/down buttons (the first is the cover) and a remove
 * button. The form posts `photo` (a kept photo's id or the upload's token)
 * and `photoAlt`, in order. Without JavaScript existing photos are kept as
 * they are and new ones cannot be added (decision 0017).
 */

export type ExistingPhoto = { id: string; alt: string; previewUrl: string };

type Item = {
  key: string;
  /** A kept photo's id, or the upload's token once it is done. */
  ref: string | null;
  name: string;
  previewUrl: string | null;
  alt: string;
  progress: number;
};

type Refusal = { key: string; name: string; message: string };

let counter = 0;
const nextKey = () => `photo-${++counter}`;

export function ListingPhotoField({
  initial,
  error,
  onBusyChange,
}: {
  initial: readonly ExistingPhoto[];
  error?: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const [items, setItems] = useState<Item[]>(() => initial.map((photo) => ({ key: photo.id, ref: photo.id, name: "", previewUrl: photo.previewUrl, alt: photo.alt, progress: 100 })));
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [enhanced, setEnhanced] = useState(false);
  const [dragging, setDragging] = useState(false);
  const focusAfterMove = useRef<{ key: string; action: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const hintId = useId();
  const errorId = useId();

  useEffect(() => setEnhanced(true), []);
  const busy = items.some((item) => item.ref === null);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-key="${target.key}"]`);
    const button = item?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`) ?? item?.querySelector<HTMLButtonElement>("[data-action]:not(:disabled)");
    button?.focus();
  }, [items]);

  const update = (key: string, change: Partial<Item>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function addFiles(files: FileList | File[]) {
    const list = Array.from(files);
    const room = PHOTO_LIMITS.perListing - items.length;
    const refused: Refusal[] = [];
    const accepted: Array<{ item: Item; file: File }> = [];
    for (const file of list) {
      const problem = tooLarge(file) ?? (accepted.length >= room ? PHOTO_FORM_MESSAGES.tooMany : null);
      if (problem) refused.push({ key: nextKey(), name: file.name, message: problem });
      else accepted.push({ file, item: { key: nextKey(), ref: null, name: file.name, previewUrl: null, alt: "", progress: 0 } });
    }
    setRefusals(refused);
    if (accepted.length === 0) return;
    setItems((current) => [...current, ...accepted.map(({ item }) => item)]);
    for (const { item, file } of accepted) {
      void uploadPhoto(file, (progress) => update(item.key, { progress })).then((answer) => {
        if (answer.ok) {
          update(item.key, { ref: answer.token, previewUrl: answer.previewUrl, progress: 100 });
        } else {
          setItems((current) => current.filter((entry) => entry.key !== item.key));
          setRefusals((current) => [...current, { key: item.key, name: file.name, message: answer.error }]);
        }
      });
    }
  }

  function move(index: number, by: -1 | 1) {
    const target = index + by;
    if (target < 0 || target >= items.length) return;
    focusAfterMove.current = { key: items[index]!.key, action: by < 0 ? "up" : "down" };
    setItems((current) => {
      const next = [...current];
      [next[index], next[target]] = [next[target]!, next[index]!];
      return next;
    });
  }

  function remove(index: number) {
    const neighbour = items[index + 1] ?? items[index - 1];
    if (neighbour) focusAfterMove.current = { key: neighbour.key, action: "remove" };
    setItems((current) => current.filter((_, position) => position !== index));
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) addFiles(event.dataTransfer.files);
  };

  return (
    <div className="photo-field" data-photo-field>
      <p id={hintId} className="field__hint">
        JPEG, PNG, WebP or AVIF, up to 15 MB each and {PHOTO_LIMITS.perListing} per listing. The first photo is the cover; describe each one for visitors who cannot see it.
      </p>
      {error ? (
        <p id={errorId} className="field__error" role="alert" tabIndex={-1} data-photo-error>
          {error}
        </p>
      ) : null}
      {enhanced ? (
        <div
          className={`photo-drop${dragging ? " photo-drop--active" : ""}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p>Drag photos here, or</p>
          <label className="button button--ghost photo-drop__pick">
            Choose photos
            <input
              type="file"
              multiple
              accept="image/*"
              className="photo-drop__input"
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              onChange={(event) => {
                if (event.target.files) addFiles(event.target.files);
                event.target.value = "";
              }}
            />
          </label>
        </div>
      ) : (
        // Drawn by the server; hidden as soon as the page's script runs, gone once React takes over.
        <p className="agent-dashboard__notice photo-field__no-script">{PHOTO_FORM_MESSAGES.noScript}</p>
      )}
      {refusals.length > 0 ? (
        <ul className="photo-refusals" role="alert" aria-label="Photos not added">
          {refusals.map((refusal) => (
            <li key={refusal.key}>
              <strong>{refusal.name}</strong>: {refusal.message}
            </li>
          ))}
        </ul>
      ) : null}
      {items.length > 0 ? (
        <ol className="photo-list" ref={listRef} aria-label="Photos, in order">
          {items.map((item, index) => {
            const label = `photo ${index + 1}`;
            return (
              <li key={item.key} className="photo-list__item" data-key={item.key}>
                <div className="photo-list__preview">
                  {item.previewUrl ? <img src={item.previewUrl} alt="" width={160} height={107} /> : <span className="photo-list__placeholder">Uploading…</span>}
                </div>
                <div className="photo-list__body">
                  <p className="photo-list__caption">
                    {index === 0 ? <strong>Cover photo. </strong> : null}
                    {item.name}
                  </p>
                  {item.ref === null ? (
                    <p className="photo-list__progress">
                      <progress max={100} value={item.progress} aria-label={`Upload of ${item.name}`} /> {item.progress}%
                    </p>
                  ) : item.name ? (
                    <p className="photo-list__progress">
                      <progress max={100} value={100} aria-label={`Upload of ${item.name}`} /> Uploaded
                    </p>
                  ) : null}
                  <input type="hidden" name="photo" value={item.ref ?? ""} />
                  <label className="field photo-list__alt">
                    Description of {label} (alt text)
                    <input
                      name="photoAlt"
                      required
                      maxLength={LISTING_LIMITS.photoAltMax}
                      value={item.alt}
                      onChange={(event) => update(item.key, { alt: event.target.value })}
                    />
                  </label>
                  {enhanced ? (
                    <div className="photo-list__actions">
                      <button type="button" className="button button--ghost" data-action="up" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${label} up`}>
                        Move up
                      </button>
                      <button
                        type="button"
                        className="button button--ghost"
                        data-action="down"
                        disabled={index === items.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={`Move ${label} down`}
                      >
                        Move down
                      </button>
                      <button type="button" className="button button--ghost" data-action="remove" onClick={() => remove(index)} aria-label={`Remove ${label}`}>
                        Remove
                      </button>
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
