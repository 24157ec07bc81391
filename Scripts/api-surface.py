#!/usr/bin/env python3
"""The public API surface of a module, from its symbol graphs, and the comparison of two surfaces.

    api-surface.py list SYMBOLGRAPH_DIR MODULE >SURFACE
    api-surface.py compare BASELINE_SURFACE CURRENT_SURFACE

`list` reads MODULE.symbols.json and every MODULE@OTHER.symbols.json (the module's extensions of
other modules' types) that `swift-symbolgraph-extract -minimum-access-level public` wrote, and
prints one line per public symbol, sorted: its USR, kind, path (`Type.member(label:)`) and
`deprecated` or `-`, separated by tabs.

`compare` prints every symbol of the baseline surface that the current one lacks (removed,
renamed without a forwarder, narrowed to `package` or `internal`, or a signature changed, which
changes the USR) as `removed: PATH (KIND)`, and after it `deprecated in the baseline` when the
baseline release had already deprecated it (the only removal a release may make). Exit 0 when
none is missing, 1 when any is, 2 on unreadable input.
"""

import glob
import json
import os
import sys


def surface(directory, module):
    paths = [os.path.join(directory, f"{module}.symbols.json")]
    paths += sorted(glob.glob(os.path.join(directory, f"{module}@*.symbols.json")))
    if not os.path.isfile(paths[0]):
        raise SystemExit(f"api-surface: no symbol graph of {module} in {directory}")
    rows = {}
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            usr = symbol["identifier"]["precise"]
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            name = ".".join(symbol.get("pathComponents", []))
            deprecated = any(
                entry.get("isUnconditionallyDeprecated") or "deprecated" in entry
                for entry in symbol.get("availability", [])
            )
            rows[usr] = (kind, name, "deprecated" if deprecated else "-")
    return rows


def read_surface(path):
    rows = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 4:
                raise SystemExit(f"api-surface: {path}: a line is not USR, kind, path, deprecation")
            rows[parts[0]] = tuple(parts[1:])
    return rows


def main(argv):
    if len(argv) == 4 and argv[1] == "list":
        for usr, (kind, name, deprecated) in sorted(
            surface(argv[2], argv[3]).items(), key=lambda item: (item[1][1], item[0])
        ):
            print(f"{usr}\t{kind}\t{name}\t{deprecated}")
        return 0
    if len(argv) == 4 and argv[1] == "compare":
        baseline, current = read_surface(argv[2]), read_surface(argv[3])
        missing = [
            (name, kind, deprecated)
            for usr, (kind, name, deprecated) in baseline.items()
            if usr not in current
        ]
        for name, kind, deprecated in sorted(missing):
            note = " (deprecated in the baseline)" if deprecated == "deprecated" else ""
            print(f"removed: {name} ({kind}){note}")
        return 1 if missing else 0
    print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
    return 2


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except (OSError, ValueError, KeyError) as error:
        print(f"api-surface: {error}", file=sys.stderr)
        sys.exit(2)
