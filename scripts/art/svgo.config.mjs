// SVGO settings for the outlined artwork (scripts/art/generate.sh): presentation
// attributes rather than style="" (the header inlines the logo, and the page's CSP allows
// no style attributes), and 0.1-unit precision.
export default {
  multipass: true,
  floatPrecision: 1,
  plugins: ["convertStyleToAttrs", "preset-default"],
};
