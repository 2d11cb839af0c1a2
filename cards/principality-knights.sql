-- Theme set "Ritter & Händler" (R&H, Dutch "Ridder & Handelaar"), 30 cards
-- cut from the Turnier-Set: 12 green, 5 red, 3 events, 10 actions. The two
-- Inquisition cards are taken out of the game (deck 'out'), so 28 are used.
-- Loads after principality-base.sql (and, when both are loaded, after
-- principality-science.sql: only one theme set is in play at a time).
--
-- The set's composition, card counts, effects and rule changes are those of
-- the Dutch rules text R002 (shared/rules/002_2eb93bc20b349d87.txt), which
-- wins wherever it speaks. R002 prints no costs or points: every cost and
-- every VP/S/T/C value below is [house] (principality.md §12.3, the Rivals
-- for Catan twin where there is one, knights on the base cost scale
-- S + T - 1) and can be corrected here. German names are those of
-- principality.md §12.3 (Burgfräulein Imelda, Zollstation, Kaperflotte and
-- Palast from a published deck list, POEP); Dutch names are R002's. The
-- effect column is what a card does (catan-cards(5), THE EFFECT LANGUAGE); a
-- card that is "the same as in the base game" carries its base twin's effect
-- word for word, and the plain knights and the Inquisition have none.
--
-- Set-up with this set (R002 §1): the 3 events join the event stack; the
-- 25 other cards in play are dealt into THEME_STACKS (2) stacks beside the
-- EXPANSION_STACKS (4) stacks of base cards.

INSERT INTO card_set (key, game, base, name_de, name_nl, name_en) VALUES
  ('knights', 'principality', 0, 'Ritter & Händler', 'Ridder & Handelaar', 'Knights & Merchants');

-- Green: settlement/city expansions, 12 cards.
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, effect, rules_text, source) VALUES
  ('rich-farmer',             'knights', 'principality', 'building', 'Großbauer',             'herenboer',         'Rich Farmer',       1, 'expansion', 'settlement', 0, 0, 0, 0,
     '; each resource on its two bordering regions is one strength point
(modify strength (= subject this)
        (+ value (total-stock (in (lands self) (near this)))))',
     'Settlement expansion. Every resource stored on the two regions bordering it counts as 1 strength point, even if you have no knights or other units.',
     'R002 (new R&H card, effect); strength is an effect, printed S 0; cost [house], principality.md §12.3'),
  ('knight-bobo',             'knights', 'principality', 'knight',   'Bobo der Friedfertige', 'Bobo de vreedzame', 'Bobo the Peaceful', 1, 'expansion', 'settlement', 0, 1, 4, 0,
     NULL,
     'Knight (unit) with 1 strength point and 4 tournament points. Strength points compete for the knight figure, tournament points decide the Tournament roll of the event die.',
     'R002 (count; no card text); cost, strength and tournament points [house], principality.md §12.3'),
  ('castle',                  'knights', 'principality', 'building', 'Burg',                  'burcht',            'Castle',            2, 'expansion', 'settlement', 0, 1, 0, 0,
     '; each knight or cannon costs one resource of choice less, per Castle
(modify discount (type knight cannon) (+ value 1))',
     'Settlement expansion with 1 strength point. Each knight or cannon you place costs 1 resource of your choice less than printed for each Castle you own; with two Castles a knight that costs 2 resources is free.',
     'R002 (count, effect); cost and strength point [house] = Rivals Drill Ground, principality.md §12.3'),
  ('privateer-fleet-knights', 'knights', 'principality', 'fleet',    'Kaperflotte',           'kapervloot',        'Privateer Fleet',   2, 'expansion', 'settlement', 0, 0, 0, 0,
     NULL,
     'Fleet (unit). When you place it, destroy one fleet of the opponent of your choice (trade, privateer or large trade fleet); it goes to the opponent''s discard pile, not to their hand. Each time the event die shows the sun (Year of Plenty) you gain 1 extra gold if you have room for it. A Harbor gives it no commerce point.',
     'R002 (count, effect; same card as the W&F ''privateer-fleet''); German name POEP; cost [house] = Rivals Pirate Ship, no strength or commerce points [house], principality.md §12.2-12.3'),
  ('knight-roland',           'knights', 'principality', 'knight',   'Roland der Hammer',     'Roland de hamer',   'Roland the Hammer', 1, 'expansion', 'settlement', 0, 6, 1, 0,
     NULL,
     'Knight (unit) with 6 strength points and 1 tournament point. Strength points compete for the knight figure, tournament points decide the Tournament roll of the event die.',
     'R002 (count; no card text); cost, strength and tournament points [house], principality.md §12.3'),
  ('tournament-ground',       'knights', 'principality', 'building', 'Turnierplatz',          'tornooiplaats',     'Tournament Ground', 1, 'expansion', 'settlement', 0, 0, 0, 0,
     '; each knight counts one tournament point more (a cannon does not)
(modify tournament (type knight) (+ value 1))',
     'Settlement expansion. Each of your knights counts 1 tournament point more; a cannon counts as a knight unit but gets no tournament point from it.',
     'R002 (count, effect); cost [house], principality.md §12.3'),
  ('watchtower',              'knights', 'principality', 'building', 'Wachturm',              'wachttoren',        'Watchtower',        1, 'expansion', 'settlement', 0, 1, 0, 0,
     '; the opponent''s Spy has no effect on a 1 or 2 (it is discarded all the same)
(on opponent-plays (card spy) (when (<= (roll) 2) (cancel)))',
     'Settlement expansion with 1 strength point. When the opponent plays a Spy, you roll the die: on 1-2 the Spy has no effect, but the opponent must still discard it.',
     'R002 (count, effect); cost and strength point [house] = Rivals Lookout Tower, principality.md §12.3'),
  ('knight-walter-singer',    'knights', 'principality', 'knight',   'Walter der Sänger',     'Walter de zanger',  'Walter the Singer', 1, 'expansion', 'settlement', 0, 2, 4, 0,
     NULL,
     'Knight (unit) with 2 strength points and 4 tournament points. Strength points compete for the knight figure, tournament points decide the Tournament roll of the event die. Not the same card as the base set''s Walter the Recreant.',
     'R002 (count; no card text); cost, strength and tournament points [house], principality.md §12.3'),
  ('toll-house',              'knights', 'principality', 'building', 'Zollstation',           'tolhuis',           'Toll House',        2, 'expansion', 'settlement', 0, 0, 0, 1,
     '; two gold on every sun, on top of the free resource, room permitting
(on event plenty (gain self gold 2))',
     'Settlement expansion with 1 commerce point. Each time the event die shows the sun (Year of Plenty) you gain 2 gold on top of the free resource of your choice, as far as your gold fields have room (room for 1 gives 1).',
     'R002 (count, effect); German name POEP (also called Zollhaus); cost and commerce point [house] = Rivals Toll Bridge, principality.md §12.3');

INSERT INTO card_cost (card, game, resource, amount) VALUES
  ('rich-farmer',             'principality', 'grain',  1), ('rich-farmer',             'principality', 'wool',   1), ('rich-farmer',             'principality', 'lumber', 1),
  ('knight-bobo',             'principality', 'grain',  2), ('knight-bobo',             'principality', 'ore',    1), ('knight-bobo',             'principality', 'wool',   1),
  ('castle',                  'principality', 'brick',  1), ('castle',                  'principality', 'ore',    1),
  ('privateer-fleet-knights', 'principality', 'lumber', 1), ('privateer-fleet-knights', 'principality', 'wool',   1),
  ('knight-roland',           'principality', 'grain',  2), ('knight-roland',           'principality', 'ore',    2), ('knight-roland',           'principality', 'wool',   2),
  ('tournament-ground',       'principality', 'lumber', 1), ('tournament-ground',       'principality', 'brick',  1), ('tournament-ground',       'principality', 'wool',   1),
  ('watchtower',              'principality', 'lumber', 1), ('watchtower',              'principality', 'grain',  1),
  ('knight-walter-singer',    'principality', 'grain',  2), ('knight-walter-singer',    'principality', 'ore',    1), ('knight-walter-singer',    'principality', 'wool',   2),
  ('toll-house',              'principality', 'lumber', 1), ('toll-house',              'principality', 'brick',  1);

-- Red: city expansions, 5 cards. The Large Trade Fleet is a unit on a city site.
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, effect, rules_text, source) VALUES
  ('bank',              'knights', 'principality', 'building', 'Bank',                'bank',               'Bank',              1, 'expansion', 'city', 1, 0, 0, 0,
     '; the holder of the windmill takes two resources of the opponent, not one
(on event windmill
  (when (holds self commerce)
    (cancel)
    (repeat 2
      (take self opponent
            (choose-resource self (and (> (resources opponent subject) 0)
                                       (> (room self subject) 0)))
            1))))',
     'City expansion, 1 victory point. While you hold the windmill figure, each windmill roll of the event die lets you take 2 resources of your choice from the opponent instead of 1, as far as you have room for them.',
     'R002 (count, effect); cost and victory point [house] = Rivals Moneylender, principality.md §12.3'),
  ('large-trade-fleet', 'knights', 'principality', 'fleet',    'Große Handelsflotte', 'grote handelsvloot', 'Large Trade Fleet', 2, 'expansion', 'city', 0, 0, 0, 2,
     '; 2:1 at the bank for what its two bordering regions produce
(modify trade-rate (with r subject (exists (in (lands self) (near this) (produces r))))
        (min value 2))',
     'Fleet (unit) with 2 commerce points, built on a city site. You may trade the resources of both regions bordering it with the bank at 2:1. Together with a Harbor it counts 3 commerce points.',
     'R002 (count, effect, 3 with a harbor); commerce points 2 [reconstructed] from the harbor rule; cost [house], principality.md §12.3 (Rivals Large Trade Ship: L W)'),
  ('great-harbor',      'knights', 'principality', 'building', 'Großer Hafen',        'grote haven',        'Great Harbor',      1, 'expansion', 'city', 0, 0, 0, 0,
     '; doubles the commerce points of these three
(modify commerce (card marketplace counting-house merchant-guild) (* value 2))',
     'City expansion. Doubles the commerce points of every Marketplace, Counting House and Merchant Guild in your principality.',
     'R002 (count, effect); cost [house], principality.md §12.3'),
  ('palace',            'knights', 'principality', 'building', 'Palast',              'paleis',             'Palace',            1, 'expansion', 'city', 1, 0, 0, 0,
     '; on a sun, instead of the free resource: any card of your discard pile
(on event plenty
  (let c (choose self (discard self) optional))
  (when (!= c none)
    (cancel)
    (move c (hand self))
    (discard-to-limit self)))',
     'City expansion, 1 victory point. Each time the event die shows the sun (Year of Plenty) you may, instead of taking the free resource, take any card of your own discard pile into hand (an action card, a destroyed fleet, a knight lost to Lady Imelda). If that puts you above your hand limit, put a card of your choice under an expansion stack.',
     'R002 (count, effect); German name POEP; cost and victory point [house], principality.md §12.3');

INSERT INTO card_cost (card, game, resource, amount) VALUES
  ('bank',              'principality', 'lumber', 2), ('bank',              'principality', 'ore',    2), ('bank',              'principality', 'brick',  1),
  ('large-trade-fleet', 'principality', 'lumber', 1), ('large-trade-fleet', 'principality', 'wool',   2),
  ('great-harbor',      'principality', 'brick',  2), ('great-harbor',      'principality', 'ore',    1), ('great-harbor',      'principality', 'wool',   1),
  ('palace',            'principality', 'grain',  2), ('palace',            'principality', 'ore',    2), ('palace',            'principality', 'brick',  2);

-- Events, 3 cards. The Raid needs the knight figure (an effect condition,
-- not a prerequisite). Productive Year is "the same as in the base game"
-- (R002): a physically separate card, so a separate row.
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, effect, rules_text, source) VALUES
  ('productive-year-knights', 'knights', 'principality', 'event', 'Ertragreiches Jahr', 'vruchtbaar jaar', 'Productive Year', 1, 'event', 'none', 0, 0, 0, 0,
     NULL,
     'Every region bordering a Garrison gains 1 resource per bordering Garrison (at most 3 stored).',
     'R002 ("idem als in het basisspel"): same card as the base ''productive-year'' (R002 "vruchtbaar jaar") [reconstructed identification], principality.md §12.1 note'),
  ('raid',                    'knights', 'principality', 'event', 'Überfall',           'overval',         'Raid',            2, 'event', 'none', 0, 0, 0, 0,
     '; the holder of the knight figure names three buildings of the other
; principality; their owner takes one of them back into hand
(on reveal
  (let h (holder strength))
  (when (!= h none)
    (let o (opponent-of h))
    (let a (choose h (in (principality o) (kind building))))
    (let b (choose h (in (principality o) (kind building) (!= subject a))))
    (let c (choose h (in (principality o) (kind building) (!= subject a) (!= subject b))))
    (return (choose o (in (principality o) (or (= subject a) (= subject b) (= subject c)))))))',
     'The holder of the knight figure names three buildings in the opponent''s principality (fewer if the opponent has fewer); the opponent must take one of them back into hand. If nobody holds the knight figure, nothing happens.',
     'R002 (count, effect); wording also LEIN');

-- Actions, 10 cards. Herb Caravan (windmill figure) and Border Conflict
-- (knight figure) are gated by a figure: an effect condition, not a
-- prerequisite. The Inquisition cards stay out of the game.
INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement, vp, strength, tournament, commerce, effect, rules_text, source) VALUES
  ('lady-imelda',      'knights', 'principality', 'action', 'Burgfräulein Imelda', 'jonkvrouw Imelda', 'Lady Imelda',     2, 'expansion', 'none', 0, 0, 0, 0,
     '; the opponent puts a knight of his choice on his discard pile (a cannon is safe)
(playable (exists (in (principality opponent) (type knight))))
(on play (destroy (choose opponent (in (principality opponent) (type knight)))))',
     'The opponent must remove a knight of their own choice from their principality and put it on their discard pile, not into their hand. Cannons are immune.',
     'R002 (count, effect); German name POEP'),
  ('herb-caravan',     'knights', 'principality', 'action', 'Kräuterkarawane',     'kruiden-karavaan', 'Herb Caravan',    2, 'expansion', 'none', 0, 0, 0, 0,
     '; only while you hold the windmill figure
(playable (holds self commerce))
(on play
  (repeat 2
    (take self opponent
          (choose-resource self (and (> (resources opponent subject) 0)
                                     (> (room self subject) 0)))
          1)))',
     'Playable only while you hold the windmill figure: take 2 resources of your choice from the opponent.',
     'R002 (count, effect, windmill figure gate)'),
  ('border-conflict',  'knights', 'principality', 'action', 'Grenzkonflikt',       'grensconflict',    'Border Conflict', 2, 'expansion', 'none', 0, 0, 0, 0,
     '; only while you hold the knight figure: a region of yours and one of the
; opponent''s change places, keeping their resources; the kind of each must
; lie at least twice in both principalities
(playable (holds self strength))
(on play
  (let mine (choose self (in (lands self)
                             (with r (resource-of subject)
                               (and (>= (count (in (lands self) (produces r))) 2)
                                    (>= (count (in (lands opponent) (produces r))) 2))))))
  (require (!= mine none))
  (swap mine (choose self (in (lands opponent)
                              (with r (resource-of subject)
                                (and (>= (count (in (lands self) (produces r))) 2)
                                     (>= (count (in (lands opponent) (produces r))) 2)))))))',
     'Playable only while you hold the knight figure. Swap one of your regions with one of the opponent''s, you choose both; the two cards change places and keep their resources. Each of the two region types must be present at least twice in both principalities; a doubling card that no longer fits its new neighbour may be demolished by its owner.',
     'R002 (count, effect, knight figure gate)'),
  ('inquisition',      'knights', 'principality', 'action', 'Inquisition',         'inquisitie',       'Inquisition',     2, 'out',       'none', 0, 0, 0, 0,
     NULL,
     'Taken out of the game when Ritter & Händler is played with the base game (R002): it is never shuffled into a stack and has no effect in this game.',
     'R002 (count, "worden echter niet gebruikt"); effect unknown'),
  ('caravan-knights',  'knights', 'principality', 'action', 'Karawane',            'karavaan',         'Caravan',         1, 'expansion', 'none', 0, 0, 0, 0,
     NULL,
     'Give up to 2 of your resources and take the same number of other resources of your choice. Rule option CARAVAN_WITH decides whether the exchange is made with the supply (default) or with the opponent.',
     'R002 ("idem als in het basisspel"): same card as the base ''caravan'''),
  ('brigands-knights', 'knights', 'principality', 'action', 'Raubzug',             'rover',            'Brigands',        1, 'expansion', 'none', 0, 0, 0, 0,
     NULL,
     'Attack; the opponent may answer with a Bishop. Roll a die: on 1-5 (only 1-2 after a Bishop) you take 2 resources of your choice from the opponent, otherwise the opponent takes 2 resources of their choice from you. Only resources the taker has room for can be taken.',
     'R002 ("idem als in het basisspel"): same card as the base ''brigands'' (R002 "rover")');

-- Rule options: the values theme-set play changes (R002 §1, §4, §5).
INSERT INTO rule_option (card_set, key, kind, value, allowed, description, source) VALUES
  ('knights', 'VP_TARGET',            'int',  '13',            '5..20',
     'Victory points a player needs to win. 12 in the base game; theme-set play raises it to 13.',
     'R002 §3, §5 ("13 zegepunten"); principality.md §5, §13'),
  ('knights', 'BRIGAND_GRACE_ROUNDS', 'int',  '2',             '0..9',
     'Number of opening rounds in which a brigand roll of the event die has no effect (it is not re-rolled). 0: none (1996 base rules). 2: theme-set play (R002), also the 2005 rules.',
     'R002 §4 ("In de beide eerste ronden ... rover geen uitwerking"); §7, §13'),
  ('knights', 'ACTION_GATE',          'enum', 'both-3',        'none|both-3|sum-7',
     'When action cards may be played; the Scout is always exempt. none: from the start (1996 base rules). both-3: once both players have at least 3 VP at the same time, and from then on even if a player drops below 3 (theme-set play, R002). sum-7: while both players together have at least 7 VP (2005 rules).',
     'R002 §4 (Scout exempt, latches once both have 3 VP); §10, §13'),
  ('knights', 'SPY_TAKES',            'enum', 'units-actions', 'any|units-actions',
     'Which card a Spy may take from the opponent''s hand. any: any card (1996 base rules). units-actions: only a unit (knight, fleet, cannon) or an action card, never a building (theme-set play, R002; also the 2005 rules).',
     'R002 §4 ("Gebouwen zijn veilig voor spionnen"); §10, §13'),
  ('knights', 'EXPANSION_STACKS',     'int',  '4',             '1..9',
     'Number of face-down stacks the base expansion cards are dealt into at the start. 5 in the base game; 4 with a theme set, whose own cards form THEME_STACKS further stacks.',
     'R002 §1 (four base stacks); §2.3, §13'),
  ('knights', 'THEME_STACKS',         'int',  '2',             '0..9',
     'Number of face-down stacks the expansion cards of a theme set in play are dealt into (its events go to the event stack, set-aside cards stay out). 0 in the base game; 2 with a theme set (R002).',
     'R002 §1 (two theme stacks, six expansion stacks in all); §2.3, §13'),
  ('knights', 'DEMOLISH',             'bool', '1',             NULL,
     'Whether a player may, during their own turn, remove own buildings and units free of charge to the discard pile (never to hand or under a stack); the freed site may be built on again the same turn. 0: not allowed (1996 base rules). 1: theme-set play (R002), also the 2005 rules.',
     'R002 §4 (demolish to the discard pile); §3');

-- ---------------------------------------------------------------------------
-- Checks. After loading schema.sql, principality-base.sql,
-- principality-science.sql and this file:
--
--   SELECT deck, type, placement, sum(count) FROM card WHERE card_set = 'knights'
--    GROUP BY deck, type, placement ORDER BY deck, type, placement;
--     event|event|none|3
--     expansion|action|none|8
--     expansion|building|city|3
--     expansion|building|settlement|7
--     expansion|fleet|city|2
--     expansion|fleet|settlement|2
--     expansion|knight|settlement|3
--     out|action|none|2
--
--   SELECT sum(count) FROM card WHERE card_set = 'knights';
--     30
--   SELECT sum(count) FROM card WHERE card_set = 'knights' AND deck <> 'out';
--     28
--   SELECT sum(count) FROM card WHERE card_set = 'knights' AND deck = 'expansion';
--     25   (dealt into THEME_STACKS stacks)
--
--   SELECT key, value FROM rule_option WHERE card_set = 'knights' ORDER BY key;
--     ACTION_GATE|both-3
--     BRIGAND_GRACE_ROUNDS|2
--     DEMOLISH|1
--     EXPANSION_STACKS|4
--     SPY_TAKES|units-actions
--     THEME_STACKS|2
--     VP_TARGET|13
--
--   PRAGMA foreign_key_check;
--     (no rows)
-- ---------------------------------------------------------------------------

-- ---------------------------------------------------------------------------
-- Cards that do what another card does: its effect text serves both
-- (effect_from), so that it is written once.
-- ---------------------------------------------------------------------------

UPDATE card SET effect_from = 'brigands' WHERE key = 'brigands-knights';
UPDATE card SET effect_from = 'productive-year' WHERE key = 'productive-year-knights';
UPDATE card SET effect_from = 'caravan' WHERE key = 'caravan-knights';
UPDATE card SET effect_from = 'privateer-fleet' WHERE key = 'privateer-fleet-knights';
