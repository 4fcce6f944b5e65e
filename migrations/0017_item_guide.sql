-- The item guide ("what goes where", docs/item-guide.md, ADRs 150–154). Forward-only.
-- The committed dictionary ships in the worker bundle (data/items/); these tables hold only what
-- managers add on top of it and the searches that found nothing.

-- Items a manager added. names: {"ru": ["Display", "synonym"], "kk": [...], "en": [...], "es": [...]};
-- materials: ["batteries", ...] (catalogue slugs).
CREATE TABLE IF NOT EXISTS guide_items (
  slug TEXT PRIMARY KEY,
  category TEXT NOT NULL,
  materials TEXT NOT NULL DEFAULT '[]',
  names TEXT NOT NULL DEFAULT '{}',
  waste TEXT,
  created_by TEXT,
  created_at INTEGER NOT NULL
);

-- Synonyms a manager added to any item (committed or added); live at once.
CREATE TABLE IF NOT EXISTS guide_synonyms (
  item_slug TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('ru', 'kk', 'en', 'es')),
  term TEXT NOT NULL,
  created_by TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (item_slug, lang, term)
);

-- Searches that found no item: the normalised term and a count per UTC day. Nothing about the visitor.
CREATE TABLE IF NOT EXISTS guide_search_misses (
  day TEXT NOT NULL,
  term TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (day, term)
);
CREATE INDEX IF NOT EXISTS guide_search_misses_term ON guide_search_misses(term);

-- The guide's edge-cache scope: a manager's addition makes new keys for the guide's pages.
INSERT OR IGNORE INTO cache_versions (scope, version) VALUES ('items', 0);
