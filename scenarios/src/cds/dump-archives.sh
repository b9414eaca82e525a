#!/usr/bin/env bash
# Dumps a class-data-sharing archive for each class list in this directory (NAME.classlist ->
# cds-NAME.jsa beside the jar), so that even the first run of those commands maps its classes
# instead of loading them from the jar (./sim uses an archive newer than the jar). Run by the build
# (scenarios/pom.xml, package phase) with the jar's path. Beside each archive, cds-NAME.jar-path
# names the jar it was dumped from, by its physical path as ./sim names it: ./sim uses an archive
# only for that jar, since the JVM silently maps nothing from an archive of a jar elsewhere.
# A JVM that cannot dump leaves no archive, and ./sim then makes one on the command's first run,
# as for commands without a list: this never fails the build.
set -uo pipefail
shopt -s nullglob

jar="$(cd "$(dirname "$1")" && pwd -P)/$(basename "$1")"
lists="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
target="$(dirname "$jar")"
for list in "$lists"/*.classlist; do
    name="$(basename "$list" .classlist)"
    archive="$target/cds-$name.jsa"
    # Dumped under a temporary name and renamed, so a concurrent run never maps a half-written archive.
    if java -Xshare:dump -Xlog:cds=off -XX:SharedClassListFile="$list" -XX:SharedArchiveFile="$archive.$$" \
        -cp "$jar" >/dev/null 2>&1; then
        mv -f "$archive.$$" "$archive"
        printf '%s\n' "$jar" > "$target/cds-$name.jar-path"
    else
        rm -f "$archive.$$"
        echo "cds: no archive for '$name' (this JVM could not dump one); ./sim makes it on first use" >&2
    fi
done
exit 0
