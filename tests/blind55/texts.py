"""Small builders for realistic tool output used by the scenarios."""
import json

from blindlib import B, R


def pkg(name, deps, dev, scripts, extra=None):
    d = {"name": name, "private": True, "version": "0.0.0", "type": "module", "scripts": scripts,
         "dependencies": deps, "devDependencies": dev}
    if extra:
        d.update(extra)
    return json.dumps(d, indent=2)


VITE_REACT = dict(
    deps={"react": "^18.3.1", "react-dom": "^18.3.1", "react-router-dom": "^6.26.2", "@tanstack/react-query": "^5.56.2", "clsx": "^2.1.1"},
    dev={"@types/react": "^18.3.5", "@types/react-dom": "^18.3.0", "@vitejs/plugin-react": "^4.3.1", "typescript": "~5.5.4",
         "vite": "^5.4.6", "vitest": "^2.1.1", "@testing-library/react": "^16.0.1", "@testing-library/jest-dom": "^6.5.0",
         "jsdom": "^25.0.0", "eslint": "^9.10.0", "prettier": "^3.3.3"},
    scripts={"dev": "vite", "build": "tsc -b && vite build", "test": "vitest run", "lint": "eslint .", "format": "prettier --check ."})

NEXT = dict(
    deps={"next": "14.2.13", "react": "18.3.1", "react-dom": "18.3.1", "zod": "^3.23.8"},
    dev={"typescript": "^5.6.2", "@types/node": "^20.16.5", "@types/react": "^18.3.8", "eslint": "^8.57.1",
         "eslint-config-next": "14.2.13", "jest": "^29.7.0", "jest-environment-jsdom": "^29.7.0",
         "@testing-library/react": "^16.0.1", "@playwright/test": "^1.47.2"},
    scripts={"dev": "next dev", "build": "next build", "start": "next start", "lint": "next lint", "test": "jest", "e2e": "playwright test"})

VUE = dict(
    deps={"vue": "^3.5.6", "vue-router": "^4.4.5", "pinia": "^2.2.2"},
    dev={"@vitejs/plugin-vue": "^5.1.4", "@vue/test-utils": "^2.4.6", "vite": "^5.4.6", "vitest": "^2.1.1",
         "vue-tsc": "^2.1.6", "typescript": "~5.5.4", "cypress": "^13.14.2", "eslint": "^9.10.0", "eslint-plugin-vue": "^9.28.0"},
    scripts={"dev": "vite", "build": "vue-tsc -b && vite build", "test:unit": "vitest run", "test:e2e": "cypress run", "lint": "eslint ."})

SVELTE = dict(
    deps={},
    dev={"@sveltejs/kit": "^2.5.27", "@sveltejs/vite-plugin-svelte": "^3.1.2", "svelte": "^4.2.19", "svelte-check": "^4.0.2",
         "typescript": "^5.6.2", "vite": "^5.4.6", "vitest": "^2.1.1", "@playwright/test": "^1.47.2"},
    scripts={"dev": "vite dev", "build": "vite build", "check": "svelte-kit sync && svelte-check --tsconfig ./tsconfig.json",
             "test": "vitest run", "test:e2e": "playwright test"})

WEBPACK = dict(
    deps={"react": "^18.2.0", "react-dom": "^18.2.0", "react-intl": "^6.6.8"},
    dev={"webpack": "^5.94.0", "webpack-cli": "^5.1.4", "ts-loader": "^9.5.1", "css-loader": "^7.1.2", "style-loader": "^4.0.0",
         "typescript": "^5.4.5", "jest": "^29.7.0", "ts-jest": "^29.2.5", "@types/jest": "^29.5.13"},
    scripts={"build": "webpack --mode production", "start": "webpack serve --mode development", "test": "jest", "typecheck": "tsc --noEmit"})

STORYBOOK = dict(
    deps={"react": "^18.3.1", "react-dom": "^18.3.1"},
    dev={"storybook": "^8.3.2", "@storybook/react-vite": "^8.3.2", "@storybook/addon-essentials": "^8.3.2",
         "@storybook/test": "^8.3.2", "vite": "^5.4.6", "vitest": "^2.1.1", "typescript": "~5.5.4"},
    scripts={"storybook": "storybook dev -p 6006", "build-storybook": "storybook build", "test": "vitest run"})


def stack(kind):
    return {"vite": VITE_REACT, "next": NEXT, "vue": VUE, "svelte": SVELTE, "webpack": WEBPACK, "storybook": STORYBOOK}[kind]


def explore(name, kind, tree, extra_dev=None, extra_deps=None, ev=None):
    """Two opening steps: list the repo and read package.json."""
    s = stack(kind)
    dev = dict(s["dev"]); dev.update(extra_dev or {})
    deps = dict(s["deps"]); deps.update(extra_deps or {})
    return [B("ls -la && git status --short && git log --oneline -3", tree, desc="Look at the repo"),
            R("package.json", pkg(name, deps, dev, s["scripts"]), ev=ev)]


def ls_tree(entries, branch_log):
    head = "total 412\ndrwxr-xr-x  9 agent agent   4096 Nov 23 09:12 .\ndrwxr-xr-x  3 root  root    4096 Nov 23 09:12 ..\n"
    body = "\n".join(f"{'d' if e.endswith('/') else '-'}rw-r--r--  1 agent agent {1200 + 37 * i:6d} Nov 23 09:12 {e.rstrip('/')}" for i, e in enumerate(entries))
    return head + body + "\n" + branch_log


def vitest(files, failures=(), version="2.1.1", dur="1.92s"):
    """files: list of (path, n_tests, n_failed). failures: list of (title, body)."""
    out = [f"\n RUN  v{version} /workspace/repo\n"]
    tf = tp = ff = fp = 0
    for path, n, nf in files:
        if nf:
            out.append(f" ❯ {path} ({n} tests | {nf} failed) {17 + 11 * n}ms")
            ff += 1
        else:
            out.append(f" ✓ {path} ({n} tests) {9 + 7 * n}ms")
            fp += 1
        tf += nf; tp += n - nf
    if failures:
        out.append(f"\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests {len(failures)} ⎯⎯⎯⎯⎯⎯⎯\n")
        for j, (title, body) in enumerate(failures, 1):
            out.append(f" FAIL  {title}\n{body}\n⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[{j}/{len(failures)}]⎯\n")
    files_line = (f"{ff} failed | {fp} passed" if ff else f"{fp} passed") + f" ({ff + fp})"
    tests_line = (f"{tf} failed | {tp} passed" if tf else f"{tp} passed") + f" ({tf + tp})"
    out.append(f" Test Files  {files_line}\n      Tests  {tests_line}\n   Start at  09:{14 + len(files):02d}:07\n   Duration  {dur} (transform 141ms, setup 212ms, collect 603ms, tests 88ms, environment 731ms, prepare 164ms)\n")
    return "\n".join(out)


def jest_summary(suites_failed, suites_total, failed, total, snaps="0 total", t="2.114 s", pattern=None):
    s = f"Test Suites: {str(suites_failed) + ' failed, ' if suites_failed else ''}{suites_total - suites_failed} passed, {suites_total} total\n"
    s += f"Tests:       {str(failed) + ' failed, ' if failed else ''}{total - failed} passed, {total} total\n"
    s += f"Snapshots:   {snaps}\nTime:        {t}\n"
    s += f"Ran all test suites{' matching ' + pattern if pattern else ''}."
    return s


def tsc_ok():
    return ""


def git_diff_stat(files, ins=None, dels=None):
    lines = [f" {f} | {3 + (len(f) * 7) % 40} {'+' * (2 + len(f) % 9)}{'-' * (1 + len(f) % 5)}" for f in files]
    return "\n".join(lines) + f"\n {len(files)} files changed, {ins or 7 * len(files)} insertions(+), {dels or 4 * len(files)} deletions(-)"
