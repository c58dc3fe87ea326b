"""Tiny helper to declare cases compactly."""
from gen_lib import *  # noqa: F401,F403


def C(slug, ticket, prompt, mode, why, steps, near_miss="", end=None, fmt=None, summary=None, **kw):
    d = {"slug": slug, "ticket": ticket, "prompt": prompt, "mode": mode, "why": why, "steps": steps,
         "near_miss": near_miss, "fmt": fmt}
    if end is None:
        end = {"kind": "result", "is_error": False, "text": summary or "Done."}
    d["end"] = end
    if summary is not None:
        d["summary"] = summary
    d.update(kw)
    return d


def claim(text):
    """agent's final claim; failed run whose stream ends in a normal result."""
    return {"kind": "result", "is_error": False, "text": text}


def err_end(text, subtype="error_during_execution"):
    return {"kind": "result", "is_error": True, "text": text, "subtype": subtype, "success": False}


def limit(text):
    return {"kind": "limit", "text": text}


def cut():
    return {"kind": "none"}
