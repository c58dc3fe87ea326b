"""Shared bits for case files: realistic file contents and filler steps."""
from gen_lib import *

def pkg(name, deps, dev=None, scripts=None):
    d = {"name": name, "private": True, "version": "0.1.0", "type": "module",
         "scripts": scripts or {"dev": "vite", "build": "tsc -b && vite build", "test": "vitest run", "lint": "eslint ."},
         "dependencies": deps, "devDependencies": dev or {"typescript": "^5.4.5", "vitest": "^1.6.0", "@testing-library/react": "^15.0.7"}}
    return json.dumps(d, indent=2)

def ls(path, names):
    return bash("ls %s" % path, "\n".join(names))

def gitst(lines):
    return bash("git status --short", "\n".join(lines))

def vitest_pass(files=14, tests=96, dur="4.21s"):
    return (" RUN  v1.6.0 /workspace/web\n\n ✓ src/lib/format.test.ts (9 tests) 12ms\n ✓ src/components/Button.test.tsx (6 tests) 88ms\n ..."
            "\n\n Test Files  %d passed (%d)\n      Tests  %d passed (%d)\n   Start at  10:14:03\n   Duration  %s" % (files, files, tests, tests, dur))

def tsc_ok():
    return bash("npx tsc --noEmit -p tsconfig.json", "")

FILLER = [
    lambda: bash("git status --short && git log --oneline -5", " M README.md\n?? .env.local.example\n4e1c9a2 chore: bump eslint-config to 3.4.0\n0b77d15 feat(nav): collapse sidebar on md breakpoint\nd2a9e40 fix(forms): trim whitespace in email field\n9f3c118 test: stabilise date helpers\n61ab0c7 ci: cache node_modules by lockfile hash"),
    lambda: read("tsconfig.json", '{\n  "compilerOptions": {\n    "target": "ES2022",\n    "lib": ["ES2022", "DOM", "DOM.Iterable"],\n    "module": "ESNext",\n    "moduleResolution": "Bundler",\n    "jsx": "react-jsx",\n    "strict": true,\n    "noEmit": true,\n    "paths": { "@/*": ["./src/*"] }\n  },\n  "include": ["src", "e2e"]\n}'),
    lambda: bash("ls src", "App.tsx\napi\ncomponents\nfeatures\nhooks\nindex.css\nlib\nmain.tsx\npages\nstyles\ntest\nvite-env.d.ts"),
    lambda: say("Let me get oriented in the repository first."),
    lambda: bash("cat package.json | head -30", '{\n  "name": "web",\n  "private": true,\n  "version": "2.4.0",\n  "type": "module",\n  "scripts": {\n    "dev": "vite",\n    "build": "tsc -b && vite build",\n    "test": "vitest run",\n    "lint": "eslint . --max-warnings 0",\n    "format": "prettier --write ."\n  },\n  "dependencies": {\n    "react": "^18.3.1",\n    "react-dom": "^18.3.1",\n    "react-router-dom": "^6.23.1",\n    "zustand": "^4.5.2"\n  }\n}'),
    lambda: read("README.md", "# Web\n\nFront-end for the Acme platform.\n\n## Development\n\n    npm ci\n    npm run dev\n\nTests: `npm test` (Vitest + Testing Library), e2e: `npx playwright test`.\nLint/format: ESLint + Prettier, run on commit via lint-staged."),
    lambda: bash("node --version && npm --version", "v20.12.2\n10.5.0"),
    lambda: read("vite.config.ts", "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\nimport path from 'node:path';\n\nexport default defineConfig({\n  plugins: [react()],\n  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },\n  test: { environment: 'jsdom', setupFiles: ['src/test/setup.ts'] },\n});"),
    lambda: read("src/test/setup.ts", "import '@testing-library/jest-dom/vitest';\nimport { cleanup } from '@testing-library/react';\nimport { afterEach } from 'vitest';\n\nafterEach(() => cleanup());"),
    lambda: bash("ls -a", ".\n..\n.editorconfig\n.eslintrc.cjs\n.git\n.github\n.prettierrc\n.storybook\nREADME.md\ne2e\nindex.html\nnode_modules\npackage-lock.json\npackage.json\nplaywright.config.ts\npublic\nsrc\ntsconfig.json\nvite.config.ts"),
    lambda: read(".eslintrc.cjs", "module.exports = {\n  root: true,\n  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:react-hooks/recommended', 'prettier'],\n  parser: '@typescript-eslint/parser',\n  ignorePatterns: ['dist', 'src/api/generated'],\n};"),
]
