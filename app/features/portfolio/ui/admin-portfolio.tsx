import { Form } from "react-router";
import type { FormValues } from "~/shared/forms/parse-form";
import type { FieldErrors } from "~/shared/lib/result";
import { AdminTable, RowAction, type AdminColumn } from "~/shared/tables/admin-table";
import { ConfirmStep } from "~/shared/ui/confirm-step";
import { FormField } from "~/shared/ui/form-field";
import { Link } from "~/shared/ui/link";
import { LISTING_CATEGORIES, LISTING_LIMITS, LISTING_SUBCATEGORIES, REVIEW_STATUS_CHOICES, SUBCATEGORY_LABELS } from "~/features/listings";
import { formatPrice } from "~/features/listings";

export type PortfolioRow = {
  id: string;
  title: string;
  category: string;
  subcategory: string | null;
  kind: string;
  price: number | null;
  reviewStatus: string;
  updatedAt: string;
};

const CATEGORY_LABELS: Record<string, string> = { residential: "Residential", commercial: "Commercial", land: "Land" };
const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace("-", " ");

/** A select's options: an optional blank choice first, then each value under its label. */
function Choices({ values, labelOf, blank }: { values: readonly string[]; labelOf: (value: string) => string; blank?: string }) {
  return (
    <>
      {blank ? <option value="">{blank}</option> : null}
      {values.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </>
  );
}

const categoryLabel = (category: string) => CATEGORY_LABELS[category] ?? category;

function SubcategoryOptions({ blank }: { blank: string }) {
  return (
    <>
      <option value="">{blank}</option>
      {LISTING_CATEGORIES.map((category) => (
        <optgroup key={category} label={CATEGORY_LABELS[category]}>
          {LISTING_SUBCATEGORIES[category].map((subcategory) => (
            <option key={subcategory} value={subcategory}>
              {SUBCATEGORY_LABELS[subcategory]}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

/** The list's filters, sent in the URL so that a filtered list can be bookmarked and works without JavaScript. */
export function PortfolioFilterForm({ values, problems, action }: { values: FormValues; problems: FieldErrors; action: string }) {
  return (
    <Form method="get" action={action} className="queue-filters" role="search" aria-label="Filter the portfolio">
      <FormField
        name="category"
        label="Category"
        defaultValue={values.category}
        error={problems.category}
        options={<Choices values={LISTING_CATEGORIES} labelOf={categoryLabel} blank="All three" />}
      />
      <FormField
        name="status"
        label="Status"
        defaultValue={values.status}
        error={problems.status}
        options={<Choices values={REVIEW_STATUS_CHOICES} labelOf={label} blank="Any status" />}
      />
      <FormField name="subcategory" label="Type" defaultValue={values.subcategory} error={problems.subcategory} options={<SubcategoryOptions blank="Any type" />} />
      <FormField name="minPrice" label="Lowest price ($)" inputMode="numeric" defaultValue={values.minPrice} error={problems.minPrice} />
      <FormField name="maxPrice" label="Highest price ($)" inputMode="numeric" defaultValue={values.maxPrice} error={problems.maxPrice} />
      <div className="admin-delete__actions">
        <button type="submit" className="button">
          Filter
        </button>
        <Link to={action} className="button button--ghost">
          Clear
        </Link>
      </div>
    </Form>
  );
}

/** The items, newest first, each with Edit and Delete (after a confirmation step). */
const COLUMNS = (section: string): AdminColumn<PortfolioRow>[] => [
  {
    header: "Item",
    cell: (item) => (
      <>
        <strong>{item.title}</strong>
        <br />
        <span>{item.kind === "sold" ? "Sold" : "For sale"}</span>
      </>
    ),
  },
  {
    header: "Category",
    cell: (item) => (
      <>
        {categoryLabel(item.category)}
        {item.subcategory ? ` · ${SUBCATEGORY_LABELS[item.subcategory as keyof typeof SUBCATEGORY_LABELS] ?? item.subcategory}` : null}
      </>
    ),
  },
  { header: "Price", cell: (item) => formatPrice(item.price) },
  { header: "Status", cell: (item) => label(item.reviewStatus) },
  {
    header: "Actions",
    cell: (item) => (
      <>
        <Link to={`${section}?edit=${item.id}#portfolio-form`} className="button button--ghost" aria-label={`Edit ${item.title}`}>
          Edit
        </Link>
        <RowAction id={item.id} intent="confirm-delete" label="Delete" ariaLabel={`Delete ${item.title}`} />
      </>
    ),
  },
];

export function PortfolioTable({ items, section, confirmDelete }: { items: PortfolioRow[]; section: string; confirmDelete: { id: string; title: string } | null }) {
  return (
    <>
      <AdminTable
        caption="Portfolio items, newest first"
        columns={COLUMNS(section)}
        rows={items}
        rowKey={(item) => item.id}
        currentKey={confirmDelete?.id}
        empty={<p>No portfolio items match. Clear the filters or add one below.</p>}
      />
      {confirmDelete ? (
        <ConfirmStep
          question={<>Delete “{confirmDelete.title}”?</>}
          cancelHref={section}
          confirm={<RowAction id={confirmDelete.id} intent="delete" label="Delete for good" className="button button--danger" />}
        >
          The item and its photos are removed from the site. This cannot be undone.
        </ConfirmStep>
      ) : null}
    </>
  );
}

type PortfolioFormProps = {
  /** The item being edited, or null to add one. */
  id: string | null;
  values: FormValues;
  errors: FieldErrors;
  formError?: string;
  cancelHref: string;
};

/** Add or edit an item: a sale, or with "Sold" a closed sale with its close price and date. */
export function PortfolioForm({ id, values, errors, formError, cancelHref }: PortfolioFormProps) {
  const first = Object.keys(errors)[0];
  return (
    <Form method="post" className="form" id="portfolio-form" aria-labelledby="portfolio-form-title">
      <h2 id="portfolio-form-title">{id ? `Edit “${values.title ?? ""}”` : "Add a portfolio item"}</h2>
      {formError ? (
        <div className="form__alert" role="alert">
          {formError}
        </div>
      ) : null}
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <FormField
        name="category"
        label="Category"
        required
        defaultValue={values.category ?? "residential"}
        error={errors.category}
        autoFocus={first === "category"}
        options={<Choices values={LISTING_CATEGORIES} labelOf={categoryLabel} />}
      />
      <FormField
        name="kind"
        label="Market"
        defaultValue={values.kind ?? "sale"}
        error={errors.kind}
        options={
          <>
            <option value="sale">For sale</option>
            <option value="sold">Sold</option>
          </>
        }
      />
      <FormField name="title" label="Title" required maxLength={LISTING_LIMITS.titleMax} defaultValue={values.title} error={errors.title} autoFocus={first === "title"} />
      <FormField name="subcategory" label="Type" defaultValue={values.subcategory} error={errors.subcategory} autoFocus={first === "subcategory"} options={<SubcategoryOptions blank="Not given" />} />
      <FormField name="area" label="Area" hint="Where on St. John, e.g. Chocolate Hole" maxLength={LISTING_LIMITS.areaMax} defaultValue={values.area} error={errors.area} autoFocus={first === "area"} />
      <FormField name="listPrice" label="List price ($)" hint="Required for sale; optional once sold" money defaultValue={values.listPrice} error={errors.listPrice} autoFocus={first === "listPrice"} />
      <FormField name="closePrice" label="Close price ($)" hint="Sold only" money defaultValue={values.closePrice} error={errors.closePrice} autoFocus={first === "closePrice"} />
      <FormField name="closeDate" label="Close date" hint="Sold only" type="date" defaultValue={values.closeDate} error={errors.closeDate} autoFocus={first === "closeDate"} />
      <FormField name="description" label="Description" multiline rows={5} maxLength={LISTING_LIMITS.descriptionMax} defaultValue={values.description} error={errors.description} autoFocus={first === "description"} />
      <FormField
        name="status"
        label="Status"
        hint="Only approved items are public"
        defaultValue={values.status ?? "pending"}
        error={errors.status}
        options={<Choices values={REVIEW_STATUS_CHOICES} labelOf={label} />}
      />
      <div className="admin-delete__actions">
        <button type="submit" name="intent" value="save" className="button">
          {id ? "Save changes" : "Add item"}
        </button>
        {id ? (
          <Link to={cancelHref} className="button button--ghost">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
