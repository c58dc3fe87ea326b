"""A few more environment stories (fork exhaustion, cloud IAM refusal, missing native lib)."""
from gen_lib import Run, T, B, R, E, W, D, N

INF, PERM, DEP, TM = "infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding"


def cases():
    out = []
    out.append(Run("jest-workers-fork-exhausted", INF, """# CART-220: Cart badge count ignores removed items

`apps/shop/src/cart/badge.ts::count` sums all line items including `removed: true`. Exclude them.
Run the shop workspace tests (`pnpm --filter shop test`).
""", [
        T("Reading badge.ts."),
        R("apps/shop/src/cart/badge.ts", "export const count = (items: Line[]) => items.reduce((n, l) => n + l.qty, 0);"),
        N(4),
        E("apps/shop/src/cart/badge.ts", "items.reduce((n, l) => n + l.qty, 0)", "items.filter(l => !l.removed).reduce((n, l) => n + l.qty, 0)"),
        B("pnpm --filter shop test", "> shop@4.1.0 test /workspace/repo/apps/shop\n> jest\n\nnode:internal/child_process:421\n    throw new ErrnoException(err, 'spawn');\n    ^\n\nError: spawn EAGAIN\n    at ChildProcess.spawn (node:internal/child_process:421:11)\n    at spawn (node:child_process:761:9)\n    at new ChildProcessWorker (/workspace/repo/node_modules/jest-worker/build/workers/ChildProcessWorker.js:142:49) {\n  errno: -11,\n  code: 'EAGAIN',\n  syscall: 'spawn'\n}", 1, ev="out"),
        B("ps -e --no-headers | wc -l; cat /sys/fs/cgroup/pids.max", "bash: fork: retry: Resource temporarily unavailable\nbash: fork: retry: Resource temporarily unavailable\nbash: fork: Resource temporarily unavailable", 254, ev="out"),
        B("pnpm --filter shop test -- --runInBand", "bash: fork: retry: Resource temporarily unavailable\nbash: fork: Resource temporarily unavailable", 254, ev="out"),
        T("The container has hit its process limit; nothing can be spawned, so the tests can't run."),
    ], "Badge fix done; tests could not run: the pod is out of processes (fork: Resource temporarily unavailable).",
        eco="js", target=70, fmt="claude-transcript", near_miss=PERM,
        why="The container's pid limit was exhausted (spawn EAGAIN, fork: Resource temporarily unavailable), so no test process could start."))

    out.append(Run("pulumi-iam-createrole-denied", PERM, """# DATA-77: Give the export Lambda its own IAM role

`infra/exporter.ts` (Pulumi, TypeScript) reuses the shared `lambdaRole`. Create a dedicated role with only
`s3:PutObject` on the exports bucket and run `pulumi up --yes --stack staging`.
""", [
        T("Looking at the exporter stack."),
        R("infra/exporter.ts", "export const exporter = new aws.lambda.Function(\"exporter\", {\n  role: lambdaRole.arn,\n  runtime: \"nodejs20.x\",\n  handler: \"index.handler\",\n  code: new pulumi.asset.FileArchive(\"../exporter/dist\"),\n});"),
        N(4),
        E("infra/exporter.ts", "  role: lambdaRole.arn,", "  role: exporterRole.arn,"),
        W("infra/exporterRole.ts", "export const exporterRole = new aws.iam.Role(\"exporter-role\", {\n  assumeRolePolicy: aws.iam.assumeRolePolicyForPrincipal({ Service: \"lambda.amazonaws.com\" }),\n});\n\nnew aws.iam.RolePolicy(\"exporter-put\", {\n  role: exporterRole.id,\n  policy: exportsBucket.arn.apply(arn => JSON.stringify({ Version: \"2012-10-17\", Statement: [{ Effect: \"Allow\", Action: \"s3:PutObject\", Resource: `${arn}/*` }] })),\n});\n"),
        B("pulumi preview --stack staging", "Previewing update (staging)\n\n     Type                 Name              Plan\n     pulumi:pulumi:Stack  data-staging\n +   \u251c\u2500 aws:iam:Role        exporter-role     create\n +   \u251c\u2500 aws:iam:RolePolicy  exporter-put      create\n ~   \u2514\u2500 aws:lambda:Function exporter          update\n\nResources:\n    + 2 to create\n    ~ 1 to update\n    12 unchanged"),
        B("pulumi up --yes --stack staging", "Updating (staging)\n\n     Type                 Name              Status                  Info\n     pulumi:pulumi:Stack  data-staging      **failed**              1 error\n +   \u2514\u2500 aws:iam:Role        exporter-role     **creating failed**     1 error\n\nDiagnostics:\n  aws:iam:Role (exporter-role):\n    error: 1 error occurred:\n    \t* creating IAM Role (exporter-role-5f2c1a9): operation error IAM: CreateRole, https response error StatusCode: 403, RequestID: 6b1d2f0e-3c4a-4e8b-9a71-0f2d5c3b8e11, api error AccessDenied: User: arn:aws:sts::210987654321:assumed-role/agent-deployer/osmia-run-4412 is not authorized to perform: iam:CreateRole on resource: arn:aws:iam::210987654321:role/exporter-role-5f2c1a9 because no identity-based policy allows the iam:CreateRole action\n\nResources:\n    12 unchanged", 255, ev="out"),
        T("The deployer role used by the agent isn't allowed to create IAM roles, so the stack update can't complete."),
    ], "Role defined in code; pulumi up failed: the agent's deployer role is not authorized for iam:CreateRole (AccessDenied 403).",
        eco="tf", target=64, fmt="osmia", near_miss=INF,
        why="AWS refused iam:CreateRole to the agent's deployer role (AccessDenied), so pulumi up could not apply the change."))

    out.append(Run("sharp-libvips-apt-missing", DEP, """# IMG-40: Generate AVIF thumbnails alongside WebP

`services/media/src/thumbs.ts` writes WebP only. Also write `.avif` (quality 50) with sharp.
`pnpm --filter media test` must pass.
""", [
        T("Checking the media service and how sharp is installed."),
        R("services/media/src/thumbs.ts", "await sharp(input).resize(320).webp({ quality: 70 }).toFile(`${out}.webp`);"),
        N(4),
        E("services/media/src/thumbs.ts", "await sharp(input).resize(320).webp({ quality: 70 }).toFile(`${out}.webp`);", "const img = sharp(input).resize(320);\nawait img.clone().webp({ quality: 70 }).toFile(`${out}.webp`);\nawait img.clone().avif({ quality: 50 }).toFile(`${out}.avif`);"),
        B("pnpm --filter media test", "FAIL src/thumbs.test.ts\n  \u25cf Test suite failed to run\n\n    Could not load the \"sharp\" module using the linux-x64 runtime\n    Possible solutions:\n    - Ensure optional dependencies can be installed:\n        npm install --include=optional sharp\n    - Ensure your package manager supports multi-platform installation:\n        See https://sharp.pixelplumbing.com/install#cross-platform\n    - Add platform-specific dependencies:\n        npm install --os=linux --cpu=x64 sharp\n    - Consult the installation documentation:\n        See https://sharp.pixelplumbing.com/install\n\nTest Suites: 1 failed, 3 passed, 4 total", 1, ev="out"),
        B("cat .npmrc; ls node_modules/@img 2>/dev/null || echo 'no @img prebuilds'", "optional=false\nsharp_ignore_global_libvips=false\nno @img prebuilds", 0, ev="out"),
        B("pkg-config --modversion vips-cpp", "Package vips-cpp was not found in the pkg-config search path.\nPerhaps you should add the directory containing `vips-cpp.pc'\nto the PKG_CONFIG_PATH environment variable\nNo package 'vips-cpp' found", 1, ev="out"),
        B("apt-cache policy libvips-dev", "libvips-dev:\n  Installed: (none)\n  Candidate: (none)\n  Version table:", 0),
        T("The repo disables optional deps (so sharp's prebuilt libvips isn't installed) and the image has no system libvips either."),
    ], "AVIF output added; tests can't load sharp: no prebuilt @img binaries (optional=false) and no system libvips.",
        eco="js", target=74, fmt="claude-transcript",
        why="sharp could not load because neither its prebuilt libvips nor a system libvips is present."))
    return out
