#!/usr/bin/env bash
# Regenerates all placeholder artwork for the Kestrel Injury Law site.
#
#   bash scripts/art/generate.sh            # everything
#   bash scripts/art/generate.sh images     # only still images / SVG copies
#   bash scripts/art/generate.sh video      # only the hero loop + posters
#
# Sources are hand-written SVGs in scripts/art/src/. Rasters are rendered with
# rsvg-convert (Debian: librsvg2-bin), encoded with ImageMagick (Debian:
# imagemagick) and the hero loop is composited + encoded with ffmpeg (Debian:
# ffmpeg). Nothing is downloaded. Output is deterministic for a given toolchain.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SRC="$ROOT/scripts/art/src"
PUB="$ROOT/public"
WHAT="${1:-all}"

# ---------------------------------------------------------------- tools ----
need_apt() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing $*" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    echo "missing tool; please install the Debian package(s): $*" >&2; exit 1
  fi
}
command -v rsvg-convert >/dev/null || need_apt librsvg2-bin
command -v ffmpeg >/dev/null || need_apt ffmpeg
fc-match -f '%{family}' Arial | grep -q Liberation || need_apt fonts-liberation fonts-dejavu-core
# Find the real ImageMagick (a stand-in `convert` may shadow it on PATH).
IM=""
if command -v magick >/dev/null && magick -version 2>/dev/null | grep -q ImageMagick; then
  IM="magick"
else
  for c in /usr/bin/convert /usr/bin/convert-im6.q16 "$(command -v convert || true)"; do
    if [ -n "$c" ] && [ -x "$c" ] && "$c" -version 2>/dev/null | grep -q ImageMagick; then IM="$c"; break; fi
  done
fi
if [ -z "$IM" ]; then need_apt imagemagick; IM=/usr/bin/convert; fi

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

mkdir -p "$PUB/media" "$PUB/images/attorneys" "$PUB/images/practices" "$PUB/images/cities" \
         "$PUB/images/awards" "$PUB/images/video-facades"

# ------------------------------------------------------------- helpers ----
size() { stat -c %s "$1"; }
# One line of the output per file written: its path from the project root and its size.
report() { printf '  %-60s %7d B\n' "${1#"$ROOT/"}" "$(size "$1")"; }

# png_to_webp IN.png OUT.webp MAXBYTES [START_QUALITY]
# Encodes with decreasing quality until the file fits the byte budget.
png_to_webp() {
  local in="$1" out="$2" max="$3" q="${4:-82}"
  while :; do
    "$IM" "$in" -strip -quality "$q" -define webp:method=6 -define webp:alpha-quality=90 "$out"
    if [ "$(size "$out")" -le "$max" ] || [ "$q" -le 30 ]; then break; fi
    q=$((q - 4))
  done
  printf '  %-60s %7d B  q=%s\n' "${out#"$ROOT"/}" "$(size "$out")" "$q"
}

# outline_svg IN.svg OUT.svg: the same drawing with its text turned into outlines
# (rsvg-convert, with Liberation Sans for Arial and DejaVu Sans for sans-serif), then
# minified by SVGO (scripts/art/svgo.config.mjs).
outline_svg() {
  rsvg-convert -f svg "$1" -o "$TMP/outlined.svg"
  npx --yes svgo@4.1.0 --quiet --config "$ROOT/scripts/art/svgo.config.mjs" -i "$TMP/outlined.svg" -o "$2"
}

# svg_to_webp IN.svg OUT.webp W H MAXBYTES [START_QUALITY]
svg_to_webp() {
  local png="$TMP/$(basename "$2").png"
  rsvg-convert -w "$3" -h "$4" "$1" -o "$png"
  png_to_webp "$png" "$2" "$5" "${6:-82}"
}

# ------------------------------------------------------------- images -----
images() {
  echo "attorneys"
  for s in marcus-kestrel diane-vance samuel-okafor rebecca-lindqvist; do
    svg_to_webp "$SRC/attorneys/$s.svg" "$PUB/images/attorneys/$s.webp" 600 750 35000 92
    svg_to_webp "$SRC/attorneys/$s.svg" "$PUB/images/attorneys/$s-300.webp" 300 375 14000 92
  done
  svg_to_webp "$SRC/attorneys/attorney-hero.svg" "$PUB/images/attorney-hero.webp" 480 600 35000 92

  echo "practice areas"
  for s in car-accident-lawyer truck-accident-lawyer motorcycle-accident-lawyer boating-accident-lawyer \
           dog-bite-accident-lawyer premises-liability-accident-lawyer wrongful-death-accident-lawyer \
           catastrophic-injuries-lawyer; do
    svg_to_webp "$SRC/practices/$s.svg" "$PUB/images/practices/$s.webp" 640 426 30000 92
  done

  echo "cities"
  for c in kent seattle tacoma olympia port-orchard; do
    svg_to_webp "$SRC/cities/$c.svg" "$PUB/images/cities/$c.webp" 1600 640 60000 92
    svg_to_webp "$SRC/cities/$c.svg" "$PUB/images/cities/$c-800.webp" 800 320 25000 92
  done

  echo "video facades"
  for v in what-to-do-after-a-crash how-contingency-fees-work; do
    svg_to_webp "$SRC/misc/$v.svg" "$PUB/images/video-facades/$v.webp" 640 360 30000 92
  done

  echo "map"
  rsvg-convert -w 1200 -h 450 "$SRC/misc/map-kent-office.svg" -o "$TMP/map.png"
  png_to_webp "$TMP/map.png" "$PUB/images/map-kent-office.webp" 50000 92
  # 640-wide variant: same art cropped around the pin (pin is at x=600)
  "$IM" "$TMP/map.png" -crop 640x450+280+0 +repage "$TMP/map-640.png"
  png_to_webp "$TMP/map-640.png" "$PUB/images/map-kent-office-640.webp" 30000 92

  echo "awards, logo, icons"
  # The award badges (shown as <img>) and the logo (inline in the header, from this file):
  # their lettering is drawn as outlines, so they look the same on every device and the
  # browser lays out no text (each SVG image is a document of its own; text in it cost the
  # first load ~20 ms of layout per logo). The badges then go into one file, each shown
  # by its fragment (badges.svg#award-01): one request and one document for the strip.
  mkdir -p "$TMP/awards"
  for i in 01 02 03 04 05 06 07 08 09 10; do
    outline_svg "$SRC/awards/award-$i.svg" "$TMP/awards/award-$i.svg"
  done
  node "$ROOT/scripts/art/awards-sprite.mjs" "$PUB/images/awards/badges.svg" "$TMP"/awards/award-*.svg
  report "$PUB/images/awards/badges.svg"
  cp "$SRC/awards/README.md" "$PUB/images/awards/README.md"
  outline_svg "$SRC/misc/logo.svg" "$PUB/images/logo.svg"
  report "$PUB/images/logo.svg"
  cp "$SRC/misc/favicon.svg" "$PUB/favicon.svg"
  rsvg-convert -w 32 -h 32 "$SRC/misc/favicon.svg" -o "$TMP/fav32.png"
  "$IM" "$TMP/fav32.png" "$PUB/favicon.ico"
  rsvg-convert -w 180 -h 180 "$SRC/misc/apple-touch-icon.svg" -o "$TMP/ati.png"
  "$IM" "$TMP/ati.png" -strip -define png:compression-level=9 "$PUB/apple-touch-icon.png"
  rsvg-convert -w 1200 -h 630 "$SRC/misc/og-default.svg" -o "$TMP/og.png"
  "$IM" "$TMP/og.png" -strip -define png:compression-level=9 "$PUB/images/og-default.png"
  if [ "$(size "$PUB/images/og-default.png")" -gt 120000 ]; then
    # fall back to a dithered 256-colour palette PNG
    "$IM" "$TMP/og.png" -strip -dither FloydSteinberg -colors 256 PNG8:"$PUB/images/og-default.png"
  fi
  for f in favicon.ico apple-touch-icon.png images/og-default.png; do
    report "$PUB/$f"
  done
}

# -------------------------------------------------------------- video -----
# A 7 s seamless loop: soft radial glows drift on closed paths whose periods
# divide 7 s, so frame 168 == frame 0. 24 fps, 1280x720.
video() {
  echo "hero loop"
  local H="$SRC/hero" D=7 R=24
  rsvg-convert "$H/bg.svg" -o "$TMP/bg.png"
  for g in glow-slate glow-blue glow-grey glow-gold beam vignette; do
    rsvg-convert "$H/$g.svg" -o "$TMP/$g.png"
  done
  local P='2*PI*t/7'
  local FG="[0:v]format=rgba[b0];
[b0][1:v]overlay=x='-260+200*sin($P)':y='-360+70*cos($P)':format=rgb[b1];
[b1][2:v]overlay=x='560+170*cos($P)':y='40+80*sin($P)':format=rgb[b2];
[b2][3:v]overlay=x='120+140*sin(2*$P+1)':y='220+50*cos($P)':format=rgb[b3];
[b3][4:v]overlay=x='740-150*sin($P)':y='300+40*sin(2*$P)':format=rgb[b4];
[b4][5:v]overlay=x='-520+140*sin($P)':y='-90':format=rgb[b5];
[b5][6:v]overlay=0:0:format=rgb,format=yuv420p[out]"
  local IN=(-loop 1 -framerate $R -i "$TMP/bg.png"
            -loop 1 -framerate $R -i "$TMP/glow-slate.png"
            -loop 1 -framerate $R -i "$TMP/glow-blue.png"
            -loop 1 -framerate $R -i "$TMP/glow-grey.png"
            -loop 1 -framerate $R -i "$TMP/glow-gold.png"
            -loop 1 -framerate $R -i "$TMP/beam.png"
            -loop 1 -framerate $R -i "$TMP/vignette.png")
  # lossless intermediate (also gives us the exact first frame for the poster)
  ffmpeg -v error -y "${IN[@]}" -filter_complex "$FG" -map '[out]' -t $D -r $R \
    -c:v libx264 -qp 0 -preset ultrafast "$TMP/master.mkv"
  ffmpeg -v error -y -i "$TMP/master.mkv" -frames:v 1 "$TMP/poster.png"

  ffmpeg -v error -y -i "$TMP/master.mkv" -an -c:v libx264 -preset veryslow -crf 25 \
    -tune film -pix_fmt yuv420p -profile:v high -level 4.0 -g $((D * R)) \
    -x264-params "aq-mode=3:deblock=1,1" -movflags +faststart "$PUB/media/hero-loop.mp4"
  ffmpeg -v error -y -i "$TMP/master.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 31 \
    -pix_fmt yuv420p -row-mt 1 -deadline good -cpu-used 1 -g $((D * R)) \
    -pass 1 -passlogfile "$TMP/vp9" -f webm /dev/null
  # The index (Cues) goes at the front, as +faststart does for the MP4: otherwise WebKit
  # asks for the end of the file with a Range request before it plays.
  ffmpeg -v error -y -i "$TMP/master.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 31 \
    -pix_fmt yuv420p -row-mt 1 -deadline good -cpu-used 1 -g $((D * R)) \
    -pass 2 -passlogfile "$TMP/vp9" -cues_to_front 1 "$PUB/media/hero-loop.webm"
  # The phone copy: 640x360 at 15 fps (105 frames, still a seamless 7 s loop). A phone
  # shows a crop of the soft glows, upscaled; a fifth of the pixels and fewer frames to
  # decode and composite (docs/decisions/0038-first-load-and-edge.md).
  local PR=15
  local PHONE="scale=640:360:flags=lanczos,fps=$PR"
  ffmpeg -v error -y -i "$TMP/master.mkv" -an -vf "$PHONE" -c:v libx264 -preset veryslow -crf 25 \
    -tune film -pix_fmt yuv420p -profile:v high -level 3.1 -g $((D * PR)) \
    -x264-params "aq-mode=3:deblock=1,1" -movflags +faststart "$PUB/media/hero-loop-phone.mp4"
  ffmpeg -v error -y -i "$TMP/master.mkv" -an -vf "$PHONE" -c:v libvpx-vp9 -b:v 0 -crf 33 \
    -pix_fmt yuv420p -row-mt 1 -deadline good -cpu-used 1 -g $((D * PR)) \
    -pass 1 -passlogfile "$TMP/vp9p" -f webm /dev/null
  ffmpeg -v error -y -i "$TMP/master.mkv" -an -vf "$PHONE" -c:v libvpx-vp9 -b:v 0 -crf 33 \
    -pix_fmt yuv420p -row-mt 1 -deadline good -cpu-used 1 -g $((D * PR)) \
    -pass 2 -passlogfile "$TMP/vp9p" -cues_to_front 1 "$PUB/media/hero-loop-phone.webm"
  for f in hero-loop.mp4 hero-loop.webm hero-loop-phone.mp4 hero-loop-phone.webm; do
    report "$PUB/media/$f"
  done

  png_to_webp "$TMP/poster.png" "$PUB/media/hero-poster.webp" 60000 90
  "$IM" "$TMP/poster.png" -resize 640x360 "$TMP/poster-640.png"
  png_to_webp "$TMP/poster-640.png" "$PUB/media/hero-poster-640.webp" 25000 90
}

case "$WHAT" in
  all) images; video ;;
  images) images ;;
  video) video ;;
  *) echo "usage: $0 [all|images|video]" >&2; exit 2 ;;
esac
echo "done"
