#!/usr/bin/env python3
"""Generate the w2- blind evaluation set for retriage deterministically, then validate it.
Usage: python3 make_blind.py   (writes runs/ and labels/ next to this file)"""
import hashlib, importlib, json, os, random, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from gen_lib import render, evidence, MODES, FORMATS, sh, say
from pads import P

CASE_MODULES = ["cases_env", "cases_env2", "cases_behaviour", "cases_behaviour2", "cases_other"]
FORBIDDEN_SLUG = re.compile(r"oom|perm|loop|scope|creep|depend|missing|infra|confus|wrong|unknown|misund|flaky|denied|fail|succe|timeout|oscill|limit|error|broken|bad", re.I)

FILES = {"rails": ["app/models/invoice.rb", "app/models/user.rb", "app/controllers/invoices_controller.rb", "config/application.rb", "app/jobs/application_job.rb", "db/schema.rb", "spec/factories/users.rb"],
         "django": ["shop/models.py", "shop/views.py", "shop/tasks.py", "config/settings/base.py", "shop/serializers.py", "shop/admin.py", "requirements.txt"],
         "laravel": ["app/Models/Invoice.php", "app/Models/User.php", "composer.json", "config/services.php", "app/Jobs/SendInvoiceMail.php", "database/seeders/DatabaseSeeder.php"],
         "next": ["app/layout.tsx", "lib/db.ts", "lib/auth.ts", "middleware.ts", "next.config.mjs", "app/api/webhooks/stripe/route.ts", "vitest.config.ts"],
         "phoenix": ["lib/shop/orders.ex", "lib/shop/accounts.ex", "lib/shop_web/router.ex", "config/test.exs", "lib/shop/workers/receipt_mailer.ex", "priv/repo/seeds.exs"],
         "spring": ["build.gradle.kts", "src/main/java/com/acme/billing/invoice/InvoiceService.java", "src/main/java/com/acme/billing/security/SecurityConfig.java", "src/main/java/com/acme/billing/invoice/InvoiceRepository.java", "settings.gradle.kts"],
         "dotnet": ["src/Acme.Web/Data/AppDbContext.cs", "src/Acme.Web/Controllers/OrdersController.cs", "src/Acme.Web/Services/OrderService.cs", "src/Acme.Web/appsettings.json", "tests/Acme.Web.Tests/Acme.Web.Tests.csproj"]}

REPO = {"rails": "acme-shop", "django": "shop", "laravel": "billing", "next": "storefront", "phoenix": "shop", "spring": "billing-service", "dotnet": "acme"}

STUB = {"rb": "# frozen_string_literal: true\n\nclass ApplicationRecord < ActiveRecord::Base\n  primary_abstract_class\nend",
        "py": "from django.db import models\nfrom django.utils import timezone\n\n",
        "php": "<?php\n\nnamespace App;\n\nuse Illuminate\\Support\\Facades\\Log;",
        "ts": "import { z } from \"zod\";\n\nexport const config = {};",
        "tsx": "import type { ReactNode } from \"react\";\n\nexport default function Layout({ children }: { children: ReactNode }) {\n  return <>{children}</>;\n}",
        "mjs": "/** @type {import('next').NextConfig} */\nconst nextConfig = { images: { remotePatterns: [] } };\nexport default nextConfig;",
        "ex": "defmodule Shop.Orders do\n  import Ecto.Query, warn: false\n  alias Shop.Repo",
        "exs": "import Config\n\nconfig :shop, Shop.Repo, pool: Ecto.Adapters.SQL.Sandbox",
        "java": "package com.acme.billing;\n\nimport org.springframework.stereotype.Service;",
        "kts": "plugins {\n    java\n    id(\"org.springframework.boot\") version \"3.2.5\"\n}",
        "cs": "using Microsoft.EntityFrameworkCore;\n\nnamespace Acme.Web.Data;",
        "json": "{\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\" } }\n}",
        "csproj": "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup>\n</Project>",
        "txt": "Django==5.1.3\ncelery==5.4.0\npsycopg2==2.9.9"}

def pad_pool(stack, rng):
    pool = [f() for f in P[stack]]
    rng.shuffle(pool)
    extra = []
    for f in FILES[stack]:
        extra.append(sh(f"git log --oneline -3 -- {f}", "\n".join(f"{hashlib.md5((f+str(i)).encode()).hexdigest()[:7]} {m}" for i, m in enumerate(["chore: tidy", "fix: review comments", "feat: initial version"]))))
        extra.append(sh(f"wc -l {f}", f"{40 + int(hashlib.md5(f.encode()).hexdigest()[:2], 16)} {f}"))
        base = f.rsplit("/", 1)[-1].split(".")[0]
        extra.append(sh(f"grep -n TODO {f} || true", ""))
        extra.append(say(f"Checked {f}; nothing there needs to change for this ticket."))
        extra.append(sh(f"sed -n '1,12p' {f}", STUB.get(f.rsplit(".", 1)[-1], "# " + f)))
        extra.append(sh(f"git blame -L 1,3 {f}", "\n".join(f"{hashlib.md5((f+str(i)).encode()).hexdigest()[:8]} (dev{i} 2025-1{i}-0{i+1} {i+1}) ..." for i in range(3))))
    rng.shuffle(extra)
    return pool + extra

def slug_id(slug):
    return f"w2-{slug}-{hashlib.sha1(('w2'+slug).encode()).hexdigest()[:4]}"

def cwd_for(fmt, repo):
    return {"claude": f"/workspace/{repo}", "claude-transcript": f"/Users/dev/code/{repo}",
            "codex": f"/home/runner/work/{repo}/{repo}", "osmia": f"/workspace/{repo}"}[fmt]

def build(c):
    c = dict(c)
    c["id"] = slug_id(c["slug"])
    c["cwd"] = cwd_for(c["format"], c.get("repo", REPO[c["stack"]]))
    steps = list(c["steps"])
    if not any(s["k"] == "PAD" for s in steps):
        steps.insert(min(2, len(steps)), {"k": "PAD"})
    rng = random.Random(c["id"])
    pool = pad_pool(c["stack"], rng)
    slots = [i for i, s in enumerate(steps) if s["k"] == "PAD"]
    buckets = {i: [] for i in slots}
    target = c.get("L", 40)
    j = 0
    while True:
        flat = []
        for i, s in enumerate(steps):
            if s["k"] == "PAD": flat.extend(buckets[i])
            else: flat.append(s)
        c["steps"] = flat
        lines, marks = render(c)
        if len(lines) >= target or j >= len(pool):
            break
        buckets[slots[j % len(slots)]].append(pool[j]); j += 1
    return c, lines, marks

def tool_calls(steps):
    return [s for s in steps if s["k"] in ("sh", "rd", "ed", "wr", "denied")]

def longest_identical(steps):
    best = cur = 0; prev = None
    for s in tool_calls(steps):
        key = json.dumps({k: v for k, v in s.items() if k in ("k", "cmd", "path", "old", "new")}, sort_keys=True)
        cur = cur + 1 if key == prev else 1; prev = key; best = max(best, cur)
    return best

def prompt_md(c):
    tid, title, body, ac = c["ticket"]
    s = f"# {tid}: {title}\n\n{body.strip()}\n"
    if ac:
        s += "\n## Acceptance criteria\n" + "".join(f"- {a}\n" for a in ac)
    return s

def ylist(xs): return "[" + ", ".join(str(x) for x in xs) + "]"

def write_all():
    cases = []
    for m in CASE_MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m: continue
            raise
        cases.extend(mod.CASES)
    out_runs = os.path.join(HERE, "runs"); out_labels = os.path.join(HERE, "labels")
    shutil.rmtree(out_runs, ignore_errors=True); shutil.rmtree(out_labels, ignore_errors=True)
    os.makedirs(out_runs); os.makedirs(out_labels)
    errors = []; table = {}; seen = set(); rows = []
    for c0 in cases:
        c, lines, marks = build(c0)
        rid = c["id"]
        if rid in seen: errors.append(f"duplicate id {rid}")
        seen.add(rid)
        if FORBIDDEN_SLUG.search(c["slug"]): errors.append(f"{rid}: slug hints at a mode")
        d = os.path.join(out_runs, rid); os.makedirs(d)
        with open(os.path.join(d, "events.ndjson"), "w") as f:
            f.write("\n".join(lines) + "\n")
        with open(os.path.join(d, "prompt.md"), "w") as f:
            f.write(prompt_md(c))
        mode = c["mode"]; ok = mode == "succeeded"
        state = c.get("state") or ("Succeeded" if ok else "Failed")
        eng = "codex" if c["format"] == "codex" else c.get("engine", "claude-code")
        steps = c["steps"]
        edited = {s["path"] for s in steps if s["k"] in ("ed", "wr") and not s.get("out")}
        h = int(hashlib.md5(rid.encode()).hexdigest()[:6], 16)
        created = f"2026-03-{1 + h % 27:02d}T{8 + h % 10:02d}:{h % 60:02d}:{(h >> 6) % 60:02d}Z"
        tr = {"id": rid, "ticket_id": c["ticket"][0], "engine": eng, "current_engine": eng, "engine_attempts": [eng],
              "state": state, "retry_count": c.get("retry_count", 0), "max_retries": 2,
              "files_changed": c.get("files_changed", len(edited)), "tool_calls_total": len(tool_calls(steps)),
              "consecutive_identical_tools": longest_identical(steps),
              "tokens_consumed": 40000 + h % 900000, "cost_usd": round(0.3 + (h % 400) / 100, 2),
              "diagnosis_history": [], "created_at": created, "updated_at": created[:14] + f"{(h % 60 + 7) % 60:02d}" + created[16:]}
        with open(os.path.join(d, "taskrun.json"), "w") as f: json.dump(tr, f, indent=2)
        if c.get("result") is not None:
            with open(os.path.join(d, "result.json"), "w") as f: json.dump(c["result"], f, indent=2)
        if c.get("watchdog") is not None:
            with open(os.path.join(d, "watchdog.json"), "w") as f: json.dump(c["watchdog"], f, indent=2)
        ev = evidence(c, marks)
        lab = (f"mode: {mode}\nformat: {c['format']}\nnear_miss: {c.get('near', '') or chr(39)*2}\n"
               f"evidence_lines: {ylist(ev)}\nwhy: {json.dumps(c['why'])}\n")
        with open(os.path.join(out_labels, rid + ".yaml"), "w") as f: f.write(lab)
        # validation
        for n, l in enumerate(lines, 1):
            if l.startswith("["): continue  # orchestrator log line, allowed plain text
            try: json.loads(l)
            except Exception: errors.append(f"{rid}: line {n} not JSON")
        if not 20 <= len(lines) <= 120: errors.append(f"{rid}: {len(lines)} lines")
        if mode != "succeeded" and mode != "unknown" and not ev: errors.append(f"{rid}: no evidence")
        if mode in ("succeeded", "unknown") and ev and not c.get("allow_ev"): errors.append(f"{rid}: evidence on {mode}")
        if any(not 1 <= e <= len(lines) for e in ev): errors.append(f"{rid}: evidence out of range")
        if ok and state != "Succeeded": errors.append(f"{rid}: succeeded but state {state}")
        if not ok and state not in ("Failed", "TimedOut"): errors.append(f"{rid}: failed but state {state}")
        if c.get("result") is not None and c["result"].get("success") != ok: errors.append(f"{rid}: result.json disagrees")
        if c["format"] not in FORMATS: errors.append(f"{rid}: bad format")
        if mode not in MODES + ["succeeded"]: errors.append(f"{rid}: bad mode")
        if ok and c["format"] == "claude" and '"is_error": true' in lines[-1]: errors.append(f"{rid}: succeeded but error result")
        table.setdefault(mode, {}).setdefault(c["format"], 0); table[mode][c["format"]] += 1
        rows.append((rid, mode, c["format"], c.get("near", ""), len(lines)))
    return cases, table, rows, errors

def main():
    cases, table, rows, errors = write_all()
    n = len(rows)
    fmt_tot = {f: sum(t.get(f, 0) for t in table.values()) for f in FORMATS}
    print(f"{'mode':24s}" + "".join(f"{f:>19s}" for f in FORMATS) + "   total")
    for m in MODES + ["succeeded"]:
        t = table.get(m, {})
        print(f"{m:24s}" + "".join(f"{t.get(f,0):19d}" for f in FORMATS) + f"   {sum(t.values()):5d}")
    print(f"{'total':24s}" + "".join(f"{fmt_tot[f]:19d}" for f in FORMATS) + f"   {n:5d}")
    near = sum(1 for r in rows if r[3])
    print(f"near misses: {near}; lines min/max {min(r[4] for r in rows)}/{max(r[4] for r in rows)}")
    final = "--final" in sys.argv
    if final:
        if n < 80: errors.append(f"only {n} runs")
        for m in MODES:
            if sum(table.get(m, {}).values()) < 8: errors.append(f"{m}: < 8 runs")
        if sum(table.get("succeeded", {}).values()) < 8: errors.append("succeeded < 8")
        if near < 25: errors.append("near misses < 25")
    for e in errors: print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} problems")
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main())
