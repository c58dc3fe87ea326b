from gen_lib import T, B, R, E, W, G, SYS, END, RAW
F = {"t": "claude-transcript", "c": "claude", "x": "codex", "o": "osmia"}

def C(slug, fmt, mode, near, ticket, title, body, steps, why, **kw):
    d = {"slug": slug, "fmt": F[fmt], "mode": mode, "near": near, "ticket": ticket,
         "prompt": f"# {ticket}: {title}\n\n{body.strip()}\n", "steps": steps, "why": why}
    d.update(kw)
    return d

PROM_OK = "Checking monitoring/rules/{f}\n  SUCCESS: {n} rules found\n\n"
def promtest_ok(f): return f"Unit Testing:  monitoring/tests/{f}\n  SUCCESS\n\n"
GOTEST_OK = "ok  \tgithub.com/acme/checkout/internal/metrics\t0.412s\nok  \tgithub.com/acme/checkout/internal/health\t0.208s\nok  \tgithub.com/acme/checkout/internal/server\t1.377s\n"
PYTEST_OK = "........................................                                 [100%]\n40 passed in 3.18s\n"
