#!/bin/bash
# quick licence + session count for each mirror given
for r in "$@"; do g=/work/.mirror/$r/repo; [ -d $g ] || continue
lic=$(git -C $g ls-tree --name-only HEAD 2>/dev/null | grep -iE '^(LICEN[CS]E|COPYING|UNLICENSE)' | head -1)
first=""; [ -n "$lic" ] && first=$(git -C $g show HEAD:$lic 2>/dev/null | grep -v '^\s*$' | head -1 | cut -c1-60)
pk=$(git -C $g show HEAD:package.json 2>/dev/null | grep -i '"license"' | head -1 | tr -d ' ')
n=$(git -C $g log --all --name-only --format= 2>/dev/null | sort -u | grep -ciE '(\.jsonl$|claude_output|_stream\.log|rollout-)')
echo -e "$r\t[$lic] $first\t$pk\tsessions=$n"
done
