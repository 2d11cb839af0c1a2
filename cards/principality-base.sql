-- Die Siedler von Catan – Das Kartenspiel (Kosmos 1996): the game, its
-- resources and card types, the base set, and every card of the base box
-- (120 cards: 2 x 9 starting cards, 7 roads, 5 settlements, 7 cities,
-- 11 regions, 10 events, 62 expansion cards).
--
-- Loads after db/schema.sql. Reference: shared/rules/principality.md (cited
-- as §N below). Costs, counts and points of the base cards follow the 2005
-- German rulebook's card almanac (SK), whose box has the same composition as
-- the 1996 one. A source note saying [house], [reconstructed] or [conflict]
-- marks a value that no source prints: correct it here if a card says
-- otherwise. The effect column is what a card does, in the effect language
-- (catan-cards(5), THE EFFECT LANGUAGE), NULL for a card with no behaviour
-- beyond its other columns (knights, the Colossus, the commerce buildings,
-- the center cards); rules_text is what a player reads.
--
-- Keys: the first set in load order that holds a card keeps the plain key;
-- a physically separate copy in a later set adds the set's name
-- ('civil-war-science'). Knights are 'knight-' and the first name.

-- ---------------------------------------------------------------------------
-- Game, resources, card types, set
-- ---------------------------------------------------------------------------

INSERT INTO game (key, name_de, name_nl, name_en) VALUES
  ('principality', 'Die Siedler von Catan – Das Kartenspiel', 'De Kolonisten van Catan – het kaartspel', 'The Settlers of Catan Card Game');

INSERT INTO resource (game, key, letter, position, name_de, name_nl, name_en) VALUES
  ('principality', 'lumber', 'L',  0, 'Holz',     'hout',  'Lumber'),
  ('principality', 'brick',  'B',  1, 'Lehm',     'leem',  'Brick'),
  ('principality', 'grain',  'G',  2, 'Getreide', 'graan', 'Grain'),
  ('principality', 'wool',   'W',  3, 'Wolle',    'wol',   'Wool'),
  ('principality', 'ore',    'O',  4, 'Erz',      'erts',  'Ore'),
  ('principality', 'gold',   'Au', 5, 'Gold',     'goud',  'Gold');

-- Knights, trade fleets and cannons are units; every other placed expansion
-- is a building (§3). Green/red is the placement (settlement/city), not a type.
INSERT INTO card_type (game, key, kind, name_en) VALUES
  ('principality', 'road',       'center',   'Road'),
  ('principality', 'settlement', 'center',   'Settlement'),
  ('principality', 'city',       'center',   'City'),
  ('principality', 'region',     'region',   'Region'),
  ('principality', 'building',   'building', 'Building'),
  ('principality', 'knight',     'unit',     'Knight'),
  ('principality', 'fleet',      'unit',     'Fleet'),
  ('principality', 'cannon',     'unit',     'Cannon'),
  ('principality', 'action',     'action',   'Action'),
  ('principality', 'event',      'event',    'Event');

INSERT INTO card_set (key, game, base, name_de, name_nl, name_en) VALUES
  ('principality-base', 'principality', 1, 'Basisspiel', 'basisspel', 'Base game');

-- ---------------------------------------------------------------------------
-- Starting principality (§2.2): 9 cards per player. Road in the middle, a
-- settlement at each end, six regions (one per resource, order free, each
-- starting at 1 resource). Each player's set carries the numbers 1-6 once.
-- ---------------------------------------------------------------------------

-- Player A (shield red-white)
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, produces, die, effect, rules_text, source) VALUES
  ('start-a-road',       'principality-base', 'principality', 'road',       'Straße',    'straat',       'Road',       1, 'start-a', 'center-row',  0, 0, 0, 0, NULL,     NULL,
     NULL,
     'Starting road of player A: lies in the middle of the central axis between the two starting settlements. Roads and settlements alternate along the axis; a new settlement may be built only at the open end of a road.',
     'starting set, §2.2 (HU06, SK)'),
  ('start-a-settlement', 'principality-base', 'principality', 'settlement', 'Siedlung',  'nederzetting', 'Settlement', 2, 'start-a', 'center-row',  1, 0, 0, 0, NULL,     NULL,
     NULL,
     'Starting settlement of player A, one at each end of the starting road; worth 1 victory point. It has one building site above and one below the axis for expansions and can be upgraded to a city.',
     'starting set, §2.2 (HU06, SK)'),
  ('start-a-fields',     'principality-base', 'principality', 'region',     'Ackerland', 'akkerland',    'Fields',     1, 'start-a', 'region-slot', 0, 0, 0, 0, 'grain',  1,
     NULL,
     'Starting region of player A. Each time the production die shows 1 it gains 1 grain (at most 3 stored; the card is turned to show its stock). It starts the game with 1 grain.',
     'die number: SK, read from the 2005 rulebook picture, §2.2; Dutch name [reconstructed]'),
  ('start-a-mountains',  'principality-base', 'principality', 'region',     'Gebirge',   'gebergte',     'Mountains',  1, 'start-a', 'region-slot', 0, 0, 0, 0, 'ore',    2,
     NULL,
     'Starting region of player A. Each time the production die shows 2 it gains 1 ore (at most 3 stored; the card is turned to show its stock). It starts the game with 1 ore.',
     'die number: SK, read from the 2005 rulebook picture, §2.2; Dutch name [reconstructed]'),
  ('start-a-pasture',    'principality-base', 'principality', 'region',     'Weideland', 'weiland',      'Pasture',    1, 'start-a', 'region-slot', 0, 0, 0, 0, 'wool',   3,
     NULL,
     'Starting region of player A. Each time the production die shows 3 it gains 1 wool (at most 3 stored; the card is turned to show its stock). It starts the game with 1 wool.',
     'die number: SK, read from the 2005 rulebook picture, §2.2; Dutch name [reconstructed]'),
  ('start-a-forest',     'principality-base', 'principality', 'region',     'Wald',      'bos',          'Forest',     1, 'start-a', 'region-slot', 0, 0, 0, 0, 'lumber', 4,
     NULL,
     'Starting region of player A. Each time the production die shows 4 it gains 1 lumber (at most 3 stored; the card is turned to show its stock). It starts the game with 1 lumber.',
     'die number: SK, read from the 2005 rulebook picture, §2.2; Dutch name [reconstructed]'),
  ('start-a-hills',      'principality-base', 'principality', 'region',     'Hügelland', 'heuvelland',   'Hills',      1, 'start-a', 'region-slot', 0, 0, 0, 0, 'brick',  5,
     NULL,
     'Starting region of player A. Each time the production die shows 5 it gains 1 brick (at most 3 stored; the card is turned to show its stock). It starts the game with 1 brick.',
     'die number: SK, read from the 2005 rulebook picture, §2.2; Dutch name [reconstructed]'),
  ('start-a-gold-field', 'principality-base', 'principality', 'region',     'Goldfluss', 'goudrivier',   'Gold Field', 1, 'start-a', 'region-slot', 0, 0, 0, 0, 'gold',   6,
     NULL,
     'Starting region of player A. Each time the production die shows 6 it gains 1 gold (at most 3 stored; the card is turned to show its stock). It starts the game with 1 gold.',
     'die number: SK, read from the 2005 rulebook picture, §2.2; Dutch name [reconstructed]');

-- Player B (shield red-black)
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, produces, die, effect, rules_text, source) VALUES
  ('start-b-road',       'principality-base', 'principality', 'road',       'Straße',    'straat',       'Road',       1, 'start-b', 'center-row',  0, 0, 0, 0, NULL,     NULL,
     NULL,
     'Starting road of player B: lies in the middle of the central axis between the two starting settlements. Roads and settlements alternate along the axis; a new settlement may be built only at the open end of a road.',
     'starting set, §2.2 (HU06, SK)'),
  ('start-b-settlement', 'principality-base', 'principality', 'settlement', 'Siedlung',  'nederzetting', 'Settlement', 2, 'start-b', 'center-row',  1, 0, 0, 0, NULL,     NULL,
     NULL,
     'Starting settlement of player B, one at each end of the starting road; worth 1 victory point. It has one building site above and one below the axis for expansions and can be upgraded to a city.',
     'starting set, §2.2 (HU06, SK)'),
  ('start-b-fields',     'principality-base', 'principality', 'region',     'Ackerland', 'akkerland',    'Fields',     1, 'start-b', 'region-slot', 0, 0, 0, 0, 'grain',  2,
     NULL,
     'Starting region of player B. Each time the production die shows 2 it gains 1 grain (at most 3 stored; the card is turned to show its stock). It starts the game with 1 grain.',
     'die number: SK, read from the 2005 rulebook picture, §2.2; Dutch name [reconstructed]'),
  ('start-b-mountains',  'principality-base', 'principality', 'region',     'Gebirge',   'gebergte',     'Mountains',  1, 'start-b', 'region-slot', 0, 0, 0, 0, 'ore',    3,
     NULL,
     'Starting region of player B. Each time the production die shows 3 it gains 1 ore (at most 3 stored; the card is turned to show its stock). It starts the game with 1 ore.',
     'die number: SK, read from the 2005 rulebook picture, §2.2; Dutch name [reconstructed]'),
  ('start-b-pasture',    'principality-base', 'principality', 'region',     'Weideland', 'weiland',      'Pasture',    1, 'start-b', 'region-slot', 0, 0, 0, 0, 'wool',   4,
     NULL,
     'Starting region of player B. Each time the production die shows 4 it gains 1 wool (at most 3 stored; the card is turned to show its stock). It starts the game with 1 wool.',
     'die number: SK, read from the 2005 rulebook picture, §2.2; Dutch name [reconstructed]'),
  ('start-b-forest',     'principality-base', 'principality', 'region',     'Wald',      'bos',          'Forest',     1, 'start-b', 'region-slot', 0, 0, 0, 0, 'lumber', 5,
     NULL,
     'Starting region of player B. Each time the production die shows 5 it gains 1 lumber (at most 3 stored; the card is turned to show its stock). It starts the game with 1 lumber.',
     'die number: SK, read from the 2005 rulebook picture, §2.2; Dutch name [reconstructed]'),
  ('start-b-hills',      'principality-base', 'principality', 'region',     'Hügelland', 'heuvelland',   'Hills',      1, 'start-b', 'region-slot', 0, 0, 0, 0, 'brick',  6,
     NULL,
     'Starting region of player B. Each time the production die shows 6 it gains 1 brick (at most 3 stored; the card is turned to show its stock). It starts the game with 1 brick.',
     'die number: SK, read from the 2005 rulebook picture, §2.2; Dutch name [reconstructed]'),
  ('start-b-gold-field', 'principality-base', 'principality', 'region',     'Goldfluss', 'goudrivier',   'Gold Field', 1, 'start-b', 'region-slot', 0, 0, 0, 0, 'gold',   1,
     NULL,
     'Starting region of player B. Each time the production die shows 1 it gains 1 gold (at most 3 stored; the card is turned to show its stock). It starts the game with 1 gold.',
     'die number: SK, read from the 2005 rulebook picture, §2.2; Dutch name [reconstructed]');

-- ---------------------------------------------------------------------------
-- Center stacks (§1, §3): roads 7, settlements 5, cities 7, regions 11.
-- Nothing can be built from an empty stack.
-- ---------------------------------------------------------------------------

INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, effect, rules_text, source) VALUES
  ('road',       'principality-base', 'principality', 'road',       'Straße',   'straat',       'Road',       7, 'center', 'center-row', 0, 0, 0, 0,
     NULL,
     'Build on the central axis directly left or right of one of your settlements or cities; two roads may never be adjacent. A new settlement can then be built at its open end.',
     'SK 2005 almanac, §1, §3'),
  ('settlement', 'principality-base', 'principality', 'settlement', 'Siedlung', 'nederzetting', 'Settlement', 5, 'center', 'center-row', 1, 0, 0, 0,
     NULL,
     'Build at the open end of one of your roads, never next to another settlement or city; worth 1 victory point, with one building site above and one below. Immediately take the top two cards of the region stack for its two outer corners (rule option NEW_REGION_SIDE decides which goes above); new regions start with 0 resources.',
     'SK 2005 almanac, §1, §3'),
  ('city',       'principality-base', 'principality', 'city',       'Stadt',    'stad',         'City',       7, 'center', 'center-row', 2, 0, 0, 0,
     NULL,
     'Build on top of one of your settlements, which it replaces: the city is worth 2 victory points in total, not 2 in addition to the settlement''s 1. It has two building sites above and two below (four in all), for green and red expansions alike.',
     'SK 2005 almanac, §1, §3');

INSERT INTO card_cost (card, game, resource, amount) VALUES
  ('road',       'principality', 'brick',  2), ('road',       'principality', 'lumber', 1),
  ('settlement', 'principality', 'lumber', 1), ('settlement', 'principality', 'brick',  1), ('settlement', 'principality', 'grain',  1), ('settlement', 'principality', 'wool',   1),
  ('city',       'principality', 'ore',    3), ('city',       'principality', 'grain',  2);

-- The region stack, shuffled face down. 2 each of fields, mountains, pasture,
-- forest, hills, 1 gold field. Die numbers are [house] (§2.2).
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, produces, die, effect, rules_text, source) VALUES
  ('region-fields-3',     'principality-base', 'principality', 'region', 'Ackerland', 'akkerland',  'Fields',     1, 'center', 'region-slot', 0, 0, 0, 0, 'grain',  3,
     NULL,
     'Region of the face-down region stack, placed at an outer corner of a newly built settlement with 0 resources. Each time the production die shows 3 it gains 1 grain (at most 3 stored).',
     'die number [house], no source prints the stack numbers (SK deviation list), §2.2; Dutch name [reconstructed]'),
  ('region-fields-5',     'principality-base', 'principality', 'region', 'Ackerland', 'akkerland',  'Fields',     1, 'center', 'region-slot', 0, 0, 0, 0, 'grain',  5,
     NULL,
     'Region of the face-down region stack, placed at an outer corner of a newly built settlement with 0 resources. Each time the production die shows 5 it gains 1 grain (at most 3 stored).',
     'die number [house], no source prints the stack numbers (SK deviation list), §2.2; Dutch name [reconstructed]'),
  ('region-mountains-4',  'principality-base', 'principality', 'region', 'Gebirge',   'gebergte',   'Mountains',  1, 'center', 'region-slot', 0, 0, 0, 0, 'ore',    4,
     NULL,
     'Region of the face-down region stack, placed at an outer corner of a newly built settlement with 0 resources. Each time the production die shows 4 it gains 1 ore (at most 3 stored).',
     'die number [house], no source prints the stack numbers (SK deviation list), §2.2; Dutch name [reconstructed]'),
  ('region-mountains-6',  'principality-base', 'principality', 'region', 'Gebirge',   'gebergte',   'Mountains',  1, 'center', 'region-slot', 0, 0, 0, 0, 'ore',    6,
     NULL,
     'Region of the face-down region stack, placed at an outer corner of a newly built settlement with 0 resources. Each time the production die shows 6 it gains 1 ore (at most 3 stored).',
     'die number [house], no source prints the stack numbers (SK deviation list), §2.2; Dutch name [reconstructed]'),
  ('region-pasture-1',    'principality-base', 'principality', 'region', 'Weideland', 'weiland',    'Pasture',    1, 'center', 'region-slot', 0, 0, 0, 0, 'wool',   1,
     NULL,
     'Region of the face-down region stack, placed at an outer corner of a newly built settlement with 0 resources. Each time the production die shows 1 it gains 1 wool (at most 3 stored).',
     'die number [house], no source prints the stack numbers (SK deviation list), §2.2; Dutch name [reconstructed]'),
  ('region-pasture-5',    'principality-base', 'principality', 'region', 'Weideland', 'weiland',    'Pasture',    1, 'center', 'region-slot', 0, 0, 0, 0, 'wool',   5,
     NULL,
     'Region of the face-down region stack, placed at an outer corner of a newly built settlement with 0 resources. Each time the production die shows 5 it gains 1 wool (at most 3 stored).',
     'die number [house], no source prints the stack numbers (SK deviation list), §2.2; Dutch name [reconstructed]'),
  ('region-forest-2',     'principality-base', 'principality', 'region', 'Wald',      'bos',        'Forest',     1, 'center', 'region-slot', 0, 0, 0, 0, 'lumber', 2,
     NULL,
     'Region of the face-down region stack, placed at an outer corner of a newly built settlement with 0 resources. Each time the production die shows 2 it gains 1 lumber (at most 3 stored).',
     'die number [house], no source prints the stack numbers (SK deviation list), §2.2; Dutch name [reconstructed]'),
  ('region-forest-6',     'principality-base', 'principality', 'region', 'Wald',      'bos',        'Forest',     1, 'center', 'region-slot', 0, 0, 0, 0, 'lumber', 6,
     NULL,
     'Region of the face-down region stack, placed at an outer corner of a newly built settlement with 0 resources. Each time the production die shows 6 it gains 1 lumber (at most 3 stored).',
     'die number [house], no source prints the stack numbers (SK deviation list), §2.2; Dutch name [reconstructed]'),
  ('region-hills-3',      'principality-base', 'principality', 'region', 'Hügelland', 'heuvelland', 'Hills',      1, 'center', 'region-slot', 0, 0, 0, 0, 'brick',  3,
     NULL,
     'Region of the face-down region stack, placed at an outer corner of a newly built settlement with 0 resources. Each time the production die shows 3 it gains 1 brick (at most 3 stored).',
     'die number [house], no source prints the stack numbers (SK deviation list), §2.2; Dutch name [reconstructed]'),
  ('region-hills-4',      'principality-base', 'principality', 'region', 'Hügelland', 'heuvelland', 'Hills',      1, 'center', 'region-slot', 0, 0, 0, 0, 'brick',  4,
     NULL,
     'Region of the face-down region stack, placed at an outer corner of a newly built settlement with 0 resources. Each time the production die shows 4 it gains 1 brick (at most 3 stored).',
     'die number [house], no source prints the stack numbers (SK deviation list), §2.2; Dutch name [reconstructed]'),
  ('region-gold-field-2', 'principality-base', 'principality', 'region', 'Goldfluss', 'goudrivier', 'Gold Field', 1, 'center', 'region-slot', 0, 0, 0, 0, 'gold',   2,
     NULL,
     'Region of the face-down region stack, placed at an outer corner of a newly built settlement with 0 resources. Each time the production die shows 2 it gains 1 gold (at most 3 stored).',
     'die number [house], no source prints the stack numbers (SK deviation list), §2.2; Dutch name [reconstructed]');

-- ---------------------------------------------------------------------------
-- Expansion cards (§12.1): 62 = 26 green + 16 red + 20 action, shuffled into
-- the expansion stacks (EXPANSION_STACKS).
-- ---------------------------------------------------------------------------

-- Green: settlement/city expansions (Siedlungsausbau), 26 cards. Built on any
-- free site of an own settlement or city.

INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, effect, rules_text, source) VALUES
  ('abbey',            'principality-base', 'principality', 'building', 'Kloster',                'klooster',                 'Abbey',               2, 'expansion', 'settlement', 0, 0, 0, 0,
     '(modify hand-limit (+ value 1))',
     'Settlement expansion. Raises your hand limit by 1. With Wissenschaft & Fortschritt it is also a prerequisite of the University and the Cathedral.',
     'SK 2005 almanac, §12.1'),
  ('garrison',         'principality-base', 'principality', 'building', 'Lager',                  'garnizoen',                'Garrison',            3, 'expansion', 'settlement', 0, 0, 0, 1,
     '; its two bordering regions do not count for the brigand
(immune brigand (near this))',
     'Settlement expansion with 1 commerce point. In a brigand attack the resources on the two regions bordering it are not counted toward the limit of 7 (they can still be lost). On a Productive Year event each region bordering it gains 1 resource.',
     'SK 2005 almanac, §12.1; commerce point from the card icon (SK deviation list); German name [reconstructed] (SURR: "befestigtes Lager"); Dutch name [reconstructed]'),
  ('smithy',           'principality-base', 'principality', 'building', 'Schmiede',               'smidse',                   'Smithy',              1, 'expansion', 'settlement', 0, 0, 0, 0,
     '(modify strength (type knight cannon) (+ value 1))',
     'Settlement expansion. Each of your knights counts 1 strength point more (in theme-set play each cannon too).',
     'SK 2005 almanac, §12.1; German name [reconstructed]; Dutch name R002'),
  ('brick-factory',    'principality-base', 'principality', 'building', 'Ziegelei',               'steenbakkerij',            'Brick Factory',       1, 'expansion', 'settlement', 0, 0, 0, 0,
     '(modify production (and (near this) (produces brick)) (* value 2))',
     'Settlement expansion (doubling card). Each hills region bordering it gains 2 brick instead of 1 when its number is rolled; still at most 3 stored, so a region holding 2 gains only 1.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed]'),
  ('foundry',          'principality-base', 'principality', 'building', 'Eisengießerei',          'ijzergieterij',            'Foundry',             1, 'expansion', 'settlement', 0, 0, 0, 0,
     '(modify production (and (near this) (produces ore)) (* value 2))',
     'Settlement expansion (doubling card). Each mountains region bordering it gains 2 ore instead of 1 when its number is rolled; still at most 3 stored, so a region holding 2 gains only 1.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed]'),
  ('grain-mill',       'principality-base', 'principality', 'building', 'Getreidemühle',          'graanmolen',               'Grain Mill',          1, 'expansion', 'settlement', 0, 0, 0, 0,
     '(modify production (and (near this) (produces grain)) (* value 2))',
     'Settlement expansion (doubling card). Each fields region bordering it gains 2 grain instead of 1 when its number is rolled; still at most 3 stored, so a region holding 2 gains only 1.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed]'),
  ('sawmill',          'principality-base', 'principality', 'building', 'Sägewerk',               'zagerij',                  'Sawmill',             1, 'expansion', 'settlement', 0, 0, 0, 0,
     '(modify production (and (near this) (produces lumber)) (* value 2))',
     'Settlement expansion (doubling card). Each forest region bordering it gains 2 lumber instead of 1 when its number is rolled; still at most 3 stored, so a region holding 2 gains only 1.',
     'SK 2005 almanac, §12.1; German name [reconstructed]; Dutch name [reconstructed]'),
  ('woolen-mill',      'principality-base', 'principality', 'building', 'Woll-Manufaktur',        'wolspinnerij',             'Woolen Mill',         1, 'expansion', 'settlement', 0, 0, 0, 0,
     '(modify production (and (near this) (produces wool)) (* value 2))',
     'Settlement expansion (doubling card). Each pasture region bordering it gains 2 wool instead of 1 when its number is rolled; still at most 3 stored, so a region holding 2 gains only 1.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed]'),
  ('brick-fleet',      'principality-base', 'principality', 'fleet',    'Lehm-Handelsflotte',     'leemhandelsvloot',         'Brick Fleet',         1, 'expansion', 'settlement', 0, 0, 0, 1,
     '(modify trade-rate (= subject brick) (min value 2))',
     'Trade fleet (unit) with 1 commerce point. You may trade brick with the bank at 2:1 (2 brick for 1 resource of your choice); a second fleet of the same resource adds nothing.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed] (R002: handelsvloot)'),
  ('gold-fleet',       'principality-base', 'principality', 'fleet',    'Gold-Handelsflotte',     'goudhandelsvloot',         'Gold Fleet',          1, 'expansion', 'settlement', 0, 0, 0, 1,
     '(modify trade-rate (= subject gold) (min value 2))',
     'Trade fleet (unit) with 1 commerce point. You may trade gold with the bank at 2:1 (2 gold for 1 resource of your choice); a second fleet of the same resource adds nothing.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed] (R002: handelsvloot)'),
  ('grain-fleet',      'principality-base', 'principality', 'fleet',    'Getreide-Handelsflotte', 'graanhandelsvloot',        'Grain Fleet',         1, 'expansion', 'settlement', 0, 0, 0, 1,
     '(modify trade-rate (= subject grain) (min value 2))',
     'Trade fleet (unit) with 1 commerce point. You may trade grain with the bank at 2:1 (2 grain for 1 resource of your choice); a second fleet of the same resource adds nothing.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed] (R002: handelsvloot)'),
  ('lumber-fleet',     'principality-base', 'principality', 'fleet',    'Holz-Handelsflotte',     'houthandelsvloot',         'Lumber Fleet',        1, 'expansion', 'settlement', 0, 0, 0, 1,
     '(modify trade-rate (= subject lumber) (min value 2))',
     'Trade fleet (unit) with 1 commerce point. You may trade lumber with the bank at 2:1 (2 lumber for 1 resource of your choice); a second fleet of the same resource adds nothing.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed] (R002: handelsvloot)'),
  ('ore-fleet',        'principality-base', 'principality', 'fleet',    'Erz-Handelsflotte',      'ertshandelsvloot',         'Ore Fleet',           1, 'expansion', 'settlement', 0, 0, 0, 1,
     '(modify trade-rate (= subject ore) (min value 2))',
     'Trade fleet (unit) with 1 commerce point. You may trade ore with the bank at 2:1 (2 ore for 1 resource of your choice); a second fleet of the same resource adds nothing.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed] (R002: handelsvloot)'),
  ('wool-fleet',       'principality-base', 'principality', 'fleet',    'Woll-Handelsflotte',     'wolhandelsvloot',          'Wool Fleet',          1, 'expansion', 'settlement', 0, 0, 0, 1,
     '(modify trade-rate (= subject wool) (min value 2))',
     'Trade fleet (unit) with 1 commerce point. You may trade wool with the bank at 2:1 (2 wool for 1 resource of your choice); a second fleet of the same resource adds nothing.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed] (R002: handelsvloot)'),
  ('knight-conrad',    'principality-base', 'principality', 'knight',   'Konrad der Schnelle',    'Koenraad de snelle',       'Conrad the Swift',    1, 'expansion', 'settlement', 0, 2, 1, 0,
     NULL,
     'Knight (unit) with 2 strength points and 1 tournament point. Strength points compete for the knight figure, tournament points decide the Tournament roll of the event die.',
     'SK 2005 almanac, §12.1; German and Dutch names [reconstructed]'),
  ('knight-falk',      'principality-base', 'principality', 'knight',   'Falk der Gerechte',      'Falk de rechtvaardige',    'Falk the Fair',       1, 'expansion', 'settlement', 0, 1, 5, 0,
     NULL,
     'Knight (unit) with 1 strength point and 5 tournament points. Strength points compete for the knight figure, tournament points decide the Tournament roll of the event die.',
     'SK 2005 almanac, §12.1; German and Dutch names [reconstructed]'),
  ('knight-gotz',      'principality-base', 'principality', 'knight',   'Götz Eisenfaust',        'Götz IJzervuist',          'Gotz Ironfist',       1, 'expansion', 'settlement', 0, 5, 2, 0,
     NULL,
     'Knight (unit) with 5 strength points and 2 tournament points. Strength points compete for the knight figure, tournament points decide the Tournament roll of the event die.',
     'SK 2005 almanac, §12.1; German and Dutch names [reconstructed]'),
  ('knight-hagen',     'principality-base', 'principality', 'knight',   'Hagen der Unheimliche',  'Hagen de onheilspellende', 'Hagen the Sinister',  1, 'expansion', 'settlement', 0, 1, 2, 0,
     NULL,
     'Knight (unit) with 1 strength point and 2 tournament points. Strength points compete for the knight figure, tournament points decide the Tournament roll of the event die.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed]'),
  ('knight-karl',      'principality-base', 'principality', 'knight',   'Karl der Starke',        'Karel de sterke',          'Karl the Strong',     1, 'expansion', 'settlement', 0, 7, 1, 0,
     NULL,
     'Knight (unit) with 7 strength points and 1 tournament point. Strength points compete for the knight figure, tournament points decide the Tournament roll of the event die.',
     'SK 2005 almanac, §12.1; German and Dutch names [reconstructed]'),
  ('knight-otto',      'principality-base', 'principality', 'knight',   'Otto der Berserker',     'Otto de berserker',        'Otto the Berserker',  1, 'expansion', 'settlement', 0, 3, 2, 0,
     NULL,
     'Knight (unit) with 3 strength points and 2 tournament points. Strength points compete for the knight figure, tournament points decide the Tournament roll of the event die.',
     'SK 2005 almanac, §12.1; German and Dutch names [reconstructed]'),
  ('knight-pippin',    'principality-base', 'principality', 'knight',   'Pippin der Kurze',       'Pepijn de korte',          'Pippin the Short',    1, 'expansion', 'settlement', 0, 1, 3, 0,
     NULL,
     'Knight (unit) with 1 strength point and 3 tournament points. Strength points compete for the knight figure, tournament points decide the Tournament roll of the event die.',
     'SK 2005 almanac, §12.1; German and Dutch names [reconstructed]'),
  ('knight-siegfried', 'principality-base', 'principality', 'knight',   'Siegfried Ohneland',     'Siegfried zonder land',    'Siegfried Lackland',  1, 'expansion', 'settlement', 0, 1, 1, 0,
     NULL,
     'Knight (unit) with 1 strength point and 1 tournament point. Strength points compete for the knight figure, tournament points decide the Tournament roll of the event die.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed]'),
  ('knight-walter',    'principality-base', 'principality', 'knight',   'Walter der Feige',       'Walter de lafaard',        'Walter the Recreant', 1, 'expansion', 'settlement', 0, 3, 1, 0,
     NULL,
     'Knight (unit) with 3 strength points and 1 tournament point. Strength points compete for the knight figure, tournament points decide the Tournament roll of the event die. Not the same card as Walter the Singer of Ritter & Händler.',
     'SK 2005 almanac, §12.1; German and Dutch names [reconstructed]');

INSERT INTO card_cost (card, game, resource, amount) VALUES
  ('abbey',            'principality', 'lumber', 1), ('abbey',            'principality', 'ore',    1), ('abbey',            'principality', 'brick',  1),
  ('garrison',         'principality', 'lumber', 1), ('garrison',         'principality', 'brick',  1),
  ('smithy',           'principality', 'ore',    2), ('smithy',           'principality', 'lumber', 1),
  ('brick-factory',    'principality', 'brick',  1), ('brick-factory',    'principality', 'ore',    1),
  ('foundry',          'principality', 'brick',  1), ('foundry',          'principality', 'ore',    1),
  ('grain-mill',       'principality', 'grain',  1), ('grain-mill',       'principality', 'brick',  1),
  ('sawmill',          'principality', 'lumber', 2),
  ('woolen-mill',      'principality', 'brick',  1), ('woolen-mill',      'principality', 'wool',   1),
  ('brick-fleet',      'principality', 'wool',   1), ('brick-fleet',      'principality', 'lumber', 1),
  ('gold-fleet',       'principality', 'wool',   1), ('gold-fleet',       'principality', 'lumber', 1),
  ('grain-fleet',      'principality', 'wool',   1), ('grain-fleet',      'principality', 'lumber', 1),
  ('lumber-fleet',     'principality', 'wool',   1), ('lumber-fleet',     'principality', 'lumber', 1),
  ('ore-fleet',        'principality', 'wool',   1), ('ore-fleet',        'principality', 'lumber', 1),
  ('wool-fleet',       'principality', 'wool',   1), ('wool-fleet',       'principality', 'lumber', 1),
  ('knight-conrad',    'principality', 'grain',  1), ('knight-conrad',    'principality', 'ore',    1),
  ('knight-falk',      'principality', 'grain',  2), ('knight-falk',      'principality', 'ore',    2), ('knight-falk',      'principality', 'wool',   1),
  ('knight-gotz',      'principality', 'grain',  2), ('knight-gotz',      'principality', 'ore',    2), ('knight-gotz',      'principality', 'wool',   2),
  ('knight-hagen',     'principality', 'grain',  1), ('knight-hagen',     'principality', 'ore',    1),
  ('knight-karl',      'principality', 'grain',  2), ('knight-karl',      'principality', 'ore',    2), ('knight-karl',      'principality', 'wool',   3),
  ('knight-otto',      'principality', 'grain',  1), ('knight-otto',      'principality', 'ore',    2), ('knight-otto',      'principality', 'wool',   1),
  ('knight-pippin',    'principality', 'grain',  1), ('knight-pippin',    'principality', 'ore',    1), ('knight-pippin',    'principality', 'wool',   1),
  ('knight-siegfried', 'principality', 'ore',    1),
  ('knight-walter',    'principality', 'grain',  1), ('knight-walter',    'principality', 'ore',    1), ('knight-walter',    'principality', 'wool',   1);

-- Red: city expansions (Stadtausbau), 16 cards. Built only on a free site of
-- an own city.
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, effect, rules_text, source) VALUES
  ('aqueduct',       'principality-base', 'principality', 'building', 'Aquädukt',         'aquaduct',           'Aqueduct',              2, 'expansion', 'city', 1, 0, 0, 0,
     '; the Plague of either set
(immune (card plague plague-science) (kind region))',
     'City expansion, 1 victory point. All regions of your principality are immune to the Plague event.',
     'SK 2005 almanac, §12.1; German and Dutch names [reconstructed]; effect scope CFAQ'),
  ('bath-house',     'principality-base', 'principality', 'building', 'Badhaus',          'badhuis',            'Bath House',            2, 'expansion', 'city', 1, 0, 0, 0,
     '; the four regions bordering its city
(immune (card plague plague-science) (and (kind region) (same-city this)))',
     'City expansion, 1 victory point. The four regions bordering its city are immune to the Plague event.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed]'),
  ('church',         'principality-base', 'principality', 'building', 'Kirche',           'kerk',               'Church',                2, 'expansion', 'city', 1, 0, 0, 0,
     '; knights and fleets of its city
(immune (card civil-war civil-war-science) (and (kind unit) (same-city this)))',
     'City expansion, 1 victory point. Knights and fleets on the building sites of its city cannot be chosen in the Civil War event.',
     'SK 2005 almanac, §12.1; German and Dutch names [reconstructed]'),
  ('colossus',       'principality-base', 'principality', 'building', 'Koloss von Catan', 'de kolos van Catan', 'The Colossus of Catan', 1, 'expansion', 'city', 2, 0, 0, 0,
     NULL,
     'City expansion, 2 victory points. It has no other ability.',
     'SK 2005 almanac, §12.1; German and Dutch names [reconstructed]'),
  ('counting-house', 'principality-base', 'principality', 'building', 'Handelskontor',    'handelskantoor',     'Counting House',        1, 'expansion', 'city', 0, 0, 0, 3,
     NULL,
     'City expansion with 3 commerce points. It has no other ability.',
     'SK 2005 almanac, §12.1; Dutch name R002'),
  ('harbor',         'principality-base', 'principality', 'building', 'Hafen',            'haven',              'Harbor',                1, 'expansion', 'city', 0, 0, 0, 1,
     '; +1 commerce point for each own trade fleet (not a privateer fleet)
(modify commerce (and (type fleet) (not (card privateer-fleet privateer-fleet-knights)))
        (+ value 1))
; its own printed point counts only when HARBOR_OWN_C is 1
(modify commerce (= subject this) (if (option HARBOR_OWN_C) value (- value 1)))',
     'City expansion with 1 commerce point. Each of your trade fleets counts 1 commerce point more (a Privateer Fleet does not; a Large Trade Fleet then counts 3). Whether the harbor''s own point counts is rule option HARBOR_OWN_C.',
     'SK 2005 almanac, §12.1; own point [conflict]: card text vs almanac example, §13 HARBOR_OWN_C; fleet rules R002'),
  ('library',        'principality-base', 'principality', 'building', 'Bibliothek',       'bibliotheek',        'Library',               2, 'expansion', 'city', 1, 0, 0, 0,
     NULL,
     'City expansion, 1 victory point. Raises your hand limit by 1. With Wissenschaft & Fortschritt it is also a prerequisite of the University.',
     'SK 2005 almanac, §12.1; Dutch name R002'),
  ('marketplace',    'principality-base', 'principality', 'building', 'Markt',            'markt',              'Marketplace',           1, 'expansion', 'city', 0, 0, 0, 2,
     NULL,
     'City expansion with 2 commerce points. It has no other ability.',
     'SK 2005 almanac, §12.1; German name Markt or Marktplatz [reconstructed]'),
  ('merchant-guild', 'principality-base', 'principality', 'building', 'Handelsgilde',     'handelsgilde',       'Merchant Guild',        1, 'expansion', 'city', 0, 0, 0, 4,
     NULL,
     'City expansion with 4 commerce points. It has no other ability.',
     'SK 2005 almanac, §12.1; Dutch name R002'),
  ('mint',           'principality-base', 'principality', 'building', 'Münze',            'munt',               'Mint',                  1, 'expansion', 'city', 0, 0, 0, 1,
     '; gold 1:1 for any resource
(modify trade-rate (= subject gold) (min value 1))',
     'City expansion with 1 commerce point. You may trade gold with the bank at 1:1 (1 gold for 1 resource of your choice).',
     'SK 2005 almanac, §12.1; German and Dutch names [reconstructed]'),
  ('town-hall',      'principality-base', 'principality', 'building', 'Rathaus',          'raadhuis',           'Town Hall',             2, 'expansion', 'city', 1, 0, 0, 0,
     '(modify search-price (min value 1))',
     'City expansion, 1 victory point. Searching an expansion stack when you refill your hand costs 1 resource instead of 2 (a second Town Hall gives no further cut). With Wissenschaft & Fortschritt it is the prerequisite of the Embassy and the People''s Hall.',
     'SK 2005 almanac, §12.1; Dutch name R002');

INSERT INTO card_cost (card, game, resource, amount) VALUES
  ('aqueduct',       'principality', 'lumber', 2), ('aqueduct',       'principality', 'ore',    2), ('aqueduct',       'principality', 'brick',  2),
  ('bath-house',     'principality', 'brick',  2), ('bath-house',     'principality', 'ore',    1), ('bath-house',     'principality', 'wool',   1),
  ('church',         'principality', 'ore',    2), ('church',         'principality', 'grain',  2), ('church',         'principality', 'brick',  1),
  ('colossus',       'principality', 'ore',    3), ('colossus',       'principality', 'brick',  3), ('colossus',       'principality', 'grain',  3),
  ('counting-house', 'principality', 'wool',   2), ('counting-house', 'principality', 'grain',  1), ('counting-house', 'principality', 'brick',  1),
  ('harbor',         'principality', 'ore',    1), ('harbor',         'principality', 'wool',   1), ('harbor',         'principality', 'brick',  1),
  ('library',        'principality', 'lumber', 2), ('library',        'principality', 'ore',    2), ('library',        'principality', 'brick',  1),
  ('marketplace',    'principality', 'grain',  1), ('marketplace',    'principality', 'wool',   1),
  ('merchant-guild', 'principality', 'wool',   3), ('merchant-guild', 'principality', 'brick',  2), ('merchant-guild', 'principality', 'grain',  1),
  ('mint',           'principality', 'lumber', 2), ('mint',           'principality', 'ore',    2), ('mint',           'principality', 'brick',  2),
  ('town-hall',      'principality', 'wool',   2), ('town-hall',      'principality', 'ore',    2), ('town-hall',      'principality', 'brick',  1);

-- Yellow: action cards (Aktionskarten), 20 cards. Free to play; to the
-- discard pile after use. An attack (Arsonist, Black Knight, Brigands) is a
-- duel: the victim may answer with a counter card; the attacker rolls, and
-- wins on 1-5, or on 1-2 if countered; otherwise it backfires and the victim
-- does the same to him.
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, effect, rules_text, source) VALUES
  ('alchemist',    'principality-base', 'principality', 'action', 'Alchimist',        'alchimist',     'Alchemist',    2, 'expansion', 'none', 0, 0, 0, 0,
     '(playable (phase before-roll))
(on play (set-die production (choose-number self 1 6)))',
     'Play before you roll: choose the result of the production die yourself; the event die is then rolled and resolved as usual. Like every action card it goes to the discard pile after use.',
     'SK 2005 almanac, §12.1; timing CFAQ'),
  ('arsonist',     'principality-base', 'principality', 'action', 'Feuerteufel',      'vuurduivel',    'Arsonist',     2, 'expansion', 'none', 0, 0, 0, 0,
     '(playable (exists (in (principality opponent) (kind building) (exposed))))
(on play
  (let counter (offer-counter opponent))
  (when (!= counter none) (destroy counter))
  (if (<= (roll) (if (= counter none) 5 2))
      (return (choose self (in (principality opponent) (kind building) (exposed))))
      (return (choose opponent (in (principality self) (kind building) (exposed))))))',
     'Attack on a building of the opponent (units are not buildings); the opponent may answer with a Bishop. Roll a die: on 1-5 (only 1-2 after a Bishop) the opponent takes a building of your choice back into hand, otherwise you take one of your own buildings, chosen by the opponent, back into hand. Buildings in a city with a Fire Station are immune, and a burned University goes back to the open supply instead of the hand.',
     'SK 2005 almanac, §12.1; Fire Station and University R002'),
  ('bishop',       'principality-base', 'principality', 'action', 'Bischof',          'bisschop',      'Bishop',       2, 'expansion', 'none', 0, 0, 0, 0,
     '; a counter card against these attacks
(on attacked (card arsonist brigands brigands-knights))',
     'Counter card, played on the opponent''s turn when they attack you with an Arsonist or Brigands, before their roll: the attack then succeeds only on 1-2 and turns against the attacker on 3-6.',
     'SK 2005 almanac, §12.1'),
  ('black-knight', 'principality-base', 'principality', 'action', 'Schwarzer Ritter', 'zwarte ridder', 'Black Knight', 3, 'expansion', 'none', 0, 0, 0, 0,
     '(playable (exists (in (principality opponent) (type knight cannon) (exposed))))
(on play
  (let counter (offer-counter opponent))
  (when (!= counter none) (destroy counter))
  (if (<= (roll) (if (= counter none) 5 2))
      (return (choose self (in (principality opponent) (type knight cannon) (exposed))))
      (return (choose opponent (in (principality self) (type knight cannon) (exposed))))))',
     'Attack on a knight of the opponent (in theme-set play also a cannon); the opponent may answer with a Herb Woman. Roll a die: on 1-5 (only 1-2 after a Herb Woman) the opponent takes a knight of your choice back into hand, otherwise you take one of your own knights, chosen by the opponent, back into hand.',
     'SK 2005 almanac, §12.1; cannon R002'),
  ('brigands',     'principality-base', 'principality', 'action', 'Raubzug',          'rover',         'Brigands',     1, 'expansion', 'none', 0, 0, 0, 0,
     '(on play
  (let counter (offer-counter opponent))
  (when (!= counter none) (destroy counter))
  (if (<= (roll) (if (= counter none) 5 2))
      (repeat 2
        (take self opponent
              (choose-resource self (and (> (resources opponent subject) 0)
                                         (> (room self subject) 0)))
              1))
      (repeat 2
        (take opponent self
              (choose-resource opponent (and (> (resources self subject) 0)
                                             (> (room opponent subject) 0)))
              1))))',
     'Attack; the opponent may answer with a Bishop. Roll a die: on 1-5 (only 1-2 after a Bishop) you take 2 resources of your choice from the opponent, otherwise the opponent takes 2 resources of their choice from you. Only resources the taker has room for can be taken.',
     'SK 2005 almanac, §12.1'),
  ('caravan',      'principality-base', 'principality', 'action', 'Karawane',         'karavaan',      'Caravan',      1, 'expansion', 'none', 0, 0, 0, 0,
     '; give up to two resources and take as many of your choice: to and from
; the supply, or to and from the opponent when CARAVAN_WITH says so
(on play
  (let with-opponent (option-is CARAVAN_WITH opponent))
  (let n (choose-number self 0 (min 2 (resources self)
                                    (if with-opponent (resources opponent) 2))))
  (if with-opponent
    (do
      (repeat n
        (give self opponent
              (choose-resource self (and (> (resources self subject) 0)
                                         (> (room opponent subject) 0)))
              1))
      (repeat n
        (take self opponent
              (choose-resource self (and (> (resources opponent subject) 0)
                                         (> (room self subject) 0)))
              1)))
    (do
      (repeat n (pay self (choose-resource self (> (resources self subject) 0)) 1))
      (repeat n (gain self (choose-resource self (> (room self subject) 0)) 1)))))',
     'Give up to 2 of your resources and take the same number of other resources of your choice. Rule option CARAVAN_WITH decides whether the exchange is made with the supply (default) or with the opponent.',
     'SK 2005 almanac, §12.1; counterparty [conflict], §13 CARAVAN_WITH'),
  ('herb-woman',   'principality-base', 'principality', 'action', 'Kräuterhexe',      'kruidenheks',   'Herb Woman',   2, 'expansion', 'none', 0, 0, 0, 0,
     '; a counter card against the Black Knight
(on attacked (card black-knight))',
     'Counter card, played on the opponent''s turn when they attack you with a Black Knight, before their roll: the attack then succeeds only on 1-2 and turns against the attacker on 3-6. It cannot be played otherwise.',
     'SK 2005 almanac, §12.1'),
  ('merchant',     'principality-base', 'principality', 'action', 'Händler',          'koopman',       'Merchant',     2, 'expansion', 'none', 0, 0, 0, 0,
     '; take up to two resources from the opponent, then give one back
(on play
  (repeat 2
    (take self opponent
          (choose-resource self (and (> (resources opponent subject) 0) (> (room self subject) 0))
                           optional)
          1))
  (give self opponent
        (choose-resource self (and (> (resources self subject) 0) (> (room opponent subject) 0)))
        1))',
     'Take up to 2 resources of your choice from the opponent, then give them 1 resource of your choice (it may be one you just took). Each player needs room for what they receive.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed]'),
  ('scout',        'principality-base', 'principality', 'action', 'Kundschafter',     'verkenner',     'Scout',        2, 'expansion', 'none', 0, 0, 0, 0,
     '; played while building a settlement: its regions are chosen, not drawn;
; it may be played before ACTION_GATE lets action cards be played
(ungated)
(playable (phase build-settlement))
(on play (grant self choose-regions))',
     'Play when you build a settlement: look through the region stack, choose the two regions for the new settlement, then shuffle the stack. It is exempt from the action-card gate (ACTION_GATE).',
     'SK 2005 almanac, §12.1; German name DROSI'),
  ('spy',          'principality-base', 'principality', 'action', 'Spion',            'spion',         'Spy',          3, 'expansion', 'none', 0, 0, 0, 0,
     '; any card of the opponent''s hand, or only a unit or action card when
; SPY_TAKES says so
(on play
  (reveal (hand opponent) self)
  (move (choose self (in (hand opponent) (or (option-is SPY_TAKES any) (kind action unit)))
                optional)
        (hand self)))',
     'Look at the opponent''s hand and take 1 card of it into your hand. Rule option SPY_TAKES limits the choice (theme-set play: only a unit or action card, never a building). An opponent''s Great Wall or Watchtower may cancel it.',
     'SK 2005 almanac, §12.1; card limit §10, §13 SPY_TAKES');

-- ---------------------------------------------------------------------------
-- Event cards (§12.1), 10 cards. Revealed on a "?" of the event die, resolved
-- for both players, the roller first, then put face down under the event
-- stack. Never drawn into a hand.
-- ---------------------------------------------------------------------------

INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, effect, rules_text, source) VALUES
  ('civil-war',       'principality-base', 'principality', 'event', 'Bürgerkrieg',        'burgeroorlog',    'Civil War',       1, 'event', 'none', 0, 0, 0, 0,
     '; each player returns a knight or fleet of the other, then both
; put their hands down to the limit
(on reveal
  (for p each
    (return (choose p (in (principality (opponent-of p)) (kind unit) (exposed)))))
  (for p each (discard-to-limit p)))',
     'Each player takes 1 of their own knights or fleets back into hand, chosen by the opponent (the roller chooses first). Units on the sites of a city with a Church, and all units of a player with a Cathedral, cannot be chosen. Then both players put any cards above their hand limit under expansion stacks.',
     'SK 2005 almanac, §12.1; Cathedral R002'),
  ('conflict',        'principality-base', 'principality', 'event', 'Konflikt',           'conflict',        'Conflict',        1, 'event', 'none', 0, 0, 0, 0,
     '; the holder of the knight figure puts two cards of the other hand
; under a stack
(on reveal
  (let h (holder strength))
  (when (!= h none)
    (reveal (hand (opponent-of h)) h)
    (let s (choose-stack h))
    (repeat 2 (move (choose h (hand (opponent-of h))) (stack s)))))',
     'The holder of the knight figure looks at the opponent''s hand, takes 2 cards (fewer if the hand holds fewer) and puts them under one expansion stack of their choice. If nobody holds the knight figure, nothing happens.',
     'SK 2005 almanac, §12.1; German name [reconstructed]'),
  ('master-builder',  'principality-base', 'principality', 'event', 'Baumeister',         'bouwmeester',     'Master Builder',  1, 'event', 'none', 0, 0, 0, 0,
     '; each may take a card from a stack, then puts a hand card under one;
; the second player may not look through the stack the first one chose
(on reveal
  (for p each
    (let s (choose-stack p (!= subject (memory))))
    (remember s)
    (reveal (stack s) p)
    (let c (choose p (stack s) optional))
    (when (!= c none)
      (move c (hand p))
      (move (choose p (hand p)) (stack (choose-stack p))))))',
     'First the roller, then the opponent, may look through a non-empty expansion stack (a different one each), take 1 card from it and then put 1 hand card under any stack, so the hand size stays the same.',
     'SK 2005 almanac, §12.1; Dutch name [reconstructed]'),
  ('plague',          'principality-base', 'principality', 'event', 'Seuche',             'epidemie',        'Plague',          2, 'event', 'none', 0, 0, 0, 0,
     '; every region bordering a city loses one resource
(on reveal
  (for p each
    (for-card r (in (principality p) (kind region) (exposed))
      (when (exists (in (principality p) (type city) (near r)))
        (add-stock r -1)))))',
     'Every region bordering a city loses 1 resource (once, even if it borders two cities). Regions protected by an Aqueduct or a Bath House lose nothing.',
     'SK 2005 almanac, §12.1'),
  ('productive-year', 'principality-base', 'principality', 'event', 'Ertragreiches Jahr', 'vruchtbaar jaar', 'Productive Year', 2, 'event', 'none', 0, 0, 0, 0,
     '; every region gains one resource per Garrison it borders
(on reveal
  (for p each
    (for-card g (in (principality p) (card garrison))
      (for-card r (in (principality p) (kind region) (near g))
        (add-stock r 1)))))',
     'Every region bordering a Garrison gains 1 resource per bordering Garrison (at most 3 stored).',
     'SK 2005 almanac, §12.1; German name [reconstructed]; Dutch name R002 (= base card)'),
  ('progress',        'principality-base', 'principality', 'event', 'Fortschritt',        'voorschrift',     'Progress',        2, 'event', 'none', 0, 0, 0, 0,
     '; one resource of choice per own Abbey and Library
(on reveal
  (for p each
    (repeat (count (in (principality p) (card abbey library)))
      (gain p (choose-resource p (> (room p subject) 0)) 1))))',
     'Each player takes 1 resource of their choice for each Abbey and each Library they own (the roller chooses first).',
     'SK 2005 almanac, §12.1; German name [reconstructed]; Dutch name [reconstructed]: R002 "voorschrift" taken as this card, §12.1 note'),
  ('year-end',        'principality-base', 'principality', 'event', 'Jahreswechsel',      'jaarwisseling',   'Year End',        1, 'event', 'none', 0, 0, 0, 0,
     '; the whole event stack is shuffled, this card included
(on reveal (move this event-stack) (shuffle event-stack))',
     'Shuffle the whole event stack, this card included.',
     'SK 2005 almanac, §12.1; German and Dutch names [reconstructed]');

-- ---------------------------------------------------------------------------
-- Rule options (§13 and the open points of principality.md), with the 1996
-- base-game defaults. The theme-set files override the values that theme-set
-- play changes.
-- ---------------------------------------------------------------------------

INSERT INTO rule_option (card_set, key, kind, value, allowed, description, source) VALUES
  ('principality-base', 'VP_TARGET',            'int',       '12',          '5..20',
     'Victory points a player needs to win. 12 in the base game; theme-set play raises it to 13.',
     '§5 (GC96, SRO, KEI96); theme value R002'),
  ('principality-base', 'WIN_CHECK',            'enum',      'immediate',   'immediate|own-turn',
     'When reaching VP_TARGET ends the game. immediate: as soon as any player has the target, on either player''s turn (R002 wording). own-turn: only the active player wins, during their own turn; a player who reaches the target on the opponent''s turn wins only if still there on their own turn (2005 rules).',
     '§5, §13 [conflict]'),
  ('principality-base', 'BRIGAND_LOSES',        'resources', 'Au W',        NULL,
     'The two resource types a player loses completely in a brigand attack when the resources on their regions (not counting regions bordering a Garrison) exceed 7. Au W: gold and wool (common summary, Rivals). O W: ore and wool (2005 rules).',
     '§7, §13 [conflict]'),
  ('principality-base', 'BRIGAND_GRACE_ROUNDS', 'int',       '0',           '0..9',
     'Number of opening rounds in which a brigand roll of the event die has no effect (it is not re-rolled). 0: none (1996 base rules). 2: theme-set play (R002), also the 2005 rules.',
     '§7, §13; 1996 value [reconstructed]'),
  ('principality-base', 'ACTION_GATE',          'enum',      'none',        'none|both-3|sum-7',
     'When action cards may be played; the Scout is always exempt. none: from the start (1996 base rules). both-3: once both players have at least 3 VP at the same time, and from then on even if a player drops below 3 (theme-set play, R002). sum-7: while both players together have at least 7 VP (2005 rules).',
     '§10, §13; 1996 value [reconstructed]'),
  ('principality-base', 'ADV_MIN_STRENGTH',     'int',       '3',           '0..30',
     'Strength points a player needs at least to take the knight figure (1 VP); they must also have strictly more than the opponent, a tie returns it to the middle. 3: common summary and Rivals. 0: no minimum (2005 rules).',
     '§11, §13 [conflict]'),
  ('principality-base', 'ADV_MIN_COMMERCE',     'int',       '3',           '0..30',
     'Commerce points a player needs at least to take the windmill figure (1 VP); they must also have strictly more than the opponent, a tie returns it to the middle. 3: common summary and Rivals. 0: no minimum (2005 rules).',
     '§11, §13 [conflict]'),
  ('principality-base', 'WINDMILL_NEEDS_CITY',  'bool',      '0',           NULL,
     'Whether the windmill figure also requires at least one city. 0: no. 1: yes; a player with more commerce points but no city does not get it and nobody holds it (2005 rules).',
     '§11, §13 [conflict]'),
  ('principality-base', 'SPY_TAKES',            'enum',      'any',         'any|units-actions',
     'Which card a Spy may take from the opponent''s hand. any: any card (1996 base rules). units-actions: only a unit (knight, fleet, cannon) or an action card, never a building (theme-set play, R002; also the 2005 rules).',
     '§10, §13; 1996 value [reconstructed]'),
  ('principality-base', 'EVENT_ORDER',          'enum',      'event-first', 'event-first|brigand-first',
     'Order of the event die and production. event-first: the event, a brigand attack included, is resolved before production (2005 rules, R002 turn summary). brigand-first: a brigand attack is resolved before production, every other event after it (Rivals for Catan).',
     '§4, §13'),
  ('principality-base', 'EXPANSION_STACKS',     'int',       '5',           '1..9',
     'Number of face-down stacks the base expansion cards are dealt into at the start. 5 in the base game; 4 with a theme set, whose own cards form THEME_STACKS further stacks.',
     '§2.3, §13 (KEI96, HU06, SK; theme value R002)'),
  ('principality-base', 'THEME_STACKS',         'int',       '0',           '0..9',
     'Number of face-down stacks the expansion cards of a theme set in play are dealt into (its events go to the event stack, set-aside cards stay out). 0 in the base game; 2 with a theme set (R002).',
     '§2.3, §13 EXPANSION_STACKS (4 + 2)'),
  ('principality-base', 'HARBOR_OWN_C',         'bool',      '1',           NULL,
     'Whether the Harbor''s own printed commerce point counts in addition to the +1 per trade fleet. 1: yes (card text). 0: no (the almanac example of 3 fleets and a harbor = 6 commerce points).',
     '§12.1, §13 [conflict]'),
  ('principality-base', 'NEW_REGION_SIDE',      'enum',      'choose',      'choose|fixed',
     'How the two regions drawn for a new settlement are placed. choose: the owner draws the first card, puts it above or below, and the second takes the other corner (2005 rules). fixed: the first card drawn goes above, the second below.',
     '§3, §13'),
  ('principality-base', 'CARAVAN_WITH',         'enum',      'supply',      'supply|opponent',
     'Whom the Caravan action card exchanges resources with. supply: the general supply (SK almanac, Rivals Merchant Caravan). opponent: the opponent gives the resources taken and receives the resources given.',
     '§12.1, §13 [conflict]'),
  ('principality-base', 'DEMOLISH',             'bool',      '0',           NULL,
     'Whether a player may, during their own turn, remove own buildings and units free of charge to the discard pile (never to hand or under a stack); the freed site may be built on again the same turn. 0: not allowed (1996 base rules). 1: theme-set play (R002), also the 2005 rules.',
     '§0 edition caveat, §3; 1996 value [reconstructed]');

-- ---------------------------------------------------------------------------
-- Checks. After loading schema.sql and this file:
--
--   SELECT deck, type, sum(count) FROM card WHERE card_set = 'principality-base'
--    GROUP BY deck, type ORDER BY deck, type;
--     center|city|7
--     center|region|11
--     center|road|7
--     center|settlement|5
--     event|event|10
--     expansion|action|20
--     expansion|building|27
--     expansion|fleet|6
--     expansion|knight|9
--     start-a|region|6
--     start-a|road|1
--     start-a|settlement|2
--     start-b|region|6
--     start-b|road|1
--     start-b|settlement|2
--
--   SELECT placement, sum(count) FROM card
--    WHERE card_set = 'principality-base' AND deck = 'expansion'
--    GROUP BY placement ORDER BY placement;
--     city|16
--     none|20
--     settlement|26
--
--   SELECT sum(count) FROM card WHERE card_set = 'principality-base';
--     120
--
--   SELECT c.key FROM card c WHERE c.deck IN ('center', 'expansion')
--      AND c.type NOT IN ('action', 'event', 'region')
--      AND NOT EXISTS (SELECT 1 FROM card_cost k WHERE k.card = c.key);
--     (no rows: every buildable card has a cost)
--
--   SELECT count(*) FROM rule_option WHERE card_set = 'principality-base';
--     16
--
--   PRAGMA foreign_key_check;
--     (no rows)
-- ---------------------------------------------------------------------------

-- ---------------------------------------------------------------------------
-- Cards that do what another card does: its effect text serves both
-- (effect_from), so that it is written once.
-- ---------------------------------------------------------------------------

UPDATE card SET effect_from = 'abbey' WHERE key = 'library';
