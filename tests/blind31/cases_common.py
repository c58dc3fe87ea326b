from gen_lib import *  # noqa: F401,F403


def T(key, title, body, acs):
    ac = "\n".join(f"- {a}" for a in acs)
    return f"# {key}: {title}\n\n{body.strip()}\n\n## Acceptance criteria\n{ac}\n"


def C(slug, fmt, mode, ticket, title, body, acs, steps, why, near_miss="", **kw):
    d = dict(slug=slug, fmt=fmt, mode=mode, ticket=ticket, prompt=T(ticket, title, body, acs), steps=steps,
             why=why, near_miss=near_miss)
    d.update(kw)
    return d


PG_REFUSED = ('connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused\n'
              '\tIs the server running on that host and accepting TCP/IP connections?')
