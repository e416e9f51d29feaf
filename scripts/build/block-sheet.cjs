// One block style sheet (blocks/**/*.module.pcss: a CSS module, named apart so that Next's CSS
// pipeline leaves it to us) compiled the same way for the build's loader and the tests' plugin:
// its class names and its minified CSS text.
// Lightning CSS hashes the project-relative path, so a class name is the same on every machine
// and in every bundle that imports the sheet.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { transform } = require('lightningcss');

const root = path.resolve(__dirname, '../..');

// Next's default browser targets (Chrome/Edge/Firefox 111, Safari 16.4): nesting and newer
// syntax are lowered as Next lowers the rest of the site's CSS.
const version = (major, minor = 0) => (major << 16) | (minor << 8);
const targets = { chrome: version(111), edge: version(111), firefox: version(111), safari: version(16, 4), ios_saf: version(16, 4) };

/** Whether a file is a block style sheet (compiled here rather than by Next's CSS pipeline). */
function isBlockSheet(file) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return relative.startsWith('blocks/') && relative.endsWith('.module.pcss');
}

/** The key a page's `<style href>` dedupes on: the sheet's path without its extension. */
function sheetKey(file) {
  return path.relative(root, file).split(path.sep).join('/').replace(/\.module\.pcss$/, '');
}

function compileFile(file, source, seen) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const result = transform({
    filename: relative,
    code: Buffer.from(source),
    cssModules: { pattern: '[local]_[hash]' },
    minify: true,
    targets,
  });
  const classes = {};
  for (const [local, entry] of Object.entries(result.exports ?? {})) {
    const names = [entry.name];
    for (const composed of entry.composes) {
      if (composed.type === 'dependency') {
        const other = path.resolve(path.dirname(file), composed.specifier);
        if (seen.has(other)) throw new Error(`${relative}: circular composes through ${composed.specifier}`);
        names.push(compileFile(other, fs.readFileSync(other, 'utf8'), new Set([...seen, file])).classes[composed.name]);
      } else {
        names.push(composed.name);
      }
    }
    classes[local] = names.join(' ');
  }
  return { classes, css: result.code.toString() };
}

/** Class names (composed ones included, as CSS modules give them) and the sheet's CSS. */
function compileBlockSheet(file, source = fs.readFileSync(file, 'utf8')) {
  return compileFile(file, source, new Set());
}

/**
 * The address a browser loads the sheet from when a page it navigates to brings a block type
 * the first page did not have: named by its content, so it is cached for good.
 */
function sheetUrl(key, css) {
  return `/block-sheets/${createHash('sha256').update(key).update('\0').update(css).digest('base64url').slice(0, 16)}.css`;
}

/** The JavaScript module a block style sheet becomes: its classes, and (css) `sheet` for <BlockSheets>. */
function blockSheetModule(file, source, { css: withCss = true } = {}) {
  const { classes, css } = compileBlockSheet(file, source);
  const classNames = `const classes = ${JSON.stringify(classes)};\nexport default classes;\n`;
  const key = sheetKey(file);
  return withCss ? `${classNames}export const sheet = ${JSON.stringify({ key, url: sheetUrl(key, css), css })};\n` : classNames;
}

module.exports = { compileBlockSheet, blockSheetModule, isBlockSheet, sheetKey };
