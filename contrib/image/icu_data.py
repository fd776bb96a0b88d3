"""Reads and filters an ICU common data package (.dat), the format of the `icudt76_dat` blob the
Swift toolchain's static Foundation links (ICU's own icupkg from Debian is older and refuses it).

    python3 icu_data.py list FILE                       items with their sizes, largest first
    python3 icu_data.py filter IN OUT                   drops what Habits never asks ICU for

Layout: a data header (its size in the first two bytes), then the table of contents: a count and,
per item, the offsets of its name and of its data (from the start of the table), the names, and
the items, each aligned to 16 bytes and sorted by name (ICU finds them by binary search).
"""
from __future__ import annotations

import re
import struct
import sys

# What goes: charset converters (Habits reads and writes UTF-8 only), display names of
# currencies, languages, regions, units and zones, rule-based number spelling, transliteration,
# break iteration, collation, Unicode character names, stringprep and confusables, and the locale
# data of every locale but root, English and the 13 languages' own. What stays is what Habits asks
# Foundation for: case and accent folding (properties, normalization), time zones (zoneinfo64,
# metaZones, windowsZones), numbers and locale fallback (likelySubtags, supplementalData, plurals).
# Habits writes its dates and numbers itself (the copy catalogue) and instants with Foundation's
# pure-Swift ISO 8601 style (`Clock.iso`), never with DateFormatter.
KEPT_LOCALES = {"root", "en", "en_001", "en_US_POSIX", "ru", "de", "es", "fr", "pt", "it", "pl", "uk", "tr", "ja",
                "zh", "zh_Hans", "zh_Hant", "ar"}
DROPPED = re.compile(r"\.(cnv|spp|cfu)$|/(curr|lang|region|unit|zone|rbnf|translit|coll|brkitr)/|/unames\.icu$")
LOCALE = re.compile(r"^icudt\d+l/((?:[a-z]{2,3}|root)(?:_[A-Za-z0-9_]+)?)\.res$")


def dropped(name: str) -> bool:
    locale = LOCALE.match(name)
    is_locale = locale is not None and not name.endswith("/res_index.res")
    return bool(DROPPED.search(name)) or (is_locale and locale.group(1) not in KEPT_LOCALES)


def read(data: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    header_size = struct.unpack_from("<H", data, 0)[0]
    assert data[2:4] == b"\xda\x27", "not ICU data"
    toc = header_size
    count = struct.unpack_from("<I", data, toc)[0]
    entries = [struct.unpack_from("<II", data, toc + 4 + 8 * i) for i in range(count)]
    items = []
    for index, (name_offset, data_offset) in enumerate(entries):
        name = data[toc + name_offset:data.index(b"\0", toc + name_offset)].decode()
        end = entries[index + 1][1] if index + 1 < count else len(data) - toc
        items.append((name, data[toc + data_offset:toc + end]))
    return data[:header_size], items


def write(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    names = b"".join(name.encode() + b"\0" for name, _ in items)
    table_size = 4 + 8 * len(items)
    first_item = -(-(table_size + len(names)) // 16) * 16
    name_offsets, offset = [], table_size
    for name, _ in items:
        name_offsets.append(offset)
        offset += len(name) + 1
    body, data_offsets = b"", []
    for _, item in items:
        data_offsets.append(first_item + len(body))
        body += item + b"\0" * (-len(item) % 16)
    table = struct.pack("<I", len(items)) + b"".join(struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets))
    return header + table + names + b"\0" * (first_item - table_size - len(names)) + body


def main() -> None:
    command, source = sys.argv[1], sys.argv[2]
    header, items = read(open(source, "rb").read())
    if command == "list":
        for name, item in sorted(items, key=lambda pair: -len(pair[1])):
            print(f"{len(item):>10} {name}")
    elif command == "filter":
        kept = [(name, item) for name, item in items if not dropped(name)]
        out = write(header, kept)
        open(sys.argv[3], "wb").write(out)
        print(f"ICU data: {len(kept)} of {len(items)} items, {len(out) // 1000} kB", file=sys.stderr)


if __name__ == "__main__":
    main()
