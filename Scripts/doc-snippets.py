#!/usr/bin/env python3
"""Extracts the Swift code blocks of README.md and the DocC articles, to be compiled.

Usage: doc-snippets.py PLATFORM OUTDIR

PLATFORM is `linux` or `ios`. A block is for iOS when the line before its opening fence is
`<!-- snippet: ios -->` (it uses SwiftUI or UIKit: Scripts/check-ios compiles it against the
iOS SDK); every other block is for Linux (Scripts/check-doc-snippets compiles it against the
package's debug build). A block whose names come from the text around it (a `strategies` the
article resolved earlier, a view's `model`) names a prelude on its marker,
`<!-- snippet: linux, prelude: strategies -->`: the Swift file
Scripts/doc-snippets/<prelude>.swift is compiled in front of it, so the block itself is what the
reader sees. Several preludes are separated by spaces; the prelude `above` stands for the
document's earlier blocks of the same platform (with their preludes), for a block that goes on
from them. The marker may also be the line before a test's `<!-- example: NAME -->`. Each block becomes OUTDIR/<document>-<line>/snippet.swift (prelude, then block, in
one file compiled as top-level code); prints each directory with the document and line.
"""
import glob
import os
import re
import sys

MARKER = re.compile(r"<!--\s*snippet:\s*(linux|ios)\s*(?:,\s*prelude:\s*([\w\s-]+?)\s*)?-->")


def documents(root):
    yield "README.md"
    yield from sorted(
        os.path.relpath(path, root) for path in glob.glob(os.path.join(root, "Sources/*/*.docc/*.md")))


def blocks(text):
    """Yields (line, platform, prelude, code) of each ```swift block."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            start = index
            # The marker is the line before the fence, or the one before an `<!-- example: -->`.
            match = next(
                (MARKER.fullmatch(lines[i].strip()) for i in (index - 1, index - 2)
                 if i >= 0 and MARKER.fullmatch(lines[i].strip())), None)
            index += 1
            body = []
            while index < len(lines) and lines[index].strip() != "```":
                body.append(lines[index])
                index += 1
            platform = match.group(1) if match else "linux"
            prelude = match.group(2) if match else None
            yield start + 1, platform, prelude, "\n".join(body) + "\n"
        index += 1


def main():
    platform, outdir = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    for document in documents(root):
        with open(os.path.join(root, document), encoding="utf-8") as file:
            text = file.read()
        earlier_preludes, earlier_code = [], []
        for line, kind, prelude, code in blocks(text):
            if kind != platform:
                continue
            name = re.sub(r"[^A-Za-z0-9]+", "-", os.path.splitext(document)[0]).strip("-")
            directory = os.path.join(outdir, f"{name}-{line}")
            os.makedirs(directory, exist_ok=True)
            names, above = [], []
            for prelude_name in (prelude or "").split():
                if prelude_name == "above":
                    names += [n for n in earlier_preludes if n not in names]
                    above = list(earlier_code)
                elif prelude_name not in names:
                    names.append(prelude_name)
            parts = []
            for prelude_name in names:
                with open(os.path.join(root, "Scripts/doc-snippets", prelude_name + ".swift"),
                          encoding="utf-8") as file:
                    parts.append(file.read())
            earlier_preludes += [n for n in names if n not in earlier_preludes]
            block = f"// {document}:{line}\n" + code
            earlier_code.append(block)
            parts += above
            parts.append(block)
            with open(os.path.join(directory, "snippet.swift"), "w", encoding="utf-8") as file:
                file.write("\n".join(parts))
            print(f"{directory}\t{document}:{line}")


if __name__ == "__main__":
    main()
