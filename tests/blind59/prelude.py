"""Deterministic exploration prelude added in front of every scenario's own steps.

Real agents open with orientation (todo list, git log, ls, grep for the module);
this keeps streams realistic in length without repeating it in every scenario.
"""
import hashlib
import os

from engine import B, G

TREES = {
    "spark": "README.md\nconf\njobs\nMakefile\npyproject.toml\nscripts\ntests",
    "polars": "README.md\ningest\npipeline\npyproject.toml\nrequirements.txt\ntests",
    "pandas": "README.md\nenergy\nfinance\nloaders\npyproject.toml\nreports\nrequirements.txt\ntests",
    "dbt": "README.md\nanalyses\ndbt_project.yml\nmacros\nmodels\npackages.yml\nprofiles\nrequirements-dev.txt\nseeds\nsnapshots\ntarget\ntests",
    "airflow": "README.md\nairflow.cfg\ndags\ndocker-compose.yml\nplugins\nrequirements.txt\ntests",
    "dagster": "README.md\ndagster.yaml\npipelines\npyproject.toml\ntests\nworkspace.yaml",
    "duckdb": "README.md\nreports\nsql\nwarehouse\npyproject.toml\ntests",
    "jupyter": "README.md\ndata\nnotebooks\nrequirements.txt\nscripts\nsrc\ntests",
    "notebook": "README.md\ndata\nnotebooks\nrequirements.txt\nscripts\nsrc\ntests",
    "nbstripout": "README.md\ndata\nnotebooks\n.pre-commit-config.yaml\nrequirements.txt\nsrc",
    "gx": "README.md\ndq\ngx\npyproject.toml\ntests",
    "arrow": "README.md\nstream\nlake\npyproject.toml\ntests",
    "parquet": "README.md\nlake\nwriters\npyproject.toml\ntests",
    "pandas2": "README.md\nsrc\nrequirements.txt\nrequirements-dev.txt\nsetup.cfg\ntests",
}

MSGS = ["Merge pull request #{n} from acme/{t}-fixes", "bump pre-commit hooks", "{t}: tidy imports",
        "add CI job for {t} tests", "fix flaky fixture in conftest", "docs: runbook for nightly loads",
        "{t}: log row counts per stage", "pin pyarrow in requirements"]


def _h(s):
    return int(hashlib.sha256(s.encode()).hexdigest(), 16)


def first_path(steps):
    for st in steps:
        if st["k"] in ("read", "edit", "write") and st["path"].endswith((".py", ".sql", ".yml", ".ipynb")):
            return st["path"]
    return None


def prelude(sc):
    topic = sc["id"].split("-")[1]
    tree = TREES.get(topic, TREES["pandas"])
    h = _h(sc["id"])
    log = []
    for i in range(5):
        sha = hashlib.sha1(f"{sc['id']}{i}".encode()).hexdigest()[:7]
        log.append(sha + " " + MSGS[(h + i) % len(MSGS)].format(n=400 + (h >> i) % 500, t=topic))
    steps = []
    if sc["fmt"] in ("claude", "claude-transcript"):
        title = sc["title"].split(":", 1)[1].strip()
        steps.append({"k": "todo", "ev": False, "items": [
            f"Read the code involved in: {title}", "Make the change", "Run the tests named in the ticket"]})
    steps.append(B("git log --oneline -5", "\n".join(log)))
    steps.append(B("ls", tree))
    p = first_path(sc["steps"])
    if p:
        stem = os.path.splitext(os.path.basename(p))[0]
        mod = os.path.splitext(p)[0].replace("/", ".")
        out = f"{p}:1:# {stem}\n" if p.endswith((".sql", ".yml", ".ipynb")) else \
            f"tests/test_{stem}.py:3:from {mod} import *\n{p}:1:\"\"\"{stem}\"\"\""
        if p.endswith(".sql"):
            out = f"{p}\nmodels/schema.yml\ntarget/manifest.json"
        steps.append(G(stem, ".", out.strip()))
    return steps


def epilogue(sc):
    """Closing check an agent typically runs (git status / diff --stat), used for short streams."""
    files = []
    for st in sc["steps"]:
        if st["k"] in ("edit", "write") and not st.get("denied") and st["path"] not in files:
            files.append(st["path"])
    status = "\n".join((" M " if any(s2["k"] == "edit" and s2["path"] == f for s2 in sc["steps"]) else "?? ") + f for f in files)
    n = len(files)
    ins = 3 + 5 * n
    return [B("git status --short", status),
            B("git diff --stat", "\n".join(f" {f} | {4 + i * 3} ++-" for i, f in enumerate(files)) +
              f"\n {n} file{'s' if n != 1 else ''} changed, {ins} insertions(+), {max(1, n * 2)} deletions(-)")]
