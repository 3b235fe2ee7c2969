#!/usr/bin/env bash
# `npm test`: everything CI runs. Build (cached by turbo), type checks, unit and integration tests, then the
# browser tests of the composed production build.
set -euo pipefail
cd "$(dirname "$0")/../.."
export TURBO_TELEMETRY_DISABLED=1

bash infra/scripts/install-system-deps.sh
node infra/scripts/ensure-services.mjs
npx turbo run build typecheck test --output-logs=errors-only
npm run -w e2e test:browser
node faults/run.mjs --quick
