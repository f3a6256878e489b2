/**
 * What the search ignored or changed in the URL, in words (a polite live
 * region: it stays in the page, empty, so that new notes are announced).
 */
export function SearchNotes({ notes }: { notes: readonly string[] }) {
  return (
    <div className="search-notes" role="status" aria-live="polite" data-swap-text="notes">
      {notes.length > 0 ? (
        <>
          <p className="visually-hidden">About your search:</p>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
