# The principality card game: rules and state machine.
