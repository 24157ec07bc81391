"""Checks the instruction counts the measurement article quotes against a run.

Usage: python3 Scripts/check-doc-counts.py ARTICLE CSV...

ARTICLE is Sources/Bench/Bench.docc/HowNavbenchMeasures.md; each CSV is a `navbench run
--metric instructions --format csv` output, as Scripts/check-zero-cost writes them (run by it).
The two tables under "Zero cost: instructions per event" are read: the first gives raw, inline
and strategies per benchmark on iOS 16.4 and 17.5 ("A / B" where the two differ, else one
figure for both) and the ratios; the second one row per benchmark and list of versions. Each
figure must be the count at the smallest size of the run, to the article's rounding (one
decimal, ratios two), or within 0.05% of it (RELATIVE below). Prints the disagreements and exits 1, or one line and exits 0.
"""
import csv
import re
import sys

# A count of thousands of instructions per event moves by about one from run to run (the heap the
# benchmarks before it in the same process leave, and how many warm-up rounds the time budget
# allows): such a figure agrees within 0.05%.
RELATIVE = 0.0005


def load(paths):
    counts = {}  # (benchmark, version, variant) -> (size, value)
    for path in paths:
        with open(path, newline="") as handle:
            for row in csv.DictReader(handle):
                if row.get("metric") != "instructions_per_op" or not row.get("value"):
                    continue
                version = row["os"].split()[-1]
                key = (row["benchmark"], version, row["variant"])
                size, value = int(row["size"]), float(row["value"])
                if key not in counts or size < counts[key][0]:
                    counts[key] = (size, value)
    return {key: value for key, (size, value) in counts.items()}


def numbers(cell):
    """The figures of a cell: `52.1 / 47.1` -> [52.1, 47.1]; `1.08 (inactive)` -> [1.08]."""
    head = cell.split("(")[0]
    return [float(part) for part in re.findall(r"\d+(?:\.\d+)?", head)]


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    article, paths = sys.argv[1], sys.argv[2:]
    counts = load(paths)
    text = open(article, encoding="utf-8").read()
    start = text.find("## Zero cost: instructions per event")
    if start < 0:
        sys.exit(f"{article}: no section 'Zero cost: instructions per event'")
    end = text.find("\n## ", start + 1)
    section = text[start : end if end > 0 else len(text)]
    problems, checked = [], 0

    def compare(benchmark, version, label, quoted, measured, places):
        nonlocal checked
        checked += 1
        if measured is None:
            problems.append(f"{benchmark} iOS {version} {label}: quoted {quoted}, not in the run")
        elif abs(quoted - round(measured, places)) > max(0.6 * 10**-places, RELATIVE * abs(quoted)):
            shown = f"{measured:.{places}f}"
            problems.append(f"{benchmark} iOS {version} {label}: quoted {quoted}, measured {shown}")

    def get(benchmark, version, variant):
        return counts.get((benchmark, version, variant))

    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not line.startswith("| ") or len(cells) != 6 or "/" not in cells[0]:
            continue
        benchmark = cells[0]
        if re.fullmatch(r"[\d.]+( / [\d.]+)?", cells[1]):  # first table: 16.4 and 17.5
            versions = ["16.4", "17.5"]
            figures = cells[1:4]
            ratios = [(cells[4], "strategies/inline", "inline"), (cells[5], "strategies/raw", "raw")]
        else:  # second table: the versions the row names
            versions = re.findall(r"\d+\.\d+", cells[1].split("(")[0])
            figures = cells[2:5]
            ratios = [(cells[5], "strategies/inline", "inline")]
        for variant, cell in zip(["raw", "inline", "strategies"], figures):
            quoted = numbers(cell)
            if len(quoted) == 1:
                quoted = quoted * len(versions)
            for version, figure in zip(versions, quoted):
                compare(benchmark, version, variant, figure, get(benchmark, version, variant), 1)
        for cell, label, control in ratios:
            quoted = numbers(cell)
            only = re.search(r"inactive on (\d+\.\d+)", cell)
            row_versions = [only.group(1)] if only else versions
            if len(quoted) == 1:
                quoted = quoted * len(row_versions)
            for version, figure in zip(row_versions, quoted):
                strategies = get(benchmark, version, "strategies")
                base = get(benchmark, version, control)
                ratio = strategies / base if strategies and base else None
                compare(benchmark, version, label, figure, ratio, 2)
    if checked == 0:
        sys.exit(f"{article}: no figure found in its zero-cost tables")
    if problems:
        print(f"{article} disagrees with the run in {len(problems)} of {checked} figures:")
        for problem in problems:
            print("  " + problem)
        sys.exit(1)
    print(f"OK: the {checked} figures of the measurement article's zero-cost tables agree with the run")


main()
