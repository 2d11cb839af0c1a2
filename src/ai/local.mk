# Computer players.
