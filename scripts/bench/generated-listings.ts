/**
 * Generated listings for benchmarks at scale: a St. John-like mix of sales, sold
 * homes, land and rentals, written by one SQL statement per batch.
 */
const AREAS = ["Cruz Bay", "Coral Bay", "Chocolate Hole", "Great Cruz Bay", "Fish Bay", "Rendezvous", "Peter Bay", "Hansen Bay", "Gifft Hill", "Bordeaux", "Catherineberg", "Johnson Bay"];
const VIEWS = ["ocean view", "sunset view", "harbor view", "garden setting", "hillside breezes", "beachfront", "valley view", "Coral Bay view"];
const STYLES = ["stone and timber", "West Indian", "contemporary", "plantation-style", "breezy", "newly renovated", "turnkey", "classic"];
const EXTRAS = ["a pool deck", "a cistern and solar", "covered verandas", "a guest cottage", "mature gardens", "deeded beach access", "a chef's kitchen", "walking distance to town"];

const sqlArray = (values: string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")}]`;

/** One batch of generated listings, all in SQL (generate_series): nothing crosses the wire but the statement. */
export function fillStatement(from: number, to: number): string {
  return `
insert into listings (
  kind, category, subcategory, title, slug, description, area, list_price, close_price, close_date, standard_status,
  bedrooms_total, bathrooms_total_integer, living_area, lot_size_acres, year_built, latitude, longitude,
  review_status, featured, submitted_at, created_at, updated_at, list_agent_email, list_agent_name,
  property_info, max_guests, nightly_rate, minimum_nights, check_in_time, check_out_time
)
select kind, category, subcategory,
  initcap(replace(subcategory, '-', ' ')) || ' in ' || area || ' no. ' || g,
  'bench-' || g,
  'A ' || style || ' ' || replace(subcategory, '-', ' ') || ' with ' || view || ' and ' || extra || ', in ' || area || '.',
  area,
  case when kind = 'rental' then null else base_price end,
  case when kind = 'sold' then round(base_price * (0.86 + r_close * 0.12))::int end,
  case when kind = 'sold' then date '2024-01-01' + (r_close * 1000)::int end,
  case when kind = 'sold' then 'Closed' when kind = 'rental' then 'Active'
       when r_status < 0.85 then 'Active' when r_status < 0.93 then 'ActiveUnderContract'
       when r_status < 0.97 then 'Pending' when r_status < 0.985 then 'Withdrawn' else 'Expired' end,
  case when category = 'residential' then 1 + floor(r_beds * 8)::int end,
  case when category = 'residential' then 1 + floor(r_beds * 7)::int when category = 'commercial' then 2 end,
  case when category = 'residential' then 600 + (r_size * 5400)::int when category = 'commercial' then 1000 + (r_size * 9000)::int end,
  case when category = 'land' then round((0.25 + r_size * r_size * 19.75)::numeric, 2) else round((0.1 + r_size * 2.9)::numeric, 2) end,
  case when category <> 'land' then 1965 + (r_size * 60)::int end,
  18.31 + r_geo * 0.06, -64.80 + r_geo2 * 0.13,
  case when r_review < 0.95 then 'approved' else 'pending' end,
  r_review < 0.01,
  now() - (r_date * interval '1000 days'), now() - (r_date * interval '1000 days'), now(),
  'agent' || (g % 40) || '@bench.test', 'Bench Agent ' || (g % 40),
  case when kind = 'rental' then jsonb_build_object('name', 'Villa ' || g, 'slug', 'bench-' || g) end,
  case when kind = 'rental' then 2 + (r_beds * 8)::int end,
  case when kind = 'rental' then 350 + (r_price * 2150)::int end,
  case when kind = 'rental' then 3 + (r_beds * 4)::int end,
  case when kind = 'rental' then '16:00' end,
  case when kind = 'rental' then '10:00' end
from (
  select *,
    case category
      when 'residential' then (array['single-family', 'condo', 'villa', 'cottage', 'multi-family'])[1 + floor(r_sub * 5)::int]
      when 'commercial' then (array['retail', 'office', 'mixed-use'])[1 + floor(r_sub * 3)::int]
      else (array['lot', 'estate-parcel'])[1 + floor(r_sub * 2)::int] end as subcategory,
    case category
      when 'land' then 150000 + (r_price * r_price * 2850000)::int
      when 'commercial' then 600000 + (r_price * 3400000)::int
      else 400000 + (r_price * r_price * 8600000)::int end as base_price
  from (
    select g, r_close, r_status, r_beds, r_size, r_geo, r_geo2, r_review, r_date, r_price, r_sub,
      case when r_kind < 0.70 then 'sale' when r_kind < 0.95 then 'sold' else 'rental' end as kind,
      case when r_kind >= 0.95 or r_cat < 0.6 then 'residential' when r_cat < 0.9 then 'land' else 'commercial' end as category,
      (${sqlArray(AREAS)})[1 + floor(r_area * ${AREAS.length})::int] as area,
      (${sqlArray(VIEWS)})[1 + floor(r_view * ${VIEWS.length})::int] as view,
      (${sqlArray(STYLES)})[1 + floor(r_style * ${STYLES.length})::int] as style,
      (${sqlArray(EXTRAS)})[1 + floor(r_extra * ${EXTRAS.length})::int] as extra
    from (
      select g, random() as r_kind, random() as r_cat, random() as r_sub, random() as r_area, random() as r_price,
        random() as r_close, random() as r_status, random() as r_beds, random() as r_size, random() as r_geo,
        random() as r_geo2, random() as r_review, random() as r_date, random() as r_view, random() as r_style, random() as r_extra
      from generate_series(${from}, ${to}) as g
    ) random_values
  ) shaped
) priced`;
}
