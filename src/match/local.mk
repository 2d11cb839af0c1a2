# Matches: a game's state with its log; replay and resume.
