-- The board game: Die Siedler von Catan / De Kolonisten van Catan /
-- The Settlers of Catan.
--
-- This is the board game's first file. It inserts the game row, all of the
-- game's resources (the five resources and the three Cities & Knights
-- commodities), all of its card types and all three of its sets, then the
-- base game's 25 development cards, their costs and the base game's rule
-- options. board-cities.sql and board-two.sql load after it and depend on
-- it; this file depends on nothing but db/schema.sql.
--
-- Sources:
--   board.md  shared/rules/board.md, the reference (section numbers as §n).
--   000       shared/rules/000_b40acb1630786031.txt, the Dutch Cities &
--             Knights text (for the commodity names and the set name).
-- Card keys are unique across all three games, so every key here starts with
-- 'board-'. A development card's effect is what playing it does; a card
-- without one (a victory point card) is never played, only held.

-- ---------------------------------------------------------------------------
-- Game
-- ---------------------------------------------------------------------------

INSERT INTO game (key, name_de, name_nl, name_en) VALUES
  ('board', 'Die Siedler von Catan', 'De Kolonisten van Catan', 'The Settlers of Catan');

-- ---------------------------------------------------------------------------
-- Resources and commodities. The commodities (positions 5–7) are used only
-- with Cities & Knights; the schema has no column to mark them, so the
-- position range is the marker. Coin's letter is M (Münze, munt) because C is
-- taken by cloth. Dutch commodity names: 000 ("munten, papier en doek").
-- ---------------------------------------------------------------------------

INSERT INTO resource (game, key, letter, position, name_de, name_nl, name_en) VALUES
  -- resources
  ('board', 'lumber', 'L', 0, 'Holz',     'Hout',     'Lumber'),
  ('board', 'brick',  'B', 1, 'Lehm',     'Baksteen', 'Brick'),
  ('board', 'grain',  'G', 2, 'Getreide', 'Graan',    'Grain'),
  ('board', 'wool',   'W', 3, 'Wolle',    'Wol',      'Wool'),
  ('board', 'ore',    'O', 4, 'Erz',      'Erts',     'Ore'),
  -- commodities (Cities & Knights)
  ('board', 'paper',  'P', 5, 'Papier',   'Papier',   'Paper'),
  ('board', 'cloth',  'C', 6, 'Tuch',     'Doek',     'Cloth'),
  ('board', 'coin',   'M', 7, 'Münze',    'Munt',     'Coin');

-- ---------------------------------------------------------------------------
-- Card types. The three Cities & Knights colours are three types of kind
-- progress; they all use deck 'progress', and the type tells the three
-- decks apart (trade = yellow, politics = blue, science = green; 000).
-- ---------------------------------------------------------------------------

INSERT INTO card_type (game, key, kind, name_en) VALUES
  ('board', 'development', 'progress', 'Development card'),
  ('board', 'science',     'progress', 'Science progress card'),
  ('board', 'politics',    'progress', 'Politics progress card'),
  ('board', 'trade',       'progress', 'Trade progress card'),
  -- The pieces, as words for the effect language: (build-free self road).
  -- They are no cards; the rules keep their counts (board.md §1.10).
  ('board', 'road',        'building', 'Road'),
  ('board', 'settlement',  'building', 'Settlement'),
  ('board', 'city',        'building', 'City');

-- ---------------------------------------------------------------------------
-- Sets. The two-player set's German and Dutch names are descriptive: the
-- Dutch text 004 calls it only "twee-speler regels".
-- ---------------------------------------------------------------------------

INSERT INTO card_set (key, game, base, name_de, name_nl, name_en) VALUES
  ('board-base', 'board', 1, 'Basisspiel',                'Basisspel',                'Base game'),
  ('cities',     'board', 0, 'Städte & Ritter',           'Steden & Ridders',         'Cities & Knights'),
  ('two-player', 'board', 0, 'Variante für zwei Spieler', 'Variant voor twee spelers', 'Catan for Two');

-- ---------------------------------------------------------------------------
-- Development cards: 25 = 14 Knight, 2 Road Building, 2 Year of Plenty,
-- 2 Monopoly, 5 victory point cards (board.md §1.1). The five VP cards are
-- named (Chapel, University, Palace, Library, Market) and kept as one row
-- each. Cities & Knights puts this deck back in the box (000).
--
-- Names: English from board.md. The German and Dutch names of the knight and
-- progress cards are the usual edition names, [reconstructed] (no source
-- text here names them). The VP cards' German and Dutch names are literal
-- translations of the English ones, [reconstructed]; correct them from a
-- printed card.
-- ---------------------------------------------------------------------------

INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement,
                  vp, players, reverse, unique_per_player, effect, rules_text, source) VALUES
  ('board-knight',         'board-base', 'board', 'development', 'Ritter',      'Ridder',      'Knight',         14, 'progress', 'none', 0, NULL, NULL, 0,
   '(on play (place robber self (choose-site self robber)))',
   'Knight. Move the robber to any other hex (it may not stay where it is; the desert is allowed) and steal 1 random resource card from one player who has a settlement or city next to that hex. Then lay this card face up in front of you. The first player with 3 face-up Knight cards takes Largest Army (2 VP); another player takes it from him only with more face-up Knight cards. You may play 1 development card per turn, at any time in your turn, even before rolling, but not a card bought in the same turn.',
   'board.md §1.1 (count: AlmNR, ISL), §1.6 and §1.7 (AlmGL, AlmDE), §1.8 (Largest Army); German and Dutch names [reconstructed]'),
  ('board-road-building',  'board-base', 'board', 'development', 'Straßenbau',  'Stratenbouw', 'Road Building',   2, 'progress', 'none', 0, NULL, NULL, 0,
   '(on play (require (> (build-free self road) 0)) (build-free self road))',
   'Road Building. Place 2 roads free of charge under the normal building rules. If you have only 1 road left in your supply, place 1. You may play 1 development card per turn, at any time in your turn, even before rolling, but not a card bought in the same turn.',
   'board.md §1.1 (count: AlmNR, ISL), §1.7 (AlmNR); 1 road left [reconstructed] §1.7; German and Dutch names [reconstructed]'),
  ('board-year-of-plenty', 'board-base', 'board', 'development', 'Erfindung',   'Uitvinding',  'Year of Plenty',  2, 'progress', 'none', 0, NULL, NULL, 0,
   '(on play (repeat 2 (gain self (choose-resource self (> (room self subject) 0)) 1)))',
   'Year of Plenty. Take any 2 resource cards of your choice from the bank; you may use them in the same turn. You may play 1 development card per turn, at any time in your turn, even before rolling, but not a card bought in the same turn.',
   'board.md §1.1 (count: AlmNR, ISL), §1.7 (AlmNR; bank stock limits the choice: catanatron PR #28); German and Dutch names [reconstructed]'),
  ('board-monopoly',       'board-base', 'board', 'development', 'Monopol',     'Monopolie',   'Monopoly',        2, 'progress', 'none', 0, NULL, NULL, 0,
   '(on play (let r (choose-resource self)) (for p others (take self p r (resources p r))))',
   'Monopoly. Name 1 resource. Every other player must give you all the cards of that resource he holds. You may play 1 development card per turn, at any time in your turn, even before rolling, but not a card bought in the same turn.',
   'board.md §1.1 (count: AlmNR, ISL), §1.7 (AlmNR); German and Dutch names [reconstructed]'),
  ('board-chapel',         'board-base', 'board', 'development', 'Kapelle',     'Kapel',       'Chapel',          1, 'progress', 'none', 1, NULL, NULL, 0, NULL,
   'Victory point card: Chapel. 1 victory point. Keep it hidden; it is never played, and you reveal it when you reach 10 victory points in your turn, even in the turn you bought it.',
   'board.md §1.1 (5 named VP cards: AlmNR, ISL), §1.7 (AlmDE); German and Dutch names [reconstructed] literal translations'),
  ('board-university',     'board-base', 'board', 'development', 'Universität', 'Universiteit', 'University',     1, 'progress', 'none', 1, NULL, NULL, 0, NULL,
   'Victory point card: University. 1 victory point. Keep it hidden; it is never played, and you reveal it when you reach 10 victory points in your turn, even in the turn you bought it.',
   'board.md §1.1 (5 named VP cards: AlmNR, ISL), §1.7 (AlmDE); German and Dutch names [reconstructed] literal translations'),
  ('board-palace',         'board-base', 'board', 'development', 'Palast',      'Paleis',      'Palace',          1, 'progress', 'none', 1, NULL, NULL, 0, NULL,
   'Victory point card: Palace. 1 victory point. Keep it hidden; it is never played, and you reveal it when you reach 10 victory points in your turn, even in the turn you bought it.',
   'board.md §1.1 (5 named VP cards: AlmNR, ISL), §1.7 (AlmDE); German and Dutch names [reconstructed] literal translations'),
  ('board-library',        'board-base', 'board', 'development', 'Bibliothek',  'Bibliotheek', 'Library',         1, 'progress', 'none', 1, NULL, NULL, 0, NULL,
   'Victory point card: Library. 1 victory point. Keep it hidden; it is never played, and you reveal it when you reach 10 victory points in your turn, even in the turn you bought it.',
   'board.md §1.1 (5 named VP cards: AlmNR, ISL), §1.7 (AlmDE); German and Dutch names [reconstructed] literal translations'),
  ('board-market',         'board-base', 'board', 'development', 'Markt',       'Markt',       'Market',          1, 'progress', 'none', 1, NULL, NULL, 0, NULL,
   'Victory point card: Market. 1 victory point. Keep it hidden; it is never played, and you reveal it when you reach 10 victory points in your turn, even in the turn you bought it.',
   'board.md §1.1 (5 named VP cards: AlmNR, ISL), §1.7 (AlmDE); German and Dutch names [reconstructed] literal translations');

-- A face-up Knight counts toward Largest Army by its strength (board.md
-- §1.8: "the first player with 3 face-up Knight cards"); the rules add up
-- the strength of every card a player has played.
UPDATE card SET strength = 1 WHERE key = 'board-knight';

-- ---------------------------------------------------------------------------
-- Costs: a development card costs 1 ore, 1 wool, 1 grain (board.md §1.1:
-- [reconstructed, universally known]). Roads, settlements and cities are
-- pieces, not cards, so their costs are not rows here.
-- ---------------------------------------------------------------------------

INSERT INTO card_cost (card, game, resource, amount) VALUES
  ('board-knight',         'board', 'ore', 1), ('board-knight',         'board', 'wool', 1), ('board-knight',         'board', 'grain', 1),
  ('board-road-building',  'board', 'ore', 1), ('board-road-building',  'board', 'wool', 1), ('board-road-building',  'board', 'grain', 1),
  ('board-year-of-plenty', 'board', 'ore', 1), ('board-year-of-plenty', 'board', 'wool', 1), ('board-year-of-plenty', 'board', 'grain', 1),
  ('board-monopoly',       'board', 'ore', 1), ('board-monopoly',       'board', 'wool', 1), ('board-monopoly',       'board', 'grain', 1),
  ('board-chapel',         'board', 'ore', 1), ('board-chapel',         'board', 'wool', 1), ('board-chapel',         'board', 'grain', 1),
  ('board-university',     'board', 'ore', 1), ('board-university',     'board', 'wool', 1), ('board-university',     'board', 'grain', 1),
  ('board-palace',         'board', 'ore', 1), ('board-palace',         'board', 'wool', 1), ('board-palace',         'board', 'grain', 1),
  ('board-library',        'board', 'ore', 1), ('board-library',        'board', 'wool', 1), ('board-library',        'board', 'grain', 1),
  ('board-market',         'board', 'ore', 1), ('board-market',         'board', 'wool', 1), ('board-market',         'board', 'grain', 1);

-- ---------------------------------------------------------------------------
-- Rule options of the base game (board.md §1, §5). Rows of the same key in
-- the sets 'cities' and 'two-player' override these while those sets are in
-- play.
-- ---------------------------------------------------------------------------

INSERT INTO rule_option (card_set, key, kind, value, allowed, description, source) VALUES
  ('board-base', 'VICTORY_POINTS',         'int',  '10',       '3..30',
   'Victory points a player needs, during his own turn, to win. Cities & Knights raises it (see its own row).',
   'board.md §1.1 (AlmDE)'),
  ('board-base', 'LAYOUT',                 'enum', 'variable', 'variable|random|beginner',
   'How the island is laid out (--layout). variable: terrains and harbour markers shuffled, number tokens in letter order along the spiral from a random corner, counter-clockwise, skipping the desert. random: as variable, tokens dealt at random until no 6 or 8 touches another 6 or 8. Any other word names a fixed layout of table board_layout (harbours as board_harbor lays them); beginner is board.md §1.3. Starting pieces are always placed in the set-up rounds. A new layout needs its rows and its word here.',
   'board.md §1.3, §1.4, §5 U1, U2, U13 (AlmST; beginner data [reconstructed]; spiral check [computed])'),
  ('board-base', 'DISCARD_ABOVE',          'int',  '7',        '0..30',
   'On a 7, every player holding more than this many resource cards discards half of them, rounded down.',
   'board.md §1.6 (CN3071 p.11)'),
  ('board-base', 'TRADE_BUILD_PHASES',     'enum', 'combined', 'combined|separate',
   'Whether trading and building after the roll are one phase. combined: trade and build in any order. separate: all trading first, then building.',
   'board.md §1.5 ([reconstructed]: the 5th-edition almanac allows a combined phase)'),
  ('board-base', 'SHORTAGE_SINGLE_PLAYER', 'bool', '1',        NULL,
   'Resource shortage: when the bank cannot pay everyone a resource, nobody receives that resource. 1: except when only one player is owed that resource; he gets what is left. 0: no exception.',
   'board.md §1.5, §5 U12 (exception [reconstructed])'),
  ('board-base', 'ROAD_BUILDING_PARTIAL',  'bool', '1',        NULL,
   'Road Building with only 1 road left in supply. 1: the card may be played and places 1 road. 0: it may be played only with 2 roads in supply. With no road or no legal spot it may never be played.',
   'board.md §1.7 ([reconstructed], consistent with the science card Road Building ruling)'),
  ('board-base', 'OFFERS_PER_TURN',        'int',  '5',        '1..50',
   'Domestic trade offers a player may begin in one turn. An offer names any cards on both sides, so one offer makes any one trade the rules allow; the bound keeps players, computer ones above all, from haggling for ever. A withdrawn offer counts; the counters to an offer do not.',
   'board.md §1.9 (the rules set no bound: an engine''s limit)')
;

-- ---------------------------------------------------------------------------
-- Expected totals (check after loading):
--   resources of game board              8  (5 resources, 3 commodities)
--   card types of game board             4
--   sets of game board                   3  (board-base, cities, two-player)
--   development cards, sum(count)       25  (knight 14, road building 2,
--                                            year of plenty 2, monopoly 2,
--                                            victory point 5)
--   development card rows                9
--   card_cost rows                      27
--   rule_option rows in board-base       7  (LAYOUT replaces BOARD_SETUP
--                                            and NUMBER_TOKENS; DISCARD_ABOVE;
--                                            OFFERS_PER_TURN)
-- ---------------------------------------------------------------------------
