#!/usr/bin/env bash
# What each fast path of themec saves. Builds themec as it is (the base) and once per patch in
# Benchmarks/FastPaths/ (each patch makes themec use one fast path's plain version, which the
# fast path's own type holds: the full parse of every locale, a `Dictionary` of `String` keys, a
# scan of every kit key), checks
# that every build gives the base's results byte for byte (generated files, messages, exit
# statuses, `lint --reporter json`) on the large corpus, a copy of it with findings planted
# (FastPaths/findings.py), the repository's project, the example kit and app, the test fixtures
# and the real-world tables of ../shared/corpus/real, then measures them all in one run
# (Benchmarks/fastpaths.py) and prints the figures and their ratios to the base.
#
#   Benchmarks/fastpaths.sh [--only a,b] [--together a,b] [--runs 15] [--threshold 5]
#                            [--no-callgrind] [--no-build]
#
# --only     measures only the named patches (a name is a patch's file name without `.patch`).
# --together adds one build with all the named patches applied at once (named `a+b`): what
#            removing several fast paths costs together.
# --no-build measures the binaries of the previous run again (at a quieter time, say); never
#            after a change to the code.
#
# Builds go to Benchmarks/.work/fastpaths/ (git-ignored): the base is the package's own release
# build; the variants are built from a copy of the sources that each patch is applied to and
# then taken back from, so only the modules a patch touches are compiled again.
#
# The patches are made against the code as it is now. When the code they touch moves, a patch
# no longer applies and the script stops before building, naming it: refresh it by making the
# same replacement in the new code and saving `git diff > Benchmarks/FastPaths/NAME.patch`.
#
# Exit status: 0 when every build gives the base's results, 1 when one does not (nothing is
# measured then), 2 when a patch no longer applies or a build fails.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="$here/.work"
fast="$work/fastpaths"
shared="${THEMEC_SHARED:-$(cd "$root/.." && pwd)/shared}"
patches="$here/FastPaths"

only=""
together=""
build=1
callgrind=1
forward=()
while [ $# -gt 0 ]; do
    case "$1" in
        --only) only="$2"; shift 2 ;;
        --together) together="$2"; shift 2 ;;
        --runs|--threshold) forward+=("$1" "$2"); shift 2 ;;
        --no-callgrind) callgrind=0; forward+=("$1"); shift ;;
        --no-build) build=0; shift ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
done

names=()
for patch in "$patches"/*.patch; do
    name="$(basename "$patch" .patch)"
    if [ -z "$only" ] || [[ ",$only," == *",$name,"* ]]; then names+=("$name"); fi
done
[ ${#names[@]} -gt 0 ] || { echo "no patch matches --only $only" >&2; exit 2; }
combined=()
if [ -n "$together" ]; then
    IFS=, read -r -a combined <<<"$together"
    for name in "${combined[@]}"; do
        [ -f "$patches/$name.patch" ] || { echo "--together: no patch $name.patch" >&2; exit 2; }
    done
fi
if [ $callgrind -eq 1 ] && ! command -v valgrind >/dev/null; then
    echo "valgrind not found: run with --no-callgrind or install it (apt-get install valgrind)" >&2; exit 2
fi

mkdir -p "$fast/bin" "$fast/tree" "$fast/projects"
if [ $build -eq 1 ]; then
    # The sources as they are in the working tree (tracked and new files), copied into the tree
    # the patches are applied to; only files whose bytes differ are copied, so builds stay
    # incremental. git must not take the tree for part of this repository.
    python3 - "$root" "$fast/tree" <<'EOF'
import os, shutil, subprocess, sys
root, tree = sys.argv[1], sys.argv[2]
listed = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                        check=True, capture_output=True).stdout.decode().split("\0")
keep = set()
for path in filter(None, listed):
    source, target = os.path.join(root, path), os.path.join(tree, path)
    if not os.path.isfile(source):
        continue
    keep.add(path)
    with open(source, "rb") as f:
        data = f.read()
    if os.path.isfile(target):
        with open(target, "rb") as f:
            if f.read() == data:
                continue
    os.makedirs(os.path.dirname(target), exist_ok=True)
    shutil.copy2(source, target)
for folder, _, files in os.walk(tree):
    for name in files:
        path = os.path.relpath(os.path.join(folder, name), tree)
        if path not in keep:
            os.remove(os.path.join(tree, path))
EOF
    export GIT_CEILING_DIRECTORIES="$fast"
    for name in "${names[@]}"; do
        (cd "$fast/tree" && git apply --check "$patches/$name.patch") \
            || { echo "$name.patch no longer applies: refresh it (see the header of this script)" >&2; exit 2; }
    done

    echo "building themec (release): base..." >&2
    swift build -c release --package-path "$root" --product themec >&2
    cp "$(swift build -c release --package-path "$root" --show-bin-path)/themec" "$fast/bin/base"
    # Builds the tree with the given patches applied, as bin/NAME, then takes them back.
    build_variant() {
        local name="$1" status=0 patch
        shift
        echo "building themec (release): $name..." >&2
        for patch in "$@"; do (cd "$fast/tree" && git apply "$patches/$patch.patch"); done
        swift build -c release --package-path "$fast/tree" --scratch-path "$fast/build" --product themec >&2 || status=$?
        [ $status -eq 0 ] && cp "$(swift build -c release --package-path "$fast/tree" --scratch-path "$fast/build" \
            --show-bin-path)/themec" "$fast/bin/$name"
        for ((i = $# ; i >= 1 ; i--)); do (cd "$fast/tree" && git apply -R "$patches/${!i}.patch"); done
        [ $status -eq 0 ] || { echo "$name does not build" >&2; exit 2; }
    }
    for name in "${names[@]}"; do build_variant "$name" "$name"; done
    if [ ${#combined[@]} -gt 0 ]; then build_variant "$(IFS=+; echo "${combined[*]}")" "${combined[@]}"; fi
else
    for name in base "${names[@]}" ${combined[@]+"$(IFS=+; echo "${combined[*]}")"}; do
        [ -x "$fast/bin/$name" ] || { echo "no build of $name yet: run without --no-build" >&2; exit 2; }
    done
fi

echo "corpora and projects..." >&2
[ -f "$work/large/themec.yml" ] || python3 "$shared/bench/gen_corpus.py" "$work/large" --preset large >/dev/null
python3 "$patches/findings.py" "$work/large" "$fast/findings"
python3 - "$root" "$shared/corpus/real" "$fast/projects" <<'EOF'
import os, re, shutil, sys
root, real, projects = sys.argv[1:4]
shutil.rmtree(projects)
os.makedirs(projects)

def project(name, lines):
    os.makedirs(os.path.join(projects, name))
    with open(os.path.join(projects, name, "themec.yml"), "w") as f:
        f.write("\n".join(lines + ["output: Generated", ""]))

def absolute(config, name):
    """A themec.yml whose paths are made absolute, with its own output folder."""
    folder = os.path.dirname(config)
    lines = []
    for line in open(config).read().splitlines():
        match = re.match(r"^(\s*)(themes|strings|baseStrings|layouts|overrides|base): (\S+)$", line)
        if match and not match.group(3).startswith("/"):
            line = "%s%s: %s" % (match.group(1), match.group(2), os.path.normpath(os.path.join(folder, match.group(3))))
        if not line.startswith("output:"):
            lines.append(line)
    project(name, lines)

absolute(os.path.join(root, "themec.yml"), "repository")
absolute(os.path.join(root, "Examples/ThemedApp/Sources/CheetahKit/themec.yml"), "example-kit")
absolute(os.path.join(root, "Examples/ThemedApp/Sources/ThemedApp/themec.yml"), "example-app")
fixtures = os.path.join(root, "Tests/ThemecCoreTests/Fixtures")
for table in ("project", "parser", "catalogs"):
    project("fixtures-" + table, ["themes: " + fixtures + "/Themes", "strings: " + fixtures + "/Strings/" + table,
                                  "layouts:", "  overrides: " + fixtures + "/Layouts/App",
                                  "  base: " + fixtures + "/Layouts/Kit"])
for name in sorted(os.listdir(real)):
    folder = os.path.join(real, name)
    if os.path.isdir(folder) and any(f.endswith((".lproj", ".xcstrings")) for f in os.listdir(folder)):
        project("real-" + name, ["strings: " + folder])
EOF

names_list="base$(printf ',%s' "${names[@]}")"
if [ ${#combined[@]} -gt 0 ]; then names_list="$names_list,$(IFS=+; echo "${combined[*]}")"; fi
exec python3 "$here/fastpaths.py" --bins "$fast/bin" --names "$names_list" --corpus "$work/large" \
    --findings "$fast/findings" --projects "$fast/projects" ${forward[@]+"${forward[@]}"}
