"""Writes cldr-plurals.json: the CLDR plural category of every whole number 0…200 in each of the
13 languages, as PyPI's `babel` (an independent implementation of CLDR's rules) computes it.
PluralRulesTests compares each language's `pluralCategory` with it, never with its own code.

    python3 -m venv /tmp/babel && /tmp/babel/bin/pip install babel
    /tmp/babel/bin/python Tests/HabitCoreTests/Fixtures/cldr-plurals.py
"""
import json
from pathlib import Path

import babel
from babel import Locale

LANGUAGES = ["en", "ru", "de", "es", "fr", "pt-BR", "it", "pl", "uk", "tr", "ja", "zh-Hans", "ar"]

document = {"babel": babel.__version__, "categories": {
    language: [Locale.parse(language.replace("-", "_")).plural_form(n) for n in range(201)] for language in LANGUAGES
}}
out = Path(__file__).with_name("cldr-plurals.json")
# One line per language, so a change in a rule reads as a change of one line.
lines = [f'  "{language}": {json.dumps(document["categories"][language])}' for language in LANGUAGES]
out.write_text('{"babel": ' + json.dumps(document["babel"]) + ', "categories": {\n' + ",\n".join(lines) + "\n}}\n")
print(f"wrote {out}")
