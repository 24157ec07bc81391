#!/usr/bin/env python3
"""Finds public top-level names of our modules that SwiftUI or UIKit also use.

Usage: framework-names.py INTERFACE[:INTERFACE...] SOURCE_DIR...

From the frameworks' .swiftinterface files it reads the member types apps write unqualified
(every `associatedtype` and nested `typealias`: a representable's `Context` and `Coordinator`, a
style's `Configuration`, a view's `Body`) and the top-level types (`Transaction`). From the Swift
files under each SOURCE_DIR it reads the public and open type declarations at the top level
(by brace depth, inside `#if` or not). Prints `FILE:LINE:1: error: ...` for each name in both;
prints nothing when there is none. Exits 0 either way: Scripts/check-ios counts the errors.
"""
import os
import re
import sys

DECL = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"((?:public|open|package|internal|private|fileprivate)\s+)?"
    r"(?:(?:final|indirect|nonisolated)\s+)*"
    r"(class|struct|enum|protocol|typealias|actor|associatedtype)\s+(\w+)")


def declarations(text):
    """Yields (line, depth, access, kind, name) of each type declaration, by brace depth."""
    depth = 0
    for number, line in enumerate(text.splitlines(), 1):
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line.strip()).split("//")[0]
        if code.startswith("#"):
            continue
        match = DECL.match(code)
        if match:
            yield number, depth, (match.group(1) or "").strip(), match.group(2), match.group(3)
        depth += code.count("{") - code.count("}")


def main():
    members, top_level = set(), set()
    for path in sys.argv[1].split(":"):
        with open(path, encoding="utf-8") as interface:
            for _, depth, _, kind, name in declarations(interface.read()):
                if depth > 0 and kind in ("associatedtype", "typealias"):
                    members.add(name)
                elif depth == 0 and kind != "associatedtype":
                    top_level.add(name)
    for directory in sys.argv[2:]:
        for root, _, files in sorted(os.walk(directory)):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(root, file)
                with open(path, encoding="utf-8") as source:
                    for line, depth, access, _, name in declarations(source.read()):
                        if depth or access not in ("public", "open"):
                            continue
                        if name in members:
                            what = "a member type SwiftUI or UIKit declare (apps write it unqualified)"
                        elif name in top_level:
                            what = "a top-level type of SwiftUI or UIKit"
                        else:
                            continue
                        print(f"{path}:{line}:1: error: public '{name}' is {what}: rename it")


if __name__ == "__main__":
    main()
