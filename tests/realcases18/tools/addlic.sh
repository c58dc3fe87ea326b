# usage: addlic.sh owner/name commit licfile "note"
m=/work/.mirror/${1/\//+}/repo
{ echo "## $1"; echo; echo "$4"; echo; echo '```'; git -C $m show $2:$3; echo; echo '```'; echo; } >> /work/realcases18/LICENSES.md
