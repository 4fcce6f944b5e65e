-- Recycling points. Forward-only. Same conventions as 0002: UUID text ids, INTEGER ms times,
-- JSON columns as TEXT. docs/product.md §3.5 names are kept where the transport shows them (units_slug, srm_id).

-- Material types a point accepts (srm_id in rates). Names per locale: {"ru-RU": "...", "en-US": "..."}.
CREATE TABLE IF NOT EXISTS facility_material_types (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  names TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- Units of measure (units_slug in rates).
CREATE TABLE IF NOT EXISTS facility_units (
  slug TEXT PRIMARY KEY,
  names TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- Point icons shipped as static SVG assets (icon_info: id + file_url).
CREATE TABLE IF NOT EXISTS facility_icons (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  file_url TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS facilities (
  id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES organisations(id),
  author_id TEXT REFERENCES users(id),
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'checking', 'accepted', 'declined', 'closed', 'temporarily_not_working', 'blocked_by_moderator')),
  name TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  lng REAL NOT NULL DEFAULT 37,
  lat REAL NOT NULL DEFAULT 55,
  comment TEXT NOT NULL DEFAULT '',
  -- docs/product.md §3.5: "description (filled from the collection rules)".
  description TEXT NOT NULL DEFAULT '',
  -- {"phone": "", "email": "", ...} keyed by contact type, '' when unfilled.
  contacts TEXT NOT NULL DEFAULT '{}',
  -- {"monday": {"start": "09:00", "end": "18:00", ...}, ...} wall-clock times in time_zone.
  working_hours TEXT NOT NULL DEFAULT '{}',
  supervisor_name TEXT NOT NULL DEFAULT '',
  supervisor_phone TEXT NOT NULL DEFAULT '',
  supervisor_email TEXT NOT NULL DEFAULT '',
  icon_id INTEGER REFERENCES facility_icons(id),
  -- IANA zone of the point, for the open-now indicator (docs/decisions/013).
  time_zone TEXT NOT NULL DEFAULT 'Europe/Moscow',
  -- Set by every transition to a fresh token, so its history row is written only by the winner.
  transition_token TEXT,
  status_changed_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  -- Soft delete (remove_operation): history stays readable for review and audit.
  deleted_at INTEGER
);
CREATE INDEX IF NOT EXISTS facilities_org ON facilities(org_id, deleted_at, updated_at);
CREATE INDEX IF NOT EXISTS facilities_status ON facilities(status, deleted_at);

CREATE TABLE IF NOT EXISTS facility_rates (
  id TEXT NOT NULL,
  facility_id TEXT NOT NULL REFERENCES facilities(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  units_slug TEXT NOT NULL DEFAULT '',
  -- Decimal text as entered ("12.50"): no float rounding between the form and the page.
  price TEXT NOT NULL DEFAULT '',
  srm_id INTEGER,
  PRIMARY KEY (facility_id, id)
);

-- Who moved a point from which status to which, why, and when. transit is the docs/product.md §7 name.
CREATE TABLE IF NOT EXISTS facility_status_history (
  id TEXT PRIMARY KEY,
  facility_id TEXT NOT NULL,
  actor_id TEXT,
  transit TEXT NOT NULL,
  from_status TEXT,
  to_status TEXT NOT NULL,
  comment TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS facility_status_history_facility ON facility_status_history(facility_id, created_at);

INSERT OR IGNORE INTO facility_material_types (id, slug, sort, names) VALUES
  (1, 'paper', 10, '{"ru-RU":"Бумага","ru-KZ":"Бумага","kk-KZ":"Қағаз","es-AR":"Papel","en-US":"Paper"}'),
  (2, 'cardboard', 20, '{"ru-RU":"Картон","ru-KZ":"Картон","kk-KZ":"Картон","es-AR":"Cartón","en-US":"Cardboard"}'),
  (3, 'pet', 30, '{"ru-RU":"ПЭТ-бутылки","ru-KZ":"ПЭТ-бутылки","kk-KZ":"ПЭТ бөтелкелер","es-AR":"Botellas PET","en-US":"PET bottles"}'),
  (4, 'hard-plastic', 40, '{"ru-RU":"Твёрдый пластик (ПНД, ПП)","ru-KZ":"Твёрдый пластик (ПНД, ПП)","kk-KZ":"Қатты пластик (ТТПЭ, ПП)","es-AR":"Plástico rígido (PEAD, PP)","en-US":"Hard plastic (HDPE, PP)"}'),
  (5, 'plastic-film', 50, '{"ru-RU":"Плёнка и пакеты","ru-KZ":"Плёнка и пакеты","kk-KZ":"Үлдір мен пакеттер","es-AR":"Film y bolsas plásticas","en-US":"Plastic film and bags"}'),
  (6, 'glass', 60, '{"ru-RU":"Стекло","ru-KZ":"Стекло","kk-KZ":"Шыны","es-AR":"Vidrio","en-US":"Glass"}'),
  (7, 'metal-cans', 70, '{"ru-RU":"Алюминиевые и жестяные банки","ru-KZ":"Алюминиевые и жестяные банки","kk-KZ":"Алюминий және қаңылтыр банкалар","es-AR":"Latas de aluminio y hojalata","en-US":"Aluminium and tin cans"}'),
  (8, 'scrap-metal', 80, '{"ru-RU":"Металлолом","ru-KZ":"Металлолом","kk-KZ":"Металл сынықтары","es-AR":"Chatarra","en-US":"Scrap metal"}'),
  (9, 'batteries', 90, '{"ru-RU":"Батарейки","ru-KZ":"Батарейки","kk-KZ":"Батареялар","es-AR":"Pilas","en-US":"Batteries"}'),
  (10, 'electronics', 100, '{"ru-RU":"Электроника и техника","ru-KZ":"Электроника и техника","kk-KZ":"Электроника және техника","es-AR":"Aparatos electrónicos","en-US":"Electronics"}'),
  (11, 'textiles', 110, '{"ru-RU":"Текстиль и одежда","ru-KZ":"Текстиль и одежда","kk-KZ":"Тоқыма және киім","es-AR":"Textiles y ropa","en-US":"Textiles and clothing"}'),
  (12, 'cartons', 120, '{"ru-RU":"Упаковка Tetra Pak","ru-KZ":"Упаковка Tetra Pak","kk-KZ":"Tetra Pak қаптамасы","es-AR":"Envases Tetra Pak","en-US":"Drink cartons (Tetra Pak)"}'),
  (13, 'lamps', 130, '{"ru-RU":"Энергосберегающие лампы","ru-KZ":"Энергосберегающие лампы","kk-KZ":"Энергия үнемдейтін шамдар","es-AR":"Lámparas de bajo consumo","en-US":"Energy-saving lamps"}');

INSERT OR IGNORE INTO facility_units (slug, sort, names) VALUES
  ('kg', 10, '{"ru-RU":"кг","ru-KZ":"кг","kk-KZ":"кг","es-AR":"kg","en-US":"kg"}'),
  ('t', 20, '{"ru-RU":"т","ru-KZ":"т","kk-KZ":"т","es-AR":"t","en-US":"t"}'),
  ('pcs', 30, '{"ru-RU":"шт.","ru-KZ":"шт.","kk-KZ":"дана","es-AR":"u.","en-US":"pcs"}'),
  ('l', 40, '{"ru-RU":"л","ru-KZ":"л","kk-KZ":"л","es-AR":"l","en-US":"L"}'),
  ('m3', 50, '{"ru-RU":"м³","ru-KZ":"м³","kk-KZ":"м³","es-AR":"m³","en-US":"m³"}');

INSERT OR IGNORE INTO facility_icons (id, slug, sort, file_url) VALUES
  (1, 'recycling', 10, '/icons/facility/recycling.svg'),
  (2, 'paper', 20, '/icons/facility/paper.svg'),
  (3, 'plastic', 30, '/icons/facility/plastic.svg'),
  (4, 'glass', 40, '/icons/facility/glass.svg'),
  (5, 'metal', 50, '/icons/facility/metal.svg'),
  (6, 'batteries', 60, '/icons/facility/batteries.svg'),
  (7, 'electronics', 70, '/icons/facility/electronics.svg'),
  (8, 'textiles', 80, '/icons/facility/textiles.svg');
