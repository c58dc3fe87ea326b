#!/usr/bin/env python3
"""List ralph-tui iteration logs in a mirror (all history) with Status, Agent, and the final result line."""
import subprocess, sys, json, re
m = sys.argv[1]
def git(*a): return subprocess.run(["git","-C",m,*a],capture_output=True).stdout
paths = sorted(set(p for p in git("log","--all","--name-only","--format=").decode(errors="replace").splitlines() if "ralph-tui/iterations/" in p))
for p in paths:
    c = git("log","--all","--format=%H","-1","--",p).decode().strip()
    # find a commit where the blob exists
    for cc in git("log","--all","--format=%H","--",p).decode().split():
        b = git("show",f"{cc}:{p}")
        if b: c=cc; break
    else:
        print("ABSENT", p); continue
    t = b.decode(errors="replace")
    st = re.search(r"\*\*Status\*\*: (\S+)", t); ag = re.search(r"\*\*Agent\*\*: (\S+)", t)
    lines = t.split("\n")
    try: k = lines.index("--- RAW OUTPUT ---")
    except ValueError: k = -1
    res = ""
    for l in reversed(lines):
        if l.startswith('{"type":"result"'):
            try:
                j = json.loads(l); res = f'is_error={j.get("is_error")} sub={j.get("subtype")} turns={j.get("num_turns")} r={str(j.get("result"))[:120]!r}'
            except Exception: res = "unparsable result"
            break
    print(f"{st.group(1) if st else '?':10} {ag.group(1) if ag else '?':8} {len(lines):5} raw@{k+1} {c[:10]} {p.split('/')[-1]} | {res}")
