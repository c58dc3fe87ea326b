#!/bin/bash
# usage: probe.sh gitdir
g=$1
echo "== $g"
lic=$(git -C $g ls-tree --name-only HEAD | grep -iE '^(LICEN[CS]E|COPYING)' | head -3)
echo "licence files: $lic"
for l in $lic; do git -C $g show HEAD:$l | head -3 | tr '\n' ' '; echo; done
git -C $g show HEAD:package.json 2>/dev/null | grep -i '"license"'
git -C $g log --all --name-only --format= | sort -u | grep -iE '(\.jsonl$|claude_output|stream|\.ralph/logs/|rollout-|/logs/)' | head -40
echo "count: $(git -C $g log --all --name-only --format= | sort -u | grep -ciE '(\.jsonl$|claude_output|\.ralph/logs/)')"
