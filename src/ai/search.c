/*
 * The search player: single-observer information-set Monte-Carlo tree
 * search (SO-ISMCTS: Cowling, Powley, Whitehouse, "Information Set Monte
 * Carlo Tree Search", IEEE TCIAIG 4(2), 2012).
 *
 * The player to move cannot see his opponents' hands nor the order of the
 * stacks, and nobody sees the dice to come. Each iteration of the search
 * therefore begins with a determinisation (game.h): a copy of the match in
 * which all he cannot see is redrawn consistently with all he can, future
 * dice included. One tree serves every determinisation: a node is a
 * sequence of actions from the root, whoever took them, and in each
 * determinisation only the children whose actions are legal there take
 * part. Selection is UCB1 over those available children, each child's
 * count of availabilities standing for the parent's visits (the paper's
 * remedy for actions available in few determinisations). A node's reward
 * is counted for the player who took its action, so that every player in
 * the tree picks what is best for himself: the same code plays a duel and
 * a table of four.
 *
 * The tree grows where greedy looks first: a node adds a child only while
 * it has fewer than about the square root of its visits (progressive
 * widening), and the child it adds is the untried action greedy would
 * take. The card games offer dozens of actions at once, most of them
 * trades; a small budget spread over all of them learns nothing.
 *
 * The default policy, which plays an iteration on from the new node, is
 * greedy-ish rather than uniform: it draws a few of the legal actions and
 * takes the one whose result the mover's evaluate() likes best. Uniform
 * playouts in the card games spend whole turns on trade offers that a
 * player would never make, and say little about who is ahead. A playout
 * stops at the end of the match or after SEARCH_PLAYOUT_TURNS turns: a
 * finished match scores 1 for the winner and 0 for the others, a stopped
 * one what each player gained on his best opponent since the root, in
 * victory points (evaluate()'s unit: about 100 each), squashed into 0..1
 * by a logistic curve. Short playouts scored by the evaluation play better
 * than long ones at the same cost: a principality match lasts eighty
 * turns, and the noise of eighty turns of quick play drowns the action.
 *
 * Budgets: a number of playouts (deterministic: the same seed and budget
 * give the same choice, on any machine, at any load) or a time. A time
 * budget is kept on the monotonic clock, and no iteration starts that the
 * longest iteration so far would carry past it. A decision with one legal
 * action costs no search at all.
 *
 * Choosing allocates nothing: struct ai_search holds the tree's nodes and
 * every copy of the match it works on, allocated once by ai_search_new
 * (and, for a search on several threads, a tree for each thread, made the
 * first time so many are asked for).
 */
#include "ai/ai.h"

#include <float.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Turns a playout plays beyond the root's turn before it is scored. */
#define SEARCH_PLAYOUT_TURNS 4
/* Actions of one playout at most, whatever the turns: a game whose turns
 * run long (a random trader's) still stops. */
#define SEARCH_PLAYOUT_ACTIONS 600
/* Actions the default policy draws and compares at each step. */
#define SEARCH_POLICY_SAMPLES 4
/* Progressive widening (Coulom, "Computing Elo Ratings of Move Patterns in
 * the Game of Go", 2007; Chaslot et al., 2008): a node takes a new child
 * only while it has fewer than this times the square root of its visits.
 * The card games offer dozens of actions at once, mostly trades; a budget
 * of a few hundred playouts spread over all of them learns nothing about
 * any, spread over the few best by greedy's measure it tells them apart. */
#define SEARCH_WIDENING 1.0
/* UCB1's exploration constant, for rewards in 0..1. */
#define SEARCH_EXPLORATION 0.7
/* The lead, in evaluate()'s unit, that a stopped playout scores as
 * 1 / (1 + e^-1), about 73 % of a win: one victory point. */
#define SEARCH_LEAD_SCALE 100.0
/* The lead that a stopped playout of two players counts as a chance to win
 * of 1 / (1 + e^-1), about 73 %, for the estimates people read (hint): two
 * victory points. Among more players each one's chance is his share of
 * e^(value / scale) (a softmax, the same curve for two), so that players
 * level have one chance in n each, as at a fair table. The search itself
 * steers by the gain (SEARCH_LEAD_SCALE). */
#define SEARCH_CHANCE_SCALE 200.0
/* Nodes of one tree: when they run out, the tree stops growing and the
 * iterations go on from its leaves. */
#define SEARCH_MAX_NODES (1u << 18)
/* Slots of the table that finds a legal action among a node's children:
 * a power of two above GAME_MAX_ACTIONS. */
#define SEARCH_SLOTS 2048u
#define SEARCH_NONE UINT32_MAX

struct node {
	struct action action;    /* taken from the parent's position */
	int8_t player;           /* who took it */
	uint32_t child;          /* first child, or SEARCH_NONE */
	uint32_t sibling;        /* next child of the parent, or SEARCH_NONE */
	uint32_t visits;
	uint32_t avail;          /* iterations in which the parent could take it */
	uint32_t children;
	double reward;           /* summed over visits, for player */
	double chance;           /* his estimated chance to win, summed likewise */
};

struct slot {
	uint32_t stamp;          /* the lookup that filled it; older ones are empty */
	uint32_t node;
	uint16_t legal;          /* the action's place in the legal list */
};

/* One searcher: a tree and the copies of the match it works on. A search
 * on several threads (root parallelism) has one each. */
struct tree {
	const struct game_rules *rules;
	int players;
	void *det;               /* the determinised copy an iteration plays on */
	void *probe;             /* the default policy's trials */
	struct action *root_legal;
	size_t root_count;
	struct action *legal;
	struct node *nodes;
	uint32_t node_count;
	uint32_t path[SEARCH_PLAYOUT_ACTIONS + 1];
	struct slot slots[SEARCH_SLOTS];
	uint32_t stamp;
	uint16_t untried[GAME_MAX_ACTIONS];
	long playouts;           /* of the last search */
	double base[GAME_MAX_PLAYERS];   /* each player's lead at the root (score) */
};

struct ai_search {
	const struct game_rules *rules;
	int players;
	struct tree *tree[AI_MAX_THREADS];   /* [0] always, the others once asked for */
	struct ai_search_estimate ranked[GAME_MAX_ACTIONS];
	long playouts;           /* of the last search, on every thread */
};

static void tree_free(struct tree *t)
{
	if (!t)
		return;
	free(t->det);
	free(t->probe);
	free(t->root_legal);
	free(t->legal);
	free(t->nodes);
	free(t);
}

static struct tree *tree_new(const struct game_rules *rules, int players)
{
	struct tree *t = calloc(1, sizeof *t);
	if (!t)
		return NULL;
	t->rules = rules;
	t->players = players;
	t->det = malloc(rules->state_size);
	t->probe = malloc(rules->state_size);
	t->root_legal = malloc(GAME_MAX_ACTIONS * sizeof *t->root_legal);
	t->legal = malloc(GAME_MAX_ACTIONS * sizeof *t->legal);
	t->nodes = malloc(SEARCH_MAX_NODES * sizeof *t->nodes);
	if (!t->det || !t->probe || !t->root_legal || !t->legal || !t->nodes) {
		tree_free(t);
		return NULL;
	}
	return t;
}

struct ai_search *ai_search_new(const struct game_rules *rules, int players)
{
	if (players < 1 || players > GAME_MAX_PLAYERS)
		return NULL;
	struct ai_search *s = calloc(1, sizeof *s);
	if (!s)
		return NULL;
	s->rules = rules;
	s->players = players;
	if (!(s->tree[0] = tree_new(rules, players))) {
		free(s);
		return NULL;
	}
	return s;
}

void ai_search_free(struct ai_search *s)
{
	if (!s)
		return;
	for (int k = 0; k < AI_MAX_THREADS; k++)
		tree_free(s->tree[k]);
	free(s);
}

long ai_search_playouts(const struct ai_search *s)
{
	return s->playouts;
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static bool same_action(const struct action *a, const struct action *b)
{
	return memcmp(a, b, sizeof *a) == 0;
}

static uint32_t action_hash(const struct action *a)
{
	uint32_t h = 2166136261u ^ a->kind;
	for (int i = 0; i < GAME_ACTION_ARGS; i++)
		h = (h ^ (uint16_t)a->arg[i]) * 16777619u;
	return h ^ (h >> 15);
}

/* ---- the default policy ---- */

/* The mover's pick: the best of a few drawn actions by his evaluation,
 * a won match best of all (ai_greedy_score). */
static const struct action *policy_pick(struct tree *s, const void *state, size_t count,
                                        struct rng *rng)
{
	const struct game_rules *rules = s->rules;
	if (count == 1)
		return &s->legal[0];
	int player = rules->current(state);
	size_t draws = count < SEARCH_POLICY_SAMPLES ? count : SEARCH_POLICY_SAMPLES;
	const struct action *best = NULL;
	double best_score = -DBL_MAX;
	for (size_t k = 0; k < draws; k++) {
		/* a partial Fisher-Yates shuffle draws without repeats */
		size_t j = k + (size_t)rng_below(rng, count - k);
		struct action t = s->legal[k];
		s->legal[k] = s->legal[j];
		s->legal[j] = t;
		memcpy(s->probe, state, rules->state_size);
		if (game_apply_listed(rules, s->probe, &s->legal[k]) != 0)
			continue;
		double score = ai_greedy_score(rules, s->probe, player);
		if (!best || score > best_score) {
			best = &s->legal[k];
			best_score = score;
		}
	}
	return best ? best : &s->legal[0];
}

/* Each player's lead over his best opponent, in evaluate()'s unit, from
 * their values (evaluate()) when value is not NULL. */
static void leads(const struct game_rules *rules, const void *state, int players, double *lead,
                  double *value)
{
	double own[GAME_MAX_PLAYERS];
	if (!value)
		value = own;
	for (int p = 0; p < players; p++)
		value[p] = rules->evaluate(state, p);
	for (int p = 0; p < players; p++) {
		double rival = -DBL_MAX;
		for (int q = 0; q < players; q++)
			if (q != p && value[q] > rival)
				rival = value[q];
		lead[p] = value[p] - rival;
	}
}

/* Each player's reward for how the playout left the match: 1 to the
 * winner and 0 to the others, else what each gained on his best opponent
 * since the root (base), squashed into 0..1: one half for a lead kept as
 * it was. Measured from the root, not from nothing, so that a player far
 * ahead (or behind) still tells his good actions from his bad ones: his
 * rewards would all lie near 1 (or 0) else, where UCB sees no difference. */
static void score(const struct game_rules *rules, const void *state, int players,
                  const double *base, double *reward, double *chance)
{
	if (rules->current(state) < 0) {
		int winner = rules->winner(state);
		for (int p = 0; p < players; p++)
			reward[p] = chance[p] = p == winner ? 1.0 : 0.0;
		return;
	}
	double lead[GAME_MAX_PLAYERS], value[GAME_MAX_PLAYERS];
	leads(rules, state, players, lead, value);
	/* the softmax of the values, from the best one down so that no
	 * exponential overflows */
	double best = value[0], sum = 0;
	for (int p = 1; p < players; p++)
		best = value[p] > best ? value[p] : best;
	for (int p = 0; p < players; p++) {
		reward[p] = 1.0 / (1.0 + exp(-(lead[p] - base[p]) / SEARCH_LEAD_SCALE));
		chance[p] = exp((value[p] - best) / SEARCH_CHANCE_SCALE);
		sum += chance[p];
	}
	for (int p = 0; p < players; p++)
		chance[p] /= sum;
}

static void playout(struct tree *s, int start_turn, struct rng *rng)
{
	const struct game_rules *rules = s->rules;
	for (int a = 0; a < SEARCH_PLAYOUT_ACTIONS; a++) {
		if (rules->current(s->det) < 0 || rules->turn(s->det) - start_turn >= SEARCH_PLAYOUT_TURNS)
			return;
		size_t count = rules->legal(s->det, s->legal, GAME_MAX_ACTIONS);
		if (count == 0)
			return;
		const struct action *pick = policy_pick(s, s->det, count, rng);
		if (game_apply_listed(rules, s->det, pick) != 0)
			return;
	}
}

/* ---- the tree ---- */

static uint32_t new_node(struct tree *s, uint32_t parent, const struct action *action,
                         int player)
{
	if (s->node_count >= SEARCH_MAX_NODES)
		return SEARCH_NONE;
	uint32_t id = s->node_count++;
	struct node *n = &s->nodes[id];
	n->action = *action;
	n->player = (int8_t)player;
	n->child = SEARCH_NONE;
	n->children = 0;
	n->visits = 0;
	n->avail = 0;
	n->reward = 0;
	n->chance = 0;
	if (parent != SEARCH_NONE) {
		n->sibling = s->nodes[parent].child;
		s->nodes[parent].child = id;
		s->nodes[parent].children++;
	} else {
		n->sibling = SEARCH_NONE;
	}
	return id;
}

/* The legal actions of the determinised match at node, found among its
 * children: each child available now counts an availability, and the
 * legal actions no child holds yet go to untried. At the root, only what
 * the real match allows is legal (a redraw may offer more, game.h).
 * Returns the number of untried actions; *count is the legal ones. */
static size_t sort_out(struct tree *s, uint32_t node, bool root, size_t *count)
{
	const struct game_rules *rules = s->rules;
	size_t n = rules->legal(s->det, s->legal, GAME_MAX_ACTIONS);
	if (++s->stamp == 0) {
		memset(s->slots, 0, sizeof s->slots);
		s->stamp = 1;
	}
	if (root) {
		/* keep those the real match offers too */
		size_t kept = 0;
		for (size_t i = 0; i < n; i++)
			for (size_t j = 0; j < s->root_count; j++)
				if (same_action(&s->legal[i], &s->root_legal[j])) {
					s->legal[kept++] = s->legal[i];
					break;
				}
		n = kept;
	}
	*count = n;
	/* the legal actions into the table, then the children looked up */
	for (size_t i = 0; i < n; i++) {
		uint32_t h = action_hash(&s->legal[i]) & (SEARCH_SLOTS - 1);
		while (s->slots[h].stamp == s->stamp)
			h = (h + 1) & (SEARCH_SLOTS - 1);
		s->slots[h] = (struct slot){ s->stamp, SEARCH_NONE, (uint16_t)i };
	}
	for (uint32_t c = s->nodes[node].child; c != SEARCH_NONE; c = s->nodes[c].sibling) {
		uint32_t h = action_hash(&s->nodes[c].action) & (SEARCH_SLOTS - 1);
		for (; s->slots[h].stamp == s->stamp; h = (h + 1) & (SEARCH_SLOTS - 1))
			if (same_action(&s->legal[s->slots[h].legal], &s->nodes[c].action)) {
				s->slots[h].node = c;
				s->nodes[c].avail++;
				break;
			}
	}
	size_t untried = 0;
	for (size_t i = 0; i < n; i++) {
		uint32_t h = action_hash(&s->legal[i]) & (SEARCH_SLOTS - 1);
		while (s->slots[h].legal != i || s->slots[h].stamp != s->stamp)
			h = (h + 1) & (SEARCH_SLOTS - 1);
		if (s->slots[h].node == SEARCH_NONE)
			s->untried[untried++] = (uint16_t)i;
	}
	return untried;
}

/* UCB1 over the children of node available in this determinisation (the
 * ones sort_out just found: their slot names them). */
static uint32_t select_child(const struct tree *s, uint32_t node)
{
	uint32_t best = SEARCH_NONE;
	double best_value = -DBL_MAX;
	for (uint32_t c = s->nodes[node].child; c != SEARCH_NONE; c = s->nodes[c].sibling) {
		const struct node *n = &s->nodes[c];
		uint32_t h = action_hash(&n->action) & (SEARCH_SLOTS - 1);
		bool available = false;
		for (; s->slots[h].stamp == s->stamp; h = (h + 1) & (SEARCH_SLOTS - 1))
			if (s->slots[h].node == c) {
				available = true;
				break;
			}
		if (!available)
			continue;
		double value = n->visits == 0
		                   ? DBL_MAX
		                   : n->reward / n->visits +
		                         SEARCH_EXPLORATION * sqrt(log((double)n->avail) / n->visits);
		if (best == SEARCH_NONE || value > best_value) {
			best = c;
			best_value = value;
		}
	}
	return best;
}

/* The untried action to expand: the one greedy would take, its result
 * scored one ply deep for the mover, equals drawn at random. A node with
 * many actions (a principality turn offers dozens of trades) thus tries
 * the promising ones first, and a small budget is never worse spent than
 * on greedy's own choices. */
static const struct action *best_untried(struct tree *s, size_t untried, int mover,
                                         struct rng *rng)
{
	const struct game_rules *rules = s->rules;
	size_t best = untried, ties = 0;
	double best_score = 0;
	for (size_t i = 0; i < untried; i++) {
		const struct action *a = &s->legal[s->untried[i]];
		memcpy(s->probe, s->det, rules->state_size);
		if (game_apply_listed(rules, s->probe, a) != 0)
			continue;
		double value = ai_greedy_score(rules, s->probe, mover);
		if (best == untried || value > best_score) {
			best = i;
			best_score = value;
			ties = 1;
		} else if (value == best_score && rng_below(rng, ++ties) == 0) {
			best = i;
		}
	}
	return &s->legal[s->untried[best == untried ? 0 : best]];
}

/* One iteration: determinise, descend, expand one node, play out, and
 * count the result along the path. */
static void iterate(struct tree *s, const void *state, int me, struct rng *rng)
{
	const struct game_rules *rules = s->rules;
	memcpy(s->det, state, rules->state_size);
	if (rules->determinise)
		rules->determinise(s->det, me, rng);
	uint32_t node = 0;
	int depth = 0;
	s->path[depth++] = node;
	while (rules->current(s->det) >= 0 && depth < SEARCH_PLAYOUT_ACTIONS) {
		size_t count;
		int mover = rules->current(s->det);
		size_t untried = sort_out(s, node, node == 0, &count);
		if (count == 0)
			break;
		if (count == 1 && node != 0) {
			/* a forced action is no choice: the tree passes over it */
			if (game_apply_listed(rules, s->det, &s->legal[0]) != 0)
				break;
			continue;
		}
		uint32_t next;
		/* progressive widening: a node's children grow with the root
		 * of its visits, the most promising tried first */
		bool widen = untried > 0 && s->node_count < SEARCH_MAX_NODES &&
		             (s->nodes[node].children == 0 ||
		              s->nodes[node].children <
		                  SEARCH_WIDENING * sqrt((double)s->nodes[node].visits + 1.0));
		next = widen ? SEARCH_NONE : select_child(s, node);
		/* no child of this node is legal in this determinisation: one
		 * more is, whatever the widening says */
		if (next == SEARCH_NONE && untried > 0 && s->node_count < SEARCH_MAX_NODES)
			widen = true;
		if (!widen)
			untried = 0;
		if (untried > 0) {
			const struct action *a = best_untried(s, untried, mover, rng);
			next = new_node(s, node, a, mover);
			s->nodes[next].avail = 1;
		} else if (next == SEARCH_NONE) {
			break;
		}
		if (game_apply_listed(rules, s->det, &s->nodes[next].action) != 0)
			break;
		node = next;
		s->path[depth++] = node;
		if (untried > 0)
			break;     /* the new node: play out from here */
	}
	playout(s, rules->turn(state), rng);
	double reward[GAME_MAX_PLAYERS], chance[GAME_MAX_PLAYERS];
	score(rules, s->det, s->players, s->base, reward, chance);
	for (int i = 0; i < depth; i++) {
		struct node *n = &s->nodes[s->path[i]];
		n->visits++;
		if (n->player >= 0) {
			n->reward += reward[n->player];
			n->chance += chance[n->player];
		}
	}
}

/* ---- the search ---- */

/* Searches state for its current player within budget. Returns the number
 * of root children, or -1 when nobody decides or nothing is legal; with
 * one legal action, 0 and that action in root_legal[0], at no cost. */
static int search(struct tree *s, const void *state, const struct ai_budget *budget,
                  struct rng *rng)
{
	const struct game_rules *rules = s->rules;
	s->playouts = 0;
	int me = rules->current(state);
	if (me < 0)
		return -1;
	s->root_count = rules->legal(state, s->root_legal, GAME_MAX_ACTIONS);
	if (s->root_count == 0)
		return -1;
	if (s->root_count == 1)
		return 0;
	s->node_count = 0;
	leads(rules, state, s->players, s->base, NULL);
	struct action none;
	memset(&none, 0, sizeof none);
	new_node(s, SEARCH_NONE, &none, -1);
	double start = budget->seconds > 0 ? now() : 0, longest = 0;
	for (;;) {
		if (budget->playouts > 0 && s->playouts >= budget->playouts)
			break;
		double began = 0;
		if (budget->seconds > 0) {
			began = now();
			/* no iteration that the longest so far would carry past the
			 * budget; at least one, when there is any time */
			if (began - start + longest > budget->seconds && s->playouts > 0)
				break;
			if (began - start >= budget->seconds)
				break;
		}
		iterate(s, state, me, rng);
		s->playouts++;
		if (budget->seconds > 0) {
			double took = now() - began;
			longest = took > longest ? took : longest;
		}
		if (budget->playouts <= 0 && budget->seconds <= 0)
			break;
	}
	int children = 0;
	for (uint32_t c = s->nodes[0].child; c != SEARCH_NONE; c = s->nodes[c].sibling)
		children++;
	return children;
}

static int by_visits(const void *a, const void *b)
{
	const struct ai_search_estimate *x = a, *y = b;
	if (x->visits != y->visits)
		return x->visits > y->visits ? -1 : 1;
	if (x->win_rate != y->win_rate)
		return x->win_rate > y->win_rate ? -1 : 1;
	return memcmp(&x->action, &y->action, sizeof x->action);
}

/* One thread's share of a search: its tree, its budget, its generator. */
struct share {
	struct tree *tree;
	const void *state;
	struct ai_budget budget;
	struct rng rng;
	int children;
	pthread_t thread;
	bool started;
};

static void *search_share(void *arg)
{
	struct share *sh = arg;
	sh->children = search(sh->tree, sh->state, &sh->budget, &sh->rng);
	return NULL;
}

/* The threads a search runs on: the budget's, within what was made. */
static int threads_of(struct ai_search *s, const struct ai_budget *budget)
{
	int want = budget->threads < 1 ? 1 : budget->threads > AI_MAX_THREADS ? AI_MAX_THREADS
	                                                                      : budget->threads;
	int made = 1;
	while (made < want && (s->tree[made] || (s->tree[made] = tree_new(s->rules, s->players))))
		made++;
	return made;
}

/* Root parallelism (Chaslot, Winands, van den Herik, "Parallel Monte-Carlo
 * Tree Search", 2008): each thread grows a tree of its own from the same
 * root, with its own determinisations, and the root children's visits and
 * estimates are added up at the end. The threads share nothing while they
 * search, so the search of a budget in playouts stays deterministic: each
 * thread's generator is seeded from the caller's, in thread order, and
 * the playouts are split among them the same way whatever the timing. */
static int search_threads(struct ai_search *s, const void *state, const struct ai_budget *budget,
                          struct rng *rng, int threads)
{
	struct share shares[AI_MAX_THREADS];
	for (int k = 0; k < threads; k++) {
		struct share *sh = &shares[k];
		sh->tree = s->tree[k];
		sh->state = state;
		sh->budget = *budget;
		if (budget->playouts > 0)
			sh->budget.playouts = budget->playouts / threads + (k < budget->playouts % threads);
		rng_seed(&sh->rng, rng_next(rng));
		sh->children = -1;
		sh->started = false;
	}
	for (int k = 1; k < threads; k++)
		shares[k].started = pthread_create(&shares[k].thread, NULL, search_share, &shares[k]) == 0;
	search_share(&shares[0]);
	for (int k = 1; k < threads; k++)
		if (shares[k].started)
			pthread_join(shares[k].thread, NULL);
		else
			search_share(&shares[k]);   /* no thread to be had: this one searches it */
	/* each tree's root children, added up by their place in tree 0's list
	 * of the root's legal actions (every tree made the same list) */
	const struct tree *first = s->tree[0];
	struct ai_search_estimate *all = s->ranked;
	for (size_t j = 0; j < first->root_count; j++)
		all[j] = (struct ai_search_estimate){ first->root_legal[j], 0, 0 };
	s->playouts = 0;
	int children = 0;
	for (int k = 0; k < threads; k++) {
		const struct tree *t = s->tree[k];
		s->playouts += t->playouts;
		if (shares[k].children <= 0)
			continue;
		for (uint32_t c = t->nodes[0].child; c != SEARCH_NONE; c = t->nodes[c].sibling)
			for (size_t j = 0; j < first->root_count; j++)
				if (same_action(&t->nodes[c].action, &first->root_legal[j])) {
					all[j].visits += t->nodes[c].visits;
					all[j].win_rate += t->nodes[c].chance;   /* summed; divided below */
					break;
				}
	}
	size_t n = 0;
	for (size_t j = 0; j < first->root_count; j++)
		if (all[j].visits > 0) {
			all[j].win_rate /= (double)all[j].visits;
			all[n++] = all[j];
			children++;
		}
	return children;
}

/* The root children of tree 0, into s->ranked in the tree's order; their
 * count. */
static int gather_one(struct ai_search *s)
{
	const struct tree *t = s->tree[0];
	struct ai_search_estimate *all = s->ranked;
	int n = 0;
	for (uint32_t c = t->nodes[0].child; c != SEARCH_NONE && n < GAME_MAX_ACTIONS;
	     c = t->nodes[c].sibling) {
		const struct node *node = &t->nodes[c];
		all[n].action = node->action;
		all[n].visits = node->visits;
		all[n].win_rate = node->visits ? node->chance / node->visits : 0;
		n++;
	}
	return n;
}

int ai_search_rank(struct ai_search *s, const void *state, const struct ai_budget *budget,
                   struct rng *rng, struct ai_search_estimate *out, size_t max)
{
	int threads = threads_of(s, budget);
	struct tree *first = s->tree[0];
	/* a decision with one legal action, or none, is no search: no thread
	 * is started for it, nor a generator drawn from */
	s->playouts = 0;
	if (s->rules->current(state) < 0)
		return -1;
	size_t count = s->rules->legal(state, first->root_legal, GAME_MAX_ACTIONS);
	if (count == 0)
		return -1;
	if (count == 1) {
		if (max == 0)
			return 0;
		out[0] = (struct ai_search_estimate){ first->root_legal[0], 0, 1.0 };
		out[0].win_rate = -1;   /* not searched */
		return 1;
	}
	int children;
	if (threads > 1) {
		children = search_threads(s, state, budget, rng, threads);
	} else {
		search(first, state, budget, rng);
		s->playouts = first->playouts;
		children = gather_one(s);
	}
	/* every root child, most visited first */
	qsort(s->ranked, (size_t)children, sizeof s->ranked[0], by_visits);
	size_t k = (size_t)children < max ? (size_t)children : max;
	memcpy(out, s->ranked, k * sizeof s->ranked[0]);
	return (int)k;
}

int ai_search_choose(struct ai_search *s, const void *state, const struct ai_budget *budget,
                     struct rng *rng, struct action *out)
{
	struct ai_search_estimate best;
	if (ai_search_rank(s, state, budget, rng, &best, 1) != 1)
		return -1;
	*out = best.action;
	return 0;
}
