-- One field's filter of the customer list (decision 198): `value` holds `pattern` (already lower-case and
-- unaccented) regardless of case and diacritics. The list also requires the word in the indexed search text, which
-- holds every field; written inline, PostgreSQL multiplied the two conditions' estimates as if unrelated, guessed a
-- broad filter ("Lipová") matched a few dozen customers and sorted all 70,000 matches for a page of 50. A function
-- it cannot look into is estimated as neutral, so the search text's own estimate decides the plan.
CREATE FUNCTION f_field_contains(value text, pattern text) RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 50
  AS $$ BEGIN RETURN f_unaccent(lower(value)) LIKE pattern; END $$;
--> statement-breakpoint
-- The list's contact-phone filter: the typed digits inside the normalised phone or the phone's own digits, from a
-- trigram index instead of reading two million contacts.
CREATE INDEX customer_contacts_phone_digits_trgm_idx ON customer_contacts
  USING gin ((normalized_phone || ' ' || regexp_replace(phone, '[^0-9+]', '', 'g')) gin_trgm_ops);
