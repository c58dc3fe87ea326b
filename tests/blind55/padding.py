"""Deterministic, neutral exploration steps used to bring short streams to a realistic length.

They are inserted right after a run's first step (before the cause) and only look at generic repo
files (history, README, compiler/formatter/CI config), so they cannot contradict a scenario. Runs
whose Bash calls are refused get Read-only padding.
"""
import random

from blindlib import B, R

TSCONFIG = '{\n  "compilerOptions": {\n    "target": "ES2022",\n    "lib": ["ES2022", "DOM", "DOM.Iterable"],\n    "module": "ESNext",\n    "moduleResolution": "bundler",\n    "strict": true,\n    "noUnusedLocals": true,\n    "skipLibCheck": true\n  },\n  "include": ["src"]\n}'
README = "# {name}\n\nInternal web frontend.\n\n## Development\n\n- `{pm} run dev` — local dev server\n- `{pm} test` — unit tests\n- `{pm} run lint` — ESLint + Prettier check\n\nCI runs lint, type-check and tests on every PR."
CI = "name: ci\non: [pull_request]\njobs:\n  check:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with: {{ node-version: 20, cache: {pm} }}\n      - run: {pm} {install}\n      - run: {pm} run lint\n      - run: {pm} test"
GITIGNORE = "node_modules\ndist\ncoverage\n.env*.local\n*.log\n.DS_Store"
PRETTIER = '{ "singleQuote": true, "trailingComma": "all", "printWidth": 110 }'


def pad_steps(sc, n):
    rng = random.Random(sc["id"])
    pm = "pnpm" if "pnpm" in (sc["body"] + sc["title"]) or "svelte" in sc["id"] else "npm"
    install = "install --frozen-lockfile" if pm == "pnpm" else "ci"
    name = sc["id"][3:]
    words = rng.sample(["tidy imports", "bump eslint", "copy tweaks", "a11y labels", "storybook docs",
                        "ci cache", "types for api", "error states", "loading skeletons"], 5)
    log = "\n".join(f"{rng.randrange(16**7):07x} {rng.choice(['feat', 'fix', 'chore', 'refactor', 'test'])}: {w}" for w in words)
    bash_refused = any(s["k"] == "deny" and s["tool"] == "Bash" for s in sc["steps"])
    reads = [R("README.md", README.format(name=name, pm=pm)), R("tsconfig.json", TSCONFIG), R(".prettierrc", PRETTIER),
             R(".github/workflows/ci.yml", CI.format(pm=pm, install=install)), R(".gitignore", GITIGNORE)]
    if bash_refused:
        pool = reads
    else:
        pool = [B("git log --oneline -5", log), B("git branch --show-current", f"task/{sc['ticket'].lower()}"),
                B("ls .github/workflows", "ci.yml\nrelease.yml")] + reads
    rng.shuffle(pool)
    return pool[:n]
