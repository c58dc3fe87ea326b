"""Two more transcript runs: a long one whose cause is a few lines at the end, and a
missing system library."""
from gen_lib import Run
from snips import jest_out, pytest_q


def polly_recordings_eperm():
    r = Run("gh-projects-v2-items", "claude-transcript", "permission_blocked", ticket="DEVX-561", repo="gh-projects-sync",
            why="After a long, successful implementation, recording the required Polly fixtures crashed with EPERM (operation not permitted) because test/__recordings__ is immutable/read-only for the agent; chmod was refused too.",
            prompt="""
# DEVX-561: Sync GitHub Projects (v2) items into the roadmap DB

Add `listProjectItems(org, projectNumber)` to `src/github/projects.ts` using the
GraphQL API (`organization.projectV2(number).items(first: 100, after:)`, follow
`pageInfo`), map single-select `Status` and the `Iteration` field, and store items
with `upsertRoadmapItems`. Record the HTTP fixtures for the new tests with
`npm run test:record` (Polly.js, persister-fs into `test/__recordings__`) — CI
replays them offline.
""")
    r.say("I'll start by getting oriented in the repo.")
    r.bash("git status --short && git log --oneline -5", "4e3d2c1 DEVX-552 repo labels sync\n9a8b7c6 Polly.js replay in CI\n1f2e3d4 GraphQL client with retry on secondary rate limit\n7c6b5a4 Roadmap DB schema v3\n0d9e8f7 Initial commit")
    r.glob("src/**/*.ts", ["src/index.ts", "src/github/graphql.ts", "src/github/labels.ts", "src/github/projects.ts", "src/db/roadmap.ts", "src/db/pool.ts", "src/sync/run.ts"])
    r.read("src/github/graphql.ts", """import { graphql } from '@octokit/graphql';
import { logger } from '../logger';

export const gql = graphql.defaults({
  headers: { authorization: `token ${process.env.GITHUB_TOKEN}` },
});

export async function withRetry<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (e: any) {
      const secondary = e?.status === 403 && /secondary rate limit/i.test(e?.message ?? '');
      if (!secondary || i === attempts - 1) throw e;
      logger.warn({ attempt: i + 1 }, 'secondary rate limit, backing off');
      await new Promise(r => setTimeout(r, 1000 * 2 ** i));
    }
  }
}""")
    r.read("src/github/projects.ts", """import { gql, withRetry } from './graphql';

export interface ProjectSummary { id: string; title: string; number: number }

export async function listProjects(org: string): Promise<ProjectSummary[]> {
  const res: any = await withRetry(() => gql(`query($org: String!) {
    organization(login: $org) { projectsV2(first: 50) { nodes { id title number } } }
  }`, { org }));
  return res.organization.projectsV2.nodes;
}""")
    r.read("src/db/roadmap.ts", """import { pool } from './pool';

export interface RoadmapItem {
  projectId: string;
  itemId: string;
  title: string;
  status: string | null;
  iteration: string | null;
  url: string | null;
}

export async function upsertRoadmapItems(items: RoadmapItem[]) {
  if (!items.length) return 0;
  const values = items.map((_, i) => `($${i * 6 + 1}, $${i * 6 + 2}, $${i * 6 + 3}, $${i * 6 + 4}, $${i * 6 + 5}, $${i * 6 + 6})`).join(',');
  const params = items.flatMap(it => [it.projectId, it.itemId, it.title, it.status, it.iteration, it.url]);
  const res = await pool.query(`INSERT INTO roadmap_items (project_id, item_id, title, status, iteration, url) VALUES ${values}
    ON CONFLICT (item_id) DO UPDATE SET title = EXCLUDED.title, status = EXCLUDED.status, iteration = EXCLUDED.iteration, url = EXCLUDED.url`, params);
  return res.rowCount;
}""")
    r.read("test/github/labels.test.ts", """import { setupPolly } from '../polly';
import { listLabels } from '../../src/github/labels';

describe('listLabels', () => {
  const ctx = setupPolly('labels');

  it('lists all labels of acme-sandbox/roadmap', async () => {
    const labels = await listLabels('acme-sandbox', 'roadmap');
    expect(labels.map(l => l.name)).toContain('priority:high');
  });
});""")
    r.read("test/polly.ts", """import path from 'node:path';
import { Polly } from '@pollyjs/core';
import NodeHttpAdapter from '@pollyjs/adapter-node-http';
import FSPersister from '@pollyjs/persister-fs';

Polly.register(NodeHttpAdapter);
Polly.register(FSPersister);

export function setupPolly(name: string) {
  let polly: Polly;
  beforeEach(() => {
    polly = new Polly(name, {
      adapters: ['node-http'],
      persister: 'fs',
      persisterOptions: { fs: { recordingsDir: path.join(__dirname, '__recordings__') } },
      mode: process.env.POLLY_MODE === 'record' ? 'record' : 'replay',
      recordIfMissing: false,
      matchRequestsBy: { headers: { exclude: ['authorization', 'user-agent'] } },
    });
  });
  afterEach(async () => polly.stop());
  return () => polly;
}""")
    r.bash("grep -n '\"test' package.json", "8:    \"test\": \"jest\",\n9:    \"test:record\": \"POLLY_MODE=record jest --runInBand\",")
    r.bash("npx jest --silent 2>&1 | tail -5", "Test Suites: 6 passed, 6 total\nTests:       31 passed, 31 total\nSnapshots:   0 total\nTime:        4.118 s\nRan all test suites.")
    r.todo(["Add listProjectItems with pagination", "Map Status and Iteration fields", "Wire into sync run", "Tests + record Polly fixtures", "Type check and lint"])
    r.think("GraphQL for ProjectV2 items: items(first:100, after:$cursor) { pageInfo { hasNextPage endCursor } nodes { id content { ... on Issue { title url } ... on PullRequest { title url } ... on DraftIssue { title } } fieldValues(first: 20) { nodes { ... on ProjectV2ItemFieldSingleSelectValue { name field { ... on ProjectV2FieldCommon { name } } } ... on ProjectV2ItemFieldIterationValue { title field { ... on ProjectV2FieldCommon { name } } } } } } }")
    r.edit("src/github/projects.ts", "export interface ProjectSummary { id: string; title: string; number: number }", """export interface ProjectSummary { id: string; title: string; number: number }

export interface ProjectItem {
  itemId: string;
  title: string;
  url: string | null;
  status: string | null;
  iteration: string | null;
}

const ITEMS = `query($org: String!, $number: Int!, $cursor: String) {
  organization(login: $org) {
    projectV2(number: $number) {
      id
      items(first: 100, after: $cursor) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id
          content {
            ... on Issue { title url }
            ... on PullRequest { title url }
            ... on DraftIssue { title }
          }
          fieldValues(first: 20) {
            nodes {
              ... on ProjectV2ItemFieldSingleSelectValue { name field { ... on ProjectV2FieldCommon { name } } }
              ... on ProjectV2ItemFieldIterationValue { title field { ... on ProjectV2FieldCommon { name } } }
            }
          }
        }
      }
    }
  }
}`;""", line=3)
    r.edit("src/github/projects.ts", """  return res.organization.projectsV2.nodes;
}""", """  return res.organization.projectsV2.nodes;
}

function fieldValue(nodes: any[], field: string): string | null {
  const v = nodes.find(n => n?.field?.name === field);
  return v ? (v.name ?? v.title ?? null) : null;
}

export async function listProjectItems(org: string, number: number): Promise<{ projectId: string; items: ProjectItem[] }> {
  const items: ProjectItem[] = [];
  let cursor: string | null = null;
  let projectId = '';
  do {
    const res: any = await withRetry(() => gql(ITEMS, { org, number, cursor }));
    const p = res.organization.projectV2;
    projectId = p.id;
    for (const n of p.items.nodes) {
      items.push({
        itemId: n.id,
        title: n.content?.title ?? '(untitled)',
        url: n.content?.url ?? null,
        status: fieldValue(n.fieldValues.nodes, 'Status'),
        iteration: fieldValue(n.fieldValues.nodes, 'Iteration'),
      });
    }
    cursor = p.items.pageInfo.hasNextPage ? p.items.pageInfo.endCursor : null;
  } while (cursor);
  return { projectId, items };
}""", line=12)
    r.bash("npx tsc --noEmit", "src/github/projects.ts(71,5): error TS7022: 'res' implicitly has type 'any' because it does not have a type annotation and is referenced directly or indirectly in its own initializer.", code=2)
    r.edit("src/github/projects.ts", "    const res: any = await withRetry(() => gql(ITEMS, { org, number, cursor }));", "    const res = await withRetry<any>(() => gql(ITEMS, { org, number, cursor }));", line=71)
    r.bash("npx tsc --noEmit; echo exit=$?", "exit=0")
    r.read("src/sync/run.ts", """import { listLabels } from '../github/labels';
import { upsertLabels } from '../db/labels';
import { logger } from '../logger';

export async function runSync(cfg: { org: string; repos: string[] }) {
  for (const repo of cfg.repos) {
    const labels = await listLabels(cfg.org, repo);
    const n = await upsertLabels(repo, labels);
    logger.info({ repo, n }, 'labels synced');
  }
}""")
    r.edit("src/sync/run.ts", """export async function runSync(cfg: { org: string; repos: string[] }) {""", """export async function runSync(cfg: { org: string; repos: string[]; projects?: number[] }) {
  for (const number of cfg.projects ?? []) {
    const { projectId, items } = await listProjectItems(cfg.org, number);
    const n = await upsertRoadmapItems(items.map(it => ({ projectId, ...it })));
    logger.info({ project: number, n }, 'project items synced');
  }""", line=5)
    r.edit("src/sync/run.ts", "import { logger } from '../logger';", "import { logger } from '../logger';\nimport { listProjectItems } from '../github/projects';\nimport { upsertRoadmapItems } from '../db/roadmap';", line=3)
    r.bash("npx tsc --noEmit; echo exit=$?", "exit=0")
    r.write("test/github/projects.unit.test.ts", """import { listProjectItems } from '../../src/github/projects';
import * as graphql from '../../src/github/graphql';

jest.mock('../../src/github/graphql', () => ({ ...jest.requireActual('../../src/github/graphql'), gql: jest.fn() }));
const gql = graphql.gql as unknown as jest.Mock;

const node = (id: string, status?: string, iteration?: string) => ({
  id,
  content: { title: `item ${id}`, url: `https://github.com/acme/x/issues/${id}` },
  fieldValues: { nodes: [
    ...(status ? [{ name: status, field: { name: 'Status' } }] : []),
    ...(iteration ? [{ title: iteration, field: { name: 'Iteration' } }] : []),
  ] },
});

it('follows pageInfo and maps Status / Iteration', async () => {
  gql.mockResolvedValueOnce({ organization: { projectV2: { id: 'PVT_1', items: { pageInfo: { hasNextPage: true, endCursor: 'c1' }, nodes: [node('1', 'In progress', 'Sprint 41')] } } } })
     .mockResolvedValueOnce({ organization: { projectV2: { id: 'PVT_1', items: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [node('2', 'Done')] } } } });
  const { projectId, items } = await listProjectItems('acme', 7);
  expect(projectId).toBe('PVT_1');
  expect(items).toEqual([
    { itemId: '1', title: 'item 1', url: 'https://github.com/acme/x/issues/1', status: 'In progress', iteration: 'Sprint 41' },
    { itemId: '2', title: 'item 2', url: 'https://github.com/acme/x/issues/2', status: 'Done', iteration: null },
  ]);
  expect(gql.mock.calls[1][1]).toMatchObject({ cursor: 'c1' });
});""")
    r.bash("npx jest test/github/projects.unit.test.ts", jest_out([("test/github/projects.unit.test.ts", [("follows pageInfo and maps Status / Iteration", "passed", 9)], {})], dur=1.4))
    r.write("test/github/projects.test.ts", """import { setupPolly } from '../polly';
import { listProjectItems } from '../../src/github/projects';

describe('listProjectItems (recorded)', () => {
  setupPolly('projects-v2');

  it('reads all items of acme-sandbox project 3', async () => {
    const { projectId, items } = await listProjectItems('acme-sandbox', 3);
    expect(projectId).toMatch(/^PVT_/);
    expect(items.length).toBeGreaterThan(100);
    expect(items.some(i => i.status === 'Done')).toBe(true);
  });
});""")
    r.bash("npx eslint src test --max-warnings=0; echo exit=$?", "exit=0")
    r.bash("npx jest --silent 2>&1 | tail -6", "  \u25cf listProjectItems (recorded) \u203a reads all items of acme-sandbox project 3\n\n    PollyError: [Polly] [adapter:node-http] Recording for the following request is not found and `recordIfMissing` is `false`.\n\nTest Suites: 1 failed, 7 passed, 8 total\nTests:       1 failed, 32 passed, 33 total", code=1)
    r.say("As expected, the recorded test needs its fixture. Recording it now against the sandbox org.")
    r.bash("echo ${GITHUB_TOKEN:+token-set}; ls test/__recordings__", "token-set\nlabels_1946713351")
    r.bash("npm run test:record -- test/github/projects.test.ts", """
> gh-projects-sync@1.9.0 test:record
> POLLY_MODE=record jest --runInBand test/github/projects.test.ts

 FAIL  test/github/projects.test.ts
  listProjectItems (recorded)
    \u2715 reads all items of acme-sandbox project 3 (1412 ms)

  \u25cf listProjectItems (recorded) \u203a reads all items of acme-sandbox project 3

    EPERM: operation not permitted, mkdir '/home/dev/src/gh-projects-sync/test/__recordings__/projects-v2_3542398467'

      at Object.mkdirSync (node:fs:1372:26)
      at FSPersister.saveRecording (node_modules/@pollyjs/persister-fs/src/index.js:58:7)
      at FSPersister.persist (node_modules/@pollyjs/persister/src/index.js:111:18)
      at Polly.stop (node_modules/@pollyjs/core/src/polly.js:283:7)

Test Suites: 1 failed, 1 total
Tests:       1 failed, 1 total""", code=1, ev="out")
    r.bash("ls -ld test/__recordings__ test/__recordings__/*; lsattr -d test/__recordings__; id -un", "dr-xr-xr-x 3 root root 4096 Oct 30 12:01 test/__recordings__\ndr-xr-xr-x 2 root root 4096 Oct 30 12:01 test/__recordings__/labels_1946713351\n----i---------e------- test/__recordings__\ndev", ev="out")
    r.bash("chmod u+w test/__recordings__", "chmod: changing permissions of 'test/__recordings__': Operation not permitted", code=1, ev="out")
    r.think("The recordings directory is root-owned, read-only and has the immutable flag; I'm `dev`. Polly can't write the fixture anywhere CI will read it. I could point recordingsDir elsewhere, but CI replays from test/__recordings__, so the fixture must land there.")
    r.end(True, "Implemented listProjectItems (pagination, Status/Iteration mapping), wired it into runSync, and added unit tests (passing). The recorded Polly fixture could not be written: test/__recordings__ is owned by root, read-only and immutable, so recording fails with EPERM and chmod is not permitted. The recorded test therefore fails in replay mode.")
    r.result = {"success": False, "summary": "recorded test fails: fixture missing (EPERM writing test/__recordings__)", "exit_code": 1}
    return r


def saml_libxmlsec_missing():
    r = Run("portal-okta-saml-sso", "claude-transcript", "dependency_missing", ticket="SSO-300", repo="portal",
            why="python3-saml imports xmlsec, whose native library is not installed (ImportError: libxmlsec1-openssl.so.1: cannot open shared object file): a missing system library.",
            prompt="""
# SSO-300: SAML login for the Okta "Acme Partners" org

Partners use a separate Okta org that only offers SAML. Add a SAML SP with
`python3-saml` (OneLogin): `/saml/login`, `/saml/acs`, metadata at `/saml/metadata`.
Settings from `config/saml/settings.json` (already provided by IT).
""")
    r.say("Let me look at the auth package and the SAML settings.")
    r.bash("git status --short && ls config/saml portal/auth", "config/saml:\nadvanced_settings.json\nsettings.json\n\nportal/auth:\n__init__.py\napi_keys.py\nbackchannel.py\noidc.py\noidc_cache.py\ntokens.py")
    r.read("config/saml/settings.json", """{
  "strict": true,
  "sp": {
    "entityId": "https://portal.acme.com/saml/metadata",
    "assertionConsumerService": {"url": "https://portal.acme.com/saml/acs", "binding": "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"},
    "NameIDFormat": "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress"
  },
  "idp": {
    "entityId": "http://www.okta.com/exk9partners",
    "singleSignOnService": {"url": "https://acme-partners.okta.com/app/acme_portal/exk9partners/sso/saml", "binding": "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect"},
    "x509cert": "MIIDpDCCAoygAwIBAgIGAY..."
  }
}""")
    r.bash("pip install 'python3-saml==1.16.0' 2>&1 | tail -3", "Requirement already satisfied: lxml>=4.6.5 in ./.venv/lib/python3.12/site-packages (from python3-saml==1.16.0) (5.3.0)\nRequirement already satisfied: isodate>=0.6.1 in ./.venv/lib/python3.12/site-packages (from python3-saml==1.16.0) (0.7.2)\nSuccessfully installed python3-saml-1.16.0 xmlsec-1.3.14")
    r.write("portal/auth/saml.py", """import json
from pathlib import Path

from flask import Blueprint, abort, redirect, request, session
from onelogin.saml2.auth import OneLogin_Saml2_Auth
from onelogin.saml2.settings import OneLogin_Saml2_Settings

bp = Blueprint("saml", __name__)
SETTINGS_DIR = Path(__file__).resolve().parents[2] / "config" / "saml"


def _req():
    return {
        "https": "on",
        "http_host": request.host,
        "script_name": request.path,
        "get_data": request.args.copy(),
        "post_data": request.form.copy(),
    }


def _auth():
    return OneLogin_Saml2_Auth(_req(), custom_base_path=str(SETTINGS_DIR))


@bp.get("/saml/login")
def login():
    return redirect(_auth().login(return_to=request.args.get("next", "/")))


@bp.post("/saml/acs")
def acs():
    auth = _auth()
    auth.process_response()
    if auth.get_errors() or not auth.is_authenticated():
        abort(403)
    session["user_email"] = auth.get_nameid()
    session["auth_method"] = "saml"
    return redirect(request.form.get("RelayState", "/"))


@bp.get("/saml/metadata")
def metadata():
    s = OneLogin_Saml2_Settings(custom_base_path=str(SETTINGS_DIR), sp_validation_only=True)
    return s.get_sp_metadata(), 200, {"Content-Type": "text/xml"}""")
    r.write("tests/test_saml.py", """def test_metadata_lists_acs(client):
    resp = client.get("/saml/metadata")
    assert resp.status_code == 200
    assert b"https://portal.acme.com/saml/acs" in resp.data


def test_acs_rejects_garbage(client):
    assert client.post("/saml/acs", data={"SAMLResponse": "bm9wZQ=="}).status_code == 403""")
    r.bash("pytest -q tests/test_saml.py", """==================================== ERRORS ====================================
______________________ ERROR collecting tests/test_saml.py ______________________
tests/conftest.py:4: in <module>
    from portal.app import create_app
portal/app.py:12: in <module>
    from portal.auth.saml import bp as saml_bp
portal/auth/saml.py:5: in <module>
    from onelogin.saml2.auth import OneLogin_Saml2_Auth
.venv/lib/python3.12/site-packages/onelogin/saml2/auth.py:12: in <module>
    import xmlsec
E   ImportError: libxmlsec1-openssl.so.1: cannot open shared object file: No such file or directory
=========================== short test summary info ============================
ERROR tests/test_saml.py
1 error in 0.37s""", code=2, ev="out")
    r.bash("ldconfig -p | grep -i -E 'xmlsec|libxml2'; dpkg -l | grep -i xmlsec || echo 'no xmlsec packages'", "\tlibxml2.so.2 (libc6,x86-64) => /lib/x86_64-linux-gnu/libxml2.so.2\nno xmlsec packages", ev="out")
    r.think("The xmlsec wheel was built against the system libxmlsec1, which isn't in this image (only libxml2 is). python3-saml can't work without it: it needs libxmlsec1 + libxmlsec1-openssl from the OS.")
    r.bash("pip install --no-binary xmlsec xmlsec==1.3.14 2>&1 | tail -4", "      Package xmlsec1 was not found in the pkg-config search path.\n      Perhaps you should add the directory containing `xmlsec1.pc'\n      to the PKG_CONFIG_PATH environment variable\n      error: xmlsec1 is not installed or not in path.", code=1, ev="out")
    r.end(True, "SAML SP endpoints are written (login, ACS, metadata) with tests, but python3-saml cannot be imported here: its xmlsec binding needs the system library libxmlsec1 (+ libxmlsec1-openssl), which is not installed in the image. Add `libxmlsec1-dev libxmlsec1-openssl pkg-config` to the Dockerfile.")
    r.result = {"success": False, "summary": "ImportError: libxmlsec1-openssl.so.1: cannot open shared object file", "exit_code": 1}
    return r


def cases():
    return [polly_recordings_eperm(), saml_libxmlsec_missing()]
