#!/usr/bin/env bash
# Builds themec in release and packs it as an artifact bundle (SE-0305), the form a SwiftPM
# `binaryTarget` takes: `themec.artifactbundle.zip` holding `info.json` and one variant of the
# `themec` executable for this machine. Prints the zip's path and its checksum, the value a
# `.binaryTarget(name:url:checksum:)` names.
#
#   Scripts/make-artifactbundle.sh                               # into Plugins/Binary/
#   Scripts/make-artifactbundle.sh --output DIR                  # into DIR/
#   Scripts/make-artifactbundle.sh --arch arm64 --arch x86_64    # on a Mac: one universal binary
#   Scripts/make-artifactbundle.sh --binary .build/debug/themec  # pack a themec already built
#                                                                # for this machine (tests)
#
# Linux: `swift build -c release --static-swift-stdlib`, so the binary carries the Swift runtime
# and Foundation and runs without a toolchain of the same version. It still loads libxml2 and
# libyaml from the system (Debian: libxml2, libyaml-0-2), which any machine that can build
# themec from source has. The variant lists this machine's triple (x86_64-unknown-linux-gnu or
# aarch64-unknown-linux-gnu). `--arch` is refused: build on a machine of each architecture.
#
# macOS: each `--arch` is built on its own (`swift build -c release --arch A`), and with two or
# more `lipo -create` joins them into one universal binary; the variant lists one triple per
# architecture (arm64-apple-macosx, x86_64-apple-macosx). Without `--arch`, the Mac's own
# architecture. Each architecture links libyaml from Homebrew, so libyaml must be installed for
# that architecture (/opt/homebrew for arm64, /usr/local for x86_64), and users need
# `brew install libyaml` as they do to build themec from source. Debug symbols are stripped
# (`strip -S`) on both systems.
#
# The zip is deterministic: entries sorted by name, every modification time 1980-01-02 00:00
# UTC, fixed modes, no extra fields (`zip -X`), so the same binary always gives the same bytes
# and checksum. The zip is replaced (atomically) only when its bytes change. Needs `zip`.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
output="$root/Plugins/Binary"
archs=()
prebuilt=""
while (($#)); do
    case "$1" in
        --output) output="${2:?--output needs a folder}"; shift 2 ;;
        --binary) prebuilt="${2:?--binary needs a themec executable}"; shift 2 ;;
        --arch) archs+=("${2:?--arch needs an architecture}"); shift 2 ;;
        -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "make-artifactbundle: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
command -v zip >/dev/null || { echo "make-artifactbundle: needs 'zip' (apt-get install zip)" >&2; exit 2; }
mkdir -p "$output"
output="$(cd "$output" && pwd)"
# A scratch folder of its own: release flags differ from `swift build`'s, and a build started
# from `swift test` must not wait for the lock on .build itself.
scratch="$root/.build/artifactbundle"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT

build() { # build [ARCH]: prints the path of the stripped binary
    if [[ -n $prebuilt ]]; then
        # An executable built already (the test suite packs its own debug build): no release build.
        cp "$prebuilt" "$stage/themec-prebuilt"
        echo "$stage/themec-prebuilt"
        return
    fi
    local flags=(-c release --package-path "$root" --scratch-path "$scratch" --product themec)
    [[ $(uname -s) == Linux ]] && flags+=(--static-swift-stdlib)
    [[ -n ${1:-} ]] && flags+=(--arch "$1")
    swift build "${flags[@]}" >&2
    local binary="$stage/themec-${1:-host}"
    cp "$(swift build "${flags[@]}" --show-bin-path)/themec" "$binary"
    strip -S "$binary"
    echo "$binary"
}

host_triple="$(swift -print-target-info | sed -n 's/^ *"unversionedTriple": "\(.*\)",*$/\1/p' | head -1)"
case "$(uname -s)" in
    Linux)
        if ((${#archs[@]})); then
            echo "make-artifactbundle: --arch is for macOS; on Linux build on each machine" >&2
            exit 2
        fi
        binary="$(build)"
        triples=("$host_triple")
        variant="linux-${host_triple%%-*}"
        ;;
    Darwin)
        ((${#archs[@]})) || archs=("${host_triple%%-*}")
        parts=()
        triples=()
        for arch in "${archs[@]}"; do
            parts+=("$(build "$arch")")
            triples+=("$arch-apple-macosx")
        done
        binary="$stage/themec-universal"
        if ((${#parts[@]} == 1)); then cp "${parts[0]}" "$binary"; else lipo -create "${parts[@]}" -output "$binary"; fi
        variant="macos"
        ;;
    *) echo "make-artifactbundle: unsupported system $(uname -s)" >&2; exit 2 ;;
esac

version="$("$binary" --version | awk '{ print $2 }')"
bundle="$stage/themec.artifactbundle"
path="themec-$version-$variant/bin/themec"
mkdir -p "$bundle/$(dirname "$path")"
cp "$binary" "$bundle/$path"
sorted_triples="$(printf '%s\n' "${triples[@]}" | LC_ALL=C sort -u | sed 's/.*/"&"/' | paste -sd, - | sed 's/,/, /g')"
cat > "$bundle/info.json" <<EOF
{
    "schemaVersion": "1.0",
    "artifacts": {
        "themec": {
            "version": "$version",
            "type": "executable",
            "variants": [
                {
                    "path": "$path",
                    "supportedTriples": [$sorted_triples]
                }
            ]
        }
    }
}
EOF

# Fixed modes and times, then the entries in sorted order.
find "$bundle" -type d -exec chmod 755 {} +
find "$bundle" -type f -exec chmod 644 {} +
chmod 755 "$bundle/$path"
find "$bundle" -exec env TZ=UTC touch -h -t 198001020000 {} +
(cd "$stage" && find themec.artifactbundle -print | LC_ALL=C sort | TZ=UTC zip -X -q -@ "$stage/bundle.zip")

zip_path="$output/themec.artifactbundle.zip"
if cmp -s "$stage/bundle.zip" "$zip_path"; then
    echo "unchanged: $zip_path" >&2
else
    cp "$stage/bundle.zip" "$output/.themec.artifactbundle.zip.$$"
    mv -f "$output/.themec.artifactbundle.zip.$$" "$zip_path"
    echo "wrote: $zip_path" >&2
fi
# From the temporary folder: compute-checksum needs no package, and must not wait for a lock
# on one.
checksum="$(cd "$stage" && swift package compute-checksum "$zip_path")"
echo "artifact bundle: $zip_path"
echo "checksum: $checksum"
