dist_man_MANS += man/catan.6 man/catan-cards.5
