#!/usr/bin/env bash
# `npm test`: everything CI runs. Lint and formatting (Biome), build (cached by turbo), type checks (the TypeScript
# and the checked .mjs), unit and integration tests, the dev loop's check, then the browser tests of the composed
# production build.
set -euo pipefail
cd "$(dirname "$0")/../.."
export TURBO_TELEMETRY_DISABLED=1

npm run lint   # formatting and lint first: fails in seconds
bash infra/scripts/install-system-deps.sh
# The local container images (Debian base, Node 20, PostgreSQL, Redis, mail catcher): built once per machine.
node infra/deploy/local-images/build-local-images.mjs
# The build first: ensure-services runs on @site/harness, which a fresh clone has not built yet.
npx turbo run build --output-logs=errors-only
node infra/scripts/ensure-services.mjs
npx turbo run build typecheck test --output-logs=errors-only
# The dev loop: `npm run dev` on free ports serves an edit of a remote's page on reload, and stops everything. After
# the turbo run: it rebuilds the front-end dist/ folders (to what the build writes) and edits a source in place.
node infra/scripts/dev-check.mjs
# compose.yaml up for real with podman (own host ports): pages, leads, a worker crash, a remote redeployed.
npm run test:containers
npm run -w e2e test:browser
node faults/run.mjs --quick
