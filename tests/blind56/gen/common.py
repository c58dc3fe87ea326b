from fw import *  # noqa
from jvm import *  # noqa


def R(id, fmt, mode, why, ticket, title, prompt, steps, nm="", end=None, state=None, result=None, watchdog=None,
      files=1, cost=0.31, tokens=128000, start="2026-11-24T09:00:00Z", **kw):
    if state is None:
        state = "Succeeded" if mode == "succeeded" else "Failed"
    if result is None and watchdog is None:
        if mode == "succeeded":
            result = {"success": True, "summary": (end or {}).get("text", "Done; all checks green.")[:400], "exit_code": 0}
        else:
            result = {"success": False, "summary": (end or {}).get("text", "")[:400], "exit_code": 1}
    if result == "none":
        result = None
    r = dict(id=id, fmt=fmt, mode=mode, near_miss=nm, why=why, ticket=ticket, title=title, prompt=prompt,
             steps=steps, end=end, state=state, result=result, watchdog=watchdog, files_changed=files, cost=cost,
             tokens=tokens, start=start)
    r.update(kw)
    return r


def ok_end(text):
    return {"is_error": False, "text": text}


def err_end(text, subtype="success", ev=False):
    return {"is_error": True, "text": text, "subtype": subtype, "ev": ev}


GRADLE_LS = "README.md\nbuild.gradle.kts\ngradle\ngradle.properties\ngradlew\ngradlew.bat\nsettings.gradle.kts\nsrc"
MAVEN_LS = "Dockerfile\nREADME.md\nmvnw\nmvnw.cmd\npom.xml\nsrc"
SBT_LS = "README.md\nbuild.sbt\nproject\nsrc"
