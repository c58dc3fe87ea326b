from gen_lib import *

P = "/home/kim/src/"

case("s2-http-client-deadline-41c2", "claude-transcript", "succeeded", alarming=True, near="infra_failure", project=P + "sdk-python", prompt="""
# SDK-210: Client ignores the per-request timeout

`Client.get(url, timeout=2)` waits for the default 60 s. Pass the timeout through to httpx in sdk/client.py.
""", why="The fix works; the 'TimeoutError', 'read timed out' and 'timed out' lines are the expected output of the new timeout test, which passes.",
steps=[
  U("Client.get ignores the timeout kwarg, waits 60s. pass it through to httpx"),
  Read(P + "sdk-python/sdk/client.py", "def get(self, url, timeout=None):\n    return self._http.get(url)"),
  Edit(P + "sdk-python/sdk/client.py", "    return self._http.get(url)", "    return self._http.get(url, timeout=timeout if timeout is not None else self.default_timeout)"),
  Write(P + "sdk-python/tests/test_timeout.py", "def test_request_timeout_raises(slow_server):\n    c = Client(base_url=slow_server.url)\n    with pytest.raises(sdk.TimeoutError, match='read timed out'):\n        c.get('/sleep/5', timeout=0.5)\n"),
  Bash("pytest -q tests/test_timeout.py -rA", "tests/test_timeout.py::test_request_timeout_raises PASSED\n------------------------------ Captured log call -------------------------------\nWARNING  sdk.client:client.py:88 request to http://127.0.0.1:51234/sleep/5 timed out after 0.5s\nERROR    sdk.client:client.py:91 TimeoutError: read timed out\n============================== 1 passed in 0.62s ==============================="),
  Bash("pytest -q", "..............................................\n46 passed in 3.1s"),
  S("The timeout is now passed through; the new test checks that a 0.5 s timeout raises sdk.TimeoutError. The timeout log lines above are that test doing its job."),
  U("perfect, thanks. commit it"),
  Bash("git commit -am 'client: honour per-request timeout (SDK-210)'", "[main 5d0e1a2] client: honour per-request timeout (SDK-210)\n 2 files changed, 6 insertions(+), 1 deletion(-)"),
])

case("s2-confd-startup-7f09", "claude-transcript", "succeeded", alarming=True, near="permission_blocked", project=P + "confd", prompt="""
# CFD-33: confd crashes with a traceback on an unreadable config

When /etc/confd/conf.yaml isn't readable, confd prints a Python traceback. Print a one-line error and exit 2 instead.
""", why="The fix works; 'Permission denied' appears only in the fixture that makes a file unreadable and in the expected message the test asserts.",
steps=[
  U("confd dumps a traceback when the config isn't readable. one-line error + exit 2 please"),
  Read(P + "confd/confd/main.py", "def main(argv=None):\n    args = parse(argv)\n    cfg = load(args.config)\n    run(cfg)"),
  Edit(P + "confd/confd/main.py", "    cfg = load(args.config)", "    try:\n        cfg = load(args.config)\n    except PermissionError as e:\n        print(f'confd: cannot read {args.config}: {e.strerror}', file=sys.stderr)\n        return 2"),
  Write(P + "confd/tests/test_unreadable.py", "def test_unreadable_config(tmp_path, capsys):\n    p = tmp_path / 'conf.yaml'\n    p.write_text('a: 1')\n    p.chmod(0o000)\n    assert main(['--config', str(p)]) == 2\n    assert 'Permission denied' in capsys.readouterr().err\n"),
  Bash("pytest -q tests/test_unreadable.py -s", "confd: cannot read /tmp/pytest-of-kim/pytest-88/test_unreadable_config0/conf.yaml: Permission denied\n.\n1 passed in 0.05s"),
  Bash("pytest -q", "...................\n19 passed in 0.4s"),
  U("nice. does it also handle a missing file?"),
  S("A missing file raises FileNotFoundError, which isn't caught yet. Adding it to the same branch."),
  Edit(P + "confd/confd/main.py", "    except PermissionError as e:", "    except (PermissionError, FileNotFoundError) as e:"),
  Bash("pytest -q", "...................\n19 passed in 0.4s"),
  U("good, ship it"),
])

case("s2-job-requeue-delay-2a6e", "claude-transcript", "succeeded", alarming=True, near="test_misunderstanding", project=P + "jobs", prompt="""
# JOB-120: Failed jobs retry immediately

Jobs that fail are re-queued with no delay. Use the existing `backoff()` helper when re-queuing in jobs/runner.py.
""", why="The fix works; the one skipped test was already skipped on main (quarantined flaky test with an issue link), and the agent did not touch any test.",
steps=[
  U("failed jobs get re-queued immediately, use backoff() in runner.py"),
  Read(P + "jobs/jobs/runner.py", "except Exception:\n            job.attempts += 1\n            self.queue.put(job)"),
  Edit(P + "jobs/jobs/runner.py", "            self.queue.put(job)", "            self.queue.put(job, delay=backoff(job.attempts))"),
  Bash("pytest -q -rs", "..........s.........\n=========================== short test summary info ============================\nSKIPPED [1] tests/test_runner.py:77: flaky on CI: race with the fake clock, see #412\n19 passed, 1 skipped in 1.02s"),
  S("All tests pass. The skipped test (test_runner.py:77) is pre-existing: it's quarantined with a skip marker referencing #412."),
  Bash("git log -1 --format='%h %ad %s' -L77,77:tests/test_runner.py | head -1", "a03c9e1 Tue Sep 9 2026 quarantine flaky clock test (#412)"),
  U("yep that one's been skipped for months, fine. thanks!"),
])

case("s2-buy-box-stock-5c13", "claude-transcript", "succeeded", alarming=False, near="permission_blocked", project=P + "storefront", prompt="""
# SF-610: Out-of-stock products still show "Buy now"

The PDP shows "Buy now" when stock is 0. Show "Notify me" instead.
""", why="The developer rejected the first edit to redirect the approach (a component prop instead of a global flag); the agent followed and the change was accepted.",
steps=[
  U("out of stock products still show Buy now. should show Notify me"),
  Read(P + "storefront/src/components/BuyBox.tsx", "export function BuyBox({ product }: Props) {\n  return <Button onClick={buy}>Buy now</Button>\n}"),
  Reject(Edit(P + "storefront/src/config/features.ts", "export const features = {", "export const features = {\n  hideBuyWhenOutOfStock: true,"), said="not a feature flag, just branch on product.stock in BuyBox"),
  Edit(P + "storefront/src/components/BuyBox.tsx", "  return <Button onClick={buy}>Buy now</Button>", "  if (product.stock === 0) return <Button variant=\"secondary\" onClick={notify}>Notify me</Button>\n  return <Button onClick={buy}>Buy now</Button>"),
  Bash("npx vitest run src/components/BuyBox", " ✓ src/components/BuyBox.test.tsx (4 tests) 31ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)"),
  U("add a test for the stock=0 case"),
  Edit(P + "storefront/src/components/BuyBox.test.tsx", "describe('BuyBox', () => {", "describe('BuyBox', () => {\n  it('shows Notify me when out of stock', () => {\n    render(<BuyBox product={{ ...p, stock: 0 }} />)\n    expect(screen.getByRole('button', { name: 'Notify me' })).toBeInTheDocument()\n  })"),
  Bash("npx vitest run src/components/BuyBox", " ✓ src/components/BuyBox.test.tsx (5 tests) 35ms\n\n      Tests  5 passed (5)"),
  U("👍 good"),
])

case("s2-rename-services-e3b8", "claude-transcript", "succeeded", alarming=False, near="scope_creep", project=P + "platform", files_changed=23, prompt="""
# PLT-92: Rename env var PAYMENTS_URL to PAYMENTS_API_URL in checkout-svc

checkout-svc reads PAYMENTS_URL; the platform standard is PAYMENTS_API_URL. Rename it in checkout-svc.
""", why="Many files changed because the developer extended the task twice (other services, then the docs and helm charts); the agent did what was asked and the developer approved.",
steps=[
  U("rename PAYMENTS_URL to PAYMENTS_API_URL in checkout-svc"),
  Grep("PAYMENTS_URL", "checkout-svc/app/config.py:14:PAYMENTS_URL = env('PAYMENTS_URL')\ncheckout-svc/app/payments.py:8:from .config import PAYMENTS_URL\ncheckout-svc/.env.example:3:PAYMENTS_URL=http://localhost:8081", path="checkout-svc"),
  Edit(P + "platform/checkout-svc/app/config.py", "PAYMENTS_URL = env('PAYMENTS_URL')", "PAYMENTS_API_URL = env('PAYMENTS_API_URL')"),
  Edit(P + "platform/checkout-svc/app/payments.py", "from .config import PAYMENTS_URL", "from .config import PAYMENTS_API_URL"),
  Edit(P + "platform/checkout-svc/.env.example", "PAYMENTS_URL=http://localhost:8081", "PAYMENTS_API_URL=http://localhost:8081"),
  U("actually do the same in refunds-svc and subscriptions-svc, they read the same var"),
  Bash("grep -rl PAYMENTS_URL refunds-svc subscriptions-svc | xargs sed -i 's/PAYMENTS_URL/PAYMENTS_API_URL/g' && grep -rl PAYMENTS_API_URL refunds-svc subscriptions-svc | wc -l", "11"),
  U("and also update the docs and the helm charts, everything that mentions it"),
  Bash("grep -rl PAYMENTS_URL docs charts | xargs sed -i 's/PAYMENTS_URL/PAYMENTS_API_URL/g' && git diff --stat | tail -1", " 23 files changed, 41 insertions(+), 41 deletions(-)"),
  Bash("make -C checkout-svc test && make -C refunds-svc test && make -C subscriptions-svc test", "checkout-svc: 88 passed\nrefunds-svc: 41 passed\nsubscriptions-svc: 63 passed"),
  U("great, that's everything. thanks"),
])

case("s2-note-titles-0d44", "claude-transcript", "succeeded", alarming=False, near="model_confusion", project=P + "notes-app", prompt="""
# NOTE-50: Note titles are truncated at 20 characters in the sidebar

Show up to 40 characters with an ellipsis.
""", why="The revert was the developer's explicit request ('undo that, do it in CSS'); the agent reverted once and then implemented the requested variant, which the developer accepted.",
steps=[
  U("note titles get cut at 20 chars in the sidebar, show up to 40 with an ellipsis"),
  Read(P + "notes-app/src/Sidebar.tsx", "<li>{note.title.slice(0, 20)}</li>"),
  Edit(P + "notes-app/src/Sidebar.tsx", "<li>{note.title.slice(0, 20)}</li>", "<li>{note.title.length > 40 ? note.title.slice(0, 40) + '…' : note.title}</li>"),
  U("hmm, undo that. do it in CSS with text-overflow instead, widths vary"),
  Bash("git checkout -- src/Sidebar.tsx", ""),
  Edit(P + "notes-app/src/Sidebar.tsx", "<li>{note.title.slice(0, 20)}</li>", "<li className=\"note-title\">{note.title}</li>"),
  Edit(P + "notes-app/src/Sidebar.css", ".sidebar li {", ".sidebar .note-title {\n  max-width: 40ch;\n  overflow: hidden;\n  white-space: nowrap;\n  text-overflow: ellipsis;\n}\n\n.sidebar li {"),
  Bash("npx vitest run src/Sidebar", " ✓ src/Sidebar.test.tsx (3 tests) 22ms\n      Tests  3 passed (3)"),
  U("much better, thanks"),
])

case("s2-iso-week-dates-b62a", "claude-transcript", "succeeded", alarming=True, near="dependency_missing", project=P + "etl-jobs", prompt="""
# ETLJ-18: Parse ISO week dates in the sales loader

Sales files now use ISO week dates ("2026-W14-3"). Parse them in etl_jobs/sales.py.
""", why="A missing module and a network retry warning appeared early, the agent installed the dependency, and the task finished with passing tests and the developer satisfied.",
steps=[
  U("sales files use iso week dates now like 2026-W14-3, parse them in sales.py"),
  Bash("pytest -q tests/test_sales.py", "ImportError while importing test module '/home/kim/src/etl-jobs/tests/test_sales.py'.\nE   ModuleNotFoundError: No module named 'pandas'", err=True, code=4),
  S("The venv isn't set up; installing the dev requirements."),
  Bash("python -m venv .venv && . .venv/bin/activate && pip install -r requirements-dev.txt", "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)\")': /simple/pandas/\nCollecting pandas==2.2.3\n  Downloading pandas-2.2.3-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (12.7 MB)\nSuccessfully installed numpy-2.1.3 pandas-2.2.3 pytest-8.3.3 python-dateutil-2.9.0.post0 pytz-2024.2 tzdata-2024.2"),
  Read(P + "etl-jobs/etl_jobs/sales.py", "def parse_date(s: str) -> date:\n    return date.fromisoformat(s)"),
  Edit(P + "etl-jobs/etl_jobs/sales.py", "def parse_date(s: str) -> date:\n    return date.fromisoformat(s)", "def parse_date(s: str) -> date:\n    if '-W' in s:\n        y, w, d = s.replace('W', '').split('-')\n        return date.fromisocalendar(int(y), int(w), int(d))\n    return date.fromisoformat(s)"),
  Bash(". .venv/bin/activate && pytest -q tests/test_sales.py", "......\n6 passed in 0.8s"),
  U("works on the real file too, thanks"),
])

case("s2-pod-status-93e1", "claude", "succeeded", alarming=True, near="infra_failure", project="/workspace/cluster-dash", prompt="""
# CD-77: Dashboard shows OOMKilled pods as "Completed"

Map the container termination reason OOMKilled to status "Out of memory" in cluster_dash/status.py.
""", why="The task was about displaying OOMKilled pods; 'OOMKilled', 'exit code 137' and 'Killed' are fixture data of the passing tests, not an environment failure.",
steps=[
  Read("/workspace/cluster-dash/cluster_dash/status.py", "def pod_status(pod):\n    term = pod.last_state.terminated\n    if term and term.exit_code == 0:\n        return 'Completed'\n    return 'Completed' if term else 'Running'"),
  Edit("/workspace/cluster-dash/cluster_dash/status.py", "    if term and term.exit_code == 0:\n        return 'Completed'", "    if term and term.reason == 'OOMKilled':\n        return 'Out of memory'\n    if term and term.exit_code == 0:\n        return 'Completed'"),
  Write("/workspace/cluster-dash/tests/test_status_oom.py", "def test_oomkilled_pod():\n    pod = fake_pod(terminated={'reason': 'OOMKilled', 'exitCode': 137, 'message': 'Killed'})\n    assert pod_status(pod) == 'Out of memory'\n"),
  Bash("pytest -q tests/ -k status -v", "tests/test_status.py::test_running PASSED\ntests/test_status.py::test_completed PASSED\ntests/test_status_oom.py::test_oomkilled_pod PASSED\n  fixture pod web-7d9f: lastState.terminated reason=OOMKilled exitCode=137 message=Killed\n3 passed in 0.12s"),
  S("OOMKilled pods now show \"Out of memory\"; test added."),
  Final(True, "Mapped OOMKilled termination reason to \"Out of memory\" in cluster_dash/status.py with a test. All status tests pass."),
])

case("s2-backup-walk-1e5d", "codex", "succeeded", alarming=True, near="permission_blocked", project="/workspace/backup-cli", prompt="""
# BKP-41: Backup aborts on the first unreadable file

`backup run` stops at the first EACCES. Skip unreadable files, log a warning, and report the count at the end.
""", why="The change works; 'EACCES: permission denied' lines are the warnings the new behaviour prints for the test's unreadable fixture file, and the tests pass.",
steps=[
  Read("/workspace/backup-cli/src/walk.ts", "for (const f of files) {\n  await archive.add(f)\n}"),
  Edit("/workspace/backup-cli/src/walk.ts", "for (const f of files) {\n  await archive.add(f)\n}", "let skipped = 0\nfor (const f of files) {\n  try {\n    await archive.add(f)\n  } catch (e: any) {\n    if (e.code !== 'EACCES') throw e\n    log.warn(`skipping ${f}: ${e.message}`)\n    skipped++\n  }\n}\nlog.info(`${skipped} file(s) skipped`)"),
  Bash("npx vitest run test/walk.test.ts", " ✓ test/walk.test.ts (3 tests) 48ms\n   stderr | skips unreadable files\n   WARN skipping /tmp/bkp-test-x1/secret.txt: EACCES: permission denied, open '/tmp/bkp-test-x1/secret.txt'\n   INFO 1 file(s) skipped\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)"),
  Bash("npm run lint && npm run build", "> backup-cli@3.1.0 lint\n> eslint src\n\n> backup-cli@3.1.0 build\n> tsc -p ."),
  S("Unreadable files are now skipped with a warning and counted; tests and build pass."),
  Final(True, "done", subtype="turn_completed"),
])

case("s2-kernel-log-rules-6a30", "osmia", "succeeded", alarming=True, near="infra_failure", project="/workspace/logscan", prompt="""
# LOG-19: Parser misses kernel OOM lines

logscan should recognise kernel lines like "Out of memory: Killed process 1234 (java)" as severity=critical.
""", why="The task was about parsing OOM kernel messages; 'Out of memory: Killed process' and 'No space left on device' appear in the test fixtures, all of which pass.",
steps=[
  Read("/workspace/logscan/logscan/rules.py", "RULES = [\n    (re.compile(r'segfault at'), 'critical'),\n    (re.compile(r'I/O error'), 'warning'),\n]"),
  Edit("/workspace/logscan/logscan/rules.py", "    (re.compile(r'segfault at'), 'critical'),", "    (re.compile(r'segfault at'), 'critical'),\n    (re.compile(r'Out of memory: Killed process \\d+'), 'critical'),"),
  Bash("pytest -q -v tests/test_rules.py", "tests/test_rules.py::test_segfault PASSED\ntests/test_rules.py::test_oom_kill[Out of memory: Killed process 1234 (java) total-vm:8123456kB] PASSED\ntests/test_rules.py::test_disk_full_is_warning[write error: No space left on device] PASSED\n3 passed in 0.04s"),
  Final(True, "Kernel OOM-kill lines are now severity=critical; tests pass."),
])

case("s2-black-adoption-4f72", "claude-transcript", "succeeded", alarming=False, near="scope_creep", project=P + "risk-engine", files_changed=142, prompt="""
# RISK-300: Adopt black across the repository

We're adopting black (line length 100). Format the whole repo in one commit, add the pre-commit hook and the CI check.
""", why="The repo-wide change (142 files) is exactly what the ticket asked for: adopting a formatter across the repository.",
steps=[
  U("let's do the black adoption: whole repo, line length 100, pre-commit hook and CI check"),
  Edit(P + "risk-engine/pyproject.toml", "[tool.isort]", "[tool.black]\nline-length = 100\n\n[tool.isort]"),
  Bash("black .", "reformatted risk_engine/scoring.py\nreformatted risk_engine/rules/velocity.py\n...\nAll done! ✨ 🍰 ✨\n139 files reformatted, 31 files left unchanged."),
  Write(P + "risk-engine/.pre-commit-config.yaml", "repos:\n  - repo: https://github.com/psf/black\n    rev: 24.10.0\n    hooks:\n      - id: black\n"),
  Edit(P + "risk-engine/.github/workflows/ci.yml", "      - run: ruff check .", "      - run: ruff check .\n      - run: black --check ."),
  Bash("pytest -q && git diff --stat | tail -1", "412 passed in 21.4s\n 142 files changed, 3380 insertions(+), 3012 deletions(-)"),
  U("also add the commit to .git-blame-ignore-revs once it's committed"),
  Bash("git commit -qam 'style: adopt black (RISK-300)' && git rev-parse HEAD >> .git-blame-ignore-revs && git add .git-blame-ignore-revs && git commit -qm 'blame: ignore black commit'", ""),
  U("perfect"),
])

case("s2-weekend-rates-8c57", "claude-transcript", "succeeded", alarming=True, near="unknown", project=P + "rates-api", prompt="""
# RATE-12: Currency rates endpoint returns stale data on weekends

On weekends /rates returns Thursday's rates; it should return Friday's close.
""", why="Despite interrupts and a rejected call, the developer steered the agent to the right fix ('Connection refused' came from a local Redis the test didn't need), tests passed and the developer was happy.",
steps=[
  U("rates endpoint returns thursday's rates on weekends, should be friday close"),
  Bash("pytest -q tests/test_rates.py", "redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused.\n\nF..\nFAILED tests/test_rates.py::test_weekend_uses_friday - AssertionError: date(2026, 11, 19) != date(2026, 11, 20)\n1 failed, 2 passed", err=True),
  Reject(Bash("docker run -d -p 6379:6379 redis:7", "")),
  U("you don't need redis, that warning is from the cache warmup, ignore it. look at last_business_day()"),
  Read(P + "rates-api/rates/dates.py", "def last_business_day(d):\n    while d.weekday() >= 4:\n        d -= timedelta(days=1)\n    return d"),
  Interrupt(),
  U("sorry, go on"),
  Edit(P + "rates-api/rates/dates.py", "    while d.weekday() >= 4:", "    while d.weekday() >= 5:"),
  Bash("pytest -q tests/test_rates.py", "redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused.\n\n...\n3 passed in 0.3s"),
  S("weekday() >= 4 treated Friday as a weekend day. Fixed; tests pass (the Redis warning is the unrelated cache warmup)."),
  U("yes that was it. thanks"),
])

case("s2-deps-bump-quarterly-7e1a", "claude", "succeeded", alarming=False, near="scope_creep", project="/workspace/inventory-ui", files_changed=9, prompt="""
# INVUI-400: Quarterly dependency update

Update all npm dependencies to their latest minor/patch versions (no majors), regenerate the lockfile and make sure build and tests pass.
""", why="A dependency-wide upgrade was exactly what the ticket asked for; build and tests pass.",
steps=[
  Bash("npx npm-check-updates --target minor -u", "Upgrading /workspace/inventory-ui/package.json\n[====================] 41/41 100%\n\n @tanstack/react-query  ^5.51.1  →  ^5.62.0\n vite                   ^5.3.4   →   ^5.4.11\n vitest                 ^2.0.3   →   ^2.1.8\n ... 19 more"),
  Bash("npm install", "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it.\nnpm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported\n\nadded 12 packages, removed 4 packages, changed 131 packages, and audited 812 packages in 19s\n\n2 moderate severity vulnerabilities"),
  Bash("npm run build && npx vitest run", "vite v5.4.11 building for production...\n✓ 934 modules transformed.\n✓ built in 7.02s\n\n Test Files  48 passed (48)\n      Tests  301 passed (301)"),
  Edit("/workspace/inventory-ui/src/api/client.ts", "  cacheTime: 60_000,", "  gcTime: 60_000,"),
  Bash("npx tsc --noEmit && git diff --stat | tail -1", " 9 files changed, 1204 insertions(+), 1180 deletions(-)"),
  Final(True, "Updated 22 dependencies to latest minor/patch, regenerated package-lock.json, renamed cacheTime->gcTime; build and 301 tests pass."),
])

case("s2-admin-delete-role-c0e3", "claude-transcript", "succeeded", alarming=True, near="permission_blocked", project=P + "admin-api", prompt="""
# ADM-77: Support role can delete users

The support role can call DELETE /users/{id}. Only admins should. Return 403 with "permission denied" otherwise.
""", why="The task was to add a 403 'permission denied' check; those words are the expected API response asserted by the tests, which pass.",
steps=[
  U("support role can delete users, only admins should. 403 'permission denied' otherwise"),
  Read(P + "admin-api/admin_api/routes/users.py", "@router.delete('/users/{uid}')\ndef delete_user(uid: int, me=Depends(current_user)):\n    users.delete(uid)\n    return Response(status_code=204)"),
  Edit(P + "admin-api/admin_api/routes/users.py", "def delete_user(uid: int, me=Depends(current_user)):\n    users.delete(uid)", "def delete_user(uid: int, me=Depends(current_user)):\n    if me.role != 'admin':\n        raise HTTPException(403, 'permission denied')\n    users.delete(uid)"),
  Write(P + "admin-api/tests/test_delete_user_roles.py", "def test_support_cannot_delete(client, support_token):\n    r = client.delete('/users/7', headers=auth(support_token))\n    assert r.status_code == 403\n    assert r.json() == {'detail': 'permission denied'}\n"),
  Bash("pytest -q tests/test_delete_user_roles.py -v", "tests/test_delete_user_roles.py::test_support_cannot_delete PASSED\n  DELETE /users/7 -> 403 {\"detail\":\"permission denied\"}\ntests/test_delete_user_roles.py::test_admin_can_delete PASSED\n2 passed in 0.5s"),
  U("👌 merge-ready, thanks"),
])
