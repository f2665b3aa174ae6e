// Turbopack loader for app/_styles/globals.inline-css (next.config.ts): compiles the Tailwind stylesheet
// it imports, minified, and exports the CSS as a string, which app/lumina.css/route.ts serves as the
// error shell's stylesheet (pages link Next's copy of it). Tailwind scans the sources itself; the files and folders it read
// are reported to Turbopack so a change to any of them compiles the string again.
/* eslint-disable @typescript-eslint/no-require-imports -- Turbopack runs webpack loaders as CommonJS modules */
const postcss = require("postcss");
const tailwind = require("@tailwindcss/postcss");

module.exports = function tailwindStringLoader(source) {
  const done = this.async();
  const root = this.rootContext || process.cwd();
  postcss([tailwind({ base: root, optimize: { minify: true } })])
    .process(source, { from: this.resourcePath })
    .then((result) => {
      for (const message of result.messages) {
        if (message.type === "dependency") this.addDependency(message.file);
        else if (message.type === "dir-dependency") this.addContextDependency(message.dir);
      }
      done(null, `export default ${JSON.stringify(result.css)};\n`);
    }, done);
};
