"""Writes cldr-plurals.json: the CLDR plural category of every whole number 0…200, and of numbers
written with a fraction (`1.0`, `2.5`, `21.50`, `0.125`: the digits shown count), in each of the
13 languages, as PyPI's `babel` (an independent implementation of CLDR's rules) computes it.
PluralRulesTests compares each language's `pluralCategory` with it, never with its own code.

    python3 -m venv /tmp/babel && /tmp/babel/bin/pip install babel
    /tmp/babel/bin/python Tests/HabitCoreTests/Fixtures/cldr-plurals.py
"""
import json
from decimal import Decimal
from pathlib import Path

import babel
from babel import Locale

LANGUAGES = ["en", "ru", "de", "es", "fr", "pt-BR", "it", "pl", "uk", "tr", "ja", "zh-Hans", "ar"]

# Whole parts where the rules turn (0, 1, 2, the teens, 21, 100s, millions) with fractions of
# one to three digits, trailing zeros included.
DECIMALS = [f"{whole}.{fraction}" for whole in (0, 1, 2, 3, 4, 5, 10, 11, 12, 14, 21, 22, 25, 100, 101, 102, 103, 111, 1000000)
            for fraction in ("0", "00", "1", "5", "25", "50", "125")]


def categories(language, numbers):
    rule = Locale.parse(language.replace("-", "_")).plural_form
    return [rule(number) for number in numbers]


whole = {language: categories(language, range(201)) for language in LANGUAGES}
decimal = {language: categories(language, map(Decimal, DECIMALS)) for language in LANGUAGES}
out = Path(__file__).with_name("cldr-plurals.json")
# One line per language, so a change in a rule reads as a change of one line.
lines = lambda table: ",\n".join(f'  "{language}": {json.dumps(table[language])}' for language in LANGUAGES)
out.write_text('{"babel": ' + json.dumps(babel.__version__) + ', "categories": {\n' + lines(whole) + "\n},\n"
               + '"decimals": ' + json.dumps(DECIMALS) + ', "decimalCategories": {\n' + lines(decimal) + "\n}}\n")
print(f"wrote {out}")
