# Xcode: Build Phases → New Run Script Phase ("Generate push actions"), with
#   Input File Lists:  $(SRCROOT)/Push/actionc-inputs.xcfilelist
#   Output File Lists: $(SRCROOT)/Push/actionc-outputs.xcfilelist
# so that Xcode skips the phase when no input changed. actionc must be on PATH (for
# example built with `swift build -c release` and copied to /usr/local/bin).
# Absolute paths let Xcode place each diagnostic at its file and line.
set -e
actionc build "$SRCROOT/Push" -o "$SRCROOT/Generated"
