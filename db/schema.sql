-- The card database: schema.
--
-- One database serves all three games. Card data lives in cards/*.sql, one
-- file per set; the engine loads it at start-up and validates every row again
-- in C, because a user's database may have been edited past these constraints.
--
-- Keys are short ASCII words ("abbey", "town-hall") that never change; the
-- names a player sees are the name_* columns. Bump user_version whenever a
-- table or column changes meaning: the loader refuses any other version.

PRAGMA user_version = 2;
PRAGMA foreign_keys = ON;

-- The games the engine plays.
CREATE TABLE game (
  key       TEXT PRIMARY KEY CHECK (key IN ('principality', 'fast', 'board')),
  name_de   TEXT NOT NULL CHECK (length(name_de) BETWEEN 1 AND 80),
  name_nl   TEXT          CHECK (name_nl IS NULL OR length(name_nl) BETWEEN 1 AND 80),
  name_en   TEXT NOT NULL CHECK (length(name_en) BETWEEN 1 AND 80)
) WITHOUT ROWID;

-- A set is a box or a part of one: the base game, a theme set, an expansion.
CREATE TABLE card_set (
  key       TEXT PRIMARY KEY CHECK (key GLOB '[a-z]*' AND key NOT GLOB '*[^a-z0-9-]*' AND length(key) <= 32),
  game      TEXT NOT NULL REFERENCES game(key),
  base      INTEGER NOT NULL DEFAULT 0 CHECK (base IN (0, 1)), -- 1: always in play
  name_de   TEXT NOT NULL CHECK (length(name_de) BETWEEN 1 AND 80),
  name_nl   TEXT          CHECK (name_nl IS NULL OR length(name_nl) BETWEEN 1 AND 80),
  name_en   TEXT NOT NULL CHECK (length(name_en) BETWEEN 1 AND 80),
  UNIQUE (key, game)          -- lets a card's set and game be checked together
) WITHOUT ROWID;

-- Resources (and the board game's commodities) of each game.
CREATE TABLE resource (
  game      TEXT NOT NULL REFERENCES game(key),
  key       TEXT NOT NULL CHECK (key GLOB '[a-z]*' AND key NOT GLOB '*[^a-z0-9-]*' AND length(key) <= 16),
  letter    TEXT NOT NULL CHECK (length(letter) BETWEEN 1 AND 2),
  position  INTEGER NOT NULL CHECK (position BETWEEN 0 AND 15), -- display order
  name_de   TEXT NOT NULL CHECK (length(name_de) BETWEEN 1 AND 40),
  name_nl   TEXT          CHECK (name_nl IS NULL OR length(name_nl) BETWEEN 1 AND 40),
  name_en   TEXT NOT NULL CHECK (length(name_en) BETWEEN 1 AND 40),
  PRIMARY KEY (game, key),
  UNIQUE (game, letter),
  UNIQUE (game, position)
) WITHOUT ROWID;

-- Card types. The kind tells the rules how a type behaves; the type itself
-- is what effects and filters name ("knight", "fleet", "green").
CREATE TABLE card_type (
  game      TEXT NOT NULL REFERENCES game(key),
  key       TEXT NOT NULL CHECK (key GLOB '[a-z]*' AND key NOT GLOB '*[^a-z0-9-]*' AND length(key) <= 32),
  kind      TEXT NOT NULL CHECK (kind IN ('center', 'region', 'building', 'unit',
                                          'action', 'event', 'resource', 'progress',
                                          'marker')),
  name_en   TEXT NOT NULL CHECK (length(name_en) BETWEEN 1 AND 40),
  PRIMARY KEY (game, key)
) WITHOUT ROWID;

-- Effects that several cards share, by name: a card whose effect_named
-- column holds the key has this effect, so that one text serves every copy
-- (the fast game's Market Day on each of its city cards). Compiled with the
-- words and names of its game, once for every card that takes it.
CREATE TABLE named_effect (
  key       TEXT PRIMARY KEY CHECK (key GLOB '[a-z]*' AND key NOT GLOB '*[^a-z0-9-]*' AND length(key) <= 40),
  game      TEXT NOT NULL REFERENCES game(key),
  effect    TEXT NOT NULL CHECK (length(effect) BETWEEN 1 AND 8000),
  source    TEXT                        -- where the text comes from
) WITHOUT ROWID;

-- One row per distinct card; count says how many copies a set holds.
--
-- placement: where the card lies once built.
--   center-row     on the central axis (roads, settlements, cities)
--   region-slot    a region corner of a settlement
--   settlement     any free site of an own settlement or city (green)
--   city           a free site of an own city (red)
--   opponent-city  a free site of a city of the opponent (foreign card)
--   stack          a stack of the player's own (fast game roads, knights)
--   none           never placed (actions, events, resources, progress cards)
-- effect, effect_from, effect_named: what the card does, at most one of
--   them: its own text; or the key of another card of its game whose own
--   text it has (a theme set's twin of a base card); or the key of a
--   named_effect row of its game.
-- deck: where the card is at the start of a match.
--   start-a / start-b  the starting principality of player A / B
--   center             a center stack (roads, settlements, cities, regions)
--   expansion          shuffled into the expansion stacks
--   open               face up beside the stacks, a public supply
--   event              the event stack
--   supply             the game's general supply (fast game, board game)
--   progress           a progress-card deck (board game)
--   out                out of the game
CREATE TABLE card (
  key         TEXT PRIMARY KEY CHECK (key GLOB '[a-z]*' AND key NOT GLOB '*[^a-z0-9-]*' AND length(key) <= 40),
  card_set    TEXT NOT NULL REFERENCES card_set(key),
  game        TEXT NOT NULL REFERENCES game(key),
  type        TEXT NOT NULL,
  name_de     TEXT NOT NULL CHECK (length(name_de) BETWEEN 1 AND 60),
  name_nl     TEXT          CHECK (name_nl IS NULL OR length(name_nl) BETWEEN 1 AND 60),
  name_en     TEXT NOT NULL CHECK (length(name_en) BETWEEN 1 AND 60),
  count       INTEGER NOT NULL CHECK (count BETWEEN 0 AND 99),
  deck        TEXT NOT NULL CHECK (deck IN ('start-a', 'start-b', 'center', 'expansion',
                                            'open', 'event', 'supply', 'progress', 'out')),
  placement   TEXT NOT NULL DEFAULT 'none'
              CHECK (placement IN ('center-row', 'region-slot', 'settlement', 'city',
                                   'opponent-city', 'stack', 'none')),
  vp          INTEGER NOT NULL DEFAULT 0 CHECK (vp BETWEEN 0 AND 9),
  strength    INTEGER NOT NULL DEFAULT 0 CHECK (strength BETWEEN 0 AND 9),
  tournament  INTEGER NOT NULL DEFAULT 0 CHECK (tournament BETWEEN 0 AND 9),
  commerce    INTEGER NOT NULL DEFAULT 0 CHECK (commerce BETWEEN 0 AND 9),
  produces    TEXT,                       -- regions: the resource they hold
  die         INTEGER CHECK (die IS NULL OR die BETWEEN 1 AND 6), -- regions
  players     INTEGER CHECK (players IS NULL OR players BETWEEN 2 AND 4), -- fast game
  reverse     TEXT REFERENCES card(key),  -- the card printed on the back
  unique_per_player INTEGER NOT NULL DEFAULT 0 CHECK (unique_per_player IN (0, 1)),
  effect      TEXT CHECK (effect IS NULL OR length(effect) <= 8000),
  rules_text  TEXT NOT NULL CHECK (length(rules_text) <= 2000),
  source      TEXT,                       -- where the values come from
  effect_from TEXT REFERENCES card(key),  -- the card whose effect this one has
  effect_named TEXT REFERENCES named_effect(key),
  CHECK ((effect IS NOT NULL) + (effect_from IS NOT NULL) + (effect_named IS NOT NULL) <= 1),
  CHECK (effect_from IS NULL OR effect_from <> key),
  FOREIGN KEY (card_set, game) REFERENCES card_set(key, game),
  FOREIGN KEY (game, type) REFERENCES card_type(game, key),
  FOREIGN KEY (game, produces) REFERENCES resource(game, key),
  CHECK (type <> 'region' OR (produces IS NOT NULL AND die IS NOT NULL))
) WITHOUT ROWID;

CREATE INDEX card_by_set ON card(card_set);

-- What a card costs to build: one row per resource.
CREATE TABLE card_cost (
  card      TEXT NOT NULL REFERENCES card(key) ON DELETE CASCADE,
  game      TEXT NOT NULL,
  resource  TEXT NOT NULL,
  amount    INTEGER NOT NULL CHECK (amount BETWEEN 1 AND 9),
  PRIMARY KEY (card, resource),
  FOREIGN KEY (game, resource) REFERENCES resource(game, key)
) WITHOUT ROWID;

-- Prerequisites: a card may be built only while its owner has at least one
-- of the cards listed for it (University: Abbey or Library).
CREATE TABLE card_prerequisite (
  card      TEXT NOT NULL REFERENCES card(key) ON DELETE CASCADE,
  requires  TEXT NOT NULL REFERENCES card(key),
  PRIMARY KEY (card, requires),
  CHECK (card <> requires)
) WITHOUT ROWID;

-- Named rule options with their defaults. A row of a set that is not the
-- base set overrides the base row while that set is in play (the theme sets
-- raise the victory target, for instance). kind and allowed say which values
-- are valid: bool (0/1), int (allowed = 'MIN..MAX'), enum (allowed = the
-- words separated by '|'), resources (allowed = NULL; value = letters).
CREATE TABLE rule_option (
  card_set    TEXT NOT NULL REFERENCES card_set(key),
  key         TEXT NOT NULL CHECK (key GLOB '[A-Z]*' AND key NOT GLOB '*[^A-Z0-9_]*' AND length(key) <= 40),
  kind        TEXT NOT NULL CHECK (kind IN ('bool', 'int', 'enum', 'resources')),
  value       TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND 80),
  allowed     TEXT CHECK (allowed IS NULL OR length(allowed) <= 200),
  description TEXT NOT NULL CHECK (length(description) BETWEEN 1 AND 600),
  source      TEXT,
  PRIMARY KEY (card_set, key)
) WITHOUT ROWID;

-- ---------------------------------------------------------------------------
-- The board game's island. The engine builds its graph (intersections and
-- paths) from the hexes' places once per database, numbering intersections
-- and paths by where they lie on the map (top to bottom, left to right), so
-- that the console, the log and the JSON share every number.
-- ---------------------------------------------------------------------------

-- A land hex: its number (shown on the map, typed in commands) and its place
-- in axial coordinates of a pointy-top grid: q counts to the east, r to the
-- south-east (a row of hexes has one r; the hex below-right of (q, r) is
-- (q, r + 1), the one below-left (q - 1, r + 1)).
CREATE TABLE board_hex (
  number    INTEGER PRIMARY KEY CHECK (number BETWEEN 1 AND 32),
  q         INTEGER NOT NULL CHECK (q BETWEEN -8 AND 8),
  r         INTEGER NOT NULL CHECK (r BETWEEN -8 AND 8),
  UNIQUE (q, r)
);

-- The terrain tiles of the box: what each produces (NULL: nothing, the
-- desert) and how many there are.
CREATE TABLE board_terrain (
  key       TEXT PRIMARY KEY CHECK (key GLOB '[a-z]*' AND key NOT GLOB '*[^a-z0-9-]*' AND length(key) <= 16),
  game      TEXT NOT NULL DEFAULT 'board' CHECK (game = 'board'),
  resource  TEXT,
  count     INTEGER NOT NULL CHECK (count BETWEEN 0 AND 32),
  name_de   TEXT NOT NULL CHECK (length(name_de) BETWEEN 1 AND 40),
  name_nl   TEXT          CHECK (name_nl IS NULL OR length(name_nl) BETWEEN 1 AND 40),
  name_en   TEXT NOT NULL CHECK (length(name_en) BETWEEN 1 AND 40),
  FOREIGN KEY (game, resource) REFERENCES resource(game, key)
) WITHOUT ROWID;

-- The number tokens, by the letter on their back: the variable set-up lays
-- them in letter order along the spiral.
CREATE TABLE board_token (
  letter    TEXT PRIMARY KEY CHECK (letter GLOB '[A-Z]'),
  number    INTEGER NOT NULL CHECK (number BETWEEN 2 AND 12 AND number <> 7)
) WITHOUT ROWID;

-- The harbour spots on the frame: the land hex whose side faces the harbour
-- and that side, with the marker the fixed layouts lay there (resource NULL:
-- any resource) and its rate. The variable set-up shuffles the markers
-- among the spots.
CREATE TABLE board_harbor (
  number    INTEGER PRIMARY KEY CHECK (number BETWEEN 1 AND 32),
  hex       INTEGER NOT NULL REFERENCES board_hex(number),
  side      TEXT NOT NULL CHECK (side IN ('ne', 'e', 'se', 'sw', 'w', 'nw')),
  game      TEXT NOT NULL DEFAULT 'board' CHECK (game = 'board'),
  resource  TEXT,
  ratio     INTEGER NOT NULL CHECK (ratio BETWEEN 1 AND 9),
  FOREIGN KEY (game, resource) REFERENCES resource(game, key),
  UNIQUE (hex, side)
);

-- Fixed layouts, chosen by name (--layout NAME): the terrain and the number
-- token (NULL: none) of every hex.
CREATE TABLE board_layout (
  layout    TEXT NOT NULL CHECK (layout GLOB '[a-z]*' AND layout NOT GLOB '*[^a-z0-9-]*' AND length(layout) <= 16),
  hex       INTEGER NOT NULL REFERENCES board_hex(number),
  terrain   TEXT NOT NULL REFERENCES board_terrain(key),
  number    INTEGER CHECK (number IS NULL OR (number BETWEEN 2 AND 12 AND number <> 7)),
  PRIMARY KEY (layout, hex)
) WITHOUT ROWID;

-- The two-player variant's neutral start (NEUTRAL_START=marked): the
-- intersection, as a corner of a land hex, where each neutral colour's one
-- starting settlement stands. The official spots are marked in an
-- illustration only; these rows are where this database puts them.
CREATE TABLE board_neutral_start (
  neutral   INTEGER PRIMARY KEY CHECK (neutral BETWEEN 1 AND 2),
  hex       INTEGER NOT NULL REFERENCES board_hex(number),
  corner    TEXT NOT NULL CHECK (corner IN ('n', 'ne', 'se', 's', 'sw', 'nw'))
);
