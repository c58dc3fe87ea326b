#!/usr/bin/env python3
"""Vendor one run: copy a capture (or a contiguous line slice) into runs/<id>/ and add a PROVENANCE row.
usage: vendor.py --id ID --src FILE --repo R --path P --commit C --licence L --engine E --state S --prompt-file F [--lines A:B]
"""
import argparse, json, os, shutil
ap = argparse.ArgumentParser()
for a in ("id", "src", "repo", "path", "commit", "licence", "engine", "state", "prompt_file"):
    ap.add_argument("--" + a.replace("_", "-"), required=True)
ap.add_argument("--lines", default=None)
ap.add_argument("--url", default=None)
a = ap.parse_args()
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = os.path.join(root, "runs", a.id)
os.makedirs(d, exist_ok=True)
data = open(a.src, "rb").read()
if a.lines:
    s, e = (int(x) for x in a.lines.split(":"))
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines = lines[:-1]
    data = b"\n".join(lines[s - 1:e]) + b"\n"
open(os.path.join(d, "events.ndjson"), "wb").write(data)
json.dump({"id": a.id, "state": a.state, "engine": a.engine}, open(os.path.join(d, "taskrun.json"), "w"))
shutil.copyfile(a.prompt_file, os.path.join(d, "prompt.md"))
url = a.url or f"https://github.com/{a.repo}/blob/{a.commit}/{a.path.split(' (')[0]}"
prov = os.path.join(root, "PROVENANCE.tsv")
rows = [l for l in open(prov).read().splitlines() if l and not l.startswith(a.id + "\t")]
rows.append("\t".join([a.id, a.repo, a.path + (f" (lines {a.lines.replace(':', '-')})" if a.lines else ""), a.commit, a.licence, url]))
open(prov, "w").write("\n".join(rows) + "\n")
print("vendored", a.id, len(data), "bytes")
