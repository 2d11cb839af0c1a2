# The effect language: lexer, parser, compiler, interpreter.
