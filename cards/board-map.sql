-- The board game's island: hexes, terrains, number tokens, harbours and the
-- beginner layout. Loads after board-base.sql (which inserts the game and
-- its resources).
--
-- Sources (board.md = shared/rules/board.md, sections as §n):
--   hexes       §1.2: 19 land hexes, pointy-top, rows of 3-4-5-4-3. Numbered
--               row by row, top to bottom, left to right (row 1: 1-3, row 2:
--               4-7, row 3: 8-12, row 4: 13-16, row 5: 17-19).
--   terrains    §1.1: 4 forest, 4 pasture, 4 fields, 3 hills, 3 mountains,
--               1 desert. German and Dutch names are the usual edition
--               names [reconstructed].
--   tokens      §1.4: A5 B2 C6 D3 E8 F10 G9 H12 I11 J4 K8 L10 M9 N4 O5 P6
--               Q3 R11.
--   harbours    §1.2: the frame's nine harbour spots H1..H9 clockwise from
--               the top left (catanatron's model, not checked against a
--               photo: §5 U13); the markers laid on them are the beginner
--               board's reading of §1.3 [reconstructed, LOW confidence:
--               §5 U2]: 3:1, wool, 3:1, 3:1, brick, lumber, 3:1, grain, ore.
--               Four generic 3:1 and one 2:1 of each resource (§1.1).
--   beginner    §1.3, the 4th/5th-edition beginner island, row by row. Its
--               starting pieces are in the illustration only (§5 U1): with
--               this layout the players place their starting pieces in the
--               set-up rounds, as in the variable set-up.

INSERT INTO board_hex (number, q, r) VALUES
  ( 1,  0, -2), ( 2,  1, -2), ( 3,  2, -2),
  ( 4, -1, -1), ( 5,  0, -1), ( 6,  1, -1), ( 7,  2, -1),
  ( 8, -2,  0), ( 9, -1,  0), (10,  0,  0), (11,  1,  0), (12,  2,  0),
  (13, -2,  1), (14, -1,  1), (15,  0,  1), (16,  1,  1),
  (17, -2,  2), (18, -1,  2), (19,  0,  2);

INSERT INTO board_terrain (key, resource, count, name_de, name_nl, name_en) VALUES
  ('forest',    'lumber', 4, 'Wald',      'Bos',      'Forest'),
  ('pasture',   'wool',   4, 'Weideland', 'Weiland',  'Pasture'),
  ('fields',    'grain',  4, 'Ackerland', 'Akkerland', 'Fields'),
  ('hills',     'brick',  3, 'Hügelland', 'Heuvelland', 'Hills'),
  ('mountains', 'ore',    3, 'Gebirge',   'Bergland', 'Mountains'),
  ('desert',    NULL,     1, 'Wüste',     'Woestijn', 'Desert');

INSERT INTO board_token (letter, number) VALUES
  ('A', 5), ('B', 2), ('C', 6), ('D', 3), ('E', 8), ('F', 10), ('G', 9), ('H', 12), ('I', 11),
  ('J', 4), ('K', 8), ('L', 10), ('M', 9), ('N', 4), ('O', 5), ('P', 6), ('Q', 3), ('R', 11);

INSERT INTO board_harbor (number, hex, side, resource, ratio) VALUES
  (1,  1, 'nw', NULL,     3),
  (2,  2, 'ne', 'wool',   2),
  (3,  7, 'ne', NULL,     3),
  (4, 12, 'e',  NULL,     3),
  (5, 16, 'se', 'brick',  2),
  (6, 18, 'se', 'lumber', 2),
  (7, 17, 'sw', NULL,     3),
  (8, 13, 'w',  'grain',  2),
  (9,  4, 'w',  'ore',    2);

INSERT INTO board_layout (layout, hex, terrain, number) VALUES
  ('beginner',  1, 'mountains', 10), ('beginner',  2, 'pasture',    2), ('beginner',  3, 'forest',     9),
  ('beginner',  4, 'fields',    12), ('beginner',  5, 'hills',      6), ('beginner',  6, 'pasture',    4),
  ('beginner',  7, 'hills',     10),
  ('beginner',  8, 'fields',     9), ('beginner',  9, 'forest',    11), ('beginner', 10, 'desert', NULL),
  ('beginner', 11, 'forest',     3), ('beginner', 12, 'mountains',  8),
  ('beginner', 13, 'forest',     8), ('beginner', 14, 'mountains',  3), ('beginner', 15, 'fields',     4),
  ('beginner', 16, 'pasture',    5),
  ('beginner', 17, 'hills',      5), ('beginner', 18, 'fields',     6), ('beginner', 19, 'pasture',   11);

-- The two-player variant's neutral start (board-two.sql, NEUTRAL_START
-- marked): each neutral colour's one starting settlement, without a road.
-- 004 marks the spots in an illustration only (board.md §3.1, §5 U4); these
-- are two inland intersections in opposite halves of the island, point
-- symmetric about the centre: the top corner of hex 5 (between hexes 1, 2
-- and 5) and the bottom corner of hex 15 (between hexes 15, 18 and 19)
-- [reconstructed]. Fix them here from the picture when one is at hand.
INSERT INTO board_neutral_start (neutral, hex, corner) VALUES
  (1,  5, 'n'),
  (2, 15, 's');
