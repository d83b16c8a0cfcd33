#!/bin/sh
# Regenerates the rsvg-convert reference renderings that TextRendererTests
# compares Typeset's output with (Debian: apt-get install librsvg2-bin
# fonts-dejavu-core). The sample lines match RenderSupport.samples.
set -eu
cd "$(dirname "$0")"
sample() { # background foreground
    sed -e "s/@BG@/$1/" -e "s/@FG@/$2/" samples.svg.in
}
sample '#ffffff' '#222222' > /tmp/typeset-light.svg
sample '#1e1e1e' '#eeeeee' > /tmp/typeset-dark.svg
for scale in 1 2; do
    rsvg-convert -z "$scale" /tmp/typeset-light.svg -o "rsvg-${scale}x-light.png"
    rsvg-convert -z "$scale" /tmp/typeset-dark.svg -o "rsvg-${scale}x-dark.png"
done
rm -f /tmp/typeset-light.svg /tmp/typeset-dark.svg
