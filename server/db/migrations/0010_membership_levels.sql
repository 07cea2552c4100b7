-- The association's membership levels (issue 12), lowest first: every installation starts
-- with them; the platform changes names, validity and which are offered in the catalogue.
INSERT INTO "membership_levels" ("code", "name_zh", "name_en", "sort_order", "validity_years") VALUES
  ('member', '会员单位', 'Member', 1, 1),
  ('director', '理事单位', 'Director unit', 2, 2),
  ('vicePresident', '副会长单位', 'Vice-president unit', 3, 3),
  ('president', '会长单位', 'President unit', 4, 3)
ON CONFLICT ("code") DO NOTHING;
