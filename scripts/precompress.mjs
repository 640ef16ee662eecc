#!/usr/bin/env node
// Writes .br and .gz copies of the built web app's text assets, which the server sends to browsers that
// accept them (@fastify/static preCompressed): the login page ships ~140 KB instead of ~440 KB.
// Usage: node scripts/precompress.mjs <dist dir>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: precompress.mjs <dir>');
  process.exit(2);
}
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;
let files = 0;
let before = 0;
let after = 0;
function walk(d) {
  for (const name of readdirSync(d)) {
    const path = join(d, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name)) {
      const data = readFileSync(path);
      if (data.length < 1024) continue;
      const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      files++;
      before += data.length;
      after += br.length;
    }
  }
}
walk(dir);
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli)`,
);
