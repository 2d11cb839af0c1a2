-- The official two-player variant of the board game (Catan for Two, from
-- Traders & Barbarians).
--
-- Set 'two-player': rule options only. The variant adds no cards: its 20
-- trade tokens are tokens (coins, beans), and the two neutral players use the
-- base game's pieces. Loads after board-base.sql, which inserts the game and
-- this set.
--
-- Sources, in order of precedence:
--   004       shared/rules/004_de773f46af938fef.txt, the Dutch variant text:
--             it wins.
--   board.md  shared/rules/board.md §3 (sections as §n) and its open points
--             §3.6 and §5 U4, U11.
-- Every number of the variant is an option, so that a user can change it
-- without a rebuild.

INSERT INTO rule_option (card_set, key, kind, value, allowed, description, source) VALUES
  -- Production
  ('two-player', 'PRODUCTION_ROLLS',          'int',  '2',  '1..2',
   'Production rolls per turn. After each roll both real players produce, or a 7 is resolved (discard, robber, steal).',
   '004 ("Rolling for Production"); board.md §3.2'),
  ('two-player', 'SECOND_ROLL_DIFFERENT',     'bool', '1',  NULL,
   'Whether the second roll of a turn must differ from the first. 1: if it shows the same sum, roll again until it differs (so at most one 7 per turn). 0: the second roll stands as rolled.',
   '004; board.md §3.2'),
  -- Trade tokens: supply and costs
  ('two-player', 'TRADE_TOKENS_TOTAL',        'int',  '20', '0..99',
   'Trade tokens in the game; those not handed out form the supply, to which spent tokens return.',
   '004 ("20 handelstokens"); board.md §3.1'),
  ('two-player', 'TRADE_TOKENS_START',        'int',  '5',  '0..20',
   'Trade tokens each real player receives at the start.',
   '004; board.md §3.1'),
  ('two-player', 'TOKEN_COST_BEHIND',         'int',  '1',  '0..9',
   'Tokens an action costs when your victory points are fewer than or equal to your opponent''s.',
   '004; board.md §3.4'),
  ('two-player', 'TOKEN_COST_AHEAD',          'int',  '2',  '0..9',
   'Tokens an action costs when you have more victory points than your opponent.',
   '004; board.md §3.4'),
  ('two-player', 'TOKEN_VP_BASIS',            'enum', 'public', 'public|total',
   'Which victory points decide the token cost. public: the points both players can see, without hidden victory point cards (so no hidden information leaks). total: including hidden victory point cards.',
   'board.md §3.4, §3.6 item 3 (ambiguous; default [reconstructed])'),
  ('two-player', 'TOKEN_ACTION_LIMIT',        'enum', 'each-once', 'each-once|one-per-turn|unlimited',
   'How often token actions may be taken in a turn (004: "op uw beurt ... een van deze acties ondernemen"). each-once: Forced Trade and Move the Robber at most once each. one-per-turn: one action in all. unlimited: as often as you can pay.',
   'board.md §3.4, §3.6 item 4 (UNKNOWN; default [reconstructed])'),
  ('two-player', 'TOKEN_SUPPLY_EXHAUSTED',    'enum', 'partial', 'partial|none',
   'A player earns more tokens than the supply holds. partial: he takes what is left. none: he takes nothing.',
   'board.md §3.4, §3.6 item 6 (UNKNOWN; default [reconstructed])'),
  -- Token actions
  ('two-player', 'FORCED_TRADE_CARDS',        'int',  '2',  '1..5',
   'Forced Trade: cards you draw at random from your opponent''s hand and then give him from your own hand, of your choice. If he holds fewer, you take what he has but still give the full number.',
   '004; board.md §3.4'),
  ('two-player', 'FORCED_TRADE_RETURN_DRAWN', 'bool', '0',  NULL,
   'Forced Trade: whether the cards you give may include the ones you just drew. 0: they come from your hand as it was before the draw. 1: any cards in your hand.',
   'board.md §3.4 (unclear; default as one engine does it, [reconstructed])'),
  ('two-player', 'ROBBER_ACTION_IN_DESERT',   'bool', '0',  NULL,
   'Move the Robber token action (moves the robber to the desert; nothing is stolen). 0: not allowed while the robber is already in the desert. 1: allowed anyway, with no effect.',
   '004; board.md §3.4 ([reconstructed])'),
  -- Earning tokens
  ('two-player', 'TOKENS_DESERT',             'int',  '2',  '0..9',
   'Tokens for building a settlement next to the desert (not on the coast).',
   '004; board.md §3.4'),
  ('two-player', 'TOKENS_COAST',              'int',  '1',  '0..9',
   'Tokens for building a settlement on the coast (not next to the desert): an intersection with fewer than 3 land hexes.',
   '004; board.md §3.4 (meaning of coast [reconstructed])'),
  ('two-player', 'TOKENS_DESERT_COAST',       'int',  '3',  '0..9',
   'Tokens for building a settlement that is both next to the desert and on the coast.',
   '004; board.md §3.4'),
  ('two-player', 'SETUP_TOKENS',              'bool', '1',  NULL,
   'Whether settlements placed in the set-up phase earn desert and coast tokens. 1: yes. 0: only settlements built during play.',
   '004 ("dit geldt ook tijdens de set-up fase") settles board.md §3.6 item 5'),
  ('two-player', 'KNIGHT_DISCARD_TOKENS',     'int',  '2',  '0..9',
   'Tokens for discarding one of your face-up Knight cards.',
   '004; board.md §3.4'),
  ('two-player', 'KNIGHT_DISCARDS_PER_TURN',  'int',  '1',  '0..9',
   'Face-up Knight cards a player may discard for tokens per turn.',
   '004 ("eenmaal tijdens uw beurt"); board.md §3.4'),
  ('two-player', 'LARGEST_ARMY_AFTER_DISCARD','enum', 'reassign', 'reassign|keep',
   'Largest Army after its holder discards a Knight card. reassign: the card is set aside if he then has only 2 face-up knights or no longer strictly more than his opponent; afterwards a player with the most face-up knights, at least 3, takes it. keep: the base rule, the holder keeps it until the opponent has strictly more.',
   '004 ("Replenishing Trade Tokens") settles board.md §3.4, §3.6 item 7'),
  -- Neutral players
  ('two-player', 'NEUTRAL_START',             'enum', 'marked', 'marked|random-inland',
   'Where each neutral player''s one starting settlement (without a road) goes; the official spots are marked only in an illustration. marked: the intersections of table board_neutral_start (board-map.sql: two inland intersections in opposite halves of the island). random-inland: two inland intersections chosen at random under the distance rule.',
   '004 (one settlement each, spots in an illustration); board.md §3.1, §3.6 item 1, §5 U4 (default spots [reconstructed])'),
  ('two-player', 'NEUTRAL_SAME_TYPE',         'bool', '1',  NULL,
   'Whenever you build a road or settlement you also build one road or settlement free for either neutral player. 1: the same type as you built; a settlement falls back to a road if no legal spot exists. 0: your choice of road or settlement, a road if no settlement spot exists.',
   '004 ("1 weg of 1 nederzetting"); board.md §3.3, §3.6 item 2 (GTM wording; default [reconstructed])'),
  ('two-player', 'NEUTRAL_FOR_FREE_ROADS',    'bool', '1',  NULL,
   'Whether the roads a Road Building card places also each give a neutral piece. 1: yes, 004 says "when you build a road", however it is paid. 0: only roads and settlements paid for.',
   '004 ("Wanneer je een weg of een nederzetting bouwt"; [reconstructed] for card roads)'),
  ('two-player', 'NEUTRAL_OUT_OF_PIECES',     'enum', 'other-type', 'other-type|nothing',
   'A neutral player has no piece of the type to build left. other-type: build the other type instead if possible, else nothing. nothing: nothing is built for it.',
   'board.md §3.3 ([reconstructed])'),
  -- With Cities & Knights
  ('two-player', 'CK_NEUTRAL_KNIGHTS',        'bool', '1',  NULL,
   'Catan for Two with Cities & Knights: whenever you place a knight, also place a knight of the same level for a neutral (a road if no neutral can take one); when you promote a knight, promote a neutral knight, at most to strong. Neutral knights are never active and only block.',
   'board.md §3.5 (C4T-CK, official combination notes)'),
  ('two-player', 'CK_EVENT_DIE_ROLLS',        'enum', 'first-roll', 'first-roll|each-roll',
   'Catan for Two with Cities & Knights: with which production rolls the event die is rolled. first-roll: only with the first roll of the turn. each-roll: with both. The official text is cut off here.',
   'board.md §3.5, §3.6 item 8 (UNKNOWN officially; first-roll is the only documented reading, a community rule set)'),
  ('two-player', 'CK_COMMUNITY_RULES',        'bool', '0',  NULL,
   'Catan for Two with Cities & Knights, the unofficial Catanist forum rules beyond the event die: 1: Forced Trade may take commodities, at double token cost, and the Deserter may target neutral knights, taking the weakest. 0: not used.',
   'board.md §3.5 (secondary: trycramd summary; not official)')
;

-- ---------------------------------------------------------------------------
-- Expected totals (check after loading):
--   cards in set two-player          0
--   rule_option rows in two-player  26
-- ---------------------------------------------------------------------------
