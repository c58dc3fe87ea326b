#!/bin/bash
# usage: probe.sh owner+name ; prints licence at HEAD and session-like files in all history
g=/work/.mirror/$1/repo
[ -d "$g" ] || { echo "$1: no mirror"; exit; }
lic=$(git --git-dir=$g ls-tree --name-only HEAD | grep -iE '^(LICEN[CS]E|COPYING|UNLICENSE)' | head -3 | tr '\n' ' ')
first=""
for f in $lic; do first=$(git --git-dir=$g show HEAD:$f 2>/dev/null | head -3 | tr '\n' ' ' | cut -c1-80); break; done
n=$(git --git-dir=$g log --all --name-only --format= 2>/dev/null | sort -u | grep -E '\.jsonl$|claude_output|_stream\.log|rollout-|codex\.log|execution-output|\.ndjson$' | wc -l)
echo "== $1 | lic: ${lic:-NONE} | $first | sessionfiles: $n"
git --git-dir=$g log --all --name-only --format= 2>/dev/null | sort -u | grep -E '\.jsonl$|claude_output|_stream\.log|rollout-|codex\.log|execution-output|\.ndjson$' | head -${2:-15}
