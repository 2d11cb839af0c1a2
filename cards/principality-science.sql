-- Theme set "Wissenschaft & Fortschritt" (W&F, Dutch "Wetenschap &
-- Onderzoek"), 30 cards cut from the Turnier-Set: 6 green, 9 red, 4 events,
-- 11 actions. Loads after principality-base.sql.
--
-- The set's composition, card counts, effects and rule changes are those of
-- the Dutch rules text R002 (shared/rules/002_2eb93bc20b349d87.txt), which
-- wins wherever it speaks. R002 prints no costs and, except for the Great
-- Wall, no points: every cost and every VP/S/T/C value below is [house]
-- (principality.md §12.2, mostly the Rivals for Catan twin of the card) and
-- can be corrected here. German names are those of principality.md §12.2;
-- Dutch names are R002's. The effect column is what a card does
-- (catan-cards(5), THE EFFECT LANGUAGE); a card that is "the same as in the
-- base game" carries its base twin's effect word for word, and plain knights,
-- the Cannon and the Inquisition have none.
--
-- Set-up with this set (R002 §1): the two Universities lie face up beside the
-- stacks (deck 'open'); the 4 events join the event stack; the other 24 cards
-- are dealt into THEME_STACKS (2) stacks beside the EXPANSION_STACKS (4)
-- stacks of base cards.

INSERT INTO card_set (key, game, base, name_de, name_nl, name_en) VALUES
  ('science', 'principality', 0, 'Wissenschaft & Fortschritt', 'Wetenschap & Onderzoek', 'Science & Progress');

-- Green: settlement/city expansions, 6 cards.
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, effect, rules_text, source) VALUES
  ('great-wall',      'science', 'principality', 'building', 'Große Mauer',         'grote muur',      'Great Wall',       1, 'expansion', 'settlement', 0, 1, 0, 0,
     '; the opponent''s Spy has no effect on a 3 to 6 (it is discarded all the same)
(on opponent-plays (card spy) (when (>= (roll) 3) (cancel)))',
     'Settlement expansion with 1 strength point. When the opponent plays a Spy, you roll the die: on 3-6 the Spy has no effect, but the opponent must still discard it. This is the changed W&F card; the original Turnier-Set Great Wall is no longer used.',
     'R002 (changed card, strength point, effect); cost [house], principality.md §12.2'),
  ('knight-ingo',     'science', 'principality', 'knight',   'Ingo der Geschickte', 'Ingo de handige', 'Ingo the Skilful', 1, 'expansion', 'settlement', 0, 2, 3, 0,
     NULL,
     'Knight (unit) with 2 strength points and 3 tournament points. Strength points compete for the knight figure, tournament points decide the Tournament roll of the event die.',
     'R002 (count; no card text); cost, strength and tournament points [house], principality.md §12.2'),
  ('cannon',          'science', 'principality', 'cannon',   'Kanone',              'kanon',           'Cannon',           2, 'expansion', 'settlement', 0, 4, 0, 0,
     NULL,
     'Unit with 4 strength points and no tournament points; needs your University (you keep it if the University is lost later). It counts as a knight for the Black Knight, the Herb Woman, the Castle discount and the Smithy bonus, but Lady Imelda has no effect on it and a Tournament Ground gives it no tournament point.',
     'R002 (count, prerequisite, knight rules); cost and strength points [house] = Rivals Chief Cannoneer, principality.md §12.2'),
  ('privateer-fleet', 'science', 'principality', 'fleet',    'Kaperflotte',         'kapervloot',      'Privateer Fleet',  2, 'expansion', 'settlement', 0, 0, 0, 0,
     '; placed: a fleet of the opponent, of your choice, goes to his discard pile
(on build (destroy (choose self (in (principality opponent) (type fleet)))))
; one gold more on every sun of the event die, room permitting
(on event plenty (gain self gold 1))',
     'Fleet (unit). When you place it, destroy one fleet of the opponent of your choice (trade, privateer or large trade fleet); it goes to the opponent''s discard pile, not to their hand. Each time the event die shows the sun (Year of Plenty) you gain 1 extra gold if you have room for it. A Harbor gives it no commerce point.',
     'R002 (count, effect); German name POEP; cost [house] = Rivals Pirate Ship, no strength or commerce points [house], principality.md §12.2');

INSERT INTO card_cost (card, game, resource, amount) VALUES
  ('great-wall',      'principality', 'brick',  2), ('great-wall',      'principality', 'ore',    1),
  ('knight-ingo',     'principality', 'grain',  1), ('knight-ingo',     'principality', 'ore',    2), ('knight-ingo',     'principality', 'wool',   1),
  ('cannon',          'principality', 'lumber', 1), ('cannon',          'principality', 'ore',    1),
  ('privateer-fleet', 'principality', 'lumber', 1), ('privateer-fleet', 'principality', 'wool',   1);

-- Red: city expansions, 9 cards. The University is one per player
-- (unique_per_player) and starts face up beside the stacks; the Embassy is
-- built in the opponent's principality.
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, unique_per_player, effect, rules_text, source) VALUES
  ('building-crane', 'science', 'principality', 'building', 'Baukran',         'bouwkraan',       'Building Crane', 1, 'expansion', 'city',          0, 0, 0, 0, 0,
     '; every city expansion costs one resource of choice less (the city does not)
(modify discount (placement city) (+ value 1))',
     'City expansion; needs your University (kept if the University is burned later). Every city expansion you build costs 1 resource of your choice less; the city itself does not get cheaper.',
     'R002 (count, prerequisite, effect); cost [house], principality.md §12.2 (Rivals twin costs L only)'),
  ('fire-station',   'science', 'principality', 'building', 'Feuerwache',      'vuurwachter',     'Fire Station',   2, 'expansion', 'city',          1, 0, 0, 0, 0,
     '; no Arsonist reaches a building of its city (itself and an Embassy included)
(immune (card arsonist) (and (kind building) (or (= subject this) (same-city this))))',
     'City expansion, 1 victory point. Every building in its city, itself and an opponent''s Embassy included, is immune to the Arsonist: the opponent may not play an Arsonist against any of them.',
     'R002 (count, effect); German name POEP; cost and victory point [house] = Rivals Fire Brigade, principality.md §12.2'),
  ('embassy',        'science', 'principality', 'building', 'Gesandtschaft',   'gezantschap',     'Embassy',        1, 'expansion', 'opponent-city', 0, 0, 0, 0, 0,
     '; built in the opponent''s principality: he shows its owner every card he takes
(modify sees-draws (+ value 1))',
     'Foreign city expansion; needs your Town Hall. Unlike every other card it is built on a free site of one of the opponent''s cities, where it takes up the site. While it stands the opponent must show you every card they take into hand; they may not demolish it, but may burn it with an Arsonist unless a Fire Station stands in that city.',
     'R002 (count, prerequisite, effect); needs a free opponent city site [reconstructed]; cost [house], principality.md §12.2'),
  ('peoples-hall',   'science', 'principality', 'building', 'Volkshallen',     'de volkshallen',  'People''s Hall', 1, 'expansion', 'city',          0, 0, 0, 0, 0,
     '; searching a stack costs nothing
(modify search-price (min value 0))',
     'City expansion; needs your Town Hall. Searching an expansion stack when you refill your hand costs nothing. You may not look at a stack and put it back without taking a card; when you take two cards you may take both from one stack or one each from two stacks.',
     'R002 (count, prerequisite, effect); cost [house], principality.md §12.2 (= Rivals Town Hall)'),
  ('trade-academy',  'science', 'principality', 'building', 'Handelsakademie', 'handelsakademie', 'Trade Academy',  1, 'expansion', 'city',          0, 0, 0, 0, 0,
     '; each gold stored on your regions is one commerce point
(modify commerce (= subject this)
        (+ value (total-stock (in (lands self) (produces gold)))))',
     'City expansion; needs your University. Each gold stored on your regions counts as 1 commerce point.',
     'R002 (new W&F card: prerequisite, effect); commerce = gold in stock is an effect, printed C 0; cost [house], principality.md §12.2'),
  ('cathedral',      'science', 'principality', 'building', 'Kathedrale',      'kathedraal',      'Cathedral',      1, 'expansion', 'city',          2, 0, 0, 0, 0,
     '; none of your knights and fleets can be chosen in a Civil War
(immune (card civil-war civil-war-science) (kind unit))',
     'City expansion, 2 victory points; needs your Abbey. None of your fleets and knights can be chosen in the Civil War event.',
     'R002 (count, prerequisite, effect); cost and victory points [house] = Rivals Large Festival Hall, principality.md §12.2'),
  ('university',     'science', 'principality', 'building', 'Universität',     'universiteit',    'University',     2, 'open',      'city',          0, 0, 0, 0, 1,
     '; the hand limit rises by UNIVERSITY_HAND_BONUS (1 unless changed)
(modify hand-limit (+ value (option UNIVERSITY_HAND_BONUS)))
; demolished or burned, it goes back to the open row beside the stacks
(on remove (move this open-row))',
     'City expansion taken from the open supply beside the stacks; needs your Abbey or Library, and each player may build only one. It allows the Cannon, Building Crane and Trade Academy and is needed to play Printing Office, Three-Field System and Inventor; it raises your hand limit by 1 (rule option UNIVERSITY_HAND_BONUS). If it is demolished or burned by an Arsonist it goes back to the open supply, and the University-bound action cards can no longer be played.',
     'R002 (count, open supply, one per player, prerequisites, effect); cost [house] = Rivals University; hand limit +1 [house], principality.md §8, §12.2');

INSERT INTO card_cost (card, game, resource, amount) VALUES
  ('building-crane', 'principality', 'lumber', 1), ('building-crane', 'principality', 'brick',  1),
  ('fire-station',   'principality', 'wool',   2), ('fire-station',   'principality', 'brick',  1), ('fire-station',   'principality', 'ore',    1),
  ('embassy',        'principality', 'wool',   1), ('embassy',        'principality', 'grain',  1), ('embassy',        'principality', 'ore',    1), ('embassy',        'principality', 'brick',  1),
  ('peoples-hall',   'principality', 'wool',   1), ('peoples-hall',   'principality', 'ore',    1), ('peoples-hall',   'principality', 'brick',  1),
  ('trade-academy',  'principality', 'wool',   2), ('trade-academy',  'principality', 'grain',  1), ('trade-academy',  'principality', 'brick',  1),
  ('cathedral',      'principality', 'ore',    3), ('cathedral',      'principality', 'grain',  3), ('cathedral',      'principality', 'brick',  2),
  ('university',     'principality', 'lumber', 1), ('university',     'principality', 'grain',  1), ('university',     'principality', 'wool',   1);

-- Events, 4 cards, each "the same as in the base game" (R002): physically
-- separate cards, so separate rows with the base card's names and text.
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, effect, rules_text, source) VALUES
  ('civil-war-science', 'science', 'principality', 'event', 'Bürgerkrieg', 'burgeroorlog', 'Civil War', 1, 'event', 'none', 0, 0, 0, 0,
     NULL,
     'Each player takes 1 of their own knights or fleets back into hand, chosen by the opponent (the roller chooses first). Units on the sites of a city with a Church, and all units of a player with a Cathedral, cannot be chosen. Then both players put any cards above their hand limit under expansion stacks.',
     'R002 ("idem als in het basisspel"): same card as the base ''civil-war'''),
  ('progress-science',  'science', 'principality', 'event', 'Fortschritt', 'voorschrift',  'Progress',  1, 'event', 'none', 0, 0, 0, 0,
     NULL,
     'Each player takes 1 resource of their choice for each Abbey and each Library they own (the roller chooses first).',
     'R002 ("idem als in het basisspel"): same card as the base ''progress''; R002 "voorschrift" identified as Progress [reconstructed], principality.md §12.1 note'),
  ('conflict-science',  'science', 'principality', 'event', 'Konflikt',    'conflict',     'Conflict',  1, 'event', 'none', 0, 0, 0, 0,
     NULL,
     'The holder of the knight figure looks at the opponent''s hand, takes 2 cards (fewer if the hand holds fewer) and puts them under one expansion stack of their choice. If nobody holds the knight figure, nothing happens.',
     'R002 ("idem als in het basisspel"): same card as the base ''conflict'''),
  ('plague-science',    'science', 'principality', 'event', 'Seuche',      'epidemie',     'Plague',    1, 'event', 'none', 0, 0, 0, 0,
     NULL,
     'Every region bordering a city loses 1 resource (once, even if it borders two cities). Regions protected by an Aqueduct or a Bath House lose nothing.',
     'R002 ("idem als in het basisspel"): same card as the base ''plague'' (R002 "epidemie")');

-- Actions, 11 cards.
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, effect, rules_text, source) VALUES
  ('alchemist-science',  'science', 'principality', 'action', 'Alchimist',            'alchimist',            'Alchemist',          1, 'expansion', 'none', 0, 0, 0, 0,
     NULL,
     'Play before you roll: choose the result of the production die yourself; the event die is then rolled and resolved as usual. Like every action card it goes to the discard pile after use.',
     'R002 ("idem als in het basisspel"): same card as the base ''alchemist'''),
  ('bishop-science',     'science', 'principality', 'action', 'Bischof',              'bisschop',             'Bishop',             1, 'expansion', 'none', 0, 0, 0, 0,
     NULL,
     'Counter card, played on the opponent''s turn when they attack you with an Arsonist or Brigands, before their roll: the attack then succeeds only on 1-2 and turns against the attacker on 3-6.',
     'R002 ("idem als in het basisspel"): same card as the base ''bishop'''),
  ('printing-office',    'science', 'principality', 'action', 'Buchdruckerei',        'boekdrukkerij',        'Printing Office',    2, 'expansion', 'none', 0, 0, 0, 0,
     '(playable (has self university))
(on play
  (repeat 2 (gain self (choose-resource self (> (room self subject) 0)) 1)))',
     'Playable only while a University stands in your principality. Take 2 resources of your choice at once.',
     'R002 (count, prerequisite, effect)'),
  ('three-field-system', 'science', 'principality', 'action', 'Dreifelderwirtschaft', 'drievelden-rendement', 'Three-Field System', 2, 'expansion', 'none', 0, 0, 0, 0,
     '; one of your fields is turned to 3 grain
(playable (has self university) (exists (in (lands self) (produces grain))))
(on play (set-stock (choose self (in (lands self) (produces grain))) 3))',
     'Playable only while a University stands in your principality. Turn one of your fields to 3 grain; you may first spend the grain on it and then turn it to 3.',
     'R002 (count, prerequisite, effect)'),
  ('inventor',           'science', 'principality', 'action', 'Erfinder',             'uitvinder',            'Inventor',           2, 'expansion', 'none', 0, 0, 0, 0,
     '; one of your mountains is turned to 3 ore
(playable (has self university) (exists (in (lands self) (produces ore))))
(on play (set-stock (choose self (in (lands self) (produces ore))) 3))',
     'Playable only while a University stands in your principality. Turn one of your mountains to 3 ore; you may first spend the ore on it and then turn it to 3.',
     'R002 (count, prerequisite, effect); "drie grondstoffen verder draaien ... naar drie draaien" read as set to 3 [reconstructed], principality.md §12.2'),
  ('scout-science',      'science', 'principality', 'action', 'Kundschafter',         'verkenner',            'Scout',              1, 'expansion', 'none', 0, 0, 0, 0,
     NULL,
     'Play when you build a settlement: look through the region stack, choose the two regions for the new settlement, then shuffle the stack. It is exempt from the action-card gate (ACTION_GATE).',
     'R002 ("idem als in het basisspel"): same card as the base ''scout'''),
  ('land-reform',        'science', 'principality', 'action', 'Landreform',           'landhervorming',       'Land Reform',        2, 'expansion', 'none', 0, 0, 0, 0,
     '; two of your regions change places; each keeps its resources
(on play
  (let a (choose self (lands self)))
  (swap a (choose self (in (lands self) (!= subject a)))))',
     'Swap two of your own regions with each other; the resources stored on them stay on the cards. Useful to bring a region next to a doubling card.',
     'R002 (count, effect); Dutch name from R002''s card list, its card heading says "landhervormer"');

-- Prerequisites (R002): a card can be built or played only while its owner
-- has at least one of the listed cards. Losing the prerequisite later does not
-- remove a card already built.
INSERT INTO card_prerequisite (card, requires) VALUES
  ('university',         'abbey'),
  ('university',         'library'),
  ('cannon',             'university'),
  ('building-crane',     'university'),
  ('trade-academy',      'university'),
  ('printing-office',    'university'),
  ('three-field-system', 'university'),
  ('inventor',           'university'),
  ('embassy',            'town-hall'),
  ('peoples-hall',       'town-hall'),
  ('cathedral',          'abbey');

-- Rule options: the values theme-set play changes (R002 §1, §4, §5), and the
-- University's hand bonus.
INSERT INTO rule_option (card_set, key, kind, value, allowed, description, source) VALUES
  ('science', 'VP_TARGET',             'int',  '13',            '5..20',
     'Victory points a player needs to win. 12 in the base game; theme-set play raises it to 13.',
     'R002 §3, §5 ("13 zegepunten"); principality.md §5, §13'),
  ('science', 'BRIGAND_GRACE_ROUNDS',  'int',  '2',             '0..9',
     'Number of opening rounds in which a brigand roll of the event die has no effect (it is not re-rolled). 0: none (1996 base rules). 2: theme-set play (R002), also the 2005 rules.',
     'R002 §4 ("In de beide eerste ronden ... rover geen uitwerking"); §7, §13'),
  ('science', 'ACTION_GATE',           'enum', 'both-3',        'none|both-3|sum-7',
     'When action cards may be played; the Scout is always exempt. none: from the start (1996 base rules). both-3: once both players have at least 3 VP at the same time, and from then on even if a player drops below 3 (theme-set play, R002). sum-7: while both players together have at least 7 VP (2005 rules).',
     'R002 §4 (Scout exempt, latches once both have 3 VP); §10, §13'),
  ('science', 'SPY_TAKES',             'enum', 'units-actions', 'any|units-actions',
     'Which card a Spy may take from the opponent''s hand. any: any card (1996 base rules). units-actions: only a unit (knight, fleet, cannon) or an action card, never a building (theme-set play, R002; also the 2005 rules).',
     'R002 §4 ("Gebouwen zijn veilig voor spionnen"); §10, §13'),
  ('science', 'EXPANSION_STACKS',      'int',  '4',             '1..9',
     'Number of face-down stacks the base expansion cards are dealt into at the start. 5 in the base game; 4 with a theme set, whose own cards form THEME_STACKS further stacks.',
     'R002 §1 (four base stacks); §2.3, §13'),
  ('science', 'THEME_STACKS',          'int',  '2',             '0..9',
     'Number of face-down stacks the expansion cards of a theme set in play are dealt into (its events go to the event stack, set-aside cards stay out). 0 in the base game; 2 with a theme set (R002).',
     'R002 §1 (two theme stacks, six expansion stacks in all); §2.3, §13'),
  ('science', 'DEMOLISH',              'bool', '1',             NULL,
     'Whether a player may, during their own turn, remove own buildings and units free of charge to the discard pile (never to hand or under a stack); the freed site may be built on again the same turn. 0: not allowed (1996 base rules). 1: theme-set play (R002), also the 2005 rules.',
     'R002 §4 (demolish to the discard pile); §3'),
  ('science', 'UNIVERSITY_HAND_BONUS', 'int',  '1',             '0..3',
     'How much a University raises its owner''s hand limit. 1: +1, as the Rivals for Catan University (one progress point). 0: no bonus (R002 names none).',
     '[house], principality.md §8, §12.2');

-- ---------------------------------------------------------------------------
-- Checks. After loading schema.sql, principality-base.sql and this file:
--
--   SELECT deck, type, placement, sum(count) FROM card WHERE card_set = 'science'
--    GROUP BY deck, type, placement ORDER BY deck, type, placement;
--     event|event|none|4
--     expansion|action|none|11
--     expansion|building|city|6
--     expansion|building|opponent-city|1
--     expansion|building|settlement|1
--     expansion|cannon|settlement|2
--     expansion|fleet|settlement|2
--     expansion|knight|settlement|1
--     open|building|city|2
--
--   SELECT sum(count) FROM card WHERE card_set = 'science';
--     30
--   SELECT sum(count) FROM card WHERE card_set = 'science' AND deck = 'expansion';
--     24   (dealt into THEME_STACKS stacks)
--
--   SELECT count(*) FROM card_prerequisite p JOIN card c ON c.key = p.card
--    WHERE c.card_set = 'science';
--     11
--
--   SELECT key, value FROM rule_option WHERE card_set = 'science' ORDER BY key;
--     ACTION_GATE|both-3
--     BRIGAND_GRACE_ROUNDS|2
--     DEMOLISH|1
--     EXPANSION_STACKS|4
--     SPY_TAKES|units-actions
--     THEME_STACKS|2
--     UNIVERSITY_HAND_BONUS|1
--     VP_TARGET|13
--
--   PRAGMA foreign_key_check;
--     (no rows)
-- ---------------------------------------------------------------------------

-- ---------------------------------------------------------------------------
-- Cards that do what another card does: its effect text serves both
-- (effect_from), so that it is written once.
-- ---------------------------------------------------------------------------

UPDATE card SET effect_from = 'alchemist' WHERE key = 'alchemist-science';
UPDATE card SET effect_from = 'bishop' WHERE key = 'bishop-science';
UPDATE card SET effect_from = 'civil-war' WHERE key = 'civil-war-science';
UPDATE card SET effect_from = 'plague' WHERE key = 'plague-science';
UPDATE card SET effect_from = 'progress' WHERE key = 'progress-science';
UPDATE card SET effect_from = 'scout' WHERE key = 'scout-science';
UPDATE card SET effect_from = 'conflict' WHERE key = 'conflict-science';
