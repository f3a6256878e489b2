-- Booking quotes were stored in dollars with float tax; they are now integer cents, line by line.
-- Rewrite every stored dollar quote into the cents shape, as it was priced then (base rates, no seasons).
UPDATE "booking_requests" SET "quote" = jsonb_build_object(
  'nights', ("quote"->>'nights')::integer,
  'lines',
    (CASE WHEN ("quote"->>'weeks')::integer > 0 THEN jsonb_build_array(jsonb_build_object(
      'kind', 'weeks', 'season', NULL, 'count', ("quote"->>'weeks')::integer,
      'rateCents', round(("quote"->>'weeklyRate')::numeric * 100)::bigint,
      'amountCents', round(("quote"->>'weeks')::numeric * ("quote"->>'weeklyRate')::numeric * 100)::bigint)) ELSE '[]'::jsonb END)
    || (CASE WHEN ("quote"->>'extraNights')::integer > 0 THEN jsonb_build_array(jsonb_build_object(
      'kind', 'nights', 'season', NULL, 'count', ("quote"->>'extraNights')::integer,
      'rateCents', round(("quote"->>'nightlyRate')::numeric * 100)::bigint,
      'amountCents', round(("quote"->>'extraNights')::numeric * ("quote"->>'nightlyRate')::numeric * 100)::bigint)) ELSE '[]'::jsonb END)
    || jsonb_build_array(jsonb_build_object('kind', 'cleaning', 'amountCents', round(("quote"->>'cleaningFee')::numeric * 100)::bigint)),
  'lodgingCents', round(("quote"->>'lodging')::numeric * 100)::bigint,
  'feesCents', round(("quote"->>'cleaningFee')::numeric * 100)::bigint,
  'taxRate', ("quote"->'taxRate'),
  'taxableCents', round((("quote"->>'lodging')::numeric + ("quote"->>'cleaningFee')::numeric) * 100)::bigint,
  'taxCents', round(("quote"->>'tax')::numeric * 100)::bigint,
  'totalCents', round(("quote"->>'total')::numeric * 100)::bigint
)
WHERE "quote" ? 'total' AND NOT "quote" ? 'totalCents';
