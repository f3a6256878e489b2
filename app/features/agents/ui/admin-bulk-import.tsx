import { Form, useNavigation } from "react-router";
import type { BulkAgentResult } from "../bulk-add-agents.server";

type Props = {
  result: { summary: { results: BulkAgentResult[]; added: number; failed: number }; fileName: string } | null;
  formError: string | null;
};

/** Upload a CSV or JSON file of agents; afterwards, one line of result per agent. */
export function AdminBulkImport({ result, formError }: Props) {
  const navigation = useNavigation();
  const importing = navigation.state === "submitting" && navigation.formData?.get("intent") === "bulk";
  return (
    <section className="admin-agents__panel" aria-labelledby="bulk-heading">
      <h2 id="bulk-heading">Import agents from a file</h2>
      <p>
        CSV: a first line naming the columns <code>name, email</code> and any of <code>title, phone, bio, languages, specialities, status, sortOrder</code>; put a list
        in quotes (<code>"English, Spanish"</code>). JSON: a list of objects with the same fields. Each agent is added on its own: a bad row is reported with its
        line and does not stop the others. An e-mail already used by an agent is refused. Up to 900 KB.
      </p>
      <Form method="post" encType="multipart/form-data" className="form">
        <input type="hidden" name="intent" value="bulk" />
        {formError ? (
          <div className="form__alert" role="alert">
            <p>{formError}</p>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="bulk-file">File</label>
          <input id="bulk-file" name="file" type="file" accept=".csv,.json,text/csv,application/json" required />
        </div>
        <div className="field">
          <label htmlFor="bulk-format">Format</label>
          <select id="bulk-format" name="format" defaultValue="">
            <option value="">From the file name (.csv or .json)</option>
            <option value="csv">CSV</option>
            <option value="json">JSON</option>
          </select>
        </div>
        <div>
          <button type="submit" className="button" disabled={importing}>
            {importing ? "Importing…" : "Import"}
          </button>
        </div>
      </Form>
      {result ? (
        <div className="bulk-results" role="status" tabIndex={-1}>
          <h3>
            {result.fileName}: {result.summary.added} added, {result.summary.failed} refused
          </h3>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {result.summary.results.map((row) => (
                  <tr key={row.row}>
                    <td>{row.line}</td>
                    <td>{row.name || "—"}</td>
                    <td>{row.email || "—"}</td>
                    <td>
                      {row.success ? (
                        <span className="bulk-results__ok">Added</span>
                      ) : (
                        <span className="bulk-results__failed">
                          Not added: {row.error}
                          {row.field ? ` (${row.field})` : ""}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </section>
  );
}
