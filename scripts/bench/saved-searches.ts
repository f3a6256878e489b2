/**
 * Saved searches for benchmarks: verified buyers (one per four searches) and
 * their searches with varied filters (status, category and type, area, price
 * range, bedrooms, bathrooms, acreage, keywords; every frequency), each
 * filter set on a share of the searches, as buyers use them.
 */
const AREAS = ["Cruz Bay", "Great Cruz Bay", "Chocolate Hole", "Rendezvous", "Fish Bay", "Gifft Hill", "Peter Bay", "Catherineberg", "Bordeaux", "Coral Bay", "Johnson Bay", "Hansen Bay"];

/** The saved searches, owned in turn by the buyers of buyersStatement. */
export function searchesStatement(count: number): string {
  const areas = `array[${AREAS.map((area) => `'${area}'`).join(", ")}]`;
  return `
with owners as (select id, row_number() over (order by id) as n from users where role = 'buyer'),
draws as (
  select g, random() as r_status, random() as r_cat, random() as r_sub, random() as r_area, random() as r_price, random() as r_span,
    random() as r_beds, random() as r_baths, random() as r_acres, random() as r_q, random() as r_freq
  from generate_series(1, ${count}) g
)
insert into saved_searches (user_id, name, query, frequency, status, category, subcategory, min_price, max_price, min_beds, min_baths,
  min_acres, max_acres, area, keywords, created_at)
select o.id, 'Search ' || g, 'bench=' || g,
  (array['instant', 'instant', 'daily', 'weekly', 'off'])[1 + floor(r_freq * 5)::int],
  case when r_status < 0.55 then 'for-sale' when r_status < 0.65 then 'rental' when r_status < 0.70 then 'sold' when r_status < 0.75 then 'under-contract' end,
  case when r_cat < 0.55 then 'residential' when r_cat < 0.65 then 'land' when r_cat < 0.70 then 'commercial' end,
  case when r_cat < 0.55 and r_sub < 0.4 then (array['single-family', 'condo', 'villa', 'cottage', 'multi-family'])[1 + floor(r_sub / 0.4 * 5)::int] end,
  case when r_price < 0.6 then (200000 + r_price * 2000000)::int end,
  case when r_span < 0.7 then (700000 + r_span * 4000000)::int end,
  case when r_beds < 0.5 then 1 + floor(r_beds * 10)::int end,
  case when r_baths < 0.3 then 1 + floor(r_baths * 10)::int end,
  case when r_acres < 0.1 then round((r_acres * 20)::numeric, 2)::float8 end,
  case when r_acres > 0.95 then round((1 + r_acres * 10)::numeric, 2)::float8 end,
  case when r_area < 0.5 then (${areas})[1 + floor(r_area * 24)::int] end,
  case when r_q < 0.15 then (array['ocean view', 'pool', 'beach', 'villa', 'cottage -condo', '"coral bay"'])[1 + floor(r_q / 0.15 * 6)::int] end,
  now() - interval '1 day'
from draws join owners o on o.n = 1 + (g % (select count(*) from owners));`;
}

/** Verified buyers to own `searches` saved searches. */
export function buyersStatement(searches: number): string {
  return `insert into users (email, name, role, status, password_hash, email_verified_at)
    select 'buyer' || g || '@bench.test', 'Bench Buyer ' || g, 'buyer', 'active', 'not-a-hash', now() from generate_series(1, ${Math.max(1, Math.ceil(searches / 4))}) g`;
}
