-- The fast card game: Die Siedler von Catan – Das schnelle Kartenspiel
-- (English: The Struggle for Catan), 2–4 players, 5–6 with a second copy.
--
-- Set 'fast-base': every card of the box, 110 in all, and the game's rule
-- options. Loads after db/schema.sql; depends on no other card file.
--
-- Sources, in order of precedence:
--   R003      shared/rules/003_6ebe687cb6e9ee28.txt, the German rules text.
--             Where it speaks, it wins.
--   fast.md   shared/rules/fast.md, the reference (section numbers as §n),
--             which cites WIKI, PL, EN, PC, AB, GA, GR, RPG, JU and PP.
-- Every value tagged [house] or [reconstructed] in the reference says so in
-- the card's source column; those values are meant to be corrected in SQL
-- once a printed card list turns up.
--
-- Modelling decisions:
--   * Card keys are unique across all three games, so every key here starts
--     with 'fast-'.
--   * There is no Dutch edition of this game (fast.md §1: "no trace found").
--     The Dutch names (name_nl) are therefore the project's own, made from
--     the words the Dutch editions of the card game (000) and the board game
--     use for the same things: nederzetting, stad, straat, ridder, kerk,
--     bibliotheek, handelsgilde, raadhuis, burcht. They are not printed
--     names; correct them in SQL if a Dutch edition turns up.
--   * players = the number of player-count symbols printed on the card
--     (2, 3 or 4): the card is in play with at least that many players.
--     Cards without symbols (resources, building costs, destiny) have NULL.
--   * Double-sided cards (roads, knights, settlement/city, destiny) are two
--     rows. The front row (A side, settlement side, clockwise side) carries
--     the physical count and `reverse` names the back row; the back row has
--     count 0, the same deck and players, and its own name, vp and text.
--     Roads' and knights' B rows have placement 'stack', like their A rows.
--   * Costs (card_cost) sit on the row that is bought: the A row of a road or
--     knight (the side a built card shows follows the owner's alternation, not
--     the purchase), the settlement row, the city row (building a city turns
--     an own settlement over) and each expansion row. B rows have no cost.
--   * Settlements and cities lie side by side in front of their owner; the
--     schema has no placement word for that row, so they use 'center-row'
--     (the player's own row of buildings). Expansions lie on an own city:
--     placement 'city'.
--   * The 4 building-cost cards are modelled (type 'building-cost', kind
--     marker, deck 'out': a reference card with no game function), so that
--     the set holds the box's 110 cards.
--   * effect is what a card does beyond its costs and points, in the effect
--     language of catan-cards(5); NULL for cards without behaviour. The
--     rules of the game (phases, costs, taking roads and knights, sides)
--     are in the engine; what is printed on one card is here:
--       A-side road     (modify trades ...): 1 exchange in phase 1
--       A-side knight   (modify draws ...): 1 more card in phase 3
--       settlement      (on build ...): may turn the destiny card, if it is
--                       in play (it lies in the open row; not with 2 players)
--       city events     (on reveal ...): read when the settlement is turned
--       expansions      Library (modify open-hand), Merchants' Guild
--                       (on activate), Church and City Castle (modify
--                       protected); Town Hall has none.
--     The game has no bank and no hand limit: `room` is what a player may
--     take before the robber raid's RAID_HAND_LIMIT, and `pay` puts cards on
--     the discard pile. A card chosen from a hand its chooser may not see is
--     drawn blind by the engine.
--   * Market Day (MARKTTAG_EFFECT, fast.md §7.2): the city rows' effect
--     reads the option with (option-is MARKTTAG_EFFECT ...) and holds all
--     three readings: take-one, swap-one (a hand card for a market card) and
--     none.

-- ---------------------------------------------------------------------------
-- Game
-- ---------------------------------------------------------------------------

INSERT INTO game (key, name_de, name_nl, name_en) VALUES
  ('fast', 'Die Siedler von Catan – Das schnelle Kartenspiel', 'De Kolonisten van Catan – Het snelle kaartspel', 'The Struggle for Catan');

-- ---------------------------------------------------------------------------
-- Resources. There is no Dutch edition of this game; the Dutch names are the
-- board game's words for the same resources.
-- ---------------------------------------------------------------------------

INSERT INTO resource (game, key, letter, position, name_de, name_nl, name_en) VALUES
  ('fast', 'lumber', 'L', 0, 'Holz',     'Hout',     'Lumber'),
  ('fast', 'brick',  'B', 1, 'Lehm',     'Baksteen', 'Brick'),
  ('fast', 'grain',  'G', 2, 'Getreide', 'Graan',    'Grain'),
  ('fast', 'wool',   'W', 3, 'Wolle',    'Wol',      'Wool'),
  ('fast', 'ore',    'O', 4, 'Erz',      'Erts',     'Ore');

-- ---------------------------------------------------------------------------
-- Card types
-- ---------------------------------------------------------------------------

INSERT INTO card_type (game, key, kind, name_en) VALUES
  ('fast', 'resource',       'resource', 'Resource card'),
  ('fast', 'road',           'building', 'Road'),
  ('fast', 'settlement',     'building', 'Settlement'),
  ('fast', 'city',           'building', 'City'),
  ('fast', 'knight',         'unit',     'Knight'),
  ('fast', 'city-expansion', 'building', 'City expansion'),
  ('fast', 'destiny',        'marker',   'Destiny card'),
  ('fast', 'building-cost',  'marker',   'Building costs card');

-- ---------------------------------------------------------------------------
-- Sets
-- ---------------------------------------------------------------------------

INSERT INTO card_set (key, game, base, name_de, name_nl, name_en) VALUES
  ('fast-base', 'fast', 1, 'Das schnelle Kartenspiel', 'Het snelle kaartspel', 'The Struggle for Catan');

-- ---------------------------------------------------------------------------
-- Resource cards: 67, shuffled into the draw pile (fast.md §2).
-- ---------------------------------------------------------------------------

INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement,
                  vp, produces, players, reverse, unique_per_player, effect, rules_text, source) VALUES
  ('fast-lumber', 'fast-base', 'fast', 'resource', 'Holz',     'Hout', 'Lumber', 11, 'supply', 'none',
   0, 'lumber', NULL, NULL, 0, NULL,
   'Resource card: Lumber. Resource cards are paid onto the discard pile to build. In the build phase you may exchange 3 identical resource cards for 1 resource of your choice, as often as you like.',
   'count: fast.md §2 (WIKI, PL, EN, GR); exchange: R003'),
  ('fast-brick',  'fast-base', 'fast', 'resource', 'Lehm',     'Baksteen', 'Brick',  11, 'supply', 'none',
   0, 'brick',  NULL, NULL, 0, NULL,
   'Resource card: Brick. Resource cards are paid onto the discard pile to build. In the build phase you may exchange 3 identical resource cards for 1 resource of your choice, as often as you like.',
   'count: fast.md §2 (WIKI, PL, EN, GR); exchange: R003'),
  ('fast-grain',  'fast-base', 'fast', 'resource', 'Getreide', 'Graan', 'Grain',  14, 'supply', 'none',
   0, 'grain',  NULL, NULL, 0, NULL,
   'Resource card: Grain. Resource cards are paid onto the discard pile to build. In the build phase you may exchange 3 identical resource cards for 1 resource of your choice, as often as you like.',
   'count: fast.md §2 (WIKI, PL, EN, GR); exchange: R003'),
  ('fast-wool',   'fast-base', 'fast', 'resource', 'Wolle',    'Wol', 'Wool',   15, 'supply', 'none',
   0, 'wool',   NULL, NULL, 0, NULL,
   'Resource card: Wool. Resource cards are paid onto the discard pile to build. In the build phase you may exchange 3 identical resource cards for 1 resource of your choice, as often as you like.',
   'count: fast.md §2 (WIKI, PL, EN, GR); exchange: R003'),
  ('fast-ore',    'fast-base', 'fast', 'resource', 'Erz',      'Erts', 'Ore',    16, 'supply', 'none',
   0, 'ore',    NULL, NULL, 0, NULL,
   'Resource card: Ore. Resource cards are paid onto the discard pile to build. In the build phase you may exchange 3 identical resource cards for 1 resource of your choice, as often as you like.',
   'count: fast.md §2 (WIKI, PL, EN, GR); exchange: R003');

-- ---------------------------------------------------------------------------
-- Roads: 9 double-sided cards, 5 with 2 symbols, 2 with 3, 2 with 4
-- (fast.md §2, WIKI). A side: empty road with a text, 0 VP; B side: road with
-- a trader's wagon, 1 VP. The physical count is on the A row; each B row has
-- count 0 and placement 'stack'.
-- ---------------------------------------------------------------------------

INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement,
                  vp, players, reverse, unique_per_player, effect, rules_text, source) VALUES
  -- B sides
  ('fast-road-2b', 'fast-base', 'fast', 'road', 'Straße mit Händlerwagen (B-Seite)', 'Straat met handelswagen (B-zijde)', 'Road with trader''s wagon (B side)',
   0, 'center', 'stack', 1, 2, NULL, 0, NULL,
   'Road, B side (road with a trader''s wagon). 1 VP. No ability: roads lying B side up do not count for trading. This is the back of a road card: your second, fourth, ... road lies B side up.',
   'R003 (B side gives no trade, alternation); VP and picture: fast.md §5 (WIKI, PL, AB); 2 symbols: fast.md §2 (WIKI)'),
  ('fast-road-3b', 'fast-base', 'fast', 'road', 'Straße mit Händlerwagen (B-Seite)', 'Straat met handelswagen (B-zijde)', 'Road with trader''s wagon (B side)',
   0, 'center', 'stack', 1, 3, NULL, 0, NULL,
   'Road, B side (road with a trader''s wagon). 1 VP. No ability: roads lying B side up do not count for trading. This is the back of a road card: your second, fourth, ... road lies B side up.',
   'R003 (B side gives no trade, alternation); VP and picture: fast.md §5 (WIKI, PL, AB); 3 symbols: fast.md §2 (WIKI)'),
  ('fast-road-4b', 'fast-base', 'fast', 'road', 'Straße mit Händlerwagen (B-Seite)', 'Straat met handelswagen (B-zijde)', 'Road with trader''s wagon (B side)',
   0, 'center', 'stack', 1, 4, NULL, 0, NULL,
   'Road, B side (road with a trader''s wagon). 1 VP. No ability: roads lying B side up do not count for trading. This is the back of a road card: your second, fourth, ... road lies B side up.',
   'R003 (B side gives no trade, alternation); VP and picture: fast.md §5 (WIKI, PL, AB); 4 symbols: fast.md §2 (WIKI)'),
  -- A sides (the physical cards)
  ('fast-road-2a', 'fast-base', 'fast', 'road', 'Straße (A-Seite)', 'Straat (A-zijde)', 'Road (A side)',
   5, 'center', 'stack', 0, 2, 'fast-road-2b', 0,
   '(modify trades (+ value 1))',
   'Road, A side (empty road with a text). Cost: 1 lumber, 1 brick. 0 VP. In your trade phase each of your roads lying A side up lets you trade 1 card: with the draw pile (discard 1, draw 1), with the market (take 1 face-up card, put 1 card back) or with a fellow player (draw 1 card blind from his hand, then give him 1 card of your choice, which may be the one just drawn). Each card traded may use a different option. Without any road you may trade exactly 1 card, with the draw pile only. Roads are stacked offset so that texts and VP stay visible: your first road lies A side up, your second B side up, then the sides alternate. If the road stack is empty when you build a road, take the top road of the player sitting nearest in the direction of the destiny card''s arrows; a player without a road, or whose City castle protects all his roads (at most 3), is skipped. At most one road per turn.',
   'R003 (trade, cost, alternation, taking roads); count and 2/3/4 split: fast.md §2 (WIKI); A = text side: PL'),
  ('fast-road-3a', 'fast-base', 'fast', 'road', 'Straße (A-Seite)', 'Straat (A-zijde)', 'Road (A side)',
   2, 'center', 'stack', 0, 3, 'fast-road-3b', 0,
   NULL,
   'Road, A side (empty road with a text). Cost: 1 lumber, 1 brick. 0 VP. In your trade phase each of your roads lying A side up lets you trade 1 card: with the draw pile (discard 1, draw 1), with the market (take 1 face-up card, put 1 card back) or with a fellow player (draw 1 card blind from his hand, then give him 1 card of your choice, which may be the one just drawn). Each card traded may use a different option. Without any road you may trade exactly 1 card, with the draw pile only. Roads are stacked offset so that texts and VP stay visible: your first road lies A side up, your second B side up, then the sides alternate. If the road stack is empty when you build a road, take the top road of the player sitting nearest in the direction of the destiny card''s arrows; a player without a road, or whose City castle protects all his roads (at most 3), is skipped. At most one road per turn.',
   'R003 (trade, cost, alternation, taking roads); count and 2/3/4 split: fast.md §2 (WIKI); A = text side: PL'),
  ('fast-road-4a', 'fast-base', 'fast', 'road', 'Straße (A-Seite)', 'Straat (A-zijde)', 'Road (A side)',
   2, 'center', 'stack', 0, 4, 'fast-road-4b', 0,
   NULL,
   'Road, A side (empty road with a text). Cost: 1 lumber, 1 brick. 0 VP. In your trade phase each of your roads lying A side up lets you trade 1 card: with the draw pile (discard 1, draw 1), with the market (take 1 face-up card, put 1 card back) or with a fellow player (draw 1 card blind from his hand, then give him 1 card of your choice, which may be the one just drawn). Each card traded may use a different option. Without any road you may trade exactly 1 card, with the draw pile only. Roads are stacked offset so that texts and VP stay visible: your first road lies A side up, your second B side up, then the sides alternate. If the road stack is empty when you build a road, take the top road of the player sitting nearest in the direction of the destiny card''s arrows; a player without a road, or whose City castle protects all his roads (at most 3), is skipped. At most one road per turn.',
   'R003 (trade, cost, alternation, taking roads); count and 2/3/4 split: fast.md §2 (WIKI); A = text side: PL');

-- ---------------------------------------------------------------------------
-- Knights: 5 double-sided cards, 2 with 2 symbols, 2 with 3, 1 with 4
-- (fast.md §2, WIKI). A side: knight on foot with a text, 0 VP; B side:
-- mounted knight, 1 VP. Count on the A row, B rows count 0, placement 'stack'.
-- ---------------------------------------------------------------------------

INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement,
                  vp, players, reverse, unique_per_player, effect, rules_text, source) VALUES
  -- B sides
  ('fast-knight-2b', 'fast-base', 'fast', 'knight', 'Ritter zu Pferd (B-Seite)', 'Ridder te paard (B-zijde)', 'Mounted knight (B side)',
   0, 'center', 'stack', 1, 2, NULL, 0, NULL,
   'Knight, B side (mounted knight). 1 VP. No ability: knights lying B side up give no extra card. This is the back of a knight card: your second, fourth, ... knight lies B side up.',
   'R003 (alternation, only A knights draw); VP and picture: fast.md §5 (WIKI, PL, AB); 2 symbols: fast.md §2 (WIKI)'),
  ('fast-knight-3b', 'fast-base', 'fast', 'knight', 'Ritter zu Pferd (B-Seite)', 'Ridder te paard (B-zijde)', 'Mounted knight (B side)',
   0, 'center', 'stack', 1, 3, NULL, 0, NULL,
   'Knight, B side (mounted knight). 1 VP. No ability: knights lying B side up give no extra card. This is the back of a knight card: your second, fourth, ... knight lies B side up.',
   'R003 (alternation, only A knights draw); VP and picture: fast.md §5 (WIKI, PL, AB); 3 symbols: fast.md §2 (WIKI)'),
  ('fast-knight-4b', 'fast-base', 'fast', 'knight', 'Ritter zu Pferd (B-Seite)', 'Ridder te paard (B-zijde)', 'Mounted knight (B side)',
   0, 'center', 'stack', 1, 4, NULL, 0, NULL,
   'Knight, B side (mounted knight). 1 VP. No ability: knights lying B side up give no extra card. This is the back of a knight card: your second, fourth, ... knight lies B side up.',
   'R003 (alternation, only A knights draw); VP and picture: fast.md §5 (WIKI, PL, AB); 4 symbols: fast.md §2 (WIKI)'),
  -- A sides (the physical cards)
  ('fast-knight-2a', 'fast-base', 'fast', 'knight', 'Ritter zu Fuß (A-Seite)', 'Ridder te voet (A-zijde)', 'Knight on foot (A side)',
   2, 'center', 'stack', 0, 2, 'fast-knight-2b', 0,
   '(modify draws (+ value 1))',
   'Knight, A side (knight on foot with a text). Cost: 1 grain, 1 wool, 1 ore. 0 VP. In your draw phase you draw the top 2 cards of the draw pile plus 1 more for each of your knights lying A side up. Knights are stacked offset: your first knight lies A side up, then B and A alternate. If the knight stack is empty when you build a knight, take the top knight of the player sitting nearest in the direction of the destiny card''s arrows; a player without a knight, or whose Church protects his only knight, is skipped. At most one knight per turn.',
   'R003 (draw, cost, alternation, taking knights); count and 2/3/4 split: fast.md §2 (WIKI); A side up at set-up: PL, GR'),
  ('fast-knight-3a', 'fast-base', 'fast', 'knight', 'Ritter zu Fuß (A-Seite)', 'Ridder te voet (A-zijde)', 'Knight on foot (A side)',
   2, 'center', 'stack', 0, 3, 'fast-knight-3b', 0,
   NULL,
   'Knight, A side (knight on foot with a text). Cost: 1 grain, 1 wool, 1 ore. 0 VP. In your draw phase you draw the top 2 cards of the draw pile plus 1 more for each of your knights lying A side up. Knights are stacked offset: your first knight lies A side up, then B and A alternate. If the knight stack is empty when you build a knight, take the top knight of the player sitting nearest in the direction of the destiny card''s arrows; a player without a knight, or whose Church protects his only knight, is skipped. At most one knight per turn.',
   'R003 (draw, cost, alternation, taking knights); count and 2/3/4 split: fast.md §2 (WIKI); A side up at set-up: PL, GR'),
  ('fast-knight-4a', 'fast-base', 'fast', 'knight', 'Ritter zu Fuß (A-Seite)', 'Ridder te voet (A-zijde)', 'Knight on foot (A side)',
   1, 'center', 'stack', 0, 4, 'fast-knight-4b', 0,
   NULL,
   'Knight, A side (knight on foot with a text). Cost: 1 grain, 1 wool, 1 ore. 0 VP. In your draw phase you draw the top 2 cards of the draw pile plus 1 more for each of your knights lying A side up. Knights are stacked offset: your first knight lies A side up, then B and A alternate. If the knight stack is empty when you build a knight, take the top knight of the player sitting nearest in the direction of the destiny card''s arrows; a player without a knight, or whose Church protects his only knight, is skipped. At most one knight per turn.',
   'R003 (draw, cost, alternation, taking knights); count and 2/3/4 split: fast.md §2 (WIKI); A side up at set-up: PL, GR');

-- ---------------------------------------------------------------------------
-- Settlement/city cards: 15, front = settlement (1 VP), back = city (2 VP)
-- with a printed event: 5 Markttag, 10 Räuberüberfall (fast.md §2, WIKI).
-- Symbols: 7 with 2, 4 with 3, 4 with 4 (WIKI). How the two events split over
-- the symbol groups is unknown; the reference's [house] split is used:
--   2 symbols: 2 Markttag + 5 Räuberüberfall
--   3 symbols: 2 Markttag + 2 Räuberüberfall
--   4 symbols: 1 Markttag + 3 Räuberüberfall
-- One settlement row per (symbols, event) with the count, its city row count 0.
-- The stack is shuffled settlement side up; nobody may look at a city side
-- before upgrading (R003).
-- ---------------------------------------------------------------------------

-- City sides (backs)
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement,
                  vp, players, reverse, unique_per_player, effect, rules_text, source) VALUES
  ('fast-city-2-market', 'fast-base', 'fast', 'city', 'Stadt (Markttag)',        'Stad (marktdag)', 'City (Market Day)',
   0, 'center', 'center-row', 2, 2, NULL, 0,
   NULL,
   'City, event Market Day (back of a settlement/city card). Cost: 2 grain, 3 ore; you turn one of your own settlements over to this side (no city without a settlement). 2 VP instead of the settlement''s 1. Read the event aloud; all players must follow it. Market Day: starting with the builder and going clockwise, each player takes 1 face-up market card of his choice into his hand; that market slot is refilled from the draw pile at once. At most one city per turn.',
   'R003 (cost, flip, event for all); 5 Markttag cards: fast.md §2 (WIKI); event effect [house] fast.md §7.2 (no source found); 2 symbols for this event [house] fast.md §5'),
  ('fast-city-2-raid',   'fast-base', 'fast', 'city', 'Stadt (Räuberüberfall)', 'Stad (roversoverval)', 'City (Robber Raid)',
   0, 'center', 'center-row', 2, 2, NULL, 0,
   NULL,
   'City, event Robber Raid (back of a settlement/city card). Cost: 2 grain, 3 ore; you turn one of your own settlements over to this side (no city without a settlement). 2 VP instead of the settlement''s 1. Read the event aloud; all players must follow it. Robber Raid: every player, the builder included, who holds more than 7 resource cards discards half of them, rounded down, choosing which, onto the discard pile, starting with the builder and going clockwise. Then the destiny card is turned over. At most one city per turn.',
   'R003 (cost, flip, event for all, destiny card turned); 10 Räuberüberfall cards: fast.md §2 (WIKI); discard rule [reconstructed] from JU, order [house] fast.md §7.1; 2 symbols for this event [house] fast.md §5'),
  ('fast-city-3-market', 'fast-base', 'fast', 'city', 'Stadt (Markttag)',        'Stad (marktdag)', 'City (Market Day)',
   0, 'center', 'center-row', 2, 3, NULL, 0,
   NULL,
   'City, event Market Day (back of a settlement/city card). Cost: 2 grain, 3 ore; you turn one of your own settlements over to this side (no city without a settlement). 2 VP instead of the settlement''s 1. Read the event aloud; all players must follow it. Market Day: starting with the builder and going clockwise, each player takes 1 face-up market card of his choice into his hand; that market slot is refilled from the draw pile at once. At most one city per turn.',
   'R003 (cost, flip, event for all); 5 Markttag cards: fast.md §2 (WIKI); event effect [house] fast.md §7.2 (no source found); 3 symbols for this event [house] fast.md §5'),
  ('fast-city-3-raid',   'fast-base', 'fast', 'city', 'Stadt (Räuberüberfall)', 'Stad (roversoverval)', 'City (Robber Raid)',
   0, 'center', 'center-row', 2, 3, NULL, 0,
   NULL,
   'City, event Robber Raid (back of a settlement/city card). Cost: 2 grain, 3 ore; you turn one of your own settlements over to this side (no city without a settlement). 2 VP instead of the settlement''s 1. Read the event aloud; all players must follow it. Robber Raid: every player, the builder included, who holds more than 7 resource cards discards half of them, rounded down, choosing which, onto the discard pile, starting with the builder and going clockwise. Then the destiny card is turned over. At most one city per turn.',
   'R003 (cost, flip, event for all, destiny card turned); 10 Räuberüberfall cards: fast.md §2 (WIKI); discard rule [reconstructed] from JU, order [house] fast.md §7.1; 3 symbols for this event [house] fast.md §5'),
  ('fast-city-4-market', 'fast-base', 'fast', 'city', 'Stadt (Markttag)',        'Stad (marktdag)', 'City (Market Day)',
   0, 'center', 'center-row', 2, 4, NULL, 0,
   NULL,
   'City, event Market Day (back of a settlement/city card). Cost: 2 grain, 3 ore; you turn one of your own settlements over to this side (no city without a settlement). 2 VP instead of the settlement''s 1. Read the event aloud; all players must follow it. Market Day: starting with the builder and going clockwise, each player takes 1 face-up market card of his choice into his hand; that market slot is refilled from the draw pile at once. At most one city per turn.',
   'R003 (cost, flip, event for all); 5 Markttag cards: fast.md §2 (WIKI); event effect [house] fast.md §7.2 (no source found); 4 symbols for this event [house] fast.md §5'),
  ('fast-city-4-raid',   'fast-base', 'fast', 'city', 'Stadt (Räuberüberfall)', 'Stad (roversoverval)', 'City (Robber Raid)',
   0, 'center', 'center-row', 2, 4, NULL, 0,
   NULL,
   'City, event Robber Raid (back of a settlement/city card). Cost: 2 grain, 3 ore; you turn one of your own settlements over to this side (no city without a settlement). 2 VP instead of the settlement''s 1. Read the event aloud; all players must follow it. Robber Raid: every player, the builder included, who holds more than 7 resource cards discards half of them, rounded down, choosing which, onto the discard pile, starting with the builder and going clockwise. Then the destiny card is turned over. At most one city per turn.',
   'R003 (cost, flip, event for all, destiny card turned); 10 Räuberüberfall cards: fast.md §2 (WIKI); discard rule [reconstructed] from JU, order [house] fast.md §7.1; 4 symbols for this event [house] fast.md §5');

-- Settlement sides (the physical cards)
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement,
                  vp, players, reverse, unique_per_player, effect, rules_text, source) VALUES
  ('fast-settlement-2-market', 'fast-base', 'fast', 'settlement', 'Siedlung', 'Nederzetting', 'Settlement',
   2, 'center', 'center-row', 1, 2, 'fast-city-2-market', 0,
   '(on build
     (when (exists (in open-row (type destiny)))
       (when (confirm self) (flip-destiny))))',
   'Settlement (front of a settlement/city card). Cost: 1 lumber, 1 brick, 1 grain, 1 wool. 1 VP. Take the top card of the settlement/city stack, settlement side up, and lay it beside your other settlements. After building a settlement you may turn the destiny card over. When the stack is empty, no more settlements can be built. You may not look at the city side on the back until you turn this settlement into a city. At most one settlement per turn.',
   'R003 (cost, destiny flip, viewing ban); 15 cards, 7 with 2 symbols: fast.md §2 (WIKI); back = Markttag for 2 of the 7 [house] fast.md §5'),
  ('fast-settlement-2-raid',   'fast-base', 'fast', 'settlement', 'Siedlung', 'Nederzetting', 'Settlement',
   5, 'center', 'center-row', 1, 2, 'fast-city-2-raid', 0,
   NULL,
   'Settlement (front of a settlement/city card). Cost: 1 lumber, 1 brick, 1 grain, 1 wool. 1 VP. Take the top card of the settlement/city stack, settlement side up, and lay it beside your other settlements. After building a settlement you may turn the destiny card over. When the stack is empty, no more settlements can be built. You may not look at the city side on the back until you turn this settlement into a city. At most one settlement per turn.',
   'R003 (cost, destiny flip, viewing ban); 15 cards, 7 with 2 symbols: fast.md §2 (WIKI); back = Räuberüberfall for 5 of the 7 [house] fast.md §5'),
  ('fast-settlement-3-market', 'fast-base', 'fast', 'settlement', 'Siedlung', 'Nederzetting', 'Settlement',
   2, 'center', 'center-row', 1, 3, 'fast-city-3-market', 0,
   NULL,
   'Settlement (front of a settlement/city card). Cost: 1 lumber, 1 brick, 1 grain, 1 wool. 1 VP. Take the top card of the settlement/city stack, settlement side up, and lay it beside your other settlements. After building a settlement you may turn the destiny card over. When the stack is empty, no more settlements can be built. You may not look at the city side on the back until you turn this settlement into a city. At most one settlement per turn.',
   'R003 (cost, destiny flip, viewing ban); 15 cards, 4 with 3 symbols: fast.md §2 (WIKI); back = Markttag for 2 of the 4 [house] fast.md §5'),
  ('fast-settlement-3-raid',   'fast-base', 'fast', 'settlement', 'Siedlung', 'Nederzetting', 'Settlement',
   2, 'center', 'center-row', 1, 3, 'fast-city-3-raid', 0,
   NULL,
   'Settlement (front of a settlement/city card). Cost: 1 lumber, 1 brick, 1 grain, 1 wool. 1 VP. Take the top card of the settlement/city stack, settlement side up, and lay it beside your other settlements. After building a settlement you may turn the destiny card over. When the stack is empty, no more settlements can be built. You may not look at the city side on the back until you turn this settlement into a city. At most one settlement per turn.',
   'R003 (cost, destiny flip, viewing ban); 15 cards, 4 with 3 symbols: fast.md §2 (WIKI); back = Räuberüberfall for 2 of the 4 [house] fast.md §5'),
  ('fast-settlement-4-market', 'fast-base', 'fast', 'settlement', 'Siedlung', 'Nederzetting', 'Settlement',
   1, 'center', 'center-row', 1, 4, 'fast-city-4-market', 0,
   NULL,
   'Settlement (front of a settlement/city card). Cost: 1 lumber, 1 brick, 1 grain, 1 wool. 1 VP. Take the top card of the settlement/city stack, settlement side up, and lay it beside your other settlements. After building a settlement you may turn the destiny card over. When the stack is empty, no more settlements can be built. You may not look at the city side on the back until you turn this settlement into a city. At most one settlement per turn.',
   'R003 (cost, destiny flip, viewing ban); 15 cards, 4 with 4 symbols: fast.md §2 (WIKI); back = Markttag for 1 of the 4 [house] fast.md §5'),
  ('fast-settlement-4-raid',   'fast-base', 'fast', 'settlement', 'Siedlung', 'Nederzetting', 'Settlement',
   3, 'center', 'center-row', 1, 4, 'fast-city-4-raid', 0,
   NULL,
   'Settlement (front of a settlement/city card). Cost: 1 lumber, 1 brick, 1 grain, 1 wool. 1 VP. Take the top card of the settlement/city stack, settlement side up, and lay it beside your other settlements. After building a settlement you may turn the destiny card over. When the stack is empty, no more settlements can be built. You may not look at the city side on the back until you turn this settlement into a city. At most one settlement per turn.',
   'R003 (cost, destiny flip, viewing ban); 15 cards, 4 with 4 symbols: fast.md §2 (WIKI); back = Räuberüberfall for 3 of the 4 [house] fast.md §5');

-- ---------------------------------------------------------------------------
-- City expansions: 9 one-sided cards, stacked face up; 5 with 2 symbols,
-- 2 with 3, 2 with 4 (fast.md §2, WIKI). Each costs 3 wool + 1 ore, lies on
-- an own city (whose 2 VP then no longer count) and may be built only once
-- per player (R003: "zwei Kirchen sind also nicht erlaubt").
--
-- Only Bibliothek, Händlergilde and Kirche are confirmed by WIKI, Stadtburg
-- by R003. The reference fills the rest [house] (fast.md §9):
--   Stadtburg  2 copies, 2 symbols, 3 VP                 [house]
--   Rathaus    2 copies (one 3-, one 4-symbol), 4 VP, no ability: a working
--              name for the unidentified 4-VP card(s)   [house]
-- They are kept as data so they can be corrected in SQL; the option
-- HOUSE_EXPANSIONS below leaves Rathaus out. The 2012 promo "Stadtausbau
-- Kathedrale" has no known text and is not included.
--
-- A design whose copies carry different symbol counts (Händlergilde,
-- Rathaus) needs one row per symbol count. unique_per_player is set on both
-- rows; the once-per-player rule applies to the design, i.e. to all rows with
-- the same name_de, not to each row on its own.
-- ---------------------------------------------------------------------------

INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement,
                  vp, players, reverse, unique_per_player, effect, rules_text, source) VALUES
  ('fast-library',           'fast-base', 'fast', 'city-expansion', 'Bibliothek',   'Bibliotheek', 'Library',
   1, 'center', 'city', 3, 2, NULL, 1,
   '(modify open-hand (+ value 1))',
   'City expansion: Library. Cost: 3 wool, 1 ore; lay it on one of your cities that has no expansion. The city''s 2 VP no longer count; this card''s 3 VP do. Each player may build it only once. Its advantage is permanent and applies at once: once per trade phase, when you trade with a fellow player, his hand is open to you and you choose the card. If you then trade with the same player again, it is blind again; he may shuffle his cards first.',
   'R003 (cost, once per player, ability); 1 copy, 3 VP: fast.md §9 (WIKI); 2 symbols [reconstructed] fast.md §9; one expansion per city [reconstructed] fast.md §4.2'),
  ('fast-merchants-guild-3', 'fast-base', 'fast', 'city-expansion', 'Händlergilde', 'Handelsgilde', 'Merchants'' Guild',
   1, 'center', 'city', 3, 3, NULL, 1,
   '(on activate
     (let victim (choose-player self (and (!= subject self)
                                          (>= (points subject vp) (points self vp))
                                          (> (resources subject) 0))))
     (require (!= victim none))
     (move (choose self (hand victim)) (hand self)))',
   'City expansion: Merchants'' Guild. Cost: 3 wool, 1 ore; lay it on one of your cities that has no expansion. The city''s 2 VP no longer count; this card''s 3 VP do. Each player may build it only once. Its advantage is permanent and applies at once: once per turn, in any phase of your turn, you may draw 1 resource card blind from the hand of a fellow player who has at least as many VP as you.',
   'R003 (cost, once per player); 2 copies, 3 VP, ability: fast.md §9 (WIKI); one 3-symbol and one 4-symbol copy [reconstructed] fast.md §9; timing [reconstructed] fast.md §9'),
  ('fast-merchants-guild-4', 'fast-base', 'fast', 'city-expansion', 'Händlergilde', 'Handelsgilde', 'Merchants'' Guild',
   1, 'center', 'city', 3, 4, NULL, 1,
   NULL,
   'City expansion: Merchants'' Guild. Cost: 3 wool, 1 ore; lay it on one of your cities that has no expansion. The city''s 2 VP no longer count; this card''s 3 VP do. Each player may build it only once. Its advantage is permanent and applies at once: once per turn, in any phase of your turn, you may draw 1 resource card blind from the hand of a fellow player who has at least as many VP as you.',
   'R003 (cost, once per player); 2 copies, 3 VP, ability: fast.md §9 (WIKI); one 3-symbol and one 4-symbol copy [reconstructed] fast.md §9; timing [reconstructed] fast.md §9'),
  ('fast-church',            'fast-base', 'fast', 'city-expansion', 'Kirche',       'Kerk', 'Church',
   2, 'center', 'city', 3, 2, NULL, 1,
   '(modify protected (= subject knight) (+ value 1))',
   'City expansion: Church. Cost: 3 wool, 1 ore; lay it on one of your cities that has no expansion. The city''s 2 VP no longer count; this card''s 3 VP do. Each player may build it only once. Its advantage is permanent and applies at once: your first knight cannot be taken from you, so while you own only 1 knight you are skipped when another player takes a knight.',
   'R003 (cost, once per player, ability); 2 copies, 3 VP: fast.md §9 (WIKI); both 2-symbol [house] fast.md §9'),
  ('fast-city-castle',       'fast-base', 'fast', 'city-expansion', 'Stadtburg',    'Stadsburcht', 'City Castle',
   2, 'center', 'city', 3, 2, NULL, 1,
   '(modify protected (= subject road) (+ value 3))',
   'City expansion: City Castle. Cost: 3 wool, 1 ore; lay it on one of your cities that has no expansion. The city''s 2 VP no longer count; this card''s 3 VP do. Each player may build it only once. Its advantage is permanent and applies at once: your first three roads cannot be taken from you, so while you own at most 3 roads you are skipped when another player takes a road.',
   'R003 (name, cost, once per player, ability); 2 copies [house], both 2-symbol [house], 3 VP [house]: fast.md §9'),
  ('fast-town-hall-3',       'fast-base', 'fast', 'city-expansion', 'Rathaus',      'Raadhuis', 'Town Hall',
   1, 'center', 'city', 4, 3, NULL, 1, NULL,
   'City expansion: Town Hall (stands for an unidentified card of the box). Cost: 3 wool, 1 ore; lay it on one of your cities that has no expansion. The city''s 2 VP no longer count; this card''s 4 VP do. Each player may build it only once. It has no ability beyond its VP.',
   'R003 (cost, VP 3 or 4, once per player); name, copies, symbols, 4 VP and missing ability all [house] fast.md §9: placeholder that fills the known total of 9; correct first when a card list is found'),
  ('fast-town-hall-4',       'fast-base', 'fast', 'city-expansion', 'Rathaus',      'Raadhuis', 'Town Hall',
   1, 'center', 'city', 4, 4, NULL, 1, NULL,
   'City expansion: Town Hall (stands for an unidentified card of the box). Cost: 3 wool, 1 ore; lay it on one of your cities that has no expansion. The city''s 2 VP no longer count; this card''s 4 VP do. Each player may build it only once. It has no ability beyond its VP.',
   'R003 (cost, VP 3 or 4, once per player); name, copies, symbols, 4 VP and missing ability all [house] fast.md §9: placeholder that fills the known total of 9; correct first when a card list is found');

-- ---------------------------------------------------------------------------
-- Destiny card: 1 card with arrows, the two sides pointing opposite ways
-- (fast.md §8). Front row = clockwise side (count 1), back row =
-- counter-clockwise side (count 0). No player-count symbols are printed; the
-- 2-player game leaves it out (R003), a rule the engine applies itself.
-- ---------------------------------------------------------------------------

INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement,
                  vp, players, reverse, unique_per_player, effect, rules_text, source) VALUES
  ('fast-destiny-b', 'fast-base', 'fast', 'destiny', 'Schicksalskarte (gegen den Uhrzeigersinn)', 'Lotkaart (tegen de klok in)', 'Destiny card (counter-clockwise)',
   0, 'open', 'none', 0, NULL, NULL, 0, NULL,
   'Destiny card, counter-clockwise side. Its arrows point counter-clockwise. See the clockwise side for the card''s rules.',
   'R003 ("Pfeile", turning the card); two opposite directions [reconstructed] fast.md §8'),
  ('fast-destiny-a', 'fast-base', 'fast', 'destiny', 'Schicksalskarte (im Uhrzeigersinn)',          'Lotkaart (met de klok mee)', 'Destiny card (clockwise)',
   1, 'open', 'none', 0, NULL, 'fast-destiny-b', 0, NULL,
   'Destiny card. It lies in the middle of the table; at the start its arrows point clockwise. When a road or knight must be taken from another player because its stack is empty, the victim is the player sitting nearest in the direction of the arrows who has a card that can be taken. It does not change the turn order, which is always clockwise. After building a settlement the builder may turn it over; the Robber Raid city event always turns it over. Not used in the 2-player game.',
   'R003 (role, turn order, turning, not used with 2 players); 1 card: fast.md §2 (PL, EN); starting orientation clockwise [house] fast.md §3, §8; sides [reconstructed] fast.md §8');

-- ---------------------------------------------------------------------------
-- Building-cost cards: 4, one per player (fast.md §2, WIKI). Reference only.
-- ---------------------------------------------------------------------------

INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement,
                  vp, players, reverse, unique_per_player, effect, rules_text, source) VALUES
  ('fast-building-costs', 'fast-base', 'fast', 'building-cost', 'Übersichtskarte (Baukosten)', 'Overzichtskaart (bouwkosten)', 'Building costs',
   4, 'out', 'none', 0, NULL, NULL, 0, NULL,
   'Building costs (reference card; each player takes one at set-up). Road: 1 lumber, 1 brick. Settlement: 1 lumber, 1 brick, 1 grain, 1 wool. City: 2 grain, 3 ore. City expansion: 3 wool, 1 ore. Knight: 1 grain, 1 wool, 1 ore. Each kind may be built at most once per turn. The card has no other function.',
   'R003 ("Übersichtskarte", costs, once per turn); 4 cards: fast.md §2 (WIKI, EN); deck ''out'' because it has no game function');

-- ---------------------------------------------------------------------------
-- Costs (R003). One row per resource.
-- ---------------------------------------------------------------------------

INSERT INTO card_cost (card, game, resource, amount) VALUES
  -- Roads: 1 lumber, 1 brick (A rows)
  ('fast-road-2a',             'fast', 'lumber', 1), ('fast-road-2a',             'fast', 'brick', 1),
  ('fast-road-3a',             'fast', 'lumber', 1), ('fast-road-3a',             'fast', 'brick', 1),
  ('fast-road-4a',             'fast', 'lumber', 1), ('fast-road-4a',             'fast', 'brick', 1),
  -- Knights: 1 grain, 1 wool, 1 ore (A rows)
  ('fast-knight-2a',           'fast', 'grain',  1), ('fast-knight-2a',           'fast', 'wool',  1), ('fast-knight-2a',           'fast', 'ore',   1),
  ('fast-knight-3a',           'fast', 'grain',  1), ('fast-knight-3a',           'fast', 'wool',  1), ('fast-knight-3a',           'fast', 'ore',   1),
  ('fast-knight-4a',           'fast', 'grain',  1), ('fast-knight-4a',           'fast', 'wool',  1), ('fast-knight-4a',           'fast', 'ore',   1),
  -- Settlements: 1 lumber, 1 brick, 1 grain, 1 wool
  ('fast-settlement-2-market', 'fast', 'lumber', 1), ('fast-settlement-2-market', 'fast', 'brick', 1), ('fast-settlement-2-market', 'fast', 'grain', 1), ('fast-settlement-2-market', 'fast', 'wool', 1),
  ('fast-settlement-2-raid',   'fast', 'lumber', 1), ('fast-settlement-2-raid',   'fast', 'brick', 1), ('fast-settlement-2-raid',   'fast', 'grain', 1), ('fast-settlement-2-raid',   'fast', 'wool', 1),
  ('fast-settlement-3-market', 'fast', 'lumber', 1), ('fast-settlement-3-market', 'fast', 'brick', 1), ('fast-settlement-3-market', 'fast', 'grain', 1), ('fast-settlement-3-market', 'fast', 'wool', 1),
  ('fast-settlement-3-raid',   'fast', 'lumber', 1), ('fast-settlement-3-raid',   'fast', 'brick', 1), ('fast-settlement-3-raid',   'fast', 'grain', 1), ('fast-settlement-3-raid',   'fast', 'wool', 1),
  ('fast-settlement-4-market', 'fast', 'lumber', 1), ('fast-settlement-4-market', 'fast', 'brick', 1), ('fast-settlement-4-market', 'fast', 'grain', 1), ('fast-settlement-4-market', 'fast', 'wool', 1),
  ('fast-settlement-4-raid',   'fast', 'lumber', 1), ('fast-settlement-4-raid',   'fast', 'brick', 1), ('fast-settlement-4-raid',   'fast', 'grain', 1), ('fast-settlement-4-raid',   'fast', 'wool', 1),
  -- Cities: 2 grain, 3 ore (paid when an own settlement is turned over)
  ('fast-city-2-market',       'fast', 'grain',  2), ('fast-city-2-market',       'fast', 'ore',   3),
  ('fast-city-2-raid',         'fast', 'grain',  2), ('fast-city-2-raid',         'fast', 'ore',   3),
  ('fast-city-3-market',       'fast', 'grain',  2), ('fast-city-3-market',       'fast', 'ore',   3),
  ('fast-city-3-raid',         'fast', 'grain',  2), ('fast-city-3-raid',         'fast', 'ore',   3),
  ('fast-city-4-market',       'fast', 'grain',  2), ('fast-city-4-market',       'fast', 'ore',   3),
  ('fast-city-4-raid',         'fast', 'grain',  2), ('fast-city-4-raid',         'fast', 'ore',   3),
  -- City expansions: 3 wool, 1 ore
  ('fast-library',             'fast', 'wool',   3), ('fast-library',             'fast', 'ore',   1),
  ('fast-merchants-guild-3',   'fast', 'wool',   3), ('fast-merchants-guild-3',   'fast', 'ore',   1),
  ('fast-merchants-guild-4',   'fast', 'wool',   3), ('fast-merchants-guild-4',   'fast', 'ore',   1),
  ('fast-church',              'fast', 'wool',   3), ('fast-church',              'fast', 'ore',   1),
  ('fast-city-castle',         'fast', 'wool',   3), ('fast-city-castle',         'fast', 'ore',   1),
  ('fast-town-hall-3',         'fast', 'wool',   3), ('fast-town-hall-3',         'fast', 'ore',   1),
  ('fast-town-hall-4',         'fast', 'wool',   3), ('fast-town-hall-4',         'fast', 'ore',   1);

-- ---------------------------------------------------------------------------
-- Rule options (fast.md §3–§12). Every [house], [reconstructed] or open
-- point that a user may want to change.
-- ---------------------------------------------------------------------------

INSERT INTO rule_option (card_set, key, kind, value, allowed, description, source) VALUES
  -- Victory
  ('fast-base', 'VICTORY_POINTS',        'int',  '10',  '3..30',
   'Victory points a player needs to win. The box says 10 for every player count; another value is a house variant.',
   'fast.md §10 (PL, EN, PC, AB, GR); per-count target [reconstructed]; other targets [house] §12'),
  ('fast-base', 'VICTORY_EXACT',         'bool', '0',   NULL,
   'Whether the target must be hit exactly. 0: the game ends the moment a player has at least the target after a build. 1: he must have exactly the target (one online version words it so); more does not win.',
   'fast.md §10 (PC says "exactly 10"; reading as at least 10 is [reconstructed])'),
  -- Set-up
  ('fast-base', 'MARKET_SIZE',           'int',  '5',   '0..10',
   'Number of face-up resource cards in the market. The market is refilled to this size whenever a card leaves it.',
   'fast.md §3 (JU, GA, AB, GR; not in R003)'),
  ('fast-base', 'START_HAND',            'int',  '3',   '0..10',
   'Resource cards each player draws as a hidden hand at set-up, after receiving 1 settlement and 1 road (A side up).',
   'fast.md §3 (JU, GA, PC, GR; not in R003)'),
  ('fast-base', 'DESTINY_START',         'enum', 'clockwise', 'clockwise|counter-clockwise|random',
   'Which way the destiny card''s arrows point at the start (3 or more players). clockwise: clockwise; counter-clockwise: counter-clockwise; random: chosen at random at set-up.',
   'fast.md §3.5, §8 [house]: the starting orientation is not found'),
  ('fast-base', 'FIVE_SIX_READING',      'enum', 'expansions-only', 'expansions-only|all-buildings',
   'What the second copy adds with 5 or 6 players (R003: "alle Ausbaukarten mit 3 Spielerzahlsymbolen", with 6 also those with 4). expansions-only: the literal reading, only city-expansion cards with those symbols (5 players: 9 roads, 15 settlements, 5 knights, 11 expansions; 6: 9/15/5/13). all-buildings: every building card with those symbols (5: 11/19/7/11; 6: 13/23/8/13). Both copies'' resource cards are shuffled together in either case.',
   'R003; fast.md §11 (open point; default is the literal reading)'),
  -- Trading and building
  ('fast-base', 'EXCHANGE_SOURCE',       'enum', 'draw-then-discard', 'draw-then-discard|draw-only|unlimited',
   'Where the card chosen in the 3:1 exchange comes from (there is no bank). draw-then-discard: put the 3 cards on the discard pile, search the draw pile for the chosen resource and shuffle it; if there is none, take it from the discard pile; if neither has one, the exchange is not allowed. draw-only: only from the draw pile. unlimited: the chosen card is taken as from an unlimited bank and the 3 cards leave the game''s count (cards are not conserved).',
   'R003 (3:1 exchange); source of the card [house] fast.md §4.2'),
  ('fast-base', 'OPEN_HANDS',            'bool', '0',   NULL,
   'Teaching variant: 1 makes all hands visible to every player (fellow-player trades are then no longer blind). 0: hands are hidden, as in the rules.',
   'fast.md §12 [house]'),
  ('fast-base', 'EXPANSION_ONE_PER_CITY','bool', '1',   NULL,
   'Whether a city can carry only one city expansion. 1: an expansion needs an own city without an expansion (the card lies on the city). 0: any own city will do.',
   'fast.md §4.2 [reconstructed]'),
  ('fast-base', 'KNIGHT_COUNTS_SAME_TURN','bool','1',   NULL,
   'Whether a knight built this turn already gives its extra card in the same turn''s draw phase. 1: yes, the A-side knights are counted when drawing. 0: only knights owned at the start of the turn count.',
   'fast.md §4.3 [reconstructed]'),
  ('fast-base', 'TAKEN_CARD_SIDE',       'enum', 'own-alternation', 'own-alternation|as-shown',
   'Which side a road or knight taken from another player shows on the taker''s stack. own-alternation: the side the taker''s own A/B alternation requires. as-shown: the side it showed for the victim.',
   'R003 (taking the top card); side [reconstructed] fast.md §6'),
  -- City events and expansions
  ('fast-base', 'CITY_EVENT_SPLIT',      'enum', 'card-data', 'card-data|random',
   'How the 5 Market Day and 10 Robber Raid events are spread over the 2-, 3- and 4-symbol settlement/city cards, which is unknown. card-data: as the card rows give it (2 symbols 2+5, 3 symbols 2+2, 4 symbols 1+3; edit the counts in SQL to change it). random: each game deals the 15 events at random over the 15 cards before sorting out by player count.',
   'fast.md §5 [house] split'),
  ('fast-base', 'MARKTTAG_EFFECT',       'enum', 'take-one', 'take-one|swap-one|none',
   'What the Market Day city event does; its text is unknown. take-one: starting with the builder and going clockwise, each player takes 1 market card of his choice into his hand and the slot is refilled from the draw pile at once. swap-one: each player may swap 1 hand card with 1 market card. none: the event has no effect.',
   'fast.md §7.2 [house] (no source found); §12'),
  ('fast-base', 'RAID_HAND_LIMIT',       'int',  '7',   '3..30',
   'Robber Raid city event: a player holding more than this many resource cards must discard (see RAID_DISCARD).',
   'fast.md §7.1 (JU: "wie immer ist 7 Karten die Obergrenze") [reconstructed]'),
  ('fast-base', 'RAID_DISCARD',          'enum', 'half-down', 'half-down|none',
   'Robber Raid city event, resource part. half-down: every player over RAID_HAND_LIMIT, the builder included, discards half his resource cards rounded down, choosing which, starting with the builder and going clockwise; then the destiny card is turned over. none: the event only turns the destiny card over.',
   'R003 (destiny card turned); discard [reconstructed] from JU, order [house] fast.md §7.1'),
  ('fast-base', 'HOUSE_EXPANSIONS',      'bool', '1',   NULL,
   'Whether the placeholder city expansion Town Hall (Rathaus; 2 cards, 4 VP, no ability), which stands for the unidentified cards of the box, is in play. 1: yes, as its card rows say, giving 9 expansions. 0: it is left out and 7 expansions remain. The other [house] values (City Castle''s copies and VP) are card data.',
   'fast.md §9 [house]: unknown expansions are kept as data')
;

-- ---------------------------------------------------------------------------
-- Expected totals (check after loading):
--   cards in set fast-base, sum(count)                  110
--     resource cards      67  (lumber 11, brick 11, grain 14, wool 15, ore 16)
--     roads (A rows)       9  (2 symbols 5, 3 symbols 2, 4 symbols 2); B rows 0
--     settlement/city     15  (2 symbols 7, 3 symbols 4, 4 symbols 4); city rows 0
--                             city events: Markttag 5, Räuberüberfall 10
--     knights (A rows)     5  (2 symbols 2, 3 symbols 2, 4 symbols 1); B rows 0
--     city expansions      9  (2 symbols 5, 3 symbols 2, 4 symbols 2)
--     building-cost cards  4
--     destiny card         1  (back row 0)
--   card rows 39 (26 front or one-sided rows, 13 back rows with count 0),
--   card_cost rows 65, rule_option rows 16
-- ---------------------------------------------------------------------------

-- ---------------------------------------------------------------------------
-- Effects several cards share: written once, taken by name (effect_named).
-- ---------------------------------------------------------------------------

INSERT INTO named_effect (key, game, effect, source) VALUES
  ('fast-market-day', 'fast',
   '; MARKTTAG_EFFECT: take-one, each player takes a market card; swap-one,
     ; each may swap a hand card for a market card; none, nothing happens
     (on reveal
     (for p each
       (when (option-is MARKTTAG_EFFECT take-one)
         (move (choose p market) (hand p)))
       (when (option-is MARKTTAG_EFFECT swap-one)
         (let c (choose p (hand p) optional))
         (when (!= c none)
           (let m (choose p market))
           (move c market)
           (move m (hand p))))))',
   'The Market Day city event of the cities that show it'),
  ('fast-robber-raid', 'fast',
   '(on reveal
     (for p each
       (when (< (room p none) 0)
         (repeat (/ (resources p) 2)
           (pay p (choose-resource p (> (resources p subject) 0)) 1))))
     (flip-destiny))',
   'The Robber Raid city event of the cities that show it');

UPDATE card SET effect_named = 'fast-market-day' WHERE key = 'fast-city-2-market';
UPDATE card SET effect_named = 'fast-market-day' WHERE key = 'fast-city-3-market';
UPDATE card SET effect_named = 'fast-market-day' WHERE key = 'fast-city-4-market';
UPDATE card SET effect_named = 'fast-robber-raid' WHERE key = 'fast-city-2-raid';
UPDATE card SET effect_named = 'fast-robber-raid' WHERE key = 'fast-city-3-raid';
UPDATE card SET effect_named = 'fast-robber-raid' WHERE key = 'fast-city-4-raid';

-- ---------------------------------------------------------------------------
-- Cards that do what another card does: its effect text serves both
-- (effect_from), so that it is written once.
-- ---------------------------------------------------------------------------

UPDATE card SET effect_from = 'fast-knight-2a' WHERE key = 'fast-knight-3a';
UPDATE card SET effect_from = 'fast-knight-2a' WHERE key = 'fast-knight-4a';
UPDATE card SET effect_from = 'fast-road-2a' WHERE key = 'fast-road-3a';
UPDATE card SET effect_from = 'fast-road-2a' WHERE key = 'fast-road-4a';
UPDATE card SET effect_from = 'fast-merchants-guild-3' WHERE key = 'fast-merchants-guild-4';
UPDATE card SET effect_from = 'fast-settlement-2-market' WHERE key = 'fast-settlement-2-raid';
UPDATE card SET effect_from = 'fast-settlement-2-market' WHERE key = 'fast-settlement-3-market';
UPDATE card SET effect_from = 'fast-settlement-2-market' WHERE key = 'fast-settlement-3-raid';
UPDATE card SET effect_from = 'fast-settlement-2-market' WHERE key = 'fast-settlement-4-market';
UPDATE card SET effect_from = 'fast-settlement-2-market' WHERE key = 'fast-settlement-4-raid';
