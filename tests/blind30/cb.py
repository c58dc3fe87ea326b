"""Case-building helpers shared by the cases_* modules."""
from gen_lib import say, think, sh, read, edit, write, grep, human, notice, api_error, cut  # noqa: F401


def C(slug, fmt, mode, prompt, steps, why, near="", **kw):
    d = {"slug": slug, "format": fmt, "mode": mode, "prompt": prompt, "steps": steps, "why": why, "near_miss": near}
    if fmt == "claude-transcript" and "opening" not in kw:
        first = prompt.strip().split("\n")[0].lstrip("# ")
        kw["opening"] = "can you pick up " + first.split(":")[0] + "? ticket text below\n\n" + prompt.strip()
    if fmt in ("osmia", "claude") and "result" not in kw and mode != "succeeded":
        kw["result"] = {"success": False, "summary": kw.get("summary") or _last_say(steps), "exit_code": 1}
    if mode == "succeeded" and "result" not in kw and fmt in ("osmia", "claude"):
        kw["result"] = {"success": True, "summary": kw.get("summary") or _last_say(steps), "exit_code": 0}
    if "summary" not in kw:
        kw["summary"] = _last_say(steps)
    d.update(kw)
    return d


def _last_say(steps):
    for s in reversed(steps):
        if s["k"] == "say":
            return s["text"]
    return ""


def git_status(files):
    return sh("git status --short", "\n".join(" M " + f for f in files))


def ls(out):
    return sh("ls", out)


def diffstat(files, total_ins=None):
    lines = [" %s | %d %s" % (f, 3 + (len(f) * 7) % 40, "+" * 6 + "-" * 2) for f in files]
    return sh("git diff --stat", "\n".join(lines) + "\n %d files changed, %d insertions(+), %d deletions(-)" %
              (len(files), total_ins or 12 * len(files), 4 * len(files)))
