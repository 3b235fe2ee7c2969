#!/usr/bin/env bash
# Installs the Debian packages the tests and `npm start` need when they are missing (root only):
# chromium (browser tests), postgresql and redis-server (local services), prometheus (its promtool checks the
# Prometheus files), podman with runc and debootstrap (the local images and the container tests), docker-compose
# (drives compose.yaml through podman's Docker API in `npm run test:containers`). Prints what to
# install otherwise. Then points podman at runc without raised ulimits (see containers_config below).
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
# Tools only: installed without their recommended extras (the prometheus server and its exporters stay unused).
tools=()
command -v promtool >/dev/null 2>&1 || tools+=(prometheus)
# podman with its recommended network stack (netavark, aardvark-dns: containers find each other by name).
command -v podman >/dev/null 2>&1 || missing+=(podman)
[ -x /usr/sbin/runc ] || tools+=(runc)
command -v debootstrap >/dev/null 2>&1 || tools+=(debootstrap)
command -v docker-compose >/dev/null 2>&1 || tools+=(docker-compose)

# podman's default runtime (crun) fails on this kernel's hybrid cgroups, and raising rlimits is refused: runc, and
# the limits the container inherits. A drop-in of its own, so the machine's containers.conf is left as it is.
containers_config() {
  local file=/etc/containers/containers.conf.d/50-site-runc.conf
  local wanted=$'[containers]\ndefault_ulimits = []\n\n[engine]\nruntime = "runc"'
  [ "$(cat "$file" 2>/dev/null)" = "$wanted" ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "podman needs $file with:"$'\n'"$wanted" >&2
    return 1
  fi
  mkdir -p "$(dirname "$file")"
  printf '%s\n' "$wanted" > "$file"
}

if [ ${#missing[@]} -eq 0 ] && [ ${#tools[@]} -eq 0 ]; then
  containers_config
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]} ${tools[*]}. Install them with: sudo apt-get install -y ${missing[*]} ${tools[*]}" >&2
  exit 1
fi
# Wait for another apt run on the machine instead of failing on its lock.
apt_get() { DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 "$@"; }
echo "Installing Debian packages: ${missing[*]} ${tools[*]}"
apt_get update -qq
if [ ${#missing[@]} -gt 0 ]; then
  apt_get install -y -qq "${missing[@]}" >/dev/null
fi
if [ ${#tools[@]} -gt 0 ]; then
  apt_get install -y -qq --no-install-recommends "${tools[@]}" >/dev/null
fi
containers_config
