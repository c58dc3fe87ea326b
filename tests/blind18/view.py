"""Compact viewer: python3 view.py <run-id-substring>  (marks evidence lines with *)"""
import json, sys, glob, os
HERE = os.path.dirname(os.path.abspath(__file__))
for d in sorted(glob.glob(os.path.join(HERE, "runs", "*%s*" % sys.argv[1]))):
    rid = os.path.basename(d)
    lab = open(os.path.join(HERE, "labels", rid + ".yaml")).read()
    ev = [int(x) for x in lab.split("evidence_lines: [")[1].split("]")[0].split(",") if x.strip()]
    print("=" * 30, rid); print(lab)
    for i, l in enumerate(open(os.path.join(d, "events.ndjson")), 1):
        mark = "*" if i in ev else " "
        try:
            o = json.loads(l)
        except Exception:
            print("%s%3d TEXT %s" % (mark, i, l.strip()[:160])); continue
        t = o.get("type")
        desc = ""
        msg = o.get("message")
        if isinstance(msg, dict) and isinstance(msg.get("content"), list):
            for b in msg["content"]:
                if b["type"] == "tool_use": desc += "TOOL %s %s" % (b["name"], json.dumps(b["input"])[:140])
                elif b["type"] == "tool_result": desc += "RES%s %s" % ("!" if b.get("is_error") else "", str(b["content"])[:140])
                elif b["type"] == "text": desc += "TEXT " + b["text"][:140]
                elif b["type"] == "thinking": desc += "THINK " + b["thinking"][:140]
        elif isinstance(msg, dict):
            desc = "USER " + str(msg.get("content"))[:100]
        elif t == "item.completed" or t == "item.started":
            it = o["item"]; desc = "%s %s %s" % (t, it["type"], (it.get("command") or it.get("text") or json.dumps(it.get("changes") or it.get("items")))[:110])
            if it.get("aggregated_output"): desc += " => " + it["aggregated_output"][:80]
        elif t in ("tool_use",): desc = "TOOL %s %s" % (o["tool"], json.dumps(o["args"])[:140])
        elif t == "content": desc = "%s %s" % (o["role"], str(o.get("content"))[:140])
        elif t == "result": desc = "RESULT %s" % {k: o.get(k) for k in ("subtype", "is_error", "success", "summary", "result") if k in o}
        else: desc = t + " " + json.dumps(o)[:100]
        print("%s%3d %s" % (mark, i, desc.replace("\n", " | ")))
