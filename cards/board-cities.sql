-- Cities & Knights for the board game: Städte & Ritter / Steden & Ridders.
--
-- Set 'cities': all 54 progress cards (18 per colour) and the expansion's rule
-- options. Loads after board-base.sql, which inserts the game, the
-- commodities, the types 'science', 'politics' and 'trade' and this set.
--
-- Sources, in order of precedence:
--   000       shared/rules/000_b40acb1630786031.txt, the Dutch text (999 Games
--             rules, 2012 edition): it wins. It lists every progress card
--             with its count and text; the Dutch names, counts and rules
--             texts below come from it.
--   001       shared/rules/001_440981164fb89eb6.txt, a German fragment
--             (barbarians, merchant, end of game, "Fiesepeter" variant).
--   board.md  shared/rules/board.md (sections as §n): English card names
--             (classic edition, 6th-edition renames in the source column) and
--             the points the Dutch text leaves open.
-- German names: board.md gives none and 000 is Dutch, so all German card
-- names are the usual German edition names, [reconstructed], except
-- "Händler", which 001 prints.
--
-- All cards: type = colour, deck 'progress' (one deck per type), placement
-- 'none'. Printer and Constitution are worth 1 VP and are laid open at once.
-- Effects are written separately, after each colour's cards, as UPDATEs.
-- Rules common to all progress cards (000): you may play any number after
-- your roll, only Alchemist before it; a card drawn in your turn may be
-- played at once; at most 4 in hand (VP cards excepted), and a 5th drawn
-- outside your turn is put under its deck at once; played cards go under
-- their deck; progress cards cannot be traded.

-- ---------------------------------------------------------------------------
-- Science (Wetenschap, green): 18 cards.
-- ---------------------------------------------------------------------------

INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement,
                  vp, players, reverse, unique_per_player, effect, rules_text, source) VALUES
  ('ck-alchemist',     'cities', 'board', 'science', 'Alchemist',   'Alchemist',     'Alchemist',     2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Alchemist. Play this card before you roll. You decide what numbers the white and the red die show; only the event die is rolled as usual. Production then follows the numbers you chose; you may also choose a 7. Once you have rolled, you can no longer use this card that turn.',
   '000 (name, count 2, text); English name: board.md §2.9 (6th ed. "Alchemy"); German name [reconstructed]'),
  ('ck-crane',         'cities', 'board', 'science', 'Kran',        'Bouwkraan',     'Crane',         2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Crane. In the turn you play this card, one city improvement costs one commodity less. Your first improvement in an area is therefore free. You still pay the full price for a city itself.',
   '000 (name, count 2, text); English name: board.md §2.9; German name [reconstructed]'),
  ('ck-mining',        'cities', 'board', 'science', 'Bergbau',     'Mijnbouw',      'Mining',        2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Mining. You receive 2 ore for each mountains hex that borders at least one of your settlements or cities. If two of your settlements border one mountains hex and your city borders another, you receive 4 ore.',
   '000 (name, count 2, text); English name: board.md §2.9; German name [reconstructed]'),
  ('ck-irrigation',    'cities', 'board', 'science', 'Bewässerung', 'Irrigatie',     'Irrigation',    2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Irrigation. Works like Mining, but for fields: you receive 2 grain for each fields hex that borders at least one of your settlements or cities.',
   '000 (name, count 2, text); English name: board.md §2.9; German name [reconstructed]'),
  ('ck-printer',       'cities', 'board', 'science', 'Buchdruck',   'Boekdrukkunst', 'Printer',       1, 'progress', 'none', 1, NULL, NULL, 0, NULL,
   'Printer. This card is worth 1 victory point. Lay it face up in front of you at once. It does not count toward the limit of 4 progress cards in hand, and a Spy cannot steal it.',
   '000 (name, count 1, text, VP rules); English name: board.md §2.9; German name [reconstructed]'),
  ('ck-inventor',      'cities', 'board', 'science', 'Erfinder',    'Uitvinder',     'Inventor',      2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Inventor. Swap two number tokens of your choice on the board. The tokens showing 2, 6, 8 or 12 may not be swapped.',
   '000 (name, count 2, text); English name: board.md §2.9 (6th ed. "Invention"); German name [reconstructed]'),
  ('ck-engineer',      'cities', 'board', 'science', 'Ingenieur',   'Ingenieur',     'Engineer',      1, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Engineer. Build a city wall at one of your cities for free.',
   '000 (name, count 1, text); English name: board.md §2.9 (6th ed. "Engineering"); German name [reconstructed]'),
  ('ck-medicine',      'cities', 'board', 'science', 'Medizin',     'Medicijn',      'Medicine',      2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Medicine. Upgrade one of your settlements to a city for 2 ore and 1 grain. You may not combine two Medicine cards to make one city cheaper still, but with two Medicine cards you may upgrade two settlements in one turn. It may also be used to restore a pillaged city that was turned on its side.',
   '000 (name, count 2, text; restoring a pillaged city: 000 "De barbaren winnen"); English name: board.md §2.9; German name [reconstructed]'),
  ('ck-smith',         'cities', 'board', 'science', 'Schmied',     'Smeedkunst',    'Smith',         2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Smith. Promote two of your own knights by one rank each for free; they may be active or inactive. You may make mighty knights only if you have built the Fortress. Each knight can be promoted only once per turn.',
   '000 (name, count 2, text); English name: board.md §2.9 (6th ed. "Smithing"); German name [reconstructed]'),
  ('ck-road-building', 'cities', 'board', 'science', 'Straßenbau',  'Stratenbouw',   'Road Building', 2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Road Building. Build two roads for free. When playing with Seafarers, they may also be two ships, or a road and a ship.',
   '000 (name, count 2, text); English name: board.md §2.9; German name [reconstructed]');

-- The science cards' effects (catan-cards(5), the board game's words). Each
-- does what 000's text says; the rules (progress-play.c) say when a card is
-- played: after the roll, the Alchemist before it (its (playable (phase
-- before-roll))). Printer has none: it is a point card, laid open at once.

-- "Je bepaalt zelf welk getal de witte en de rode dobbelsteen tonen. Alleen
-- de gebeurtenissendobbelsteen gooi je gewoon." The roll that follows uses
-- the two numbers; a 7 may be chosen.
UPDATE card SET effect = '(playable (phase before-roll))
(on play
  (set-die white (choose-number self 1 6))
  (set-die red (choose-number self 1 6)))' WHERE key = 'ck-alchemist';

-- "In de beurt waarin je deze kaart speelt, kost één stadsuitbouw één
-- handelswaar minder."
UPDATE card SET effect = '(on play (grant self crane))' WHERE key = 'ck-crane';

-- "Je krijgt 2 erts voor elk bergland dat grenst aan minstens één van je
-- dorpen of steden."
UPDATE card SET effect = '(on play
  (gain self ore
        (* 2 (count (in hexes (produces ore)
                        (with h subject (exists (in (buildings self) (touches h)))))))))'
WHERE key = 'ck-mining';

-- "Je krijgt 2 graan voor elke akker die grenst aan minstens één van je
-- dorpen of steden."
UPDATE card SET effect = '(on play
  (gain self grain
        (* 2 (count (in hexes (produces grain)
                        (with h subject (exists (in (buildings self) (touches h)))))))))'
WHERE key = 'ck-irrigation';

-- "Je verwisselt twee getalfiches op het speelveld naar keuze. De fiches met
-- een 2, 6, 8 of 12 mag je niet verwisselen."
UPDATE card SET effect = '(on play
  (require (>= (count (in hexes (> (card-points subject token) 0)
                          (!= (card-points subject token) 2) (!= (card-points subject token) 6)
                          (!= (card-points subject token) 8) (!= (card-points subject token) 12)))
               2))
  (let a (choose self (in hexes (> (card-points subject token) 0)
                          (!= (card-points subject token) 2) (!= (card-points subject token) 6)
                          (!= (card-points subject token) 8) (!= (card-points subject token) 12))))
  (swap a (choose self (in hexes (!= subject a) (> (card-points subject token) 0)
                           (!= (card-points subject token) 2) (!= (card-points subject token) 6)
                           (!= (card-points subject token) 8) (!= (card-points subject token) 12)))))'
WHERE key = 'ck-inventor';

-- "Je bouwt gratis een stadsmuur bij een van je steden." The sites are his
-- cities without a wall, while a wall is left in his supply ("Je kunt
-- maximaal drie muren bouwen").
UPDATE card SET effect = '(on play (require (> (place wall self (choose-site self wall)) 0)))'
WHERE key = 'ck-engineer';

-- "Je maakt van een dorp een stad voor 2 erts en 1 graan." A pillaged city
-- counts as a settlement ("De ontwikkelingskaart Medicijn mag je ook
-- gebruiken om zo'n stad te herstellen").
UPDATE card SET effect = '(on play
  (require (>= (resources self ore) 2) (>= (resources self grain) 1))
  (require (> (place city self (choose-site self city)) 0))
  (pay self ore 2)
  (pay self grain 1))' WHERE key = 'ck-medicine';

-- "Je bevordert gratis twee van je eigen ridders met één rang. Dat mogen
-- actieve en passieve ridders zijn. Machtige ridders maak je alleen als je
-- de Vesting hebt gebouwd. Elke ridder kan maar één keer per beurt
-- bevorderd worden." (promotable P) holds the knights P may promote now.
UPDATE card SET effect = '(on play
  (require (exists (promotable self)))
  (repeat 2 (promote (choose self (promotable self)))))' WHERE key = 'ck-smith';

-- "Je bouwt gratis twee straten." As the base game's Road Building
-- (ROAD_BUILDING_PARTIAL says whether one road left is enough).
UPDATE card SET effect = '(on play (require (> (build-free self road) 0)) (build-free self road))'
WHERE key = 'ck-road-building';

-- ---------------------------------------------------------------------------
-- Politics (Politiek, blue): 18 cards.
-- ---------------------------------------------------------------------------

INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement,
                  vp, players, reverse, unique_per_player, effect, rules_text, source) VALUES
  ('ck-bishop',        'cities', 'board', 'politics', 'Bischof',     'Bisschop',      'Bishop',        2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Bishop. Move the robber. Then take one random hand card from each player who has a settlement or city on the new hex. As long as the barbarians have not yet attacked, you cannot move the robber and so cannot use this card.',
   '000 (name, count 2, text); English name: board.md §2.9 (6th ed. "Taxation"); German name [reconstructed]'),
  ('ck-diplomat',      'cities', 'board', 'politics', 'Diplomat',    'Diplomaat',     'Diplomat',      2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Diplomat. Remove an open road from the board. A road is open if at its loose end there is no other road, knight, settlement or city of the same player. If you remove one of your own roads, you may place it again elsewhere at once, for free.',
   '000 (name, count 2, text); English name: board.md §2.9 (6th ed. "Diplomacy"); German name [reconstructed]'),
  ('ck-warlord',       'cities', 'board', 'politics', 'Kriegsherr',  'Veldheer',      'Warlord',       2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Warlord. Activate all your own knights on the board without paying grain.',
   '000 (name, count 2, text); English name: board.md §2.9 (6th ed. "Encouragement"); German name [reconstructed]'),
  ('ck-wedding',       'cities', 'board', 'politics', 'Hochzeit',    'Bruidsschat',   'Wedding',       2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Wedding. Every player who has more victory points than you gives you two hand cards of his own choice; they may be resources or commodities. A player with only one card gives that one card.',
   '000 (name, count 2, text); English name: board.md §2.9; German name [reconstructed]'),
  ('ck-intrigue',      'cities', 'board', 'politics', 'Intrige',     'Intrige',       'Intrigue',      2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Intrigue. Displace an opponent''s knight without needing a knight of your own. The knight must stand on an intersection connected to at least one of your roads (or shipping routes). Its owner moves the displaced knight by the normal rules, or puts it back in his supply.',
   '000 (name, count 2, text); English name: board.md §2.9; German name [reconstructed]'),
  ('ck-saboteur',      'cities', 'board', 'politics', 'Saboteur',    'Saboteur',      'Saboteur',      2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Saboteur. Every other player with as many victory points as you or more discards half of his hand cards, choosing which. An odd number is rounded down: a player with 9 cards discards 4. City walls give no protection.',
   '000 (name, count 2, text, "evenveel of meer" settles board.md U10); English name: board.md §2.9 (6th ed. "Sabotage"); German name [reconstructed]'),
  ('ck-spy',           'cities', 'board', 'politics', 'Spion',       'Spion',         'Spy',           3, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Spy. Look at another player''s progress cards and take one of them. Victory point cards cannot be taken.',
   '000 (name, count 3, text); English name: board.md §2.9 (6th ed. "Espionage"; Spy x3 confirmed there); German name [reconstructed]'),
  ('ck-deserter',      'cities', 'board', 'politics', 'Überläufer',  'Overloper',     'Deserter',      2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Deserter. Choose an opponent. He removes one of his knights, of his choice, from the board. You may then place one of your own knights of the same strength under the normal building rules. If you have no knight of that strength left in your supply, or may not place it, place a weaker knight. Example: your opponent removes a mighty knight but you have not yet built the Fortress, so you place a strong knight. Your new knight gets the same status, active or inactive, as the removed one.',
   '000 (name, count 2, text); English name: board.md §2.9 (6th ed. "Treason"); German name [reconstructed]'),
  ('ck-constitution',  'cities', 'board', 'politics', 'Verfassung',  'Wetgeving',     'Constitution',  1, 'progress', 'none', 1, NULL, NULL, 0, NULL,
   'Constitution. This card is worth 1 victory point. Lay it face up in front of you at once. It does not count toward the limit of 4 progress cards in hand, and a Spy cannot steal it.',
   '000 (name, count 1, text, VP rules); English name: board.md §2.9; German name [reconstructed]');

-- The politics cards' effects (catan-cards(5), the board game's words), each
-- after the sentences of 000 it plays. Constitution has none: it is a point
-- card, laid open at once ("Wetgeving (1 kaart). Deze kaart is één
-- overwinningspunt waard. Je legt hem meteen open voor je neer").

-- "Je verplaatst de struikrover. Daarna pak je van elke speler met een dorp
-- of stad aan het nieuwe landschap een willekeurige handkaart. Zolang de
-- barbaren nog niet zijn aangevallen, kun je de struikrover niet
-- verplaatsen en dus ook deze kaart niet gebruiken." The bishop's sites are
-- the robber's while it is awake.
UPDATE card SET effect = '(on play (require (> (place bishop self (choose-site self bishop)) 0)))'
WHERE key = 'ck-bishop';

-- "Je haalt een open straat van het speelveld. Een straat is open als er aan
-- het losse uiteinde geen andere straat, ridder, dorp of stad van dezelfde
-- speler staat. Haal je een straat van jezelf weg, dan mag je die meteen
-- gratis ergens anders neerleggen." (return R) puts the road in its owner's
-- supply; the road's sites are his but the path it came from.
UPDATE card SET effect = '(on play
  (let r (choose self open-roads))
  (require (!= r none))
  (let mine (= (owner r) self))
  (return r)
  (when mine (place road self (choose-site self road optional))))' WHERE key = 'ck-diplomat';

-- "Je activeert al je eigen ridders op het speelveld zonder graan te
-- betalen." (activate-knights) puts a helmet on each of his passive ones.
UPDATE card SET effect = '(on play
  (require (exists (passive-knights self)))
  (activate-knights))' WHERE key = 'ck-warlord';

-- "Elke speler die meer overwinningspunten heeft dan jij, geeft je twee
-- handkaarten naar eigen keuze. Dat mogen grondstoffen of handelswaren zijn.
-- Een speler met maar één kaart geeft die ene kaart."
UPDATE card SET effect = '(on play
  (for p others
    (when (> (points p vp) (points self vp))
      (repeat 2 (give p self (choose-resource p (> (resources p subject) 0)) 1)))))'
WHERE key = 'ck-wedding';

-- "Je verdrijft een ridder van een tegenspeler zonder daar een eigen ridder
-- voor nodig te hebben. De ridder moet wel op een driesprong staan die met
-- minstens één van jouw straten ... verbonden is. De eigenaar verplaatst de
-- verdreven ridder volgens de gewone regels of zet hem terug in zijn
-- voorraad." (move K displaced) drives the knight off as a displacement does.
UPDATE card SET effect = '(on play
  (require (> (move (choose self (foreign-knights self)) displaced) 0)))' WHERE key = 'ck-intrigue';

-- "Alle andere spelers met evenveel of meer overwinningspunten dan jij leggen
-- de helft van hun handkaarten af. Ze kiezen zelf welke kaarten. Bij een
-- oneven aantal rond je naar beneden af ... Stadsmuren bieden geen
-- bescherming."
UPDATE card SET effect = '(on play
  (for p others
    (when (>= (points p vp) (points self vp))
      (repeat (/ (resources p) 2)
        (pay p (choose-resource p (> (resources p subject) 0)) 1)))))'
WHERE key = 'ck-saboteur';

-- "Je bekijkt de ontwikkelingskaarten van een andere speler en neemt er één
-- af. Overwinningspuntenkaarten kun je niet stelen." Point cards lie open,
-- never in a hand, so every card of (progress P) may be taken.
UPDATE card SET effect = '(on play
  (let p (choose-player self (and (!= subject self) (exists (progress subject)))))
  (require (!= p none))
  (reveal (progress p) self)
  (move (choose self (progress p)) (progress self)))' WHERE key = 'ck-spy';

-- "Je kiest een tegenspeler. Hij haalt een van zijn ridders naar keuze van
-- het speelveld. Jij mag daarna een eigen ridder van dezelfde sterkte
-- neerzetten volgens de gewone bouwregels. Heb je geen ridder van die
-- sterkte meer in je voorraad of mag je hem niet plaatsen, dan zet je een
-- zwakkere ridder neer. ... Je nieuwe ridder krijgt dezelfde status als de
-- verwijderde ridder, dus actief of passief." (place deserter P K) takes P's
-- knight K off, K one of P's sites of the deserter (his knights); the rules
-- then let the active player place his own (enlist, politics.c).
-- With two players and CK_COMMUNITY_RULES (board.md §3.5, a forum's rules):
-- "the Deserter may target neutral knights, taking the weakest": of the
-- neutral colours' knights, one no other is weaker than, chosen by the
-- player (a neutral makes no decision of its own), or, where the opponent
-- has knights too, none of them (optional) to choose him instead;
-- (move K deserted) takes it as (place deserter ...) does.
UPDATE card SET effect = '(on play
  (let taken
    (if (exists (knights opponent))
        (choose self (in neutral-knights (option CK_COMMUNITY_RULES)
                         (with k subject (not (exists (in neutral-knights
                           (< (card-points subject strength) (card-points k strength)))))))
                optional)
        (choose self (in neutral-knights (option CK_COMMUNITY_RULES)
                         (with k subject (not (exists (in neutral-knights
                           (< (card-points subject strength) (card-points k strength))))))))))
  (if (!= taken none)
      (move taken deserted)
      (do (let p (choose-player self (and (!= subject self) (exists (knights subject)))))
          (require (!= p none))
          (place deserter p (choose-site p deserter)))))' WHERE key = 'ck-deserter';

-- ---------------------------------------------------------------------------
-- Trade (Handel, yellow): 18 cards.
-- ---------------------------------------------------------------------------

INSERT INTO card (key, card_set, game, type, name_de, name_nl, name_en, count, deck, placement,
                  vp, players, reverse, unique_per_player, effect, rules_text, source) VALUES
  ('ck-merchant',          'cities', 'board', 'trade', 'Händler',         'Handelaar',              'Merchant',          6, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Merchant. Place the merchant beside a hex that borders one of your settlements or cities. While it stands there you may trade that hex''s resource with the bank at 2:1: two of that resource for one resource or commodity of your choice. The player who has the merchant gets 1 victory point for it. When another player plays a Merchant card, he takes over the merchant and the point. The robber and the knights have no influence on the merchant.',
   '000 (name, count 6, text, "De handelaar"); 001 (German name "Händler", 1 VP); English name: board.md §2.9'),
  ('ck-commercial-harbor', 'cities', 'board', 'trade', 'Handelshafen',    'Handelshaven',           'Commercial Harbor', 2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Commercial Harbor. Offer each other player, once, one resource card. That player must give you a commodity of his choice for it. If he has no commodities, the exchange does not take place and you keep your card.',
   '000 (name, count 2, text); English name: board.md §2.9; German name [reconstructed]'),
  ('ck-merchant-fleet',    'cities', 'board', 'trade', 'Handelsflotte',   'Handelsvloot',           'Merchant Fleet',    2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Merchant Fleet. Until the end of your turn you may trade one kind of resource or commodity of your choice with the bank at 2:1, as often as you like. You must always hand in two cards of the same kind.',
   '000 (name, count 2, text); English name: board.md §2.9; German name [reconstructed]'),
  ('ck-master-merchant',   'cities', 'board', 'trade', 'Meisterhändler',  'Handelsmeester',         'Master Merchant',   2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Master Merchant. Choose a player who has more victory points than you. Look at his hand cards and take two of your choice; they may be resources or commodities.',
   '000 (name, count 2, text); English name: board.md §2.9 (6th ed. "Guild Dues"); German name [reconstructed]'),
  ('ck-trade-monopoly',    'cities', 'board', 'trade', 'Handelsmonopol',  'Handelswaren-monopolie', 'Trade Monopoly',    2, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Trade Monopoly. Name a kind of commodity. Every other player who has that commodity gives you one of it.',
   '000 (name, count 2, text); English name: board.md §2.9; German name [reconstructed]'),
  ('ck-resource-monopoly', 'cities', 'board', 'trade', 'Rohstoffmonopol', 'Grondstoffen-monopolie', 'Resource Monopoly', 4, 'progress', 'none', 0, NULL, NULL, 0, NULL,
   'Resource Monopoly. Name a kind of resource. Every other player gives you up to two cards of that resource; a player who has only one gives that one.',
   '000 (name, count 4, text); English name: board.md §2.9; German name [reconstructed]');

-- The trade cards' effects. A commodity is paper, cloth or coin (000:
-- "handelswaren (munten, papier en doek)"); a resource is any other card of
-- a hand, and (resources P) counts them all.

-- "Je zet de handelaar naast een landschap dat grenst aan een van je dorpen
-- of steden. Zolang hij daar staat, mag je de grondstof van dat landschap in
-- de verhouding 2:1 met de bank ruilen. ... De speler die de handelaar
-- heeft, krijgt daar één overwinningspunt voor. Speelt een andere speler een
-- kaart Handelaar, dan neemt hij de handelaar en het punt over." The piece
-- merchant stands beside a hex at one of the player's buildings; the rules
-- give its holder the point and the rate (catan-cards(5), the board's
-- pieces).
UPDATE card SET effect = '(on play (require (> (place merchant self (choose-site self merchant)) 0)))'
WHERE key = 'ck-merchant';

-- "Je biedt elke andere speler één keer een grondstoffenkaart aan. Die
-- speler moet je daarvoor een handelswaar naar keuze geven. Heeft hij geen
-- handelswaren, dan gaat de ruil niet door en houd je je eigen kaart." In
-- turn order from the player; he picks the resource he offers, the other
-- the commodity he gives for it.
UPDATE card SET effect = '(on play
  (require (> (resources self)
              (+ (resources self paper) (resources self cloth) (resources self coin))))
  (for q others
    (when (and (> (+ (resources q paper) (resources q cloth) (resources q coin)) 0)
               (> (resources self)
                  (+ (resources self paper) (resources self cloth) (resources self coin))))
      (give self q (choose-resource self (and (not (or (= subject paper) (= subject cloth)
                                                       (= subject coin)))
                                              (> (resources self subject) 0)))
            1)
      (give q self (choose-resource q (and (or (= subject paper) (= subject cloth)
                                               (= subject coin))
                                           (> (resources q subject) 0)))
            1))))' WHERE key = 'ck-commercial-harbor';

-- "Tot het einde van je beurt mag je één soort grondstof of handelswaar naar
-- keuze in de verhouding 2:1 met de bank ruilen, zo vaak als je wilt. Je
-- moet steeds twee kaarten van dezelfde soort inleveren." A rate already
-- better stays.
UPDATE card SET effect = '(on play (remember (choose-resource self)))
(modify-turn trade-rate (= subject (memory)) (min value 2))' WHERE key = 'ck-merchant-fleet';

-- "Je kiest een speler die meer overwinningspunten heeft dan jij. Je bekijkt
-- zijn handkaarten en neemt er twee naar keuze. Dat mogen grondstoffen of
-- handelswaren zijn." He chooses among the kinds that player holds.
UPDATE card SET effect = '(on play
  (let q (choose-player self (> (points subject vp) (points self vp))))
  (require (!= q none))
  (repeat 2 (take self q (choose-resource self (> (resources q subject) 0)) 1)))'
WHERE key = 'ck-master-merchant';

-- "Je noemt een soort handelswaar. Elke andere speler die die handelswaar
-- heeft, geeft je er één."
UPDATE card SET effect = '(on play
  (let c (choose-resource self (or (= subject paper) (= subject cloth) (= subject coin))))
  (for q others (take self q c 1)))' WHERE key = 'ck-trade-monopoly';

-- "Je noemt een soort grondstof. Elke andere speler geeft je maximaal twee
-- kaarten van die grondstof. Heeft iemand er maar één, dan geeft hij die
-- ene."
UPDATE card SET effect = '(on play
  (let r (choose-resource self (not (or (= subject paper) (= subject cloth) (= subject coin)))))
  (for q others (take self q r 2)))' WHERE key = 'ck-resource-monopoly';

-- ---------------------------------------------------------------------------
-- Rule options of Cities & Knights: the variants the Dutch text offers and
-- the open points of board.md §2 and §5. A key that also exists in
-- board-base overrides it while this set is in play.
-- ---------------------------------------------------------------------------

INSERT INTO rule_option (card_set, key, kind, value, allowed, description, source) VALUES
  -- Victory and set-up
  ('cities', 'VICTORY_POINTS',             'int',  '13',       '3..30',
   'Victory points a player needs, during his own turn, to win with Cities & Knights (overrides the base game''s 10).',
   '000 ("Doel van het spel", "Einde van het spel"); 001'),
  ('cities', 'CK_BOARD_SETUP',             'enum', 'variable', 'variable|first-game',
   'Board for Cities & Knights. first-game: the prepared start layout recommended for the first game, laid as layout first-game of table board_layout (harbours as in the base game; the players place their settlement and city in the set-up rounds, as 000 says); LAYOUT must stay variable with it. The rulebook prints it as an illustration only, so the rows here are a reconstruction to the text: every resource on the island, grain plenty. variable: built as in the base game, as experienced players do.',
   '000 ("Het eerste potje" steps 1-2, "Opbouwfase"); board.md §1.3, §5 U3'),
  ('cities', 'START_COMMODITIES',          'bool', '0',        NULL,
   'Starting payout for the city placed in the second set-up round. 0: one resource card per adjacent hex and no commodities. 1: a commodity as well for each adjacent forest, pasture or mountains hex.',
   '000 ("Je krijgt in de opbouwfase geen handelswaren") settles board.md §2.10, §5 U9'),
  -- Barbarians
  ('cities', 'BARBARIAN_TRACK',            'int',  '7',        '3..12',
   'Number of ship results on the event die from the start space until the barbarians attack (the last, red-bordered space). After an attack the ship returns to the start.',
   'board.md §2.2, §5 U5 (secondary sources only; 000 names the red-bordered last space but not the length)'),
  ('cities', 'METROPOLIS_BARBARIAN_WEIGHT','int',  '1',        '1..2',
   'How much a city carrying a metropolis adds to the barbarians'' strength. 1: it counts as one city (000: seven cities, two of them metropolises, give strength 7). 2: it counts twice.',
   '000 ("De barbarenaanval") settles board.md §2.6, §5 U8'),
  ('cities', 'DEFENDERS_CHOSEN',           'bool', '0',        NULL,
   'Variant for experienced players ("Fiesepeter"). 0: all active knights defend, and all knights become inactive after the attack. 1: when the barbarians land, each player with an active knight in turn, starting with the active player and going clockwise, decides which of his active knights he commits (the action defend), possibly none; only the committed knights count and become inactive.',
   '000 ("Variant voor ervaren spelers"); 001 ("Fiesepeter"-Regel)'),
  ('cities', 'METROPOLIS_ONLY_VICTIMS',    'enum', 'skip',     'skip|spared',
   'Barbarians win and the lowest contributor owns no city that can be pillaged (only metropolises). skip: he is passed over and the next-lowest player with an ordinary city loses one, and so on until a city is lost. spared: he is the one hit, loses nothing, and nobody else loses a city. Players with only settlements never take part in the comparison.',
   '000, 001 (settlements-only players and metropolises exempt); skipping: board.md §2.6 (FAQ-CK)'),
  -- Robber
  ('cities', 'ROBBER_ASLEEP',              'bool', '1',        NULL,
   'Whether the robber stays in the desert until the barbarians first attack. 1: until then a 7 only makes players with too many cards discard; the robber cannot be moved by a 7, a knight or the Bishop, and nothing is stolen. If the first attack and a 7 come in the same roll, the attack is resolved first and the robber may then be moved. 0: the robber is active from the start.',
   '000 (set-up step 8, "Een 7")'),
  -- Knights
  ('cities', 'KNIGHT_ACT_WHEN_ACTIVATED',  'bool', '0',        NULL,
   'Whether a knight activated this turn may act in the same turn. 0: a knight activated this turn can act only from your next turn (also after re-activation following an action). 1: it may act at once.',
   '000 ("Een ridder activeren") settles board.md §2.7, §5 U7'),
  ('cities', 'KNIGHT_ERRANT',              'bool', '0',        NULL,
   'Optional Knight-Errant variant. 1: one active knight may chase the robber before the roll. 0: knights act only after the roll.',
   'board.md §2.7 (secondary: quickgamerules); not in 000'),
  -- Progress cards and commodities
  ('cities', 'PROGRESS_HAND_LIMIT',        'int',  '4',        '1..10',
   'Most progress cards a player may hold, victory point cards excepted. A card drawn beyond it outside the owner''s turn is put under its deck at once, the owner choosing which.',
   '000 ("Ontwikkelingskaarten spelen")'),
  ('cities', 'PROGRESS_EXCESS_OWN_TURN',   'enum', 'end-of-turn', 'end-of-turn|at-once',
   'A card beyond PROGRESS_HAND_LIMIT drawn during the owner''s own turn. end-of-turn: he may keep it and play cards; at the end of his turn he puts cards of his choice under their decks until he is at the limit. at-once: as outside his turn, he puts one under its deck immediately.',
   '000 speaks only of a card drawn outside your turn; board.md §2.9, §5 U6 [reconstructed]'),
  ('cities', 'COMMODITY_SHORTAGE',         'enum', 'as-resources', 'as-resources|unlimited',
   'What happens when the 12 cards of a commodity cannot pay everyone. as-resources: the base game''s resource shortage rule applies to that commodity. unlimited: commodities never run out.',
   'board.md §2.4 (ambiguous; suggestion there)'),
  -- Seafarers
  ('cities', 'SEAFARERS_COMBINATION',      'bool', '0',        NULL,
   'Playing Cities & Knights together with Seafarers (needs the Seafarers rules). 1: knights may move along ships, block ship routes and chase the pirate; the scenario''s victory target rises by 2; a city on gold gives no commodities; the merchant may not stand beside gold; the pirate, like the robber, stays out until the first attack. 0: no Seafarers.',
   '000 ("Steden & Ridders combineren met De Zeevaarders"); 001')
;

-- ---------------------------------------------------------------------------
-- The first game's island (CK_BOARD_SETUP=first-game). 000, "Het eerste
-- potje": "Bouw het speelveld op volgens de startopstelling uit het
-- regelboek. Die opstelling zorgt dat er genoeg grondstoffen beschikbaar
-- zijn. Vooral aan graan is dan geen gebrek." "Zet de havens rond het
-- speelveld zoals bij het basisspel." The rulebook's picture is not at
-- hand (board.md §5 U3): these rows are a reconstruction to the text
-- [reconstructed]: the base game's 19 terrains and 18 tokens, the desert
-- in the middle, the fields on 6, 8, 9 and 4 (17 of the 58 chances a roll
-- produces, more than any other terrain), each commodity's terrain on a 6
-- or 8 once (mountains 8, pasture 6), no 6 or 8 beside another. Hexes are
-- numbered as board-map.sql numbers them. The starting pieces are not part
-- of it: "Opbouwfase" has each player place a settlement, then a city, in
-- the set-up rounds. Fix the rows here from the picture when one is at
-- hand.
-- ---------------------------------------------------------------------------

INSERT INTO board_layout (layout, hex, terrain, number) VALUES
  ('first-game',  1, 'forest',     9), ('first-game',  2, 'fields',     6), ('first-game',  3, 'pasture',   10),
  ('first-game',  4, 'hills',      4), ('first-game',  5, 'fields',     9), ('first-game',  6, 'mountains',  5),
  ('first-game',  7, 'forest',     5),
  ('first-game',  8, 'mountains',  8), ('first-game',  9, 'pasture',    3), ('first-game', 10, 'desert', NULL),
  ('first-game', 11, 'forest',    11), ('first-game', 12, 'fields',     8),
  ('first-game', 13, 'fields',     4), ('first-game', 14, 'forest',     2), ('first-game', 15, 'hills',      3),
  ('first-game', 16, 'mountains', 10),
  ('first-game', 17, 'hills',     11), ('first-game', 18, 'pasture',    6), ('first-game', 19, 'pasture',   12);

-- ---------------------------------------------------------------------------
-- Expected totals (check after loading):
--   progress cards in set cities, sum(count)      54
--     science  (Wetenschap, green)                18  in 10 rows
--     politics (Politiek, blue)                   18  in  9 rows
--     trade    (Handel, yellow)                   18  in  6 rows
--   card rows 25; cards with vp 1: Printer, Constitution
--   card_cost rows 0, rule_option rows in cities 14, board_layout rows of
--   first-game 19
-- ---------------------------------------------------------------------------
