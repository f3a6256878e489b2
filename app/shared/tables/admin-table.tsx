import type { ReactNode } from "react";
import { Form } from "react-router";

/** One column of an admin table: its header and what each row shows in it. */
export type AdminColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The row's name (a `th scope="row"`): the column a screen reader announces the row by. */
  rowHeader?: boolean;
  className?: string;
};

type AdminTableProps<Row> = {
  /** Read by screen readers only: what the table lists, in what order. */
  caption: string;
  columns: ReadonlyArray<AdminColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** The row waiting for a confirmation (marked current), if any. */
  currentKey?: string | null;
};

/**
 * The administrator's small managed lists (blog posts, portfolio items,
 * testimonials): every row on one page, a column per fact and a last column
 * of actions, each a plain form. The large staff lists that are searched,
 * sorted and paged in SQL use the work table (`work-table.tsx`) instead.
 */
export function AdminTable<Row>({ caption, columns, rows, rowKey, empty, currentKey = null }: AdminTableProps<Row>) {
  if (rows.length === 0) return <>{empty}</>;
  return (
    // A table wider than a phone scrolls sideways inside its region, which the keyboard can reach and scroll too.
    <div className="admin-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} aria-current={currentKey === key ? "true" : undefined}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.header} scope="row" className={column.className}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

type RowActionProps = {
  id: string;
  intent: string;
  label: string;
  /** The button's full name where its label alone would not say which row it acts on. */
  ariaLabel?: string;
  className?: string;
  /** Where the form posts; the page's own address when left out. */
  action?: string;
};

/** One row action of an admin table: a button posting the row's id and the action's intent. */
export function RowAction({ id, intent, label, ariaLabel, className = "button button--ghost", action }: RowActionProps) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={className} aria-label={ariaLabel}>
        {label}
      </button>
    </Form>
  );
}
