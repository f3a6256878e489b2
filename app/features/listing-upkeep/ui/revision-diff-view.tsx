import type { PhotoView, RevisionDiff } from "../revision-diff.server";

/** A proposed revision against what is live: each changed field side by side, then the photos before and after. */

function Photos({ photos, label }: { photos: PhotoView[]; label: string }) {
  return (
    <figure className="upkeep-diff__photos">
      <figcaption>{label}</figcaption>
      {photos.length === 0 ? (
        <p>No photos</p>
      ) : (
        <ol>
          {photos.map((photo, index) => (
            <li key={`${photo.key}-${index}`}>
              <img src={photo.previewUrl} alt={photo.alt} width={120} height={80} loading="lazy" />
              <span>{photo.alt}</span>
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}

export function RevisionDiffView({ diff }: { diff: RevisionDiff }) {
  return (
    <div className="upkeep-diff">
      {diff.lines.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="upkeep-diff__table">
            <caption className="visually-hidden">Changed fields: what is live and what is proposed</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Live now</th>
                <th scope="col">Proposed</th>
              </tr>
            </thead>
            <tbody>
              {diff.lines.map((line) => (
                <tr key={line.field}>
                  <th scope="row">{line.label}</th>
                  <td className="upkeep-diff__live">
                    <del>{line.live}</del>
                  </td>
                  <td className="upkeep-diff__proposed">
                    <ins>{line.proposed}</ins>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No text changes.</p>
      )}
      {diff.photos.changed ? (
        <div className="upkeep-diff__photo-pair">
          <Photos photos={diff.photos.live} label="Photos live now" />
          <Photos photos={diff.photos.proposed} label="Proposed photos (the first is the cover)" />
        </div>
      ) : (
        <p>No photo changes.</p>
      )}
    </div>
  );
}
